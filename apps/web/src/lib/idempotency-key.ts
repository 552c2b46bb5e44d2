/**
 * Value-moving calls carry an `Idempotency-Key` (the api replays the first answer to a repeat):
 * one key per thing the user decided to do, kept for its retries, so a lost answer retried
 * never moves value twice.
 */

/** A new key: 128 random bits as hex (crypto.getRandomValues works on plain http too, unlike randomUUID). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A fetch that adds the key to its request, for the api client's `fetch` option. */
export function withIdempotencyKey(key: string): typeof fetch {
  return (input, init = {}) => {
    const headers = new Headers(init.headers);
    headers.set('Idempotency-Key', key);
    return globalThis.fetch(input, { ...init, headers });
  };
}
