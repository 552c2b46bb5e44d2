import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { openEventStream } from './event-stream-client';
import { createStatusStreams, STREAM_RETRY_MS } from './kyc-stream';

// The stream's life on a bare Fastify server: what it sends, when it ends, and what it leaves behind.

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

function setUp(options: { pollMs?: number; heartbeatMs?: number; maxLifetimeMs?: number } = {}) {
  let state: { version: number } | Error = { version: 1 };
  const followers = new Set<() => void>();
  let reads = 0;
  const streams = createStatusStreams({
    read: async () => {
      reads++;
      if (state instanceof Error) throw state;
      return state;
    },
    follow: (_userId, onChange) => {
      followers.add(onChange);
      return () => followers.delete(onChange);
    },
    heartbeatMs: options.heartbeatMs ?? 60_000,
    pollMs: options.pollMs ?? 60_000,
    maxLifetimeMs: options.maxLifetimeMs ?? 60_000,
  });
  return {
    streams,
    followers,
    reads: () => reads,
    set(next: { version: number } | Error) {
      state = next;
    },
    changed: () => followers.forEach((f) => f()),
  };
}

async function listen(streams: ReturnType<typeof createStatusStreams>) {
  app = Fastify();
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('x-request-id', 'req-1');
  });
  app.get('/stream', (request, reply) => {
    streams.open(request, reply, 'user-1');
    return reply;
  });
  app.addHook('preClose', async () => streams.closeAll());
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/stream`;
}

describe('the status stream', () => {
  it('sends the current status first, then only changes, with headers of an event stream', async () => {
    const setup = setUp();
    const client = await openEventStream(await listen(setup.streams));
    expect(client.status).toBe(200);
    expect(client.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(client.headers['cache-control']).toBe('no-cache, no-store');
    expect(client.headers['x-request-id']).toBe('req-1');
    await client.until(() => client.events.length === 1);
    expect(client.retry).toBe(STREAM_RETRY_MS);
    expect(client.events[0]).toEqual({ event: 'status', data: '{"version":1}', id: '1' });

    // A change announced with nothing different sends nothing; a real change sends once.
    setup.changed();
    setup.set({ version: 2 });
    setup.changed();
    setup.changed();
    await client.until(() => client.events.length === 2);
    await new Promise((r) => setTimeout(r, 50));
    expect(client.events.map((e) => [e.id, e.data])).toEqual([
      ['1', '{"version":1}'],
      ['2', '{"version":2}'],
    ]);
    client.close();
  });

  it('notices a change made elsewhere by reading again on its interval, and sends heartbeats', async () => {
    const setup = setUp({ pollMs: 30, heartbeatMs: 20 });
    const client = await openEventStream(await listen(setup.streams));
    await client.until(() => client.events.length === 1);
    setup.set({ version: 7 });
    await client.until(() => client.events.find((e) => e.data === '{"version":7}'));
    await client.until(() => client.comments.filter((c) => c === 'heartbeat').length >= 2);
    client.close();
  });

  it('forgets a client that went away: no more reads, no follower left', async () => {
    const setup = setUp({ pollMs: 20 });
    const client = await openEventStream(await listen(setup.streams));
    await client.until(() => client.events.length === 1);
    expect(setup.streams.size).toBe(1);
    expect(setup.followers.size).toBe(1);
    client.close();
    await client.until(() => setup.streams.size === 0 || undefined);
    expect(setup.followers.size).toBe(0);
    const reads = setup.reads();
    await new Promise((r) => setTimeout(r, 80));
    expect(setup.reads()).toBe(reads);
  });

  it('ends a stream at the end of its lifetime, and when the status cannot be read', async () => {
    const aged = setUp({ maxLifetimeMs: 60 });
    const first = await openEventStream(await listen(aged.streams));
    await first.until(() => first.isEnded());
    expect(first.events).toHaveLength(1);
    expect(aged.streams.size).toBe(0);
    await app!.close();

    const broken = setUp();
    broken.set(new Error('database gone'));
    const second = await openEventStream(await listen(broken.streams));
    await second.until(() => second.isEnded());
    expect(second.events).toEqual([]);
    expect(broken.streams.size).toBe(0);
  });

  it('lets the server close: every open stream ends', async () => {
    const setup = setUp();
    const url = await listen(setup.streams);
    const clients = await Promise.all([openEventStream(url), openEventStream(url)]);
    await Promise.all(clients.map((c) => c.until(() => c.events.length === 1)));
    const started = Date.now();
    await app!.close();
    app = undefined;
    expect(Date.now() - started).toBeLessThan(2_000);
    for (const client of clients) await client.until(() => client.isEnded());
    expect(setup.streams.size).toBe(0);
  });
});
