import type { ReactNode } from 'react';
import { Skeleton } from '../ui/skeleton';
import { LoadingRegion, TITLE_SHAPE } from './page-skeleton';

export { LoadingRegion, PageSkeleton } from './page-skeleton';

/*
 * A page's layout while its data is on its way (design.md: "every page shows a skeleton of its
 * layout while it loads"). Each skeleton below is one role="status" region that says its wait
 * once, in the words a spinner used to say ("Loading…"), visually hidden; every shape in it is
 * hidden from assistive technology. The shapes are drawn at the size of what replaces them (a
 * card's padding, a field's height, a button's), so nothing below moves when the content
 * arrives. A page with a layout of its own composes the `…Shapes` inside a `LoadingRegion`.
 *
 * The region and the routes' fallback (PageSkeleton) are in page-skeleton.tsx: the app's first
 * load carries those two only; these shapes come with the pages that draw them.
 */

const range = (count: number) => Array.from({ length: count }, (_, n) => n);

/** A text line's shape (16 px type, on its 24 px line). */
const LINE = 'h-4 rounded-control';
/** A card title's shape (text-lg, on its 28 px line). */
const CARD_TITLE = 'h-6 w-3/4 rounded-control';
/** A medium button's shape (py-2 around a 24 px line). */
const BUTTON = 'h-10 rounded-control';

/** Lines of a paragraph, the last one shorter as a paragraph ends. */
export function TextShapes({ lines = 3, className = 'space-y-3' }: { lines?: number; className?: string }) {
  return (
    <div aria-hidden="true" className={className}>
      {range(lines).map((n) => (
        <Skeleton key={n} className={`${LINE} ${n === lines - 1 && lines > 1 ? 'w-2/3' : 'w-full'}`} />
      ))}
    </div>
  );
}

/** Labelled fields, each a label over a control (ui/field: field-label, field). */
export function FieldShapes({ count = 3, className = 'space-y-4' }: { count?: number; className?: string }) {
  return (
    <div aria-hidden="true" className={className}>
      {range(count).map((n) => (
        <div key={n}>
          <Skeleton className="mb-1 h-5 w-32 max-w-full rounded-control" />
          <Skeleton className="h-[2.625rem] w-full rounded-control" />
        </div>
      ))}
    </div>
  );
}

/** The kinds of card a grid shows: a picture on top (campaigns), an icon beside the title (games,
 * vouchers), or words only (quests, tournaments). */
export type CardShape = 'media' | 'icon' | 'text';

/** One card's shape, as tall as the card it stands for. */
export function CardShapes({ shape }: { shape: CardShape }) {
  if (shape === 'media')
    return (
      <div aria-hidden="true" className="card flex h-full flex-col overflow-hidden">
        <Skeleton className="h-32 w-full shrink-0" />
        <div className="flex flex-1 flex-col gap-3 p-4">
          <Skeleton className={CARD_TITLE} />
          <TextShapes lines={2} className="space-y-2" />
          <Skeleton className="h-4 w-1/2 rounded-control" />
          <Skeleton className={`mt-auto w-full ${BUTTON}`} />
        </div>
      </div>
    );
  if (shape === 'icon')
    return (
      <div aria-hidden="true" className="card flex h-full flex-col gap-3 p-4">
        <div className="flex items-start gap-3">
          <Skeleton className="size-14 shrink-0 rounded-control" />
          <div className="min-w-0 flex-1 space-y-2">
            <Skeleton className={CARD_TITLE} />
            <Skeleton className="h-5 w-1/3 rounded-full" />
          </div>
        </div>
        <TextShapes lines={2} className="space-y-2" />
        <div className="mt-auto border-t border-border pt-3">
          <Skeleton className={`w-full ${BUTTON}`} />
        </div>
      </div>
    );
  return (
    <div aria-hidden="true" className="card flex h-full flex-col gap-2 p-4">
      <Skeleton className={CARD_TITLE} />
      <Skeleton className="h-4 w-1/3 rounded-control" />
      <TextShapes lines={2} className="space-y-2" />
      <Skeleton className="h-4 w-1/2 rounded-control" />
    </div>
  );
}

/** A grid of cards on its way, in the grid the cards will fill. */
export function CardGridSkeleton({
  label,
  shape,
  count = 6,
  className = 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3',
  children,
}: {
  label: string;
  shape: CardShape;
  count?: number;
  /** The grid of the real list (its columns and gaps). */
  className?: string;
  /** Shapes above the cards (a count of results, when it waits too). */
  children?: ReactNode;
}) {
  return (
    <LoadingRegion label={label}>
      {children}
      <div className={className}>
        {range(count).map((n) => (
          <CardShapes key={n} shape={shape} />
        ))}
      </div>
    </LoadingRegion>
  );
}

/** Rows in a card, divided (a history, a list of earnings): words at the start, an amount at the end. */
export function RowShapes({ rows = 5, hasAction = false }: { rows?: number; hasAction?: boolean }) {
  return (
    <div aria-hidden="true" className="card divide-y divide-border">
      {range(rows).map((n) => (
        <div key={n} className="flex items-start justify-between gap-4 p-4">
          <div className="min-w-0 flex-1 space-y-2">
            <Skeleton className="h-5 w-40 max-w-full rounded-control" />
            <Skeleton className="h-3 w-28 max-w-full rounded-control" />
          </div>
          <div className="flex shrink-0 flex-col items-end gap-2">
            <Skeleton className="h-5 w-20 rounded-control" />
            {hasAction && <Skeleton className={`w-24 ${BUTTON}`} />}
          </div>
        </div>
      ))}
    </div>
  );
}

/** A list of rows on its way. */
export function RowListSkeleton({
  label,
  rows = 5,
  hasAction = false,
  children,
}: {
  label: string;
  rows?: number;
  /** Each row ends with a button (collect, details). */
  hasAction?: boolean;
  /** Shapes above the rows (the list's filters, when they wait too). */
  children?: ReactNode;
}) {
  return (
    <LoadingRegion label={label} className="space-y-4">
      {children}
      <RowShapes rows={rows} hasAction={hasAction} />
    </LoadingRegion>
  );
}

/** A table (a leaderboard): a row of headings, then rows of a few cells, the last one at the end. */
export function TableSkeleton({
  label,
  rows = 5,
  columns = 3,
  children,
}: {
  label: string;
  rows?: number;
  columns?: number;
  /** Shapes above the table (its heading, when it waits too). */
  children?: ReactNode;
}) {
  return (
    <LoadingRegion label={label} className="space-y-3">
      {children}
      <div aria-hidden="true" className="space-y-3">
        {range(rows + 1).map((row) => (
          <div key={row} className="flex items-center gap-4">
            {range(columns).map((column) => (
              <Skeleton
                key={column}
                className={`rounded-control ${row === 0 ? 'h-4' : 'h-5'} ${
                  column === 0
                    ? 'w-10 shrink-0'
                    : column === columns - 1
                      ? 'ms-auto w-16 shrink-0'
                      : 'w-32 min-w-0'
                }`}
              />
            ))}
          </div>
        ))}
      </div>
    </LoadingRegion>
  );
}

/**
 * One thing's page on its way (a campaign, a quest, a tournament): a line above it (the way back,
 * its game), its banner when it has one, the title, a paragraph, the main button, then `sections`
 * cards.
 */
export function DetailSkeleton({
  label,
  hasBanner = false,
  sections = 2,
}: {
  label: string;
  hasBanner?: boolean;
  sections?: number;
}) {
  return (
    <LoadingRegion label={label}>
      <div aria-hidden="true" className="space-y-4">
        <Skeleton className="h-4 w-24 rounded-control" />
        {hasBanner && <Skeleton className="aspect-[3/1] w-full rounded-card" />}
        <Skeleton className={TITLE_SHAPE} />
        <TextShapes lines={3} />
        <Skeleton className={`w-40 ${BUTTON}`} />
        {range(sections).map((n) => (
          <Skeleton key={n} className="h-32 w-full rounded-card" />
        ))}
      </div>
    </LoadingRegion>
  );
}

/**
 * A form on its way: a paragraph introducing it, when it has one; then, in a card unless told not
 * to, its title when it has one, its fields and its button.
 */
export function FormSkeleton({
  label,
  fields = 3,
  hasIntro = false,
  hasTitle = false,
  isCard = true,
  fieldsClassName = 'space-y-4',
}: {
  label: string;
  fields?: number;
  hasIntro?: boolean;
  hasTitle?: boolean;
  isCard?: boolean;
  /** How the real form lays out its fields (a column, or two from sm up). */
  fieldsClassName?: string;
}) {
  return (
    <LoadingRegion label={label} className={isCard ? 'space-y-6' : 'space-y-4'}>
      {hasIntro && <TextShapes lines={2} className="space-y-2" />}
      <div aria-hidden="true" className={`space-y-4 ${isCard ? 'card p-4 sm:p-6' : ''}`}>
        {hasTitle && <Skeleton className="h-7 w-40 max-w-full rounded-control" />}
        <FieldShapes count={fields} className={fieldsClassName} />
        <Skeleton className={`w-full sm:w-40 ${BUTTON}`} />
      </div>
    </LoadingRegion>
  );
}
