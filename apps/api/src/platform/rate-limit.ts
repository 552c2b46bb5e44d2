import { isIP } from 'node:net';
import { and, eq, lt, sql } from 'drizzle-orm';
import { AppError, type ErrorVariantOf } from '@kp/domain/errors';
import type { Db } from '../db/client';
import type { Clock } from './clock';
import { rateLimitWindows } from './rate-limit.tables';

/** At most `max` hits per window of `windowMs` (fixed windows aligned on the epoch). */
export type RateRule = { max: number; windowMs: number };

/** The codes a refusal may answer with (both 429 in the catalogue). */
export type RateLimitErrorCode = 'RATE_LIMITED' | 'TOO_MANY_ATTEMPTS';
/** The named limits of RATE_LIMITED (the catalogue's cases, each with its words). */
export type RateLimitVariant = ErrorVariantOf<'RATE_LIMITED'>;

export type RateCheck = { isAllowed: boolean; count: number; retryAfterSeconds: number };

/**
 * The part of a client's address a per-address limit counts by: an IPv4 address whole (also when
 * written as IPv6, `::ffff:203.0.113.9`), an IPv6 address by its /64, the block one household or
 * phone is given, whose 2^64 addresses would otherwise each get a budget of their own.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (isIP(ip) !== 6) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('%')[0]!.split('::');
  const left = head ? head.split(':') : [];
  const right = ip.includes('::') && tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

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

  async function hit(key: string, rule: RateRule): Promise<RateCheck & { windowStart: Date }> {
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
      windowStart: new Date(windowStart),
    };
  }

  /** Takes back hits (one each), in the windows they were counted in. */
  async function giveBack(hits: readonly { key: string; windowStart: Date }[]): Promise<void> {
    for (const { key, windowStart } of hits)
      await db
        .update(rateLimitWindows)
        .set({ count: sql`greatest(${rateLimitWindows.count} - 1, 0)` })
        .where(and(eq(rateLimitWindows.key, key), eq(rateLimitWindows.windowStart, windowStart)));
  }

  return {
    hit,

    /**
     * Counts one hit on each key, in order, and refuses (429, `RATE_LIMITED`, or the case of it
     * the hit names, unless the hit names another code, with the seconds to wait in `retryAfter`, which the error handler sends as
     * Retry-After) at the first key over its rule. A refused call counts nothing: its hits are
     * given back, so the keys before the full one are not used up by attempts that did not pass
     * (a refusal at a shared key, say a global budget, leaves a caller's own keys as they were).
     * Two calls at once never both pass the last place: the upsert is atomic, and a hit given
     * back only ever lowers a count after its own call was refused. The answer gives back the
     * hits of a call that passed, for work that then did not happen (a code that was not sent).
     */
    async consume(
      hits: readonly {
        key: string;
        rule: RateRule;
        variant?: RateLimitVariant;
        errorCode?: RateLimitErrorCode;
      }[],
    ): Promise<{ giveBack(): Promise<void> }> {
      const counted: { key: string; windowStart: Date }[] = [];
      for (const { key, rule, variant, errorCode = 'RATE_LIMITED' } of hits) {
        const check = await hit(key, rule);
        counted.push({ key, windowStart: check.windowStart });
        if (!check.isAllowed) {
          await giveBack(counted);
          const details = { retryAfterSeconds: check.retryAfterSeconds };
          const error =
            errorCode === 'RATE_LIMITED' && variant
              ? new AppError('RATE_LIMITED', { variant, details })
              : new AppError(errorCode, { details });
          throw Object.assign(error, { retryAfter: check.retryAfterSeconds });
        }
      }
      return { giveBack: () => giveBack(counted) };
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
