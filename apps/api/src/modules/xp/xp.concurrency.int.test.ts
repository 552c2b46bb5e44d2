import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userXp, xpEvents } from '../../db/schema';
import { fixedClock } from '../../platform/clock';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInUser } from '../../test/factories';

const clock = fixedClock('2026-11-23T17:30:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

describe('check-ins at once', () => {
  it('50 parallel check-ins by one user make one event, 10 XP, and the same answer', async () => {
    const me = await signedInUser(t.app);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/users/me/check-in',
          headers: me.headers,
          // Half name the zone, half do not: each takes the user's row first, so none deadlocks.
          payload: i % 2 ? { timeZone: 'Asia/Kolkata' } : {},
        }),
      ),
    );
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const db = t.database.db;
    const events = await db.select().from(xpEvents).where(eq(xpEvents.userId, me.id));
    expect(events).toHaveLength(1);
    const [total] = await db.select().from(userXp).where(eq(userXp.userId, me.id));
    expect(total?.xp).toBe(10);
    const checkIns = new Set(answers.map((res) => JSON.stringify(res.json().data.checkIn)));
    expect(checkIns.size).toBe(1);
  });
});
