import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '@kp/domain/errors';
import type { Database } from '../db/client';
import { createTestDatabase } from '../test/database';
import { fixedClock } from './clock';
import { addressKey, createRateLimiter, type RateLimiter } from './rate-limit';

const clock = fixedClock('2026-11-23T10:00:30Z');
let database: Database;
let limiter: RateLimiter;
beforeAll(async () => {
  database = await createTestDatabase();
  limiter = createRateLimiter({ db: database.db, clock });
});
afterAll(() => database.close());

const MINUTE = { max: 7, windowMs: 60_000 };
let nextKey = 0;
const newKey = () => `test:${++nextKey}`;
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error as AppError & { retryAfter: number },
  );

describe('the rate limiter', () => {
  it('lets exactly its rule through when 50 calls come at once', async () => {
    const key = newKey();
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, () => refusal(limiter.consume([{ key, rule: MINUTE }]))),
    );
    expect(outcomes.filter((o) => o === null)).toHaveLength(MINUTE.max);
    const refused = outcomes.find((o) => o !== null)!;
    expect(refused.code).toBe('RATE_LIMITED');
    expect(refused.retryAfter).toBe(30); // the rest of the minute
  });

  it('counts nothing for a refused call, so a full key does not use up the keys before it', async () => {
    const own = newKey();
    const shared = newKey();
    const hits = [
      { key: own, rule: { max: 3, windowMs: 60_000 } },
      { key: shared, rule: { max: 1, windowMs: 60_000 }, errorCode: 'TOO_MANY_ATTEMPTS' as const },
    ];
    await limiter.consume(hits);
    for (let i = 0; i < 5; i++)
      expect((await refusal(limiter.consume(hits)))?.code).toBe('TOO_MANY_ATTEMPTS');
    // The first key counted the one call that passed, none of the five refused.
    expect((await limiter.hit(own, { max: 3, windowMs: 60_000 })).count).toBe(2);
  });

  it('gives back the hits of a call that passed, for work that did not happen', async () => {
    const key = newKey();
    const rule = { max: 1, windowMs: 60_000 };
    const taken = await limiter.consume([{ key, rule }]);
    expect(await refusal(limiter.consume([{ key, rule }]))).not.toBeNull();
    await taken.giveBack();
    expect(await refusal(limiter.consume([{ key, rule }]))).toBeNull();
  });

  it('starts every key afresh in the next window', async () => {
    const key = newKey();
    const rule = { max: 1, windowMs: 60_000 };
    await limiter.consume([{ key, rule }]);
    expect(await refusal(limiter.consume([{ key, rule }]))).not.toBeNull();
    clock.advance(60_000);
    expect(await refusal(limiter.consume([{ key, rule }]))).toBeNull();
  });
});

describe('the address a limit counts by', () => {
  it('is an IPv4 address whole, also written as IPv6', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('is the /64 of an IPv6 address, however it is written', () => {
    expect(addressKey('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2::9')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0DB8:0001:0002:ffff::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('2001:db8:1:3::1')).not.toBe(addressKey('2001:db8:1:2::1'));
  });
});
