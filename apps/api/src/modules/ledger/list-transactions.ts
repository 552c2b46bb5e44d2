import { formatAmount } from '@kp/domain/currencies';
import { memoOf, type KcashSubBalance, type LedgerEntryKind } from '@kp/domain/ledger';
import type { LedgerTransaction } from '@kp/contract/ledger';
import type { ContentTexts } from '../../platform/content-language';
import { causeKey, type CauseTitles } from './cause-titles';
import type { LedgerDeps } from './ledger-types';

export function createListTransactions(
  deps: Pick<LedgerDeps, 'repository' | 'currencies'> & { causeTitles?: CauseTitles },
) {
  const { repository, currencies } = deps;

  /**
   * The movements of a user's accounts, newest first, one row per posting, a page at a time; with
   * a reader's texts, the titles their notes name (a voucher's, a campaign's, an earning's) in the
   * reader's language where the cause's module has them.
   */
  async function listTransactions(
    userId: string,
    query: { kind?: LedgerEntryKind; currency?: string; limit: number; cursor?: string },
    reader?: ContentTexts,
  ): Promise<{ transactions: LedgerTransaction[]; nextCursor: string | null }> {
    const currency = query.currency ? currencies.get(query.currency) : undefined;
    const rows = await repository.listUserTransactions(userId, {
      ...(query.kind ? { kind: query.kind } : {}),
      ...(currency ? { currency: currency.id } : {}),
      ...(query.cursor ? { before: BigInt(query.cursor) } : {}),
      limit: query.limit + 1,
    });
    const page = rows.slice(0, query.limit);
    const causes = page.map((r) => ({ type: r.causeType, id: r.causeId }));
    const titles =
      reader && deps.causeTitles ? await deps.causeTitles(causes, reader) : new Map<string, string>();
    return {
      transactions: page.map((r) => {
        const c = currencies.byId(r.currency);
        const title = titles.get(causeKey({ type: r.causeType, id: r.causeId }));
        // A note the platform wrote (in English) by key, for the reader's language; the title it
        // names in the reader's language. A note that is the title itself (a voucher's) likewise.
        const written = r.memo === null ? null : memoOf(r.memo);
        const note =
          written && title !== undefined && 'title' in written.params
            ? { ...written, params: { ...written.params, title } }
            : written;
        const memo = title !== undefined && r.memo !== null && !written ? title : r.memo;
        return {
          id: r.postingId.toString(),
          entryId: r.entryId,
          kind: r.kind,
          currency: c.code,
          amount: formatAmount(r.amount, c),
          subBalance: r.subBalance as KcashSubBalance | null,
          cause: { type: r.causeType, id: r.causeId },
          memo,
          ...(note ? { note } : {}),
          createdAt: r.createdAt.toISOString(),
        };
      }),
      nextCursor: rows.length > query.limit ? page.at(-1)!.postingId.toString() : null,
    };
  }

  return listTransactions;
}
