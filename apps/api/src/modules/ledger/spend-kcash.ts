import { formatAmount } from '@kp/domain/currencies';
import { splitKcashSpend } from '@kp/domain/ledger';
import type { DbOrTx } from '../../db/client';
import type { AccountRef, Entry, LedgerDeps, PostInput, PostingInput } from './ledger-types';
import type { createLedgerAccounts } from './ledger-accounts';
import { insufficient, type createPost } from './post-entry';

export function createSpendKcash(deps: {
  repository: LedgerDeps['repository'];
  currencies: LedgerDeps['currencies'];
  post: ReturnType<typeof createPost>;
  userAccount: ReturnType<typeof createLedgerAccounts>['userAccount'];
}) {
  const { repository, currencies, post, userAccount } = deps;

  /**
   * Spends a user's K-Cash into `to` (the store, fees …) in the spending order of
   * packages/domain (earned first, then purchased; see KCASH_SPENDING_ORDER for why). The
   * user's and the target's accounts are locked before the split is read, so two spends at
   * once cannot both count the same earned K-Cash.
   */
  async function spendKcash(
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
  }

  return spendKcash;
}
