import { formatAmount } from '@kp/domain/currencies';
import { KCASH_SUB_BALANCES, type KcashSubBalance } from '@kp/domain/ledger';
import type { TokenBalance, WalletBalance } from '@kp/contract/ledger';
import type { DbOrTx } from '../../db/client';
import type { Balance, LedgerDeps } from './ledger-types';

/** A user's balances, as the services read them and as the wallet routes show them. */
export function createBalances(deps: Pick<LedgerDeps, 'repository' | 'currencies'>) {
  const { repository, currencies } = deps;

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

  /** Every balance of the user, K-Cash with its earned and purchased parts (wallets/balance). */
  async function getWalletBalances(userId: string): Promise<WalletBalance[]> {
    return (await getBalances(userId)).map(toWireBalance);
  }

  /** The user's balance of the secondary reward token (tokens/balance). */
  async function getTokenBalance(userId: string): Promise<TokenBalance> {
    const reward = (await getBalances(userId)).find((b) => b.currency.id === 'REWARD')!;
    return toWireBalance(reward);
  }

  return { getBalances, getWalletBalances, getTokenBalance };
}
