/**
 * Embedding in a frame (spec section 2): `header=false` hides the header and `footer=false`
 * the footer.
 */
export type EmbedFlags = { hideHeader: boolean; hideFooter: boolean };

/** Reads the embed flags of a query string (with or without its leading `?`). */
export function readEmbedFlags(search: string): EmbedFlags {
  const params = new URLSearchParams(search);
  return { hideHeader: params.get('header') === 'false', hideFooter: params.get('footer') === 'false' };
}

/** Whether a page is drawn embedded: without its header, its footer or both. */
export function isEmbedded(flags: EmbedFlags): boolean {
  return flags.hideHeader || flags.hideFooter;
}

/**
 * Combines the flags of the first page of a visit with those of the current one: a flag seen
 * when the page loaded holds for the whole visit, so links followed inside the frame keep the
 * embedded look.
 */
export function mergeEmbedFlags(first: EmbedFlags, current: EmbedFlags): EmbedFlags {
  return {
    hideHeader: first.hideHeader || current.hideHeader,
    hideFooter: first.hideFooter || current.hideFooter,
  };
}
