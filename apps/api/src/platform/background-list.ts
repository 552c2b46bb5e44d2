/**
 * A short list read from the database that a synchronous reader needs, such as a response header
 * that helmet builds without waiting: the last answer, read again in the background once older
 * than `maxAgeMs` (monotonic time: this is a cache, not a rule of the product). Empty until the
 * first read; a failed read keeps the last answer and is reported to `onError`.
 */
export function createBackgroundList(
  load: () => Promise<readonly string[]>,
  options: { maxAgeMs: number; onError: (error: unknown) => void; now?: () => number },
) {
  const now = options.now ?? (() => performance.now());
  let value: readonly string[] = [];
  let readAt = Number.NEGATIVE_INFINITY;
  let reading: Promise<void> | null = null;

  /** Reads the list now (one read at a time); resolves once it is read, or failed. */
  function refresh(): Promise<void> {
    reading ??= load()
      .then((next) => {
        value = next;
        readAt = now();
      }, options.onError)
      .finally(() => {
        reading = null;
      });
    return reading;
  }

  return {
    refresh,
    /** The last list read; a stale one starts a read for the next caller. */
    get(): readonly string[] {
      if (now() - readAt > options.maxAgeMs) void refresh();
      return value;
    },
  };
}
