import type { Progress } from '@kp/contract/progression';
import { call } from './api-client';
import { createUserStore, type UserData } from './user-store';

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

const store = createUserStore(async () => (await call('getMyProgress')).data, announce);

// A stage finished in a game's own tab is verified while this one waits: look again on return.
if (typeof document !== 'undefined')
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void store.refresh();
  });

/** The signed-in user's progress (loaded on first use, forgotten at sign-out). */
export const useProgress: () => ProgressState = store.use;

/** Reads the progress again, after an action that may have earned XP. */
export const refreshProgress = store.refresh;

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
  store.set(data.progress);
  return { amount: data.checkIn.amount };
}

/** Hears each XP gain once, as it happens (the one place that announces them); answers the unsubscribe. */
export function onXpGain(listener: (gain: XpGain) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
