import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_GENRES, GAME_LOGIN_METHODS, GAME_NETWORKS, PLATFORMS } from '@kp/domain/games';
import { fixedClock } from '../../platform/clock';
import { createTestApp, type TestApp } from '../../test/app';
import { newWaId, signInByPhone } from '../../test/sign-in';
import { quests as questsTable } from '../../db/schema';
import { createGamesRepository, type NewGame } from './games.repository';
import { adminGameInput } from '@kp/contract/games';
import { DEMO_GAMES, seedDemoGames } from './games.seed';

/** An operator's icon as a data URI: the game's initials on a two-colour gradient, as SVG. */
function monogramIcon(initials: string, from: string, to: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="96" height="96" rx="20" fill="url(#g)"/><text x="48" y="60" font-family="system-ui,sans-serif" font-size="36" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}

const clock = fixedClock('2026-11-23T10:00:00Z');
const ADMIN_WAID = newWaId();
let t: TestApp;
let admin: Record<string, string>;
let user: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ clock, env: { ADMIN_PHONE_NUMBERS: `+${ADMIN_WAID}` } });
  admin = { authorization: `Bearer ${(await signInByPhone(t.app, ADMIN_WAID)).accessToken}` };
  user = { authorization: `Bearer ${(await signInByPhone(t.app)).accessToken}` };
});
afterAll(() => t.close());

let nextSlug = 0;
/** A game straight into the catalogue (live unless told), with a unique slug. */
async function insertGame(values: Partial<NewGame> = {}) {
  nextSlug += 1;
  return createGamesRepository(t.database.db).insertGame({
    slug: `game-${nextSlug}`,
    name: `Game ${nextSlug}`,
    genres: ['action'],
    platforms: ['browser'],
    status: 'live',
    ...values,
  });
}

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const asAdmin = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: admin,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const GAME_INPUT = {
  slug: 'nebula-drift',
  name: 'Nebula Drift',
  description: 'Drift racing between the stars.',
  genres: ['racing', 'arcade'],
  platforms: ['android', 'ios'],
  networks: ['base'],
  loginMethod: 'metamask_wallet',
  iconUrl: monogramIcon('ND', '#000000', '#ffffff'),
  coverImageUrl: '/games/nebula-drift-cover.webp',
};

describe('the demo catalogue', () => {
  it('seeds live games of every login method, each valid as an operator would enter it, its art served', async () => {
    const ids = await seedDemoGames(t.database.db);
    expect([...ids.keys()]).toEqual(DEMO_GAMES.map((g) => g.slug));
    for (const demo of DEMO_GAMES) {
      const { createdAt: _c, updatedAt: _u, id: _i, ...fields } = demo;
      expect(adminGameInput.safeParse({ ...fields, status: 'live' }).error, demo.slug).toBeUndefined();
    }
    expect(new Set(DEMO_GAMES.map((g) => g.loginMethod))).toEqual(new Set(GAME_LOGIN_METHODS));
    const listed = (await get('/api/game?limit=100')).json().data.games as {
      slug: string;
      iconUrl: string;
      coverImageUrl: string;
    }[];
    expect(listed.map((g) => g.slug)).toEqual(DEMO_GAMES.map((g) => g.slug));
    for (const game of listed) {
      for (const url of [game.iconUrl, game.coverImageUrl]) {
        const image = await get(url);
        expect(image.statusCode, url).toBe(200);
        expect(image.headers['content-type']).toBe('image/webp');
      }
    }
  });
});

describe('operators’ game routes', () => {
  it('need an operator: 401 signed out, 403 for a user, and change nothing', async () => {
    const before = (await asAdmin('GET', '/api/admin/games?limit=100')).json().data.total;
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/admin/games', payload: GAME_INPUT })).statusCode,
    ).toBe(401);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/admin/games',
      headers: user,
      payload: GAME_INPUT,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorCode).toBe('FORBIDDEN');
    expect((await get('/api/admin/games', user)).statusCode).toBe(403);
    const game = await insertGame();
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: `/api/admin/games/${game.id}`,
          headers: user,
          payload: { name: 'Hijacked' },
        })
      ).statusCode,
    ).toBe(403);
    expect((await get(`/api/game/${game.id}`)).json().data.name).toBe(game.name);
    expect((await asAdmin('GET', '/api/admin/games?limit=100')).json().data.total).toBe(before + 1);
  });

  it('create a game as a draft users do not see, then publish it', async () => {
    const created = await asAdmin('POST', '/api/admin/games', GAME_INPUT);
    expect(created.statusCode).toBe(201);
    const game = created.json().data;
    expect(game).toMatchObject({
      slug: 'nebula-drift',
      genres: ['racing', 'arcade'],
      networks: ['base'],
      loginMethod: 'metamask_wallet',
      status: 'draft',
      sortOrder: 0,
      coverImageUrl: '/games/nebula-drift-cover.webp',
    });
    expect(game.iconUrl).toMatch(new RegExp(`^/api/game/${game.id}/image/icon\\?v=\\d+$`));
    expect((await get(`/api/game/${game.id}`)).statusCode).toBe(404);
    expect(
      (await get('/api/game?limit=100')).json().data.games.map((g: { id: string }) => g.id),
    ).not.toContain(game.id);

    clock.advance(1000);
    const published = await asAdmin('PATCH', `/api/admin/games/${game.id}`, {
      status: 'live',
      sortOrder: -5,
    });
    expect(published.statusCode).toBe(200);
    expect(published.json().data).toMatchObject({ status: 'live', sortOrder: -5, name: 'Nebula Drift' });
    expect(published.json().data.updatedAt).not.toBe(game.updatedAt);
    const seen = await get(`/api/game/${game.id}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data).not.toHaveProperty('status');
    const drafts = (await asAdmin('GET', '/api/admin/games?status=draft&limit=100')).json().data.games;
    expect(drafts.map((g: { id: string }) => g.id)).not.toContain(game.id);

    const cleared = await asAdmin('PATCH', `/api/admin/games/${game.id}`, { iconUrl: null });
    expect(cleared.json().data.iconUrl).toBeNull();
  });

  it('refuse a taken slug (409) and bad fields (400), and a game that does not exist (404)', async () => {
    const game = await insertGame();
    const taken = await asAdmin('POST', '/api/admin/games', { ...GAME_INPUT, slug: game.slug });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      statusCode: 409,
      errorCode: 'GAME_SLUG_TAKEN',
      message: 'Another game already has this slug',
    });
    const bad = [
      { ...GAME_INPUT, slug: 'Bad Slug' },
      { ...GAME_INPUT, slug: 'ok-slug-1', genres: ['Action'] },
      { ...GAME_INPUT, slug: 'ok-slug-2', genres: [] },
      { ...GAME_INPUT, slug: 'ok-slug-3', genres: ['rpg', 'rpg'] },
      { ...GAME_INPUT, slug: 'ok-slug-4', platforms: ['playstation'] },
      { ...GAME_INPUT, slug: 'ok-slug-5', networks: ['bitcoin'] },
      { ...GAME_INPUT, slug: 'ok-slug-6', loginMethod: 'fax' },
      { ...GAME_INPUT, slug: 'ok-slug-7', iconUrl: 'https://cdn.example.com/icon.png' },
      { ...GAME_INPUT, slug: 'ok-slug-8', coverImageUrl: 'data:text/html;base64,PGgxPg==' },
      { ...GAME_INPUT, slug: 'ok-slug-9', name: 'x' },
      { ...GAME_INPUT, slug: 'ok-slug-10', status: 'deleted' },
      { ...GAME_INPUT, slug: 'ok-slug-11', sortOrder: 1.5 },
      { ...GAME_INPUT, slug: 'ok-slug-12', extra: true },
    ];
    for (const payload of bad) {
      const res = await asAdmin('POST', '/api/admin/games', payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 120)).toBe(400);
    }
    expect((await asAdmin('PATCH', `/api/admin/games/${game.id}`, {})).statusCode).toBe(400);
    const missing = await asAdmin('PATCH', '/api/admin/games/00000000-0000-4000-8000-000000000000', {
      name: 'Nobody',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errorCode).toBe('GAME_NOT_FOUND');
  });
});

describe('the game list', () => {
  let ids: Record<string, string>;
  beforeAll(async () => {
    // A catalogue of its own: every other live game is retired first, so the lists are exact.
    await t.database.db.execute(sql`update games set status = 'retired'`);
    const rows = await Promise.all([
      insertGame({ name: 'Zeta Racer', genres: ['racing'], platforms: ['android'], networks: ['polygon'] }),
      insertGame({ name: 'Alpha Quest', genres: ['rpg', 'adventure'], platforms: ['windows', 'pc'] }),
      insertGame({
        name: 'Dark Throne',
        genres: ['rpg'],
        platforms: ['browser', 'windows'],
        networks: ['immutable_zkevm'],
      }),
      insertGame({ name: 'Dragon Dark', genres: ['action'], platforms: ['ios'], networks: ['polygon'] }),
      insertGame({ name: 'Pinned Pick', genres: ['puzzle'], platforms: ['browser'], sortOrder: -10 }),
      insertGame({ name: 'Hidden Draft', genres: ['rpg'], platforms: ['browser'], status: 'draft' }),
      insertGame({ name: 'Old Retired', genres: ['rpg'], platforms: ['browser'], status: 'retired' }),
    ]);
    ids = Object.fromEntries(rows.map((r) => [r.name, r.id]));
  });

  const names = (res: { json(): { data: { games: { name: string }[] } } }) =>
    res.json().data.games.map((g) => g.name);

  it('lists live games by sort order then name, a page at a time, with the total', async () => {
    const all = await get('/api/game');
    expect(all.statusCode).toBe(200);
    expect(names(all)).toEqual(['Pinned Pick', 'Alpha Quest', 'Dark Throne', 'Dragon Dark', 'Zeta Racer']);
    expect(all.json().data.total).toBe(5);
    const second = await get('/api/game?limit=2&offset=2');
    expect(names(second)).toEqual(['Dark Throne', 'Dragon Dark']);
    expect(second.json().data.total).toBe(5);
    expect(names(await get('/api/game?limit=2&offset=10'))).toEqual([]);
    const [first] = all.json().data.games;
    expect(first).toEqual({
      id: ids['Pinned Pick'],
      slug: expect.any(String),
      name: 'Pinned Pick',
      description: '',
      genres: ['puzzle'],
      platforms: ['browser'],
      networks: [],
      loginMethod: 'user_name',
      iconUrl: null,
      coverImageUrl: null,
      thirdPartyClientId: null,
      needsGameUsername: false,
      language: 'en',
    });
  });

  it('filters by genre, platform and network, and by words that start words of the name', async () => {
    expect(names(await get('/api/game/filter?genre=rpg'))).toEqual(['Alpha Quest', 'Dark Throne']);
    expect(names(await get('/api/game/filter?platform=windows'))).toEqual(['Alpha Quest', 'Dark Throne']);
    expect(names(await get('/api/game/filter?network=polygon'))).toEqual(['Dragon Dark', 'Zeta Racer']);
    expect(names(await get('/api/game/filter?genre=rpg&platform=browser'))).toEqual(['Dark Throne']);
    expect(names(await get('/api/game/filter?search=dark'))).toEqual(['Dark Throne', 'Dragon Dark']);
    expect(names(await get('/api/game/filter?search=DRAG'))).toEqual(['Dragon Dark']);
    expect(names(await get('/api/game/filter?search=dar%20thr'))).toEqual(['Dark Throne']);
    expect(names(await get('/api/game/filter?search=ark'))).toEqual([]);
    expect(names(await get(`/api/game/filter?search=${encodeURIComponent("dark' | racer")}`))).toEqual([]);
    expect(names(await get('/api/game/filter?search=%25%25'))).toHaveLength(5);
    expect(names(await get('/api/game/filter?search=draft'))).toEqual([]);
    const paged = await get('/api/game/filter?genre=rpg&limit=1&offset=1');
    expect(names(paged)).toEqual(['Dark Throne']);
    expect(paged.json().data.total).toBe(2);
    expect(names(await get('/api/game/filter?network=ton'))).toEqual([]);
  });

  it('refuses filters it does not know, with 400 and nothing else', async () => {
    for (const query of [
      'genre=Action',
      'platform=playstation',
      'network=bitcoin',
      `search=${'x'.repeat(61)}`,
      'limit=0',
      'limit=101',
      'offset=-1',
      'sort=name',
    ]) {
      const res = await get(`/api/game/filter?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errorCode, query).toBe('VALIDATION_FAILED');
    }
    expect((await get('/api/game?genre=rpg')).statusCode).toBe(400);
  });

  it('shows one live game; a draft, a retired, an unknown game is 404, a bad id 400', async () => {
    expect((await get(`/api/game/${ids['Dark Throne']}`)).json().data.name).toBe('Dark Throne');
    for (const id of [ids['Hidden Draft'], ids['Old Retired'], '00000000-0000-4000-8000-000000000000']) {
      const res = await get(`/api/game/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        statusCode: 404,
        errorCode: 'GAME_NOT_FOUND',
        message: 'This game does not exist',
      });
    }
    expect((await get('/api/game/not-a-uuid')).statusCode).toBe(400);
  });

  it('counts live games per genre, platform and network for the filters', async () => {
    const res = await get('/api/games-metadata');
    expect(res.statusCode).toBe(200);
    const { genres, platforms, networks, loginMethods } = res.json().data;
    expect(genres.map((g: { id: string }) => g.id)).toEqual([...GAME_GENRES]);
    expect(genres.find((g: { id: string }) => g.id === 'rpg')).toEqual({
      id: 'rpg',
      name: 'RPG',
      gameCount: 2,
    });
    expect(genres.find((g: { id: string }) => g.id === 'card_game').gameCount).toBe(0);
    expect(platforms.map((p: { id: string }) => p.id)).toEqual([...PLATFORMS]);
    expect(platforms.find((p: { id: string }) => p.id === 'browser')).toEqual({
      id: 'browser',
      name: 'Browser',
      icon: 'web',
      gameCount: 2,
    });
    expect(networks.map((n: { id: string }) => n.id)).toEqual([...GAME_NETWORKS]);
    expect(networks.find((n: { id: string }) => n.id === 'polygon')).toEqual({
      id: 'polygon',
      name: 'Polygon',
      kind: 'evm',
      chainId: 137,
      gameCount: 2,
    });
    expect(networks.find((n: { id: string }) => n.id === 'solana')).toMatchObject({
      chainId: null,
      kind: 'solana',
    });
    expect(loginMethods.map((m: { id: string }) => m.id)).toEqual([...GAME_LOGIN_METHODS]);
    expect(loginMethods[0]).toEqual({ id: 'user_name', name: 'user name' });

    expect((await get('/api/game-genre')).json().data).toEqual(genres);
    expect((await get('/api/game-platform')).json().data).toEqual(platforms);
    expect((await get('/api/game-network')).json().data).toEqual(networks);
    expect((await get('/api/game/loginmethod')).json().data).toEqual(loginMethods);
    expect((await get('/api/game-genre?x=1')).statusCode).toBe(400);
  });
});

describe('game images', () => {
  it('serves an image kept as a data URI, cached for good under its version, and never runs it', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>';
    const game = await insertGame({
      iconUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
      coverImageUrl: '/games/cover.webp',
    });
    const listed = (await get(`/api/game/${game.id}`)).json().data;
    expect(listed.coverImageUrl).toBe('/games/cover.webp');
    const res = await get(listed.iconUrl);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.body).toBe(svg);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers['content-security-policy']).toContain('sandbox');
    const stale = await get(`/api/game/${game.id}/image/icon?v=1`);
    expect(stale.statusCode).toBe(200);
    expect(stale.headers['cache-control']).toBe('no-cache');
    // A cover kept as a path is the web server's file, not the api's.
    expect((await get(`/api/game/${game.id}/image/cover`)).statusCode).toBe(404);
    expect((await get(`/api/game/${game.id}/image/banner`)).statusCode).toBe(400);
    expect((await get('/api/game/00000000-0000-4000-8000-000000000000/image/icon')).statusCode).toBe(404);
  });
});

describe("a game's quests", () => {
  it('lists them newest first with the reward and the quest time check; 404 for a game not listed', async () => {
    const game = await insertGame();
    const draft = await insertGame({ status: 'draft' });
    const at = (days: number) => new Date(clock.now().getTime() + days * 86_400_000);
    await t.database.db.insert(questsTable).values([
      {
        slug: `${game.slug}-old`,
        gameId: game.id,
        title: 'Ended',
        startsAt: at(-10),
        endsAt: at(-1),
        totalSlots: 10,
        rewardAmount: 250n,
        rewardCurrency: 'KCASH',
        createdAt: at(-10),
      },
      {
        slug: `${game.slug}-open`,
        gameId: game.id,
        title: 'Open ended',
        startsAt: at(-1),
        endsAt: null,
        totalSlots: 5,
        rewardAmount: 40n,
        rewardCurrency: 'KPOINTS',
        isThirdPartyGame: true,
        createdAt: at(-1),
      },
      {
        slug: `${draft.slug}-q`,
        gameId: draft.id,
        title: 'Not shown',
        totalSlots: 1,
        rewardAmount: 1n,
        rewardCurrency: 'KCASH',
      },
    ]);
    const res = await get(`/api/game/${game.id}/quests`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.total).toBe(2);
    const [open, ended] = res.json().data.quests;
    expect(open).toMatchObject({
      title: 'Open ended',
      endsAt: null,
      isStillValid: true,
      totalSlots: 5,
      reward: { amount: '40', currency: 'KPOINTS' },
      isThirdPartyGame: true,
    });
    expect(ended).toMatchObject({
      title: 'Ended',
      isStillValid: false,
      reward: { amount: '2.50', currency: 'KCASH' },
      isThirdPartyGame: false,
    });
    const page = await get(`/api/game/${game.id}/quests?limit=1&offset=1`);
    expect(page.json().data.quests.map((q: { title: string }) => q.title)).toEqual(['Ended']);
    expect((await get(`/api/game/${draft.id}/quests`)).statusCode).toBe(404);
    expect((await get(`/api/game/${game.id}/quests?limit=500`)).statusCode).toBe(400);
  });
});

describe('with thousands of games', () => {
  it('answers the filters from the indexes', async () => {
    const rows: NewGame[] = Array.from({ length: 3000 }, (_, i) => ({
      slug: `bulk-${i}`,
      name: `Bulk ${['Knight', 'Racer', 'Farm', 'Arena', 'Quest'][i % 5]} ${i}`,
      genres: [GAME_GENRES[i % GAME_GENRES.length]!],
      platforms: [PLATFORMS[i % PLATFORMS.length]!],
      networks: i % 7 === 0 ? ['ton'] : [],
      status: i % 10 === 0 ? 'draft' : 'live',
      sortOrder: i % 100,
    }));
    const repository = createGamesRepository(t.database.db);
    for (let i = 0; i < rows.length; i += 500) await repository.insertGames(rows.slice(i, i + 500));
    await t.database.db.execute(sql`analyze games`);

    const started = performance.now();
    const res = await get('/api/game/filter?search=knight%2012&network=ton&limit=5');
    expect(performance.now() - started).toBeLessThan(2000);
    expect(res.statusCode).toBe(200);
    const { games, total } = res.json().data;
    expect(total).toBeGreaterThan(0);
    for (const g of games) {
      expect(g.name).toMatch(/Knight 12/);
      expect(g.networks).toEqual(['ton']);
    }

    // Whether each query can be served by its index (with this few rows a scan may still be
    // cheaper, so the planner is told to avoid one): the expression must be the indexed one.
    const plan = (query: ReturnType<typeof sql>) =>
      t.database.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const result = await tx.execute(sql`explain ${query}`);
        return (result as unknown as { rows: { 'QUERY PLAN': string }[] }).rows
          .map((r) => r['QUERY PLAN'])
          .join('\n');
      });
    expect(
      await plan(
        sql`select id from games where to_tsvector('simple', name) @@ to_tsquery('simple', 'knight:*')`,
      ),
    ).toContain('games_name_search_idx');
    expect(await plan(sql`select id from games where genres @> array['rpg']::text[]`)).toContain(
      'games_genres_idx',
    );
    expect(await plan(sql`select id from games where platforms @> array['ios']::text[]`)).toContain(
      'games_platforms_idx',
    );
    expect(await plan(sql`select id from games where networks @> array['ton']::text[]`)).toContain(
      'games_networks_idx',
    );
    expect(
      await plan(sql`select id from games where status = 'live' order by sort_order, name, id limit 20`),
    ).toContain('games_listing_idx');
  });
});
