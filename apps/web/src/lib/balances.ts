import { useEffect, useSyncExternalStore } from 'react';
import type { WalletBalance } from '@kp/contract/ledger';
import { call } from './api-client';
import { useSession } from './session';

/**
 * The signed-in user's balances, read once and shared by every screen that shows them (the
 * header, the swap, the store …). A feature that moved value calls `refreshBalances()`; the
 * header then shows what the ledger holds. Balances are never computed here, only read.
 */
export type BalancesState =
  | { status: 'idle' }
  | { status: 'loading'; balances: readonly WalletBalance[] | null }
  | { status: 'ready'; balances: readonly WalletBalance[] }
  | { status: 'error'; balances: readonly WalletBalance[] | null };

const IDLE: BalancesState = { status: 'idle' };
let state: BalancesState = IDLE;
let owner: string | null = null;
let generation = 0;
const listeners = new Set<() => void>();

function setState(next: BalancesState) {
  state = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const known = () => ('balances' in state ? state.balances : null);

/** Reads the balances again (after a swap, a purchase, a redemption, a collection). */
export async function refreshBalances(): Promise<void> {
  if (owner === null) return;
  const asked = ++generation;
  setState({ status: 'loading', balances: known() });
  try {
    const { data } = await call('getWalletBalances');
    if (asked === generation) setState({ status: 'ready', balances: data.balances });
  } catch {
    if (asked === generation) setState({ status: 'error', balances: known() });
  }
}

function follow(userId: string | null) {
  if (userId === owner) return;
  owner = userId;
  generation++;
  setState(IDLE);
  if (userId !== null) void refreshBalances();
}

/** The signed-in user's balances (loaded on first use, forgotten at sign-out). */
export function useBalances(): BalancesState {
  const session = useSession();
  const userId = session.status === 'signed-in' ? session.user.id : null;
  useEffect(() => follow(userId), [userId]);
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => IDLE,
  );
}

/** One currency's balance by its code, or null while unknown. */
export function balanceOf(balances: BalancesState, currencyCode: string): WalletBalance | null {
  if (!('balances' in balances) || !balances.balances) return null;
  return balances.balances.find((b) => b.currency === currencyCode) ?? null;
}
