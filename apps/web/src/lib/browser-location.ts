/**
 * The page's own navigation beyond the router: leaving for another site (Google's consent page)
 * and reloading. One object, so tests can stand in for what jsdom cannot do.
 */
export const browserLocation = {
  /** Leaves the app for a URL. */
  assign(url: string): void {
    location.assign(url);
  },
  /** Loads the current page again. */
  reload(): void {
    location.reload();
  },
};
