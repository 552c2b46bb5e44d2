import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import {
  CardGridSkeleton,
  DetailSkeleton,
  FormSkeleton,
  LoadingRegion,
  PageSkeleton,
  RowListSkeleton,
  TableSkeleton,
} from './page-skeletons';
import { Skeleton } from '../ui/skeleton';

/** Whether an element or one of its ancestors is hidden from assistive technology. */
const isHidden = (element: Element | null): boolean =>
  element !== null && (element.getAttribute('aria-hidden') === 'true' || isHidden(element.parentElement));

/**
 * What assistive technology gets of a skeleton: one status whose only text is its words (visually
 * hidden, not hidden from a screen reader), every shape hidden.
 */
function expectNamedOnce(ui: ReactElement, label: string) {
  const { unmount } = render(ui);
  const status = screen.getByRole('status');
  expect(status.textContent).toBe(label);
  const words = status.querySelector('.sr-only');
  expect(words?.textContent).toBe(label);
  expect(isHidden(words)).toBe(false);
  const shapes = status.querySelectorAll('.skeleton');
  expect(shapes.length).toBeGreaterThan(0);
  for (const shape of shapes) expect(isHidden(shape)).toBe(true);
  unmount();
}

describe('page skeletons', () => {
  it('are one status each, named by the words a spinner said, their shapes hidden', () => {
    expectNamedOnce(<PageSkeleton label="Loading…" />, 'Loading…');
    expectNamedOnce(<CardGridSkeleton label="Loading games…" shape="icon" />, 'Loading games…');
    expectNamedOnce(<CardGridSkeleton label="Loading campaigns…" shape="media" />, 'Loading campaigns…');
    expectNamedOnce(<CardGridSkeleton label="Loading quests…" shape="text" />, 'Loading quests…');
    expectNamedOnce(<RowListSkeleton label="Loading…" hasAction />, 'Loading…');
    expectNamedOnce(<TableSkeleton label="Loading tournaments…" />, 'Loading tournaments…');
    expectNamedOnce(<DetailSkeleton label="Loading the campaign…" hasBanner />, 'Loading the campaign…');
    expectNamedOnce(<FormSkeleton label="Loading…" hasIntro hasTitle />, 'Loading…');
  });

  it('draw as many cards, rows and fields as they are asked for', () => {
    const { container, unmount } = render(
      <CardGridSkeleton label="Loading vouchers…" shape="icon" count={4} className="grid gap-3" />,
    );
    const grid = container.querySelector('.grid');
    expect(grid?.children).toHaveLength(4);
    for (const card of grid!.children) expect(card.classList.contains('card')).toBe(true);
    unmount();

    render(<RowListSkeleton label="Loading…" rows={7} />);
    expect(screen.getByRole('status').querySelector('.divide-y')?.children).toHaveLength(7);
  });

  it('keep what a page draws above them inside the one status', () => {
    render(
      <RowListSkeleton label="Loading…">
        <Skeleton className="h-10 w-full" />
      </RowListSkeleton>,
    );
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status').firstElementChild?.textContent).toBe('Loading…');
  });

  it('keeps the app shell’s fallback in page-skeleton.tsx, apart from the pages’ shapes (the first load’s bytes)', async () => {
    const shell = await import('./page-skeleton');
    expect(Object.keys(shell).sort()).toEqual(['LoadingRegion', 'PageSkeleton', 'TITLE_SHAPE']);
    expect(shell.PageSkeleton).toBe(PageSkeleton);
  });

  it('a page composes its own: a region says its wait once around the shapes it is given', () => {
    render(
      <LoadingRegion label="Loading your purchase…" className="space-y-4">
        <Skeleton className="h-7 w-48" />
      </LoadingRegion>,
    );
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Loading your purchase…');
    expect(status.className).toBe('space-y-4');
  });

  it('fit a 360 px phone: no shape wider than its column, none of a fixed width without a cap', () => {
    const { container } = render(
      <>
        <PageSkeleton label="Loading…" />
        <CardGridSkeleton label="Loading…" shape="icon" />
        <CardGridSkeleton label="Loading…" shape="media" />
        <CardGridSkeleton label="Loading…" shape="text" />
        <RowListSkeleton label="Loading…" hasAction />
        <TableSkeleton label="Loading…" columns={4} />
        <DetailSkeleton label="Loading…" hasBanner />
        <FormSkeleton label="Loading…" hasIntro hasTitle />
      </>,
    );
    // A fixed width (w-40, w-56 …) over 10rem (160 px) may pass a phone's column once padded: each
    // is capped (max-w-full) or may shrink in its row (min-w-0).
    for (const shape of container.querySelectorAll('.skeleton')) {
      const width = /(?:^|\s)w-(\d+)(?:\s|$)/.exec(shape.className)?.[1];
      if (width && Number(width) > 40)
        expect(shape.className, shape.className).toMatch(/max-w-full|min-w-0|sm:w-/);
    }
  });
});
