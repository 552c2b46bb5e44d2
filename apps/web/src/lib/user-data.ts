import { useEffect, useSyncExternalStore } from 'react';
import type { WalletBalance } from '@kp/contract/ledger';
import type { Progress } from '@kp/contract/progression';
import { call } from './api-client';
import { useSession } from './session';

// The signed-in user's own data that many screens show: one module (one chunk, loaded with the
// account menu) for the store they share, the balances and the progress.

/**
 * What a store of the signed-in user's own data holds: nothing before first use, then the last
 * answer (kept while a new one is asked for, or when asking failed).
 */
export type UserData<T> =
  | { status: 'idle' }
  | { status: 'loading'; data: T | null }
  | { status: 'ready'; data: T }
  | { status: 'error'; data: T | null };

export type UserStore<T> = {
  /** The data, loaded on first use for the signed-in user and forgotten at sign-out. */
  use(): UserData<T>;
  /** Reads it again (after something changed it); an answer for an older user or read is dropped. */
  refresh(): Promise<void>;
  /** Takes an answer that came with another call (the check-in answers the progress). */
  set(data: T): void;
};

const IDLE = { status: 'idle' } as const;

/**
 * One piece of the signed-in user's data read once and shared by every screen that shows it (the
 * balances, the progress …): `load` asks the api; features call `refresh()` after they changed it.
 * `onChange` hears every new answer with the one before it (null the first time for this user).
 */
export function createUserStore<T>(
  load: () => Promise<T>,
  onChange?: (next: T, previous: T | null) => void,
): UserStore<T> {
  let state: UserData<T> = IDLE;
  let owner: string | null = null;
  let generation = 0;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const known = () => ('data' in state ? state.data : null);
  const setState = (next: UserData<T>) => {
    state = next;
    listeners.forEach((listener) => listener());
  };
  const take = (data: T) => {
    const previous = known();
    setState({ status: 'ready', data });
    onChange?.(data, previous);
  };

  async function refresh() {
    if (owner === null) return;
    const asked = ++generation;
    setState({ status: 'loading', data: known() });
    try {
      const data = await load();
      if (asked === generation) take(data);
    } catch {
      if (asked === generation) setState({ status: 'error', data: known() });
    }
  }

  function follow(userId: string | null) {
    if (userId === owner) return;
    owner = userId;
    generation++;
    setState(IDLE);
    if (userId !== null) void refresh();
  }

  return {
    use() {
      const session = useSession();
      const userId = session.status === 'signed-in' ? session.user.id : null;
      useEffect(() => follow(userId), [userId]);
      return useSyncExternalStore(
        subscribe,
        () => state,
        () => IDLE,
      );
    },
    refresh,
    set(data) {
      if (owner === null) return;
      generation++;
      take(data);
    },
  };
}

// The balances.

/**
 * The signed-in user's balances, read once and shared by every screen that shows them (the
 * header, the swap, the store …). A feature that moved value calls `refreshBalances()`; the
 * header then shows what the ledger holds. Balances are never computed here, only read.
 */
export type BalancesState = UserData<readonly WalletBalance[]>;

const balancesStore = createUserStore(async () => (await call('getWalletBalances')).data.balances);

/** Reads the balances again (after a swap, a purchase, a redemption, a collection). */
export const refreshBalances = balancesStore.refresh;

/** The signed-in user's balances (loaded on first use, forgotten at sign-out). */
export const useBalances: () => BalancesState = balancesStore.use;

/** Every balance known, or null while unknown. */
export function balancesOf(balances: BalancesState): readonly WalletBalance[] | null {
  return 'data' in balances ? balances.data : null;
}

/** One currency's balance by its code, or null while unknown. */
export function balanceOf(balances: BalancesState, currencyCode: string): WalletBalance | null {
  return balancesOf(balances)?.find((b) => b.currency === currencyCode) ?? null;
}

// The progress.

/**
 * The signed-in user's XP, level and streak, read once and shared (the account menu, the home,
 * the profile). After a verified action a feature calls `refreshProgress()`; when the XP rose, the
 * gain is announced (`useXpGain`) with the level reached, if it is a new one. The XP is the
 * server's: a gain is only ever the difference between two of its answers.
 */
export type ProgressState = UserData<Progress>;

/** XP earned since the previous answer, and the level reached when it is a new one. */
export type XpGain = { amount: number; newLevel: number | null };

const listeners = new Set<(gain: XpGain) => void>();

function announce(next: Progress, previous: Progress | null) {
  if (previous === null || next.xp <= previous.xp) return;
  const gain = { amount: next.xp - previous.xp, newLevel: next.level > previous.level ? next.level : null };
  listeners.forEach((listener) => listener(gain));
}

const progressStore = createUserStore(async () => (await call('getMyProgress')).data, announce);

// A stage finished in a game's own tab is verified while this one waits: look again on return.
if (typeof document !== 'undefined')
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void progressStore.refresh();
  });

/** The signed-in user's progress (loaded on first use, forgotten at sign-out). */
export const useProgress: () => ProgressState = progressStore.use;

/** Reads the progress again, after an action that may have earned XP. */
export const refreshProgress = progressStore.refresh;

/** The browser's time zone, which the user's days count in. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** Today's check-in (in the browser's time zone); the progress it answers is taken in. */
export async function checkIn(): Promise<{ amount: number }> {
  const timeZone = browserTimeZone();
  const { data } = await call('checkIn', { body: timeZone ? { timeZone } : {} });
  progressStore.set(data.progress);
  return { amount: data.checkIn.amount };
}

/** Hears each XP gain once, as it happens (the one place that announces them); answers the unsubscribe. */
export function onXpGain(listener: (gain: XpGain) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
