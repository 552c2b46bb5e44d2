import type { FastifyReply, FastifyRequest } from 'fastify';

/** How long a browser waits before it reconnects a stream that ended (the `retry` field). */
export const STREAM_RETRY_MS = 3_000;

/**
 * Server-sent event streams of one kind of status (the KYC verification status): the current
 * status first, then the status again each time it differs from the last one sent. A change is
 * noticed at once when this process made it (`follow`), and within `pollMs` when another replica
 * did (each stream reads the status again on that interval). A comment line every `heartbeatMs`
 * keeps proxies from closing an idle connection and shows a dead client. A stream lives at most
 * `maxLifetimeMs` (an access token's lifetime): the browser then reconnects and the guard checks
 * its session again, so a stream never outlives the session that opened it.
 */
export function createStatusStreams<T>(deps: {
  read(userId: string): Promise<T>;
  follow(userId: string, onChange: () => void): () => void;
  heartbeatMs: number;
  pollMs: number;
  maxLifetimeMs: number;
}) {
  const open = new Set<() => void>();

  return {
    /** Answers the request with a stream of the user's status; the route has checked who it is. */
    open(request: FastifyRequest, reply: FastifyReply, userId: string): void {
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-store',
        connection: 'keep-alive',
        // nginx and the like would hold the events back in a buffer.
        'x-accel-buffering': 'no',
      });
      res.write(`retry: ${STREAM_RETRY_MS}\n\n`);

      let isClosed = false;
      let lastSent = '';
      let eventId = 0;
      let isQueued = false;
      let chain: Promise<void> = Promise.resolve();

      const send = async () => {
        isQueued = false;
        if (isClosed) return;
        const data = JSON.stringify(await deps.read(userId));
        if (isClosed || data === lastSent) return;
        lastSent = data;
        eventId++;
        res.write(`id: ${eventId}\nevent: status\ndata: ${data}\n\n`);
      };
      // Reads one after another, and at most one waiting: a burst of changes costs two reads.
      const push = () => {
        if (isClosed || isQueued) return;
        isQueued = true;
        chain = chain.then(send).catch((error: unknown) => {
          request.log.error({ err: error }, 'the status stream could not read the status');
          close();
        });
      };

      const unfollow = deps.follow(userId, push);
      const poll = setInterval(push, deps.pollMs);
      const heartbeat = setInterval(() => {
        if (!isClosed) res.write(': heartbeat\n\n');
      }, deps.heartbeatMs);
      const lifetime = setTimeout(() => close(), deps.maxLifetimeMs);

      function close() {
        if (isClosed) return;
        isClosed = true;
        clearInterval(poll);
        clearInterval(heartbeat);
        clearTimeout(lifetime);
        unfollow();
        open.delete(close);
        if (!res.writableEnded) res.end();
      }
      open.add(close);
      // The client went away (or the response ended): stop reading for it.
      res.on('close', close);
      push();
    },

    /** How many streams are open (for tests and operators). */
    get size(): number {
      return open.size;
    },

    /** Ends every stream (at shutdown: an open stream would keep the server from closing). */
    closeAll(): void {
      for (const close of [...open]) close();
    },
  };
}
export type StatusStreams = ReturnType<typeof createStatusStreams>;
