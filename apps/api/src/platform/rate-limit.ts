import { lt, sql } from 'drizzle-orm';
import { AppError } from '@kp/domain/errors';
import type { Db } from '../db/client';
import type { Clock } from './clock';
import { rateLimitWindows } from './rate-limit.tables';

/** At most `max` hits per window of `windowMs` (fixed windows aligned on the epoch). */
export type RateRule = { max: number; windowMs: number };

export type RateCheck = { isAllowed: boolean; count: number; retryAfterSeconds: number };

/**
 * Fixed-window rate limits kept in the database, so that every replica of the api counts the
 * same hits (ARCHITECTURE.md, Scale-out). A hit is one upsert that adds one to the counter of
 * the key's current window and reads it back in the same statement: two hits at once count two,
 * on PGlite as on PostgreSQL. Counters outlive their window by nothing: the `rate-limit-windows`
 * job deletes them. A fixed window lets a burst of up to twice `max` straddle a boundary; that is
 * the price of one row per key, and enough to stop hammering an outside API.
 */
export function createRateLimiter(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  async function hit(key: string, rule: RateRule): Promise<RateCheck> {
    const now = clock.now().getTime();
    const windowStart = Math.floor(now / rule.windowMs) * rule.windowMs;
    const windowEnd = windowStart + rule.windowMs;
    const [row] = await db
      .insert(rateLimitWindows)
      .values({ key, windowStart: new Date(windowStart), count: 1, expiresAt: new Date(windowEnd) })
      .onConflictDoUpdate({
        target: [rateLimitWindows.key, rateLimitWindows.windowStart],
        set: { count: sql`${rateLimitWindows.count} + 1` },
      })
      .returning({ count: rateLimitWindows.count });
    const count = row!.count;
    return {
      isAllowed: count <= rule.max,
      count,
      retryAfterSeconds: Math.max(1, Math.ceil((windowEnd - now) / 1000)),
    };
  }

  return {
    hit,

    /**
     * Counts one hit on each key and refuses (429 RATE_LIMITED, with the seconds to wait in
     * `retryAfter`, which the error handler sends as Retry-After) when any is over its rule.
     */
    async consume(hits: readonly { key: string; rule: RateRule; message?: string }[]): Promise<void> {
      for (const { key, rule, message } of hits) {
        const check = await hit(key, rule);
        if (!check.isAllowed) {
          const error = new AppError('RATE_LIMITED', {
            ...(message ? { message } : {}),
            details: { retryAfterSeconds: check.retryAfterSeconds },
          });
          throw Object.assign(error, { retryAfter: check.retryAfterSeconds });
        }
      }
    },

    /** Deletes the counters of windows that are over; the number deleted. */
    async purgeExpired(): Promise<number> {
      const removed = await db
        .delete(rateLimitWindows)
        .where(lt(rateLimitWindows.expiresAt, clock.now()))
        .returning({ key: rateLimitWindows.key });
      return removed.length;
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
