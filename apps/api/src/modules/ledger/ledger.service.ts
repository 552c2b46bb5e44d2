import {
  formatAmount,
  parseAmount,
  type Currency,
  type CurrencyId,
  type CurrencyRegistry,
} from '@kp/domain/currencies';
import { AppError } from '@kp/domain/errors';
import {
  KCASH_SUB_BALANCES,
  splitKcashSpend,
  type KcashSubBalance,
  type LedgerEntryKind,
} from '@kp/domain/ledger';
import type {
  AdminGrant,
  AdminGrantInput,
  LedgerTransaction,
  TokenBalance,
  WalletBalance,
} from '@kp/contract/ledger';
import type { DbOrTx } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type {
  AccountOwner,
  AccountRow,
  EntryRow,
  LedgerRepository,
  LockedAccount,
} from './ledger.repository';
import { isConstraintViolation, PG_ERROR } from '../../db/pg-errors';

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

/**
 * Only the treasury may go below zero: it is where value enters the platform (a grant, a reward
 * pool funded) and leaves it, so its balance is minus everything it issued. Every other account,
 * and every user's account by a database constraint, stays at zero or above.
 */
const MAY_GO_NEGATIVE: ReadonlySet<SystemAccountName> = new Set(['treasury']);

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

const BALANCE_CHECK = 'ledger_accounts_balance_check';
const USER_FK = 'ledger_accounts_user_id_users_id_fk';

function byId(a: { id: string }, b: { id: string }): number {
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

export function createLedgerService(deps: {
  repository: LedgerRepository;
  currencies: CurrencyRegistry;
  clock: Clock;
}) {
  const { repository, currencies, clock } = deps;

  function toAccount(row: AccountRow): Account {
    return {
      id: row.id,
      currency: currencies.byId(row.currency).id,
      kind: row.kind === 'system' ? 'system' : 'user',
      userId: row.userId,
      systemName: row.systemName as SystemAccountName | null,
      subBalance: row.subBalance as KcashSubBalance | null,
    };
  }

  async function findOrCreate(
    tx: DbOrTx,
    owner: AccountOwner,
    currency: CurrencyId,
    allowNegative: boolean,
  ): Promise<Account> {
    const found = await repository.findAccount(owner, currency, tx);
    if (found) return toAccount(found);
    let created: AccountRow | null;
    try {
      created = await repository.insertAccountIfAbsent(owner, currency, allowNegative, clock.now(), tx);
    } catch (error) {
      if (isConstraintViolation(error, PG_ERROR.foreignKeyViolation, USER_FK))
        throw new AppError('NOT_FOUND', { message: 'No such user', cause: error });
      throw error;
    }
    if (created) return toAccount(created);
    // Another transaction made it between our look and our insert (and has committed): use theirs.
    const winner = await repository.findAccount(owner, currency, tx);
    if (!winner) throw new Error('ledger account vanished between insert and select');
    return toAccount(winner);
  }

  function insufficient(currency: Currency, details: Record<string, unknown>, cause?: unknown): AppError {
    return new AppError('INSUFFICIENT_BALANCE', {
      message: `Not enough ${currency.name} balance`,
      details: { currency: currency.code, ...details },
      cause,
    });
  }

  /** Refuses postings that are not a movement: too few, zero, repeated accounts, or not summing to zero. */
  function checkPostings(postings: readonly PostingInput[]): void {
    if (postings.length < 2) throw new Error('a ledger entry has at least two postings');
    const sums = new Map<string, bigint>();
    const seen = new Set<string>();
    for (const { account, amount } of postings) {
      if (typeof amount !== 'bigint' || amount === 0n)
        throw new Error('a posting amount is a non-zero bigint');
      if (seen.has(account.id)) throw new Error('an account appears once per entry');
      seen.add(account.id);
      currencies.byId(account.currency);
      sums.set(account.currency, (sums.get(account.currency) ?? 0n) + amount);
    }
    for (const [currency, sum] of sums)
      if (sum !== 0n) throw new Error(`postings do not sum to zero in ${currency} (sum ${sum})`);
  }

  function toEntry(row: EntryRow, postings: Entry['postings'], isReplay: boolean): Entry {
    return {
      id: row.id,
      kind: row.kind,
      cause: { type: row.causeType, id: row.causeId },
      memo: row.memo,
      createdAt: row.createdAt,
      postings,
      isReplay,
    };
  }

  /** The entry made earlier with the input's idempotency key, if it is the same movement. */
  async function replay(tx: DbOrTx, input: PostInput, found?: EntryRow): Promise<Entry> {
    const existing = found ?? (await repository.findEntryByIdempotencyKey(input.idempotencyKey!, tx));
    if (!existing) throw new Error('entry vanished after an idempotency-key conflict');
    if (
      existing.kind !== input.kind ||
      existing.causeType !== input.cause.type ||
      existing.causeId !== input.cause.id
    )
      throw new AppError('IDEMPOTENCY_KEY_REUSED', {
        message: 'This idempotency key was already used for another movement',
      });
    const postings = await repository.listPostingsOfEntry(existing.id, tx);
    return toEntry(
      existing,
      postings.map((p) => ({
        accountId: p.accountId,
        currency: currencies.byId(p.currency).id,
        amount: p.amount,
      })),
      true,
    );
  }

  /**
   * THE way value moves. In the caller's transaction: checks that the postings sum to zero per
   * currency, locks their accounts in the order of their ids (so concurrent movements never
   * deadlock), refuses a movement that would take an account below zero (INSUFFICIENT_BALANCE;
   * the database's CHECK constraint refuses it too, should this check ever be wrong), writes the
   * entry, applies the amounts to the balances and writes the postings. With an idempotency key
   * already used, nothing moves and the first entry comes back (`isReplay`). An error leaves the
   * caller's transaction to roll back: nothing of the movement remains.
   */
  async function post(tx: DbOrTx, input: PostInput): Promise<Entry> {
    checkPostings(input.postings);
    const ordered = [...input.postings].sort((a, b) => byId(a.account, b.account));
    const locked = await repository.lockAccounts(
      ordered.map((p) => p.account.id),
      tx,
    );
    // Looked for once the accounts are ours: a duplicate that moved them first has committed by now.
    if (input.idempotencyKey) {
      const earlier = await repository.findEntryByIdempotencyKey(input.idempotencyKey, tx);
      if (earlier) return replay(tx, input, earlier);
    }
    const lockedById = new Map<string, LockedAccount>(locked.map((a) => [a.id, a]));
    for (const { account, amount } of ordered) {
      const row = lockedById.get(account.id);
      if (!row) throw new Error(`ledger account ${account.id} does not exist`);
      if (row.currency !== account.currency)
        throw new Error(`ledger account ${account.id} holds ${row.currency}, not ${account.currency}`);
      const after = row.balance + amount;
      if (after < 0n && !row.allowNegative)
        throw insufficient(currencies.byId(row.currency), {
          balance: formatAmount(row.balance, currencies.byId(row.currency)),
          amount: formatAmount(-amount, currencies.byId(row.currency)),
        });
    }

    const createdAt = clock.now();
    let written: { id: string } | null;
    try {
      written = await repository.writeMovement(
        {
          kind: input.kind,
          causeType: input.cause.type,
          causeId: input.cause.id,
          idempotencyKey: input.idempotencyKey ?? null,
          memo: input.memo ?? null,
          actorId: input.audit?.actorId ?? null,
          reason: input.audit?.reason ?? null,
          createdAt,
        },
        ordered.map((p) => ({ accountId: p.account.id, currency: p.account.currency, amount: p.amount })),
        tx,
      );
    } catch (error) {
      // The database's own guard, should the check above ever be wrong.
      if (isConstraintViolation(error, PG_ERROR.checkViolation, BALANCE_CHECK)) {
        const currency = currencies.byId(ordered.find((p) => p.amount < 0n)!.account.currency);
        throw insufficient(currency, {}, error);
      }
      throw error;
    }
    // The same key on other accounts, committed while we checked: the unique index kept it once.
    if (!written) return replay(tx, input);
    return {
      id: written.id,
      kind: input.kind,
      cause: { ...input.cause },
      memo: input.memo ?? null,
      createdAt,
      postings: ordered.map((p) => ({
        accountId: p.account.id,
        currency: p.account.currency,
        amount: p.amount,
      })),
      isReplay: false,
    };
  }

  /** A user's account of a currency (of a K-Cash sub-balance), made on first use. */
  async function userAccount(
    tx: DbOrTx,
    userId: string,
    currency: CurrencyId,
    subBalance?: KcashSubBalance,
  ): Promise<Account> {
    const isKcash = currency === 'KCASH';
    if (isKcash !== (subBalance !== undefined))
      throw new Error(isKcash ? 'a K-Cash account is earned or purchased' : 'only K-Cash has sub-balances');
    return findOrCreate(tx, { kind: 'user', userId, subBalance: subBalance ?? null }, currency, false);
  }

  /** The platform's account of a currency, made on first use. */
  function systemAccount(tx: DbOrTx, name: SystemAccountName, currency: CurrencyId): Promise<Account> {
    return findOrCreate(tx, { kind: 'system', systemName: name }, currency, MAY_GO_NEGATIVE.has(name));
  }

  async function getBalances(userId: string, tx?: DbOrTx): Promise<Balance[]> {
    const rows = await repository.listUserAccounts(userId, tx);
    return currencies.list.map((currency) => {
      const mine = rows.filter((r) => r.currency === currency.id);
      const balance = mine.reduce((sum, r) => sum + r.balance, 0n);
      const subBalances =
        currency.id === 'KCASH'
          ? (Object.fromEntries(
              KCASH_SUB_BALANCES.map((sub) => [sub, mine.find((r) => r.subBalance === sub)?.balance ?? 0n]),
            ) as Record<KcashSubBalance, bigint>)
          : null;
      return { currency, balance, subBalances };
    });
  }

  function toWireBalance(b: Balance): WalletBalance {
    return {
      currency: b.currency.code,
      name: b.currency.name,
      scale: b.currency.scale,
      balance: formatAmount(b.balance, b.currency),
      ...(b.subBalances
        ? {
            subBalances: {
              earned: formatAmount(b.subBalances.earned, b.currency),
              purchased: formatAmount(b.subBalances.purchased, b.currency),
            },
          }
        : {}),
    };
  }

  /** Credits (positive) or debits (negative) a user against the treasury, by an operator, audited. */
  async function adjustByOperator(
    tx: DbOrTx,
    kind: 'grant' | 'correction',
    input: OperatorAdjustment,
  ): Promise<Entry> {
    const reason = input.reason.trim();
    if (reason.length < 5 || reason.length > 500)
      throw new AppError('VALIDATION_FAILED', { message: 'reason: 5 to 500 characters' });
    const user = await userAccount(tx, input.userId, input.currency, input.subBalance);
    const treasury = await systemAccount(tx, 'treasury', input.currency);
    return post(tx, {
      kind,
      cause: { type: 'operator', id: input.actorId },
      postings: [
        { account: user, amount: input.amount },
        { account: treasury, amount: -input.amount },
      ],
      ...(input.memo ? { memo: input.memo } : {}),
      ...(input.idempotencyKey ? { idempotencyKey: input.idempotencyKey } : {}),
      audit: { actorId: input.actorId, reason },
    });
  }

  /** An operator's grant from the treasury to a user, with the operator and a reason on the entry. */
  function grant(tx: DbOrTx, input: OperatorAdjustment): Promise<Entry> {
    if (input.amount <= 0n) throw new AppError('INVALID_AMOUNT', { message: 'amount: must be positive' });
    return adjustByOperator(tx, 'grant', input);
  }

  /** An operator's correction: a positive amount credits the user, a negative one takes back. */
  function correct(tx: DbOrTx, input: OperatorAdjustment): Promise<Entry> {
    if (input.amount === 0n) throw new AppError('INVALID_AMOUNT', { message: 'amount: must not be zero' });
    return adjustByOperator(tx, 'correction', input);
  }

  /** An operator's grant or correction as the admin routes take it (amounts as decimal strings). */
  async function adjustFromRequest(
    tx: DbOrTx,
    actorId: string,
    body: AdminGrantInput,
    kind: 'grant' | 'correction',
  ): Promise<AdminGrant> {
    const currency = currencies.get(body.currency);
    const amount = parseAmount(body.amount, currency, { allowNegative: kind === 'correction' });
    const subBalance = body.subBalance ?? undefined;
    if (currency.id === 'KCASH' && !subBalance)
      throw new AppError('VALIDATION_FAILED', {
        message: 'subBalance: K-Cash is granted as earned or purchased',
      });
    if (currency.id !== 'KCASH' && subBalance)
      throw new AppError('VALIDATION_FAILED', { message: 'subBalance: only K-Cash has sub-balances' });
    const entry = await (kind === 'grant' ? grant : correct)(tx, {
      actorId,
      userId: body.userId,
      currency: currency.id,
      ...(subBalance ? { subBalance } : {}),
      amount,
      reason: body.reason,
    });
    return {
      entryId: entry.id,
      userId: body.userId,
      currency: currency.code,
      amount: formatAmount(amount, currency),
      subBalance: subBalance ?? null,
      reason: body.reason.trim(),
      createdAt: entry.createdAt.toISOString(),
    };
  }

  return {
    post,
    userAccount,
    systemAccount,

    /** A plain movement of one amount from one account to another of the same currency. */
    transfer(
      tx: DbOrTx,
      input: Omit<PostInput, 'postings'> & { from: AccountRef; to: AccountRef; amount: bigint },
    ): Promise<Entry> {
      if (input.amount <= 0n) throw new Error('a transfer moves a positive amount');
      const { from, to, amount, ...rest } = input;
      return post(tx, {
        ...rest,
        postings: [
          { account: from, amount: -amount },
          { account: to, amount },
        ],
      });
    },

    /**
     * Spends a user's K-Cash into `to` (the store, fees …) in the spending order of
     * packages/domain (earned first, then purchased; see KCASH_SPENDING_ORDER for why). The
     * user's and the target's accounts are locked before the split is read, so two spends at
     * once cannot both count the same earned K-Cash.
     */
    async spendKcash(
      tx: DbOrTx,
      input: Omit<PostInput, 'postings'> & { userId: string; amount: bigint; to: AccountRef },
    ): Promise<Entry> {
      const { userId, amount, to, ...rest } = input;
      if (amount <= 0n) throw new Error('a spend is a positive amount');
      if (to.currency !== 'KCASH') throw new Error('K-Cash is spent into a K-Cash account');
      const earned = await userAccount(tx, userId, 'KCASH', 'earned');
      const purchased = await userAccount(tx, userId, 'KCASH', 'purchased');
      const locked = await repository.lockAccounts([earned.id, purchased.id, to.id].sort(), tx);
      const balanceOf = (id: string) => locked.find((a) => a.id === id)?.balance ?? 0n;
      const split = splitKcashSpend(
        { earned: balanceOf(earned.id), purchased: balanceOf(purchased.id) },
        amount,
      );
      const kcash = currencies.byId('KCASH');
      if (!split)
        throw insufficient(kcash, {
          balance: formatAmount(balanceOf(earned.id) + balanceOf(purchased.id), kcash),
          amount: formatAmount(amount, kcash),
        });
      const postings: PostingInput[] = [{ account: to, amount }];
      if (split.earned > 0n) postings.push({ account: earned, amount: -split.earned });
      if (split.purchased > 0n) postings.push({ account: purchased, amount: -split.purchased });
      return post(tx, { ...rest, postings });
    },

    /**
     * Undoes an entry with a new one of opposite postings (a refund goes back to the very
     * sub-balances the spend took). At most once per entry: the default idempotency key is
     * the reversed entry's, so a second reversal returns the first.
     */
    async reverse(
      tx: DbOrTx,
      entryId: string,
      input: Omit<PostInput, 'postings' | 'audit'> & { audit?: PostInput['audit'] },
    ): Promise<Entry> {
      const original = await repository.findEntry(entryId, tx);
      if (!original) throw new AppError('NOT_FOUND', { message: 'No such ledger entry' });
      const postings = await repository.listPostingsOfEntry(entryId, tx);
      return post(tx, {
        ...input,
        idempotencyKey: input.idempotencyKey ?? `reverse:${entryId}`,
        postings: postings.map((p) => ({
          account: { id: p.accountId, currency: currencies.byId(p.currency).id },
          amount: -p.amount,
        })),
      });
    },

    grant,

    /** An operator's correction: a positive amount credits the user, a negative one takes back. */
    correct,

    /** An operator's grant (a positive amount) from the treasury, as the admin route takes it. */
    grantFromRequest(tx: DbOrTx, actorId: string, body: AdminGrantInput): Promise<AdminGrant> {
      return adjustFromRequest(tx, actorId, body, 'grant');
    },

    /** An operator's correction: a positive amount credits the user, a negative one takes back. */
    correctionFromRequest(tx: DbOrTx, actorId: string, body: AdminGrantInput): Promise<AdminGrant> {
      return adjustFromRequest(tx, actorId, body, 'correction');
    },

    getBalances,

    /** Every balance of the user, K-Cash with its earned and purchased parts (wallets/balance). */
    async getWalletBalances(userId: string): Promise<WalletBalance[]> {
      return (await getBalances(userId)).map(toWireBalance);
    },

    /** The user's balance of the secondary reward token (tokens/balance). */
    async getTokenBalance(userId: string): Promise<TokenBalance> {
      const reward = (await getBalances(userId)).find((b) => b.currency.id === 'REWARD')!;
      return toWireBalance(reward);
    },

    /** The movements of a user's accounts, newest first, one row per posting, a page at a time. */
    async listTransactions(
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
          return {
            id: r.postingId.toString(),
            entryId: r.entryId,
            kind: r.kind,
            currency: c.code,
            amount: formatAmount(r.amount, c),
            subBalance: r.subBalance as KcashSubBalance | null,
            cause: { type: r.causeType, id: r.causeId },
            memo: r.memo,
            createdAt: r.createdAt.toISOString(),
          };
        }),
        nextCursor: rows.length > query.limit ? page.at(-1)!.postingId.toString() : null,
      };
    },

    /**
     * Checks the ledger's invariants: postings sum to zero per currency, no account that may not
     * go negative is, and each balance equals the sum of its postings (for tests, benchmarks and
     * operators; it reads every posting).
     */
    async verifyIntegrity(tx?: DbOrTx): Promise<IntegrityReport> {
      const sums = await repository.sumPostingsByCurrency(tx);
      const accounts = await repository.listAccountsWithPostingSums(undefined, tx);
      return {
        unbalancedCurrencies: sums
          .map((s) => ({ currency: s.currency, total: BigInt(s.total) }))
          .filter((s) => s.total !== 0n),
        negativeAccounts: accounts
          .filter((a) => a.balance < 0n && !a.allowNegative)
          .map((a) => ({ id: a.id, balance: a.balance })),
        balanceMismatches: accounts
          .map((a) => ({ id: a.id, balance: a.balance, postingSum: BigInt(a.postingSum) }))
          .filter((a) => a.balance !== a.postingSum),
      };
    },
  };
}
export type LedgerService = ReturnType<typeof createLedgerService>;
