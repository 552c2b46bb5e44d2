import { useEffect, useSyncExternalStore } from 'react';
import { useSession } from './session';

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
