import { createBalances } from './get-balances';
import { createOperatorAdjustments } from './adjust-by-operator';
import { createLedgerAccounts } from './ledger-accounts';
import type { CauseTitles } from './cause-titles';
import type { LedgerDeps } from './ledger-types';
import { createListTransactions } from './list-transactions';
import { createPost } from './post-entry';
import { createReverse } from './reverse-entry';
import { createSpendKcash } from './spend-kcash';
import { createTransfer } from './transfer';
import { createVerifyIntegrity } from './verify-integrity';

export {
  SYSTEM_ACCOUNTS,
  type Account,
  type AccountRef,
  type Balance,
  type Entry,
  type IntegrityReport,
  type OperatorAdjustment,
  type PostInput,
  type PostingInput,
  type SystemAccountName,
} from './ledger-types';

/**
 * The ledger's use cases, one per file beside this one, composed into the one service the rest of
 * the api calls (see README.md for what holds). Everything that moves value goes through `post`.
 */
export function createLedgerService(deps: LedgerDeps & { causeTitles?: CauseTitles }) {
  const post = createPost(deps);
  const { userAccount, systemAccount } = createLedgerAccounts(deps);
  const { grant, correct, grantFromRequest, correctionFromRequest } = createOperatorAdjustments({
    currencies: deps.currencies,
    post,
    userAccount,
    systemAccount,
  });
  const { getBalances, getWalletBalances, getTokenBalance } = createBalances(deps);

  return {
    post,
    userAccount,
    systemAccount,
    transfer: createTransfer({ post }),
    spendKcash: createSpendKcash({ ...deps, post, userAccount }),
    reverse: createReverse({ ...deps, post }),
    grant,
    correct,
    grantFromRequest,
    correctionFromRequest,
    getBalances,
    getWalletBalances,
    getTokenBalance,
    listTransactions: createListTransactions(deps),
    verifyIntegrity: createVerifyIntegrity(deps),
  };
}
export type LedgerService = ReturnType<typeof createLedgerService>;
