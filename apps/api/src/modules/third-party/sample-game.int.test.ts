import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { Database } from '../../db/client';
import { earnings as earningsTable } from '../../db/schema';
import { seedDemoDataIfEmpty } from '../../db/seed';
import { createTestDatabase } from '../../test/database';
import { signInByPhone } from '../../test/sign-in';
import { SAMPLE_GAME } from './third-party.seed';

const SERVER = path.resolve(import.meta.dirname, '../../../../sample-game/server.mjs');
const secrets = {
  SAMPLE_GAME_CLIENT_SECRET: randomBytes(32).toString('base64url'),
  SAMPLE_GAME_SIGNING_SECRET: randomBytes(32).toString('base64url'),
};

let database: Database;
let app: FastifyInstance;
let game: ChildProcess;
let gameUrl: string;
/** Where the game says the platform's web is (its link back and the only origin that may frame it). */
const WEB_URL = 'http://localhost:5173';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoDataIfEmpty(database.db, new Date());
  gameUrl = `http://127.0.0.1:${await freePort()}`;
  app = await buildApp({
    config: loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: '/nonexistent-web-dist',
      SAMPLE_GAME_URL: gameUrl,
      ...secrets,
    }),
    database,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const apiUrl = `http://127.0.0.1:${(app.server.address() as net.AddressInfo).port}`;
  game = spawn(process.execPath, [SERVER], {
    env: { ...process.env, SAMPLE_GAME_URL: gameUrl, KP_API_URL: apiUrl, KP_WEB_URL: WEB_URL, ...secrets },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    game.once('exit', (code) => reject(new Error(`the sample game exited (${code})`)));
    game.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready on')) resolve();
    });
  });
});

afterAll(async () => {
  game?.kill('SIGTERM');
  await app?.close();
  await database?.close();
});

describe('the sample game', () => {
  it('signs the player in through the redirect, lets them play, and completes the stage by a signed report', async () => {
    const session = await signInByPhone(app);
    const auth = { authorization: `Bearer ${session.accessToken}` };
    const quest = (await app.inject({ method: 'GET', url: `/api/quest/${SAMPLE_GAME.questSlug}` })).json()
      .data;
    expect(quest.isThirdPartyGame).toBe(true);
    expect(quest.thirdPartyClientId).toBe(SAMPLE_GAME.clientId);
    const started = await app.inject({
      method: 'POST',
      url: '/api/userquest/start',
      headers: { ...auth, 'idempotency-key': randomUUID() },
      payload: { questId: quest.id },
    });
    expect(started.statusCode, started.body).toBe(201);

    const redirect = await app.inject({
      method: 'GET',
      url: `/api/third-party-client/redirect-url?clientId=${SAMPLE_GAME.clientId}&questId=${quest.id}`,
      headers: auth,
    });
    expect(redirect.statusCode, redirect.body).toBe(200);
    const redirectUrl: string = redirect.json().data.redirectUrl;
    expect(redirectUrl.startsWith(`${gameUrl}/callback?code=`)).toBe(true);

    // The browser follows the redirect: the game exchanges the code and opens a session.
    const callback = await fetch(redirectUrl, { redirect: 'manual' });
    expect(callback.status).toBe(303);
    expect(callback.headers.get('location')).toBe('/play');
    const cookie = callback.headers.get('set-cookie')!.split(';')[0]!;

    const play = await fetch(`${gameUrl}/play`, { headers: { cookie } });
    expect(play.status).toBe(200);
    expect(await play.text()).toContain('Target Rush');
    const me = (await (await fetch(`${gameUrl}/api/me`, { headers: { cookie } })).json()) as {
      questId: string;
      mode: string;
      backUrl: string;
    };
    expect(me).toMatchObject({ questId: quest.id, mode: 'quest' });
    expect(me.backUrl).toBe(`${WEB_URL}/k-quest/${SAMPLE_GAME.questSlug}`);

    // A short run: too few hits reports nothing.
    type Run = { runId: string; targets: { id: string }[] };
    type Finish = { score: number; reported: boolean; backUrl: string; error?: string };
    const post = (url: string, body: object) =>
      fetch(`${gameUrl}${url}`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const weak = (await (await post('/api/runs', {})).json()) as Run;
    const weakEnd = (await (
      await post(`/api/runs/${weak.runId}/finish`, { hits: [weak.targets[0]!.id, 'made-up'] })
    ).json()) as Finish;
    expect(weakEnd).toMatchObject({ score: 1, reported: false });

    const run = (await (await post('/api/runs', {})).json()) as Run;
    const hits = run.targets.slice(0, SAMPLE_GAME.targetScore).map((t) => t.id);
    const finished = (await (await post(`/api/runs/${run.runId}/finish`, { hits })).json()) as Finish;
    expect(finished, JSON.stringify(finished)).toMatchObject({
      score: SAMPLE_GAME.targetScore,
      reported: true,
      result: { completed: true, questId: quest.id, questStatus: 'completed' },
    });
    expect(finished.backUrl).toMatch(new RegExp(`/k-quest/${SAMPLE_GAME.questSlug}$`));
    // A finished run cannot be sent again.
    expect((await post(`/api/runs/${run.runId}/finish`, { hits })).status).toBe(409);

    const earned = await database.db
      .select()
      .from(earningsTable)
      .where(
        and(eq(earningsTable.userId, session.user.id), like(earningsTable.sourceId, 'quest-stage-earning:%')),
      );
    expect(earned).toHaveLength(1);
    expect(earned[0]!.amount).toBe(300n);
    const status = (
      await app.inject({
        method: 'GET',
        url: `/api/userquest/queststatus?questId=${quest.id}`,
        headers: auth,
      })
    ).json().data;
    expect(status.stages.every((s: { status: string }) => s.status === 'completed')).toBe(true);

    // The code worked once: presented again it fails, and (as OAuth asks) revokes the token it
    // gave, so the game's next report is refused.
    expect((await fetch(redirectUrl, { redirect: 'manual' })).status).toBe(400);
    const next = (await (await post('/api/runs', {})).json()) as Run;
    const nextHits = next.targets.slice(0, SAMPLE_GAME.targetScore).map((t) => t.id);
    const refused = (await (
      await post(`/api/runs/${next.runId}/finish`, { hits: nextHits })
    ).json()) as Finish;
    expect(refused).toMatchObject({ reported: false, error: 'The player token is invalid or expired' });
  });

  it('refuses a visit without a code, and the game API without a session', async () => {
    expect((await fetch(`${gameUrl}/callback`)).status).toBe(400);
    expect((await fetch(`${gameUrl}/callback?code=forged`)).status).toBe(400);
    expect((await fetch(`${gameUrl}/api/runs`, { method: 'POST' })).status).toBe(401);
  });

  it("lets the platform's arena frame it, and no one else, with a session cookie that works framed", async () => {
    const home = await fetch(`${gameUrl}/`);
    expect(home.status).toBe(200);
    const csp = home.headers.get('content-security-policy')!;
    expect(csp).toContain(`frame-ancestors ${new URL(WEB_URL).origin}`);
    expect(csp).not.toMatch(/frame-ancestors[^;]*\*/);
    expect(home.headers.get('x-frame-options')).toBeNull();
    // Its links to the platform leave the arena's frame.
    expect(await home.text()).toContain(`href="${WEB_URL}/klash" target="_top"`);

    const session = await signInByPhone(app);
    const { cookie, setCookie } = await openGame(session.accessToken, '');
    // localhost:3000 framing localhost:4000 is one site: Lax cookies are sent in the frame.
    expect(setCookie).toMatch(/; HttpOnly; SameSite=Lax; Path=\//);
    // The game's own page posts JSON; another site's form post (not JSON, another origin) is refused.
    const forged = await fetch(`${gameUrl}/api/runs`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'text/plain' },
      body: '{}',
    });
    expect(forged.status).toBe(403);
    const elsewhere = await fetch(`${gameUrl}/api/runs`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', origin: 'https://evil.example' },
      body: '{}',
    });
    expect(elsewhere.status).toBe(403);
  });

  it('keeps its session in a cross-site frame when served over https (a partitioned cookie)', async () => {
    type Framing = (config: { webUrl: string; publicUrl: string }) => {
      csp: string;
      cookieAttributes: string;
    };
    const { framingOf } = (await import(pathToFileURL(SERVER).href)) as { framingOf: Framing };
    const crossSite = framingOf({ webUrl: 'https://kplay.example/', publicUrl: 'https://rush.example.net' });
    expect(crossSite.cookieAttributes).toBe('SameSite=None; Secure; Partitioned');
    expect(crossSite.csp).toMatch(/; frame-ancestors https:\/\/kplay\.example$/);
    expect(
      framingOf({ webUrl: 'http://localhost:3000', publicUrl: 'http://localhost:4000' }).cookieAttributes,
    ).toBe('SameSite=Lax');
  });

  it('plays free in the arena: nothing is reported, and says so', async () => {
    const session = await signInByPhone(app);
    const { cookie, redirectUrl } = await openGame(session.accessToken, '');
    expect(new URL(redirectUrl).searchParams.has('questId')).toBe(false);
    const me = await getJson(`/api/me`, cookie);
    expect(me).toMatchObject({
      mode: 'free',
      questId: null,
      tournamentId: null,
      backUrl: `${WEB_URL}/klash`,
    });
    const run = (await postJson('/api/runs', {}, cookie)) as Run;
    const hits = run.targets.map((t) => t.id);
    const finished = await postJson(`/api/runs/${run.runId}/finish`, { hits }, cookie);
    expect(finished).toEqual({
      mode: 'free',
      score: hits.length,
      reported: false,
      backUrl: `${WEB_URL}/klash`,
    });
  });

  it('plays in a tournament: every finished run is reported without a stage, the best score kept', async () => {
    const session = await signInByPhone(app);
    const auth = { authorization: `Bearer ${session.accessToken}` };
    const live = (
      await app.inject({ method: 'GET', url: '/api/platform-centralized-leaderboard/by-status?status=LIVE' })
    ).json().data.leaderboards as { id: string; game: { slug: string }; entryFee: unknown }[];
    const cup = live.find((t) => t.game.slug === SAMPLE_GAME.slug && t.entryFee === null)!;
    expect(cup).toBeTruthy();
    // Not joined yet: the platform gives no code for the tournament.
    const refused = await app.inject({
      method: 'GET',
      url: `/api/third-party-client/redirect-url?clientId=${SAMPLE_GAME.clientId}&tournamentId=${cup.id}`,
      headers: auth,
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBeLessThan(500);
    const joined = await app.inject({
      method: 'POST',
      url: `/api/tournaments/${cup.id}/join`,
      headers: { ...auth, 'idempotency-key': randomUUID() },
    });
    expect(joined.statusCode, joined.body).toBeLessThan(300);

    const { cookie, redirectUrl } = await openGame(session.accessToken, `&tournamentId=${cup.id}`);
    expect(new URL(redirectUrl).searchParams.get('tournamentId')).toBe(cup.id);
    const back = `${WEB_URL}/tournaments/?id=${cup.id}`;
    expect(await getJson('/api/me', cookie)).toMatchObject({
      mode: 'tournament',
      tournamentId: cup.id,
      questId: null,
      backUrl: back,
    });
    // A tournament's run goes on past the quest's goal, to the last target.
    const first = (await postJson('/api/runs', {}, cookie)) as Run & { goal: number };
    expect(first.goal).toBe(first.targets.length);
    const firstEnd = await postJson(
      `/api/runs/${first.runId}/finish`,
      { hits: first.targets.slice(0, 7).map((t) => t.id) },
      cookie,
    );
    expect(firstEnd).toMatchObject({
      mode: 'tournament',
      score: 7,
      reported: true,
      backUrl: back,
      result: { tournamentId: cup.id, stageId: null, questId: null, score: 7, bestScore: 7 },
    });
    // A weaker run is reported too; the best stays.
    const second = (await postJson('/api/runs', {}, cookie)) as Run;
    const secondEnd = await postJson(
      `/api/runs/${second.runId}/finish`,
      { hits: [second.targets[0]!.id] },
      cookie,
    );
    expect(secondEnd).toMatchObject({ reported: true, result: { score: 1, bestScore: 7 } });
    const board = (
      await app.inject({
        method: 'GET',
        url: `/api/platform-centralized-leaderboard/${cup.id}/participants`,
        headers: auth,
      })
    ).json().data;
    expect(board.me).toMatchObject({ bestScore: 7, reportCount: 2 });
  });
});

type Run = { runId: string; targets: { id: string }[] };

/** The platform's redirect followed as a browser (or the arena's frame) would: the game's session cookie. */
async function openGame(accessToken: string, target: string) {
  const redirect = await app.inject({
    method: 'GET',
    url: `/api/third-party-client/redirect-url?clientId=${SAMPLE_GAME.clientId}${target}`,
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(redirect.statusCode, redirect.body).toBe(200);
  const redirectUrl: string = redirect.json().data.redirectUrl;
  const callback = await fetch(redirectUrl, { redirect: 'manual' });
  expect(callback.status).toBe(303);
  const setCookie = callback.headers.get('set-cookie')!;
  return { redirectUrl, setCookie, cookie: setCookie.split(';')[0]! };
}

async function getJson(url: string, cookie: string): Promise<Record<string, unknown>> {
  const res = await fetch(`${gameUrl}${url}`, { headers: { cookie } });
  expect(res.status).toBe(200);
  return (await res.json()) as Record<string, unknown>;
}

async function postJson(url: string, body: object, cookie: string): Promise<Record<string, unknown>> {
  const res = await fetch(`${gameUrl}${url}`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status, url).toBeLessThan(300);
  return (await res.json()) as Record<string, unknown>;
}
