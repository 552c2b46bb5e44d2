import type { Currency, CurrencyId, CurrencyRegistry } from '@kp/domain/currencies';
import type { KcashSubBalance, LedgerEntryKind } from '@kp/domain/ledger';
import type { Clock } from '../../platform/clock';
import type { LedgerRepository } from './ledger.repository';

/** The platform's own accounts, one per currency each. */
export const SYSTEM_ACCOUNTS = [
  'treasury',
  'reward_pool',
  'swap_pool',
  'fees',
  'store',
  'tax_withheld',
  // What operators funded K-Drop campaigns with, until claims pay it out (modules/campaigns).
  'campaign_pool',
] as const;
export type SystemAccountName = (typeof SYSTEM_ACCOUNTS)[number];

/** An account a posting names: its id and currency are all a movement needs. */
export type AccountRef = { readonly id: string; readonly currency: CurrencyId };

/** An account with its owner, as `userAccount` and `systemAccount` return it. */
export type Account = AccountRef & {
  readonly kind: 'user' | 'system';
  readonly userId: string | null;
  readonly systemName: SystemAccountName | null;
  readonly subBalance: KcashSubBalance | null;
};

/** One line of a movement: a positive amount adds to the account, a negative one takes from it. */
export type PostingInput = { account: AccountRef; amount: bigint };

export type PostInput = {
  kind: LedgerEntryKind;
  /** The business object that caused the movement: an order, an earning, a voucher redemption … */
  cause: { type: string; id: string };
  postings: readonly PostingInput[];
  /** Shown to the user in the transaction history. */
  memo?: string;
  /** Makes the movement happen at most once: a second post with the key returns the first entry. */
  idempotencyKey?: string;
  /** For operators' grants and corrections: who and why (kept on the entry, required by the database). */
  audit?: { actorId: string; reason: string };
};

export type Entry = {
  id: string;
  kind: string;
  cause: { type: string; id: string };
  memo: string | null;
  createdAt: Date;
  postings: { accountId: string; currency: CurrencyId; amount: bigint }[];
  /** True when an earlier post with the same idempotency key is returned instead of a new movement. */
  isReplay: boolean;
};

export type Balance = {
  currency: Currency;
  balance: bigint;
  /** K-Cash only: what of the balance was earned and what was bought. */
  subBalances: Record<KcashSubBalance, bigint> | null;
};

/** What the integrity check found: each list is empty in a sound ledger. */
export type IntegrityReport = {
  unbalancedCurrencies: { currency: string; total: bigint }[];
  negativeAccounts: { id: string; balance: bigint }[];
  balanceMismatches: { id: string; balance: bigint; postingSum: bigint }[];
};

/** An operator's grant or correction of one user's balance. */
export type OperatorAdjustment = {
  actorId: string;
  userId: string;
  currency: CurrencyId;
  subBalance?: KcashSubBalance;
  amount: bigint;
  reason: string;
  memo?: string;
  idempotencyKey?: string;
};

/** What every part of the ledger service is built from. */
export type LedgerDeps = {
  repository: LedgerRepository;
  currencies: CurrencyRegistry;
  clock: Clock;
};
