import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_DELETION_GRACE_MS } from '../users/users.service';
import type { GameLoginMethod } from '@kp/domain/games';
import { fixedClock } from '../../platform/clock';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInUser } from '../../test/factories';
import { newWaId, signInByPhone } from '../../test/sign-in';
import { userWallets } from '../../db/schema';
import { createGamesRepository, type NewGame } from './games.repository';
import { gameUsernames } from './games.tables';

const ADMIN_WAID = newWaId();
let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_PHONE_NUMBERS: `+${ADMIN_WAID}` } });
  admin = { authorization: `Bearer ${(await signInByPhone(t.app, ADMIN_WAID)).accessToken}` };
});
afterAll(() => t.close());

/** A caller: a `SignedInUser`, or nobody (no headers). */
type Session = { headers: Record<string, string> };

let nextSlug = 0;
async function insertGame(loginMethod: GameLoginMethod, values: Partial<NewGame> = {}) {
  nextSlug += 1;
  return createGamesRepository(t.database.db).insertGame({
    slug: `linked-${nextSlug}`,
    name: `Linked ${nextSlug}`,
    genres: ['action'],
    platforms: ['browser'],
    loginMethod,
    status: 'live',
    ...values,
  });
}

const put = (s: Session, gameId: string, value: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/game-usernames/${gameId}`,
    headers: s.headers,
    payload: { value } as object,
  });
const remove = (s: Session, gameId: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/game-usernames/${gameId}`, headers: s.headers });
const mine = async (s: Session, query = '') => {
  const res = await t.app.inject({ method: 'GET', url: `/api/game-usernames${query}`, headers: s.headers });
  expect(res.statusCode).toBe(200);
  return res.json().data as {
    usernames: { gameId: string; value: string; loginMethod: string }[];
    total: number;
  };
};
const rowsOf = (gameId: string) =>
  t.database.db.select().from(gameUsernames).where(eq(gameUsernames.gameId, gameId));

const ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';
const SOLANA = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';

// Per login method: values the api takes, and values it refuses with the rule's words.
const RULES: Record<GameLoginMethod, { valid: string[]; invalid: [unknown, string][] }> = {
  user_name: {
    valid: ['pro_gamer', ' Ninja.99 '],
    invalid: [
      ['pro gamer', 'Spaces are not allowed in the username'],
      ['', 'Please enter value'],
      ['x'.repeat(129), 'At most 128 characters'],
    ],
  },
  in_game_email: {
    valid: ['asha@example.in'],
    invalid: [['asha@', 'Please enter valid email']],
  },
  in_game_wallet: {
    valid: [ADDRESS, ADDRESS.toLowerCase()],
    invalid: [
      ['0x123', 'Please enter valid wallet address'],
      // The right shape, the wrong EIP-55 checksum (one letter's case changed).
      [ADDRESS.replace('E7', 'e7'), 'Please enter valid wallet address'],
    ],
  },
  in_game_user_id: {
    valid: ['100234'],
    invalid: [['id 7', 'Spaces are not allowed']],
  },
  metamask_wallet: {
    valid: [ADDRESS],
    invalid: [[SOLANA, 'Please enter valid wallet address']],
  },
  solana_wallet: {
    valid: [SOLANA],
    invalid: [[ADDRESS, 'Please enter valid wallet address']],
  },
  steam_id: {
    valid: ['76561197984648085', 'STEAM_0:1:12345678', '[U:1:24691357]'],
    invalid: [
      ['7656119798464808', 'Please enter valid Steam id'],
      ['https://steamcommunity.com/id/x', 'Please enter valid Steam id'],
    ],
  },
};

describe('linking a game username', () => {
  it('needs a signed-in user', async () => {
    const game = await insertGame('user_name');
    const anonymous = { headers: {}, userId: '' };
    expect((await put(anonymous, game.id, 'pro_gamer')).statusCode).toBe(401);
    expect((await remove(anonymous, game.id)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/game-usernames' })).statusCode).toBe(401);
    expect(await rowsOf(game.id)).toEqual([]);
  });

  it.each(Object.keys(RULES).map((m) => [m as GameLoginMethod]))(
    "checks a %s by the game's login method",
    async (method) => {
      const game = await insertGame(method);
      const me = await signedInUser(t.app);
      for (const [value, message] of RULES[method].invalid) {
        const res = await put(me, game.id, value);
        expect(res.statusCode, String(value)).toBe(400);
        expect(res.json()).toEqual({
          statusCode: 400,
          errorCode: 'VALIDATION_FAILED',
          message,
          details: [{ field: 'value', message }],
        });
      }
      expect(await rowsOf(game.id)).toEqual([]);
      for (const value of RULES[method].valid) {
        const res = await put(me, game.id, value);
        expect(res.statusCode, value).toBe(200);
        expect(res.json().data).toMatchObject({
          gameId: game.id,
          game: { id: game.id, name: game.name, loginMethod: method },
          loginMethod: method,
          value: value.trim(),
        });
      }
      expect(await rowsOf(game.id)).toHaveLength(1);
    },
  );

  it('keeps one username per game and user: a second link changes it', async () => {
    const game = await insertGame('user_name');
    const other = await insertGame('in_game_email', { name: 'Aaa First' });
    const me = await signedInUser(t.app);
    const first = (await put(me, game.id, 'first_name')).json().data;
    const second = (await put(me, game.id, 'second_name')).json().data;
    expect(second.value).toBe('second_name');
    expect(second.createdAt).toBe(first.createdAt);
    await put(me, other.id, 'me@example.in');
    const list = await mine(me);
    expect(list.total).toBe(2);
    expect(list.usernames.map((u) => [u.gameId, u.value])).toEqual([
      [other.id, 'me@example.in'],
      [game.id, 'second_name'],
    ]);
    expect((await mine(me, `?gameId=${game.id}`)).usernames.map((u) => u.value)).toEqual(['second_name']);
    expect((await mine(me, '?limit=1&offset=1')).usernames.map((u) => u.value)).toEqual(['second_name']);
  });

  it('refuses an identity another user linked in the game (409), whatever its case or Steam form', async () => {
    const email = await insertGame('in_game_email');
    const steam = await insertGame('steam_id');
    const wallet = await insertGame('metamask_wallet');
    const a = await signedInUser(t.app);
    const b = await signedInUser(t.app);
    expect((await put(a, email.id, 'Asha@Example.in')).statusCode).toBe(200);
    expect((await put(a, steam.id, 'STEAM_0:1:12345678')).statusCode).toBe(200);
    expect((await put(a, wallet.id, ADDRESS)).statusCode).toBe(200);
    for (const [gameId, value] of [
      [email.id, 'asha@example.IN'],
      [steam.id, '[U:1:24691357]'],
      [steam.id, '76561197984957085'],
      [wallet.id, ADDRESS.toLowerCase()],
    ] as const) {
      const res = await put(b, gameId, value);
      expect(res.statusCode, value).toBe(409);
      expect(res.json()).toEqual({
        statusCode: 409,
        errorCode: 'GAME_USERNAME_TAKEN',
        message: 'This game account is already linked to another user',
      });
    }
    expect((await mine(b)).total).toBe(0);
    expect((await mine(a)).usernames.find((u) => u.gameId === email.id)?.value).toBe('Asha@Example.in');
    // The same identity in another game is another account.
    const elsewhere = await insertGame('in_game_email');
    expect((await put(b, elsewhere.id, 'asha@example.in')).statusCode).toBe(200);
    // Once a lets it go, b may link it.
    expect((await remove(a, email.id)).statusCode).toBe(200);
    expect((await put(b, email.id, 'asha@example.in')).statusCode).toBe(200);
  });

  it('gives an identity to one user when several link it at once', async () => {
    const game = await insertGame('user_name');
    const users = await Promise.all(Array.from({ length: 6 }, () => signedInUser(t.app)));
    const answers = await Promise.all(users.map((u) => put(u, game.id, 'Contested')));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409, 409]);
    const rows = await rowsOf(game.id);
    expect(rows).toHaveLength(1);
    const winner = users[answers.findIndex((a) => a.statusCode === 200)]!;
    expect(rows[0]!.userId).toBe(winner.id);
  });

  it('keeps one row when one user links several values at once', async () => {
    const game = await insertGame('in_game_user_id');
    const me = await signedInUser(t.app);
    const answers = await Promise.all(['v1', 'v2', 'v3', 'v4'].map((v) => put(me, game.id, v)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    const rows = await rowsOf(game.id);
    expect(rows).toHaveLength(1);
    expect(['v1', 'v2', 'v3', 'v4']).toContain(rows[0]!.value);
  });

  it('is for live games only, by id', async () => {
    const me = await signedInUser(t.app);
    const draft = await insertGame('user_name', { status: 'draft' });
    for (const gameId of [draft.id, '00000000-0000-4000-8000-000000000000']) {
      const res = await put(me, gameId, 'pro_gamer');
      expect(res.statusCode).toBe(404);
      expect(res.json().errorCode).toBe('GAME_NOT_FOUND');
    }
    expect((await put(me, 'not-a-uuid', 'pro_gamer')).statusCode).toBe(400);
    const live = await insertGame('user_name');
    expect((await put(me, live.id, 42)).statusCode).toBe(400);
    const extra = await t.app.inject({
      method: 'PUT',
      url: `/api/game-usernames/${live.id}`,
      headers: me.headers,
      payload: { value: 'pro_gamer', userId: me.id },
    });
    expect(extra.statusCode).toBe(400);
    expect(await rowsOf(live.id)).toEqual([]);
  });

  it("checks a new value by the game's login method of now; the old link keeps its own", async () => {
    const game = await insertGame('user_name');
    const me = await signedInUser(t.app);
    await put(me, game.id, 'pro_gamer');
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/games/${game.id}`,
      headers: admin,
      payload: { loginMethod: 'in_game_email' },
    });
    expect(changed.statusCode).toBe(200);
    const [kept] = (await mine(me, `?gameId=${game.id}`)).usernames;
    expect(kept).toMatchObject({
      loginMethod: 'user_name',
      value: 'pro_gamer',
      game: { loginMethod: 'in_game_email' },
    });
    expect((await put(me, game.id, 'pro_gamer')).json().message).toBe('Please enter valid email');
    expect((await put(me, game.id, 'pro@example.in')).json().data.loginMethod).toBe('in_game_email');
  });
});

describe('game usernames of others', () => {
  it('are never seen or changed: each user reads and unlinks only their own', async () => {
    const game = await insertGame('user_name');
    const a = await signedInUser(t.app);
    const b = await signedInUser(t.app);
    await put(a, game.id, 'alpha_one');
    expect((await mine(b)).usernames).toEqual([]);
    expect((await mine(b, `?gameId=${game.id}`)).usernames).toEqual([]);
    const res = await remove(b, game.id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      statusCode: 404,
      errorCode: 'GAME_USERNAME_NOT_FOUND',
      message: 'No username is linked to this game',
    });
    expect((await mine(a)).usernames.map((u) => u.value)).toEqual(['alpha_one']);
    expect((await remove(a, game.id)).json()).toEqual({
      statusCode: 200,
      data: { gameId: game.id, isDeleted: true },
    });
    expect((await remove(a, game.id)).statusCode).toBe(404);
    expect((await mine(a)).total).toBe(0);
  });
});

describe('an account without a wallet', () => {
  it('cannot link or unlink (422 WALLET_NOT_FOUND), and nothing changes', async () => {
    const game = await insertGame('user_name');
    const me = await signedInUser(t.app);
    await put(me, game.id, 'keeper');
    await t.database.db.delete(userWallets).where(eq(userWallets.userId, me.id));
    for (const res of [await put(me, game.id, 'changed'), await remove(me, game.id)]) {
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        statusCode: 422,
        errorCode: 'WALLET_NOT_FOUND',
        message: 'Wallet not found',
      });
    }
    const rows = await t.database.db
      .select()
      .from(gameUsernames)
      .where(and(eq(gameUsernames.userId, me.id), eq(gameUsernames.gameId, game.id)));
    expect(rows.map((r) => r.value)).toEqual(['keeper']);
    expect((await mine(me)).total).toBe(1);
  });
});

describe('account deletion', () => {
  it('erases the in-game identities of an account whose personal data is removed, and only those', async () => {
    const clock = fixedClock('2026-11-23T10:00:00Z');
    const own = await createTestApp({ clock });
    try {
      const leaving = await signedInUser(own.app);
      const staying = await signedInUser(own.app);
      const game = await createGamesRepository(own.database.db).insertGame({
        slug: 'erasure-game',
        name: 'Erasure',
        genres: ['action'],
        platforms: ['browser'],
        loginMethod: 'in_game_email',
        status: 'live',
      });
      for (const [s, value] of [
        [leaving, 'leaving@example.com'],
        [staying, 'staying@example.com'],
      ] as const) {
        const res = await own.app.inject({
          method: 'PUT',
          url: `/api/game-usernames/${game.id}`,
          headers: s.headers,
          payload: { value },
        });
        expect(res.statusCode, res.body).toBe(200);
      }
      const asked = await own.app.inject({
        method: 'POST',
        url: '/api/users/deletion-request',
        headers: leaving.headers,
      });
      expect(asked.statusCode, asked.body).toBeLessThan(300);
      clock.advance(ACCOUNT_DELETION_GRACE_MS + 60_000);
      expect(await own.app.jobs.find((j) => j.name === 'account-deletions')!.run()).toBe(1);
      const rows = await own.database.db
        .select()
        .from(gameUsernames)
        .where(eq(gameUsernames.gameId, game.id));
      expect(rows.map((r) => r.userId)).toEqual([staying.id]);
    } finally {
      await own.close();
    }
  });
});
