import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from './clock';
import { createTestApp, type TestApp } from '../test/app';

const DAY = 86_400_000;
let withClock: TestApp;
let without: TestApp;

beforeAll(async () => {
  withClock = await createTestApp({ clock: fixedClock('2026-11-27T10:00:00Z'), env: { DEV_CLOCK: 'true' } });
  without = await createTestApp({ clock: fixedClock('2026-11-27T10:00:00Z') });
});
afterAll(async () => {
  await withClock.close();
  await without.close();
});

describe('the development clock (DEV_CLOCK)', () => {
  it('moves the clock every service reads forward by the days and minutes asked', async () => {
    const moved = await withClock.app.inject({
      method: 'POST',
      url: '/api/dev/clock',
      payload: { days: 3, minutes: 30 },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const expected = new Date(Date.parse('2026-11-27T10:00:00Z') + 3 * DAY + 30 * 60_000).toISOString();
    expect(moved.json().data).toEqual({ now: expected });
    expect(withClock.app.clock.now().toISOString()).toBe(expected);

    const back = await withClock.app.inject({
      method: 'POST',
      url: '/api/dev/clock',
      payload: { reset: true, days: 1 },
    });
    expect(back.json().data).toEqual({ now: '2026-11-28T10:00:00.000Z' });
    await withClock.app.inject({ method: 'POST', url: '/api/dev/clock', payload: { reset: true } });

    const bad = await withClock.app.inject({ method: 'POST', url: '/api/dev/clock', payload: { days: -1 } });
    expect(bad.statusCode).toBe(400);
    expect(withClock.app.clock.now().toISOString()).toBe('2026-11-27T10:00:00.000Z');
  });

  it('does not exist unless configured', async () => {
    const res = await without.app.inject({ method: 'POST', url: '/api/dev/clock', payload: { days: 3 } });
    expect(res.statusCode).toBe(404);
    expect(without.app.clock.now().toISOString()).toBe('2026-11-27T10:00:00.000Z');
  });
});
