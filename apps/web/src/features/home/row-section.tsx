import type { ReactNode, Ref } from 'react';
import { Link } from 'wouter';

/** The look of a home section's heading. */
export const SECTION_TITLE_CLASS = 'text-xl font-bold text-white sm:text-2xl';

/**
 * A home section: its heading (naming the region), a link to the whole list beside it, and its
 * content in a box of fixed height (`rowClass`), so that nothing below moves whatever it shows.
 */
export function RowSection({
  id,
  title,
  seeAll,
  rowClass,
  sectionRef,
  children,
}: {
  id: string;
  title: string;
  seeAll: { href: string; label: string };
  rowClass: string;
  sectionRef?: Ref<HTMLElement>;
  children: ReactNode;
}) {
  return (
    <section ref={sectionRef} aria-labelledby={id}>
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={id} className={SECTION_TITLE_CLASS}>
          {title}
        </h2>
        <Link
          href={seeAll.href}
          className="rounded font-semibold text-primary underline-offset-2 hover:underline"
        >
          {seeAll.label}
        </Link>
      </div>
      <div className={rowClass}>{children}</div>
    </section>
  );
}
