import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
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
    env: { ...process.env, SAMPLE_GAME_URL: gameUrl, KP_API_URL: apiUrl, ...secrets },
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
    };
    expect(me.questId).toBe(quest.id);

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
});
