import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { Database } from '../../db/client';
import { fixedClock } from '../../platform/clock';
import { createTestDatabase } from '../../test/database';
import { fundUser, signedInUser } from '../../test/factories';
import { fakeAvatars } from '../../test/pog.fixtures';
import { newWaId } from '../../test/sign-in';

// A mint outlives the api: started on one instance, closed, finished by the next one built on the
// same database (its state is the card's row; the job picks up what is due).

const clock = fixedClock('2026-12-01T10:00:00Z');
const ADMIN_WAID = newWaId();
const avatars = fakeAvatars();
let database: Database;

const build = () =>
  buildApp({
    config: loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: '/nonexistent-web-dist',
      ADMIN_PHONE_NUMBERS: `+${ADMIN_WAID}`,
      POG_MINT_DURATION_MS: '100000',
    }),
    database,
    clock,
    ports: { pogAvatars: avatars.port },
  });

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('a mint under way when the api stops', () => {
  it('is finished by the next api on the same database', async () => {
    const first = await build();
    const admin = await signedInUser(first, { waId: ADMIN_WAID });
    const gamer = await signedInUser(first);
    const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
      first.inject({
        method: 'POST',
        url,
        headers: { ...gamer.headers, ...headers },
        ...(payload ? { payload } : {}),
      });
    await post('/api/tps/pog/name', { name: 'Restarter' });
    await fundUser(database.db, { userId: gamer.id, actorId: admin.id, currency: 'KCASH', amount: 100_00n });
    expect(
      (await post('/api/tps/pog/slot-unlock', { currency: 'KCASH' }, { 'idempotency-key': randomUUID() }))
        .statusCode,
    ).toBe(201);
    const started = await post('/api/tps/pog/quick-mint', { genre: 'ACTION' });
    expect(started.statusCode, started.body).toBe(201);
    clock.advance(40_000);
    await first.close();

    const second = await build();
    try {
      const status = () =>
        second
          .inject({ method: 'GET', url: '/api/tps/pog/status', headers: gamer.headers })
          .then((r) => r.json().data);
      expect(await status()).toMatchObject({
        state: 'mint_in_progress',
        card: { progress: { percent: 39 } },
      });
      const job = second.jobs.find((j) => j.name === 'pog-mints')!;
      expect(await job.run()).toBe(0);
      clock.advance(60_000);
      expect(await job.run()).toBe(1);
      expect(await status()).toMatchObject({
        state: 'minted',
        card: { id: started.json().data.id, status: 'minted', progress: { percent: 100 } },
      });
    } finally {
      await second.close();
    }
  });
});
