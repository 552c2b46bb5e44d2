import type { DbOrTx } from '../../db/client';
import type { IntegrityReport, LedgerDeps } from './ledger-types';

export function createVerifyIntegrity(deps: Pick<LedgerDeps, 'repository'>) {
  const { repository } = deps;

  /**
   * Checks the ledger's invariants: postings sum to zero per currency, no account that may not
   * go negative is, and each balance equals the sum of its postings (for tests, benchmarks and
   * operators; it reads every posting).
   */
  async function verifyIntegrity(tx?: DbOrTx): Promise<IntegrityReport> {
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
  }

  return verifyIntegrity;
}
