/**
 * Embedding in a frame (spec section 2): `header=false` hides the header and `footer=false`
 * the footer. A flag seen when the page loads holds for the whole visit, so links followed
 * inside the frame keep the embedded look.
 */
export type EmbedFlags = { hideHeader: boolean; hideFooter: boolean };

/** Reads the embed flags of a query string. */
export function readEmbedFlags(search: string): EmbedFlags {
  const params = new URLSearchParams(search);
  return { hideHeader: params.get('header') === 'false', hideFooter: params.get('footer') === 'false' };
}

/** Combines the flags of the first page of the visit with those of the current one. */
export function mergeEmbedFlags(first: EmbedFlags, current: EmbedFlags): EmbedFlags {
  return {
    hideHeader: first.hideHeader || current.hideHeader,
    hideFooter: first.hideFooter || current.hideFooter,
  };
}
