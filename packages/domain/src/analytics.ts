/**
 * The page name for analytics (spec section 2): the path's second segment when split on '/'
 * (the first named one, as `/k-quest/colexion` → `k-quest`), or `Home` when there is none.
 */
export function analyticsPageName(pathname: string): string {
  const segment = pathname.split('/')[1];
  return segment || 'Home';
}

/** The analytics events the web client sends. */
export const ANALYTICS_EVENT_NAMES = ['page_view', 'session_start', 'session_end'] as const;

/** The most events one analytics batch may carry. */
export const MAX_EVENTS_PER_BATCH = 50;
