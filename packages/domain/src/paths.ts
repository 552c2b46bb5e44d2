/** A path without its trailing slash (`/home/` and `/home` are one page); the root stays `/`. */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}
