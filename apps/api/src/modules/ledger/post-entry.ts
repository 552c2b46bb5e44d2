import { formatAmount, type Currency } from '@kp/domain/currencies';
import { AppError } from '@kp/domain/errors';
import type { DbOrTx } from '../../db/client';
import { isConstraintViolation, PG_ERROR } from '../../db/pg-errors';
import type { EntryRow, LockedAccount } from './ledger.repository';
import type { Entry, LedgerDeps, PostInput, PostingInput } from './ledger-types';

const BALANCE_CHECK = 'ledger_accounts_balance_check';

function byId(a: { id: string }, b: { id: string }): number {
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

export function insufficient(
  currency: Currency,
  details: Record<string, unknown>,
  cause?: unknown,
): AppError {
  return new AppError('INSUFFICIENT_BALANCE', {
    params: { currency: currency.name },
    details: { currency: currency.code, ...details },
    cause,
  });
}

/** `post`, the one way value moves, with the checks and the replay it is made of. */
export function createPost(deps: LedgerDeps) {
  const { repository, currencies, clock } = deps;

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
      throw new AppError('IDEMPOTENCY_KEY_REUSED', { details: { reusedFor: 'another_movement' } });
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

  return post;
}
