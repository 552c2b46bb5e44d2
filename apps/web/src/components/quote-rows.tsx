import type { ReactNode } from 'react';

/** One line of a quote: what it is, and its amount (the total stands out). */
export type QuoteRow = { label: string; value: ReactNode; isTotal?: boolean };

/**
 * What a money movement takes and gives, line by line (you pay, the fees, you get): buying
 * K-Cash, the swap's fees, a voucher's price, the earnings' totals and tax. Amounts keep their own
 * direction in a right-to-left page.
 */
export function QuoteRows({
  rows,
  className = 'gap-x-4 gap-y-2 text-label',
}: {
  rows: readonly QuoteRow[];
  /** Spacing, text size and any frame. */
  className?: string;
}) {
  return (
    <dl className={`grid grid-cols-[1fr_auto] ${className}`}>
      {rows.map(({ label, value, isTotal }) => (
        <div key={label} className="contents">
          <dt className={isTotal ? 'font-semibold text-text' : 'text-text-muted'}>{label}</dt>
          <dd className={`text-end tabular-nums ${isTotal ? 'text-body font-bold text-amber-200' : ''}`}>
            <bdi>{value}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}
