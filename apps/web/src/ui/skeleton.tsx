/**
 * A shimmering block where content is on its way, hidden from assistive technology: the caller
 * names the region's wait once (a role="status" with a visually hidden "Loading…"). Its size and
 * shape are the caller's (styles.css: skeleton).
 */
export function Skeleton({ className = 'h-4 w-full rounded-control' }: { className?: string }) {
  return <div aria-hidden="true" className={`skeleton ${className}`} />;
}
