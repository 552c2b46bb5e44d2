import { STORAGE_KEYS } from '@kp/domain/storage-keys';
import { storage } from './storage';

/**
 * The first-run path after a registration (features/onboarding), shared by the three features it
 * joins: registration starts it, the home opens it once, the path ends it. Everything here is
 * local to this device (STORAGE_KEYS.firstRun): the games a gamer picks are not sent to the api,
 * so another device neither shows the path nor orders quests by them.
 */
const KEY = STORAGE_KEYS.firstRun;
const PENDING = 'pending';

/** A registration just finished on this device: the home shows the first-run path once. */
export function startFirstRun(): void {
  storage.set(KEY, PENDING);
}

/** Whether the first-run path waits to be shown (registered here, neither done nor skipped). */
export function isFirstRunPending(): boolean {
  return storage.get(KEY) === PENDING;
}

/** Ends the path, done or skipped, never to be shown again here; keeps the games picked in it. */
export function finishFirstRun(gameIds: readonly string[]): void {
  storage.set(KEY, JSON.stringify(gameIds));
}

/** The ids of the games picked in the first-run path on this device; none when it never ran here. */
export function pickedGameIds(): string[] {
  const stored = storage.get(KEY);
  if (!stored || stored === PENDING) return [];
  try {
    const value: unknown = JSON.parse(stored);
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** Quests of the picked games first, each group in the order given (the api's). */
export function orderByPickedGames<T extends { game: { id: string } }>(
  quests: readonly T[],
  gameIds: readonly string[] = pickedGameIds(),
): T[] {
  const picked = new Set(gameIds);
  return [
    ...quests.filter((quest) => picked.has(quest.game.id)),
    ...quests.filter((quest) => !picked.has(quest.game.id)),
  ];
}
