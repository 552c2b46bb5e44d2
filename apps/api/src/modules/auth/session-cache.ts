/** How long a replica trusts what it last read of a sign-in (another replica's logout waits this long). */
export const SESSION_CHECK_CACHE_MS = 5_000;
/** Sign-ins remembered at once; past this the oldest are read again from the database. */
const MAX_ENTRIES = 10_000;

/**
 * Whether a sign-in (a refresh-token family) is still on, read from the session store and kept
 * for a few seconds, so that an access token is refused soon after its sign-in ends without a
 * database read on every request. What this replica ends itself (`forget`) is refused at once;
 * what another replica ends is refused within `ttlMs`. Only "active" answers are kept: an ended
 * sign-in never comes back, so there is nothing to gain by remembering it.
 */
export function createSessionCache(deps: {
  isActive: (familyId: string, userId: string) => Promise<boolean>;
  now: () => number;
  ttlMs?: number;
}) {
  const ttlMs = deps.ttlMs ?? SESSION_CHECK_CACHE_MS;
  const activeUntil = new Map<string, number>();
  return {
    async isActive(familyId: string, userId: string): Promise<boolean> {
      const key = `${familyId}:${userId}`;
      const until = activeUntil.get(key);
      if (until !== undefined && until > deps.now()) return true;
      activeUntil.delete(key);
      const isActive = await deps.isActive(familyId, userId);
      if (isActive) {
        if (activeUntil.size >= MAX_ENTRIES) activeUntil.delete(activeUntil.keys().next().value!);
        activeUntil.set(key, deps.now() + ttlMs);
      }
      return isActive;
    },
    /** This replica ended the sign-in: its access tokens are refused from now on. */
    forget(familyId: string): void {
      for (const key of activeUntil.keys()) if (key.startsWith(`${familyId}:`)) activeUntil.delete(key);
    },
  };
}
