import { parseAmount, type CurrencyRegistry } from '@kp/domain/currencies';
import type { LedgerService } from '../ledger/ledger.service';
import type { DepositsReader } from './earnings-context';

/**
 * Rule 133's deposits read from the ledger: the K-Cash credited to the user's `purchased`
 * sub-balance by purchases (kind `purchase`), less purchases refunded (negative `refund` postings
 * on it), in the period. Read through the ledger service's transaction history.
 */
export function ledgerDeposits(ledger: LedgerService, currencies: CurrencyRegistry): DepositsReader {
  const kcash = currencies.byId('KCASH');
  return async (userId, { from, to }) => {
    let total = 0n;
    for (const kind of ['purchase', 'refund'] as const) {
      let cursor: string | undefined;
      for (;;) {
        const page = await ledger.listTransactions(userId, {
          kind,
          currency: kcash.code,
          limit: 100,
          ...(cursor ? { cursor } : {}),
        });
        let isAllOlder = page.transactions.length > 0;
        for (const t of page.transactions) {
          const at = new Date(t.createdAt);
          if (at >= from) isAllOlder = false;
          if (at < from || at > to || t.subBalance !== 'purchased') continue;
          const amount = parseAmount(t.amount, kcash, { allowNegative: true });
          if (kind === 'purchase' ? amount > 0n : amount < 0n) total += amount;
        }
        // Newest first: once a whole page is older than the period, the rest is too.
        if (isAllOlder || !page.nextCursor) break;
        cursor = page.nextCursor;
      }
    }
    return total > 0n ? total : 0n;
  };
}
