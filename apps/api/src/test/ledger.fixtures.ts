import { count, eq } from 'drizzle-orm';
import { createCurrencyRegistry } from '@kp/domain/currencies';
import type { Db } from '../db/client';
import { ledgerAccounts, ledgerEntries, ledgerPostings } from '../db/schema';
import { systemClock, type Clock } from '../platform/clock';
import { createLedgerRepository, type LedgerRepository } from '../modules/ledger/ledger.repository';
import { createLedgerService } from '../modules/ledger/ledger.service';

/** A ledger service on a test database (the api's own is built the same way), optionally over a changed repository. */
export function testLedger(
  db: Db,
  options: { clock?: Clock; repository?: (real: LedgerRepository) => LedgerRepository } = {},
) {
  const real = createLedgerRepository(db);
  return createLedgerService({
    repository: options.repository ? options.repository(real) : real,
    currencies: createCurrencyRegistry(),
    clock: options.clock ?? systemClock,
  });
}

/** How many entries and postings the ledger holds, to show that a refused call wrote nothing. */
export async function ledgerSize(db: Db) {
  const [entries] = await db.select({ n: count() }).from(ledgerEntries);
  const [postings] = await db.select({ n: count() }).from(ledgerPostings);
  return { entries: entries!.n, postings: postings!.n };
}

/** The balances of a user's accounts by currency and sub-balance ('KCASH:earned', 'USDT'), in minor units. */
export async function storedBalances(db: Db, userId: string): Promise<Record<string, bigint>> {
  const rows = await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.userId, userId));
  return Object.fromEntries(
    rows.map((r) => [r.subBalance ? `${r.currency}:${r.subBalance}` : r.currency, r.balance]),
  );
}
