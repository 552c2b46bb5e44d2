import type { WalletBalance } from '@kp/contract/ledger';
import { call } from './api-client';
import { createUserStore, type UserData } from './user-store';

/**
 * The signed-in user's balances, read once and shared by every screen that shows them (the
 * header, the swap, the store …). A feature that moved value calls `refreshBalances()`; the
 * header then shows what the ledger holds. Balances are never computed here, only read.
 */
export type BalancesState = UserData<readonly WalletBalance[]>;

const store = createUserStore(async () => (await call('getWalletBalances')).data.balances);

/** Reads the balances again (after a swap, a purchase, a redemption, a collection). */
export const refreshBalances = store.refresh;

/** The signed-in user's balances (loaded on first use, forgotten at sign-out). */
export const useBalances: () => BalancesState = store.use;

/** Every balance known, or null while unknown. */
export function balancesOf(balances: BalancesState): readonly WalletBalance[] | null {
  return 'data' in balances ? balances.data : null;
}

/** One currency's balance by its code, or null while unknown. */
export function balanceOf(balances: BalancesState, currencyCode: string): WalletBalance | null {
  return balancesOf(balances)?.find((b) => b.currency === currencyCode) ?? null;
}
