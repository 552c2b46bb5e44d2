/**
 * The page name for analytics (spec section 2): the path's second segment when split on '/'
 * (the first named one, as `/k-quest/colexion` → `k-quest`), or `Home` when there is none.
 */
export function analyticsPageName(pathname: string): string {
  const segment = pathname.split('/')[1];
  return segment || 'Home';
}
