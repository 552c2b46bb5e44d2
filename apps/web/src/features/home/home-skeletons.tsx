import { Skeleton } from '../../ui/skeleton';

// Each row of cards keeps one height in every state (drawn ahead, loading, failed, empty or
// filled), so nothing below it moves when its content arrives.
export const CAMPAIGN_ROW_CLASS = 'h-[27rem]';
export const QUEST_ROW_CLASS = 'h-[20rem]';
const ROW_BASE_CLASS = '-mx-4 flex h-full gap-4 px-4 pb-1';
/** A row of cards, scrolling sideways, the page's edge to edge. */
export const ROW_LIST_CLASS = `${ROW_BASE_CLASS} snap-x scroll-px-4 overflow-x-auto`;
/** One card's slot in a row. */
export const ROW_ITEM_CLASS = 'h-full w-72 shrink-0 snap-start';

/**
 * A row of cards on its way: their shapes (an image, a title, two lines, a button), named once for
 * assistive technology by `label`.
 */
export function RowSkeleton({ label }: { label: string }) {
  return (
    <div role="status" className={`${ROW_BASE_CLASS} overflow-hidden`}>
      <span className="sr-only">{label}</span>
      {[0, 1, 2, 3].map((n) => (
        <div key={n} aria-hidden="true" className={`${ROW_ITEM_CLASS} card flex flex-col overflow-hidden`}>
          <Skeleton className="h-28 w-full shrink-0" />
          <div className="flex flex-1 flex-col gap-3 p-4">
            <Skeleton className="h-5 w-3/4 rounded-control" />
            <Skeleton className="h-4 w-full rounded-control" />
            <Skeleton className="h-4 w-2/3 rounded-control" />
            <Skeleton className="mt-auto h-10 w-full rounded-control" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** The signed-in home on its way: the greeting, then a row of cards. */
export function MemberHomeSkeleton({ label }: { label: string }) {
  return (
    <div className="space-y-10">
      <Skeleton className="h-44 w-full rounded-2xl" />
      <div className={QUEST_ROW_CLASS}>
        <RowSkeleton label={label} />
      </div>
    </div>
  );
}
