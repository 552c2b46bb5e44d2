/** The attribute on `#root` listing the paths (space-separated) a prerendered page was drawn for. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * Whether the browser may adopt (hydrate) the page the server sent: only when it was drawn for
 * this very path, in English, not embedded. Otherwise the app draws itself from scratch.
 */
export function canHydrate(options: {
  prerenderedPath: string | null;
  path: string;
  language: string;
  isEmbedded: boolean;
}): boolean {
  return (
    options.prerenderedPath !== null &&
    options.prerenderedPath.split(' ').includes(options.path) &&
    options.language === 'en' &&
    !options.isEmbedded
  );
}
