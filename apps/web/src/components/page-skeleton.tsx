import type { ReactNode } from 'react';
import { Skeleton } from '../ui/skeleton';

/*
 * The two loading pieces the app shell itself needs (app.tsx, the routes' Suspense fallback), apart
 * from the pages' shapes (page-skeletons.tsx) so that the first load of `/` carries these only.
 */

/** A region on its way: role="status", named once by `label` (visually hidden), then its shapes. */
export function LoadingRegion({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div role="status" className={className}>
      <span className="sr-only">{label}</span>
      {children}
    </div>
  );
}

/** A page title's shape (text-2xl: a 32 px line). */
export const TITLE_SHAPE = 'h-8 w-56 max-w-full rounded-control';

/**
 * A page whose code is on its way (the routes' Suspense fallback): no page's layout in particular,
 * a title, a line under it and blocks of content where most pages have theirs.
 */
export function PageSkeleton({ label }: { label: string }) {
  return (
    <LoadingRegion label={label}>
      <div aria-hidden="true" className="space-y-6 py-6">
        <div className="space-y-3">
          <Skeleton className={TITLE_SHAPE} />
          <Skeleton className="h-4 w-80 max-w-full rounded-control" />
        </div>
        <Skeleton className="h-40 w-full rounded-card" />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Skeleton className="h-32 w-full rounded-card" />
          <Skeleton className="h-32 w-full rounded-card" />
        </div>
      </div>
    </LoadingRegion>
  );
}
