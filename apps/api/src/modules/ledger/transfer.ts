import type { DbOrTx } from '../../db/client';
import type { AccountRef, Entry, PostInput } from './ledger-types';
import type { createPost } from './post-entry';

export function createTransfer(deps: { post: ReturnType<typeof createPost> }) {
  const { post } = deps;

  /** A plain movement of one amount from one account to another of the same currency. */
  function transfer(
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
  }

  return transfer;
}
