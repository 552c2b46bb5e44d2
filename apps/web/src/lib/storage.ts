/**
 * The browser's local storage, tolerant of browsers that refuse it (private modes, full
 * quotas, embedded frames with storage partitioned away): reads return null, writes are dropped.
 */
export const storage = {
  get(key: string): string | null {
    try {
      return globalThis.localStorage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      globalThis.localStorage?.setItem(key, value);
    } catch {
      // Storage refused: the choice lasts for this page only.
    }
  },
  remove(key: string): void {
    try {
      globalThis.localStorage?.removeItem(key);
    } catch {
      // Nothing stored, nothing to remove.
    }
  },
};
