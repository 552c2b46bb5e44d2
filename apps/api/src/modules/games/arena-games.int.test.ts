import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { Database } from '../../db/client';
import { seedDemoDataIfEmpty } from '../../db/seed';
import { createTestDatabase } from '../../test/database';
import { signedInUser } from '../../test/factories';
import { newWaId, signInByPhone } from '../../test/sign-in';

// The arena (Klash) lists the games playable there: those with an active third-party client.
// The demo data is seeded before the api starts, as server.ts does, so the sample game's client
// is registered at start.

type ArenaGame = {
  id: string;
  slug: string;
  loginMethod: string;
  thirdPartyClientId?: string | null;
  needsGameUsername?: boolean;
};
/** The demo data's sample game and its client (third-party.seed.ts; that module's own file). */
const SAMPLE_GAME = { slug: 'target-rush', clientId: 'sample-game' };

const ADMIN_WAID = newWaId();
let database: Database;
let app: FastifyInstance;
let admin: Record<string, string>;

const get = (url: string) => app.inject({ method: 'GET', url });
const games = async (query: string): Promise<ArenaGame[]> => {
  const res = await get(`/api/game/filter?limit=100&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.games;
};

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoDataIfEmpty(database.db, new Date());
  app = await buildApp({
    config: loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: '/nonexistent-web-dist',
      ADMIN_PHONE_NUMBERS: `+${ADMIN_WAID}`,
    }),
    database,
  });
  admin = { authorization: `Bearer ${(await signInByPhone(app, ADMIN_WAID)).accessToken}` };
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('the games playable in the arena', () => {
  it('are the demo sample game, with its client id, and only games with a client', async () => {
    const playable = await games('playable=true');
    expect(playable.map((g) => [g.slug, g.thirdPartyClientId])).toEqual([
      [SAMPLE_GAME.slug, SAMPLE_GAME.clientId],
    ]);
    const others = await games('playable=false');
    expect(others.length).toBeGreaterThan(0);
    expect(others.every((g) => g.thirdPartyClientId === null)).toBe(true);
    expect(others.map((g) => g.slug)).not.toContain(SAMPLE_GAME.slug);
    // Every list and the game itself say which games are playable.
    const all = await games('');
    expect(all).toHaveLength(playable.length + others.length);
    expect(all.find((g) => g.slug === SAMPLE_GAME.slug)?.thirdPartyClientId).toBe(SAMPLE_GAME.clientId);
    const listed = (await get('/api/game?limit=100')).json().data.games as ArenaGame[];
    expect(listed.find((g) => g.slug === SAMPLE_GAME.slug)?.thirdPartyClientId).toBe(SAMPLE_GAME.clientId);
    const one = (await get(`/api/game/${playable[0]!.id}`)).json().data as ArenaGame;
    expect(one.thirdPartyClientId).toBe(SAMPLE_GAME.clientId);
  });

  it('follow the registry: a game becomes playable with a client, and stops when it is disabled', async () => {
    const [other] = await games('playable=false');
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/third-party-clients',
      headers: admin,
      payload: { name: 'Partner', gameId: other!.id, redirectUris: ['https://partner.example/callback'] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { client } = created.json().data as { client: { id: string; clientId: string } };
    expect((await games('playable=true')).map((g) => [g.id, g.thirdPartyClientId])).toContainEqual([
      other!.id,
      client.clientId,
    ]);
    const disabled = await app.inject({
      method: 'POST',
      url: `/api/admin/third-party-clients/${client.id}/disable`,
      headers: admin,
    });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect((await games('playable=true')).map((g) => g.id)).not.toContain(other!.id);
    expect((await games('playable=false')).map((g) => g.id)).toContain(other!.id);
  });

  it('say whether their game asks for the player’s username in it, which the code exchange then hands over', async () => {
    const [sample] = await games('playable=true');
    expect(sample!.needsGameUsername).toBe(false);
    const other = (await games('playable=false')).find((g) => g.loginMethod === 'user_name')!;
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/third-party-clients',
      headers: admin,
      payload: {
        name: 'Asks usernames',
        gameId: other.id,
        redirectUris: ['http://localhost:4100/callback'],
        needsGameUsername: true,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { client, clientSecret } = created.json().data;
    expect(client.needsGameUsername).toBe(true);
    expect((await games('playable=true')).find((g) => g.id === other.id)).toMatchObject({
      thirdPartyClientId: client.clientId,
      needsGameUsername: true,
    });

    const player = await signedInUser(app);
    const exchange = async () => {
      const redirect = await app.inject({
        method: 'GET',
        url: `/api/third-party-client/redirect-url?clientId=${client.clientId}`,
        headers: player.headers,
      });
      expect(redirect.statusCode, redirect.body).toBe(200);
      const code = new URL(redirect.json().data.redirectUrl).searchParams.get('code');
      const res = await app.inject({
        method: 'POST',
        url: '/api/third-party-client/auth-tokens',
        payload: {
          code,
          clientId: client.clientId,
          clientSecret,
          redirectUri: 'http://localhost:4100/callback',
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.gameUsername;
    };
    // None linked yet: the game learns there is none; then the one the player linked.
    expect(await exchange()).toBeNull();
    const linked = await app.inject({
      method: 'PUT',
      url: `/api/game-usernames/${other.id}`,
      headers: player.headers,
      payload: { value: 'neon_rider' },
    });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(await exchange()).toEqual({ loginMethod: 'user_name', value: 'neon_rider' });
  });

  it('combine with the other filters, and refuse a value that is not true or false', async () => {
    expect((await games('playable=true&genre=arcade')).map((g) => g.slug)).toEqual([SAMPLE_GAME.slug]);
    expect(await games('playable=true&genre=racing')).toEqual([]);
    const bad = await get('/api/game/filter?playable=yes');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorCode).toBe('VALIDATION_FAILED');
  });
});
