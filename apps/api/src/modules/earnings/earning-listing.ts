import type { EarningStatus } from '@kp/domain/campaigns';
import { EARNING_STATUSES } from '@kp/domain/campaigns';
import { formatAmount } from '@kp/domain/currencies';
import { formatTaxValue, INDIA_TDS, indiaFinancialYear } from '@kp/domain/earnings';
import type { Earning, EarningsAggregate, EarningsTaxInfo, EarningTotals } from '@kp/contract/earnings';
import type { ContentTexts } from '../../platform/content-language';
import { platformTitleIn, type EarningsContext } from './earnings-context';

/** What the user reads of their earnings: the list, the totals, and the tax that applies to them. */
export function createEarningListing(ctx: EarningsContext) {
  const { deps, db, repository, kycGate, currencies, clock, wireOf, depositsValue } = ctx;

  return {
    /** The user's earnings, newest first, a page at a time. */
    async list(
      userId: string,
      query: { status?: EarningStatus; earningType?: string; limit: number; offset: number },
      reader?: ContentTexts,
    ): Promise<{ earnings: Earning[]; total: number; nextOffset: number | null }> {
      const currency = query.earningType ? currencies.get(query.earningType) : undefined;
      const { rows, total } = await repository.listEarnings(userId, {
        ...(query.status ? { status: query.status } : {}),
        ...(currency ? { currency: currency.id } : {}),
        limit: query.limit,
        offset: query.offset,
      });
      const next = query.offset + rows.length;
      return {
        earnings: await wireOf(rows, undefined, reader),
        total,
        nextOffset: next < total && rows.length > 0 ? next : null,
      };
    },

    /**
     * The titles of these earnings in the reader's language, where their source words them (a
     * movement's note names them); the others are not in the answer.
     */
    async titlesOf(ids: readonly string[], reader: ContentTexts): Promise<ReadonlyMap<string, string>> {
      const rows = await repository.listSources(ids);
      const titles = deps.titlesIn ? await deps.titlesIn(rows, reader) : new Map<string, string>();
      return new Map(
        rows.flatMap((row) => {
          const title = titles.get(row.sourceId) ?? platformTitleIn(row.title, reader);
          return title === undefined ? [] : [[row.id, title] as const];
        }),
      );
    },

    /** The user's earnings added up by earning type and status. */
    async aggregate(userId: string): Promise<EarningsAggregate> {
      const rows = await repository.aggregate(userId);
      let collectableCount = 0;
      const totals = currencies.list.map((currency): EarningTotals => {
        const mine = rows.filter((r) => r.currency === currency.id);
        const of = (status: EarningStatus) => mine.find((r) => r.status === status);
        const amounts = Object.fromEntries(
          EARNING_STATUSES.map((s) => [s, formatAmount(of(s)?.amount ?? 0n, currency)]),
        ) as EarningTotals['amounts'];
        const counts = Object.fromEntries(
          EARNING_STATUSES.map((s) => [s, of(s)?.count ?? 0]),
        ) as EarningTotals['counts'];
        collectableCount += counts.pending + counts.failed;
        const credited = of('credited');
        return {
          earningType: currency.code,
          currencyName: currency.name,
          scale: currency.scale,
          amounts,
          counts,
          collectable: formatAmount((of('pending')?.amount ?? 0n) + (of('failed')?.amount ?? 0n), currency),
          taxWithheld: formatAmount(credited?.taxWithheld ?? 0n, currency),
          netCollected: formatAmount((credited?.amount ?? 0n) - (credited?.taxWithheld ?? 0n), currency),
        };
      });
      return { totals, collectableCount };
    },

    /** The withholding that applies to the user and this financial year's figures (tax-info). */
    async taxInfo(userId: string): Promise<EarningsTaxInfo> {
      const now = clock.now();
      const kyc = await kycGate.payoutStatus(db, userId);
      const year = indiaFinancialYear(now);
      const figures = await repository.taxYear(userId, year.startsAt, year.endsAt);
      const deposits = await depositsValue(userId, now);
      const allowance = deposits + figures.taxed - figures.winnings;
      return {
        region: kyc.region,
        isWithholding: kyc.region === 'IN',
        section: INDIA_TDS.section,
        rateBps: deps.taxRateBps,
        financialYear: {
          label: year.label,
          startsAt: year.startsAt.toISOString(),
          endsAt: year.endsAt.toISOString(),
        },
        winningsCollected: formatTaxValue(figures.winnings),
        deposits: formatTaxValue(deposits),
        netWinningsTaxed: formatTaxValue(figures.taxed),
        untaxedAllowance: formatTaxValue(allowance > 0n ? allowance : 0n),
        taxWithheld: figures.withheld.map((w) => {
          const currency = currencies.byId(w.currency);
          return { earningType: currency.code, amount: formatAmount(w.amount, currency) };
        }),
        kyc: { required: kyc.required, verified: kyc.verified },
      };
    },
  };
}
