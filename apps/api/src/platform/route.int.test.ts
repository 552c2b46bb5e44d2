import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRoute, envelope } from '@kp/contract';
import { AppError } from '@kp/domain/errors';
import type { Database } from '../db/client';
import { createTestDatabase } from '../test/database';
import { createUser } from '../test/factories';
import { systemClock } from './clock';
import { registerErrorHandling } from './errors';
import { registerRequestBasics } from './http';
import { createIdempotency, registerIdempotency } from './idempotency';
import { registerRoute, withStatus } from './route';

// The route protocol on routes of its own: the handler returns the data, the status comes from
// the contract, the caller and `once` come in the context.

const item = z.object({ n: z.number().int() });
const created = defineRoute({
  method: 'POST',
  path: '/api/test/created',
  summary: 'test',
  tags: ['test'],
  access: 'public',
  response: { 201: envelope(item) },
});
const either = defineRoute({
  method: 'GET',
  path: '/api/test/either',
  summary: 'test',
  tags: ['test'],
  access: 'public',
  querystring: z.object({ done: z.enum(['true', 'false']) }),
  response: { 200: envelope(item), 202: envelope(item) },
});
const bare = defineRoute({
  method: 'GET',
  path: '/api/test/bare',
  summary: 'test',
  tags: ['test'],
  access: 'public',
  response: { 200: z.object({ status: z.literal('ok') }) },
});
const redirect = defineRoute({
  method: 'GET',
  path: '/api/test/redirect',
  summary: 'test',
  tags: ['test'],
  access: 'public',
  response: { 302: z.null() },
});
const mine = defineRoute({
  method: 'GET',
  path: '/api/test/mine',
  summary: 'test',
  tags: ['test'],
  access: 'user',
  response: { 200: envelope(z.object({ userId: z.uuid() })) },
});
const move = defineRoute({
  method: 'POST',
  path: '/api/test/move',
  summary: 'test',
  tags: ['test'],
  access: 'user',
  idempotent: true,
  body: z.object({ twice: z.boolean() }),
  response: { 201: envelope(item) },
});

let database: Database;
let app: FastifyInstance;
let userId: string;
let moves = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  userId = (await createUser(database.db)).id;
  app = Fastify();
  registerRequestBasics(app);
  registerErrorHandling(app, { allowedMethods: () => [] });
  // A guard for the test: the caller is who the header says.
  app.decorateRequest('auth', null);
  app.decorate('authorize', () => async (request) => {
    const id = request.headers['x-test-user'];
    if (typeof id !== 'string') throw new AppError('UNAUTHORIZED');
    request.auth = { userId: id, role: 'user', via: 'bearer', sessionId: 'test' };
  });
  registerIdempotency(app, createIdempotency({ db: database.db, clock: systemClock }));

  registerRoute(app, created, () => ({ n: 1 }));
  registerRoute(app, either, ({ query }) => withStatus(query.done === 'true' ? 200 : 202, { n: 2 }));
  registerRoute(app, bare, () => ({ status: 'ok' as const }));
  registerRoute(app, redirect, ({ reply }) => reply.redirect('/elsewhere', 302));
  registerRoute(app, mine, ({ userId }) => ({ userId }));
  registerRoute(app, move, async ({ body, once }) => {
    const n = await once(async () => (moves += 1));
    if (body.twice) await once(async () => 0);
    return { n };
  });
  await app.ready();
}, 60_000);
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('registerRoute', () => {
  it("sends the handler's data in the envelope, with the contract's status", async () => {
    const res = await app.inject({ method: 'POST', url: '/api/test/created' });
    expect(res.statusCode).toBe(201);
    expect(res.body).toBe('{"statusCode":201,"data":{"n":1}}');
  });

  it('sends the status a handler names where the route declares several', async () => {
    const done = await app.inject({ method: 'GET', url: '/api/test/either?done=true' });
    expect([done.statusCode, done.json()]).toEqual([200, { statusCode: 200, data: { n: 2 } }]);
    const pending = await app.inject({ method: 'GET', url: '/api/test/either?done=false' });
    expect([pending.statusCode, pending.json()]).toEqual([202, { statusCode: 202, data: { n: 2 } }]);
  });

  it('sends a body without the envelope as it is, and leaves a reply the handler sent alone', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/bare' });
    expect([res.statusCode, res.json()]).toEqual([200, { status: 'ok' }]);
    const moved = await app.inject({ method: 'GET', url: '/api/test/redirect' });
    expect([moved.statusCode, moved.headers.location]).toEqual([302, '/elsewhere']);
  });

  it("gives a signed-in route its caller's id, after the guard", async () => {
    expect((await app.inject({ method: 'GET', url: '/api/test/mine' })).statusCode).toBe(401);
    const res = await app.inject({
      method: 'GET',
      url: '/api/test/mine',
      headers: { 'x-test-user': userId },
    });
    expect(res.json()).toEqual({ statusCode: 200, data: { userId } });
  });

  it('gives an idempotent route `once`: the work runs once per key, a replay gets its answer', async () => {
    const call = (key: string | undefined, twice = false) =>
      app.inject({
        method: 'POST',
        url: '/api/test/move',
        headers: { 'x-test-user': userId, ...(key ? { 'idempotency-key': key } : {}) },
        payload: { twice },
      });
    expect((await call(undefined)).json()).toMatchObject({ errorCode: 'IDEMPOTENCY_KEY_REQUIRED' });
    const key = randomUUID();
    const first = await call(key);
    const replay = await call(key);
    expect([first.statusCode, first.json()]).toEqual([201, { statusCode: 201, data: { n: 1 } }]);
    expect([replay.statusCode, replay.body, replay.headers['idempotent-replayed']]).toEqual([
      201,
      first.body,
      'true',
    ]);
    expect(moves).toBe(1);
    // One piece of work per request: a second is a bug, not a second movement.
    expect((await call(randomUUID(), true)).statusCode).toBe(500);
  });

  it('refuses an idempotent route where the platform has no idempotency', () => {
    const bareApp = Fastify();
    bareApp.decorate('authorize', () => async () => {});
    expect(() => registerRoute(bareApp, move, () => ({ n: 0 }))).toThrow(/idempotent/);
  });
});
