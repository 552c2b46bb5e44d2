import { formatAmount } from '@kp/domain/currencies';
import { memoOf, type KcashSubBalance, type LedgerEntryKind } from '@kp/domain/ledger';
import type { LedgerTransaction } from '@kp/contract/ledger';
import type { LedgerDeps } from './ledger-types';

export function createListTransactions(deps: Pick<LedgerDeps, 'repository' | 'currencies'>) {
  const { repository, currencies } = deps;

  /** The movements of a user's accounts, newest first, one row per posting, a page at a time. */
  async function listTransactions(
    userId: string,
    query: { kind?: LedgerEntryKind; currency?: string; limit: number; cursor?: string },
  ): Promise<{ transactions: LedgerTransaction[]; nextCursor: string | null }> {
    const currency = query.currency ? currencies.get(query.currency) : undefined;
    const rows = await repository.listUserTransactions(userId, {
      ...(query.kind ? { kind: query.kind } : {}),
      ...(currency ? { currency: currency.id } : {}),
      ...(query.cursor ? { before: BigInt(query.cursor) } : {}),
      limit: query.limit + 1,
    });
    const page = rows.slice(0, query.limit);
    return {
      transactions: page.map((r) => {
        const c = currencies.byId(r.currency);
        // A note the platform wrote (in English) by key, for the reader's language.
        const note = r.memo === null ? null : memoOf(r.memo);
        return {
          id: r.postingId.toString(),
          entryId: r.entryId,
          kind: r.kind,
          currency: c.code,
          amount: formatAmount(r.amount, c),
          subBalance: r.subBalance as KcashSubBalance | null,
          cause: { type: r.causeType, id: r.causeId },
          memo: r.memo,
          ...(note ? { note } : {}),
          createdAt: r.createdAt.toISOString(),
        };
      }),
      nextCursor: rows.length > query.limit ? page.at(-1)!.postingId.toString() : null,
    };
  }

  return listTransactions;
}
