import { AppError } from '@kp/domain/errors';
import type { DbOrTx } from '../../db/client';
import type { Entry, LedgerDeps, PostInput } from './ledger-types';
import type { createPost } from './post-entry';

export function createReverse(deps: {
  repository: LedgerDeps['repository'];
  currencies: LedgerDeps['currencies'];
  post: ReturnType<typeof createPost>;
}) {
  const { repository, currencies, post } = deps;

  /**
   * Undoes an entry with a new one of opposite postings (a refund goes back to the very
   * sub-balances the spend took). At most once per entry: the default idempotency key is
   * the reversed entry's, so a second reversal returns the first.
   */
  async function reverse(
    tx: DbOrTx,
    entryId: string,
    input: Omit<PostInput, 'postings' | 'audit'> & { audit?: PostInput['audit'] },
  ): Promise<Entry> {
    const original = await repository.findEntry(entryId, tx);
    if (!original) throw new AppError('LEDGER_ENTRY_NOT_FOUND');
    const postings = await repository.listPostingsOfEntry(entryId, tx);
    return post(tx, {
      ...input,
      idempotencyKey: input.idempotencyKey ?? `reverse:${entryId}`,
      postings: postings.map((p) => ({
        account: { id: p.accountId, currency: currencies.byId(p.currency).id },
        amount: -p.amount,
      })),
    });
  }

  return reverse;
}
