import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '@kp/domain/errors';
import type { Db, Tx } from '../db/client';
import type { Clock } from './clock';
import { idempotencyKeys } from './idempotency.tables';
import { isConstraintViolation, PG_ERROR } from '../db/pg-errors';

/**
 * `Idempotency-Key` for the requests that move value (ARCHITECTURE.md, Data). Keys are per user.
 *
 * One database transaction does it all: it takes a transaction-scoped advisory lock on
 * (user, key), looks for a stored answer, runs the work (the movement, through the ledger
 * service, in that same transaction) and stores the answer. The movement and its answer
 * therefore commit together or not at all:
 * - a replay with the same request gets the stored answer, status and body, verbatim (and an
 *   `Idempotent-Replayed: true` header); with a different request (method, route, parameters
 *   or body) it gets 422 IDEMPOTENCY_KEY_REUSED;
 * - a duplicate arriving while the first still runs finds the lock taken and gets 409
 *   `Conflict: Resource already in progress` at once, without waiting;
 * - a crash, a lost connection or an error before the commit rolls back the movement, the
 *   answer and the lock together: no key is left "in progress", and a retry runs afresh.
 * Only successful answers are stored. A refused request (4xx, 5xx) moved nothing, since its
 * transaction rolled back, so its key stays free and a retry is judged again (after a top-up,
 * an INSUFFICIENT_BALANCE may become a success).
 * The work must not call the outside world (a payment provider, a chain): it would not roll
 * back with the transaction. Answers are kept IDEMPOTENCY_KEY_TTL_MS, then purged by a job.
 *
 * The protocol: a contract route marked `idempotent` gets `once` in its context (platform/route.ts
 * builds it per request); the route hands it to the service method, which runs its movement in
 * `once(tx => …)` and does itself whatever follows the commit (a payout, a provider's checkout).
 */

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** 1 to 255 visible ASCII characters (a UUID is the usual choice). */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7E]{1,255}$/;

/** How long an answer is kept for replays (as Stripe does: a day). */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60_000;

/** The request's Idempotency-Key; IDEMPOTENCY_KEY_REQUIRED when it has none or a malformed one. */
export function idempotencyKeyOf(request: FastifyRequest): string {
  const value = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (typeof value !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(value))
    throw new AppError('IDEMPOTENCY_KEY_REQUIRED');
  return value;
}

/** JSON with the keys of every object sorted, so that equal requests hash equally. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

/** What makes two requests "the same": method, route, parameters, query and body (as validated). */
function fingerprintOf(request: FastifyRequest): string {
  return createHash('sha256')
    .update(
      canonicalJson({
        method: request.method,
        route: request.routeOptions.url ?? request.url,
        params: request.params ?? null,
        query: request.query ?? null,
        body: request.body ?? null,
      }),
    )
    .digest('base64url');
}

/** The advisory lock of a (user, key): 64 bits of a hash, so unrelated keys practically never share one. */
function lockId(userId: string, key: string): string {
  return createHash('sha256').update(`idempotency\0${userId}\0${key}`).digest().readBigInt64BE(0).toString();
}

/**
 * Runs the work once per Idempotency-Key, in the transaction that stores its answer: the first
 * request runs it and its value is the answer; a replay gets that answer without running it again.
 * A value-moving service method takes one as its last parameter; what it does after `once` returns
 * (outside the transaction) runs on every request, replays too.
 */
export type Once = <T>(work: (tx: Tx) => Promise<T>) => Promise<T>;

export type Idempotency = ReturnType<typeof createIdempotency>;

export function createIdempotency(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  const idempotency = {
    /**
     * The `Once` of a value-moving request of the signed-in user (the route layer builds it), its
     * answer stored with `status` (the route's). The key is read when the work runs, so a
     * service's own checks before `once` answer first. One piece of work per request: a second is
     * a bug, refused.
     */
    once(request: FastifyRequest, reply: FastifyReply, status: number): Once {
      let hasRun = false;
      return <T>(work: (tx: Tx) => Promise<T>): Promise<T> => {
        if (hasRun) return Promise.reject(new Error('once runs one piece of work per request'));
        hasRun = true;
        return idempotency.run(request, reply, work, { status });
      };
    },

    /**
     * Runs a value-moving route's work once per Idempotency-Key of the signed-in user: the work
     * gets the transaction to move value in, and its return value is the answer (sent with
     * `status`). See the note at the top of this file for replays, conflicts and crashes. Routes
     * use it through `once`.
     */
    async run<T>(
      request: FastifyRequest,
      reply: FastifyReply,
      work: (tx: Tx) => Promise<T>,
      options: { status?: number } = {},
    ): Promise<T> {
      const userId = request.auth?.userId;
      if (!userId) throw new Error('an idempotent route needs a signed-in user');
      const key = idempotencyKeyOf(request);
      const fingerprint = fingerprintOf(request);
      const status = options.status ?? 200;
      const outcome = await db
        .transaction(async (tx) => {
          const result = await tx.execute(
            sql`select pg_try_advisory_xact_lock(${lockId(userId, key)}::bigint) as locked`,
          );
          const { rows } = result as unknown as { rows: [{ locked: boolean }] };
          if (!rows[0].locked) throw new AppError('CONFLICT_IN_PROGRESS');
          const [stored] = await tx
            .select()
            .from(idempotencyKeys)
            .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
          if (stored) {
            if (stored.fingerprint !== fingerprint) throw new AppError('IDEMPOTENCY_KEY_REUSED');
            return { status: stored.responseStatus, body: stored.responseBody as T, isReplay: true };
          }
          const body = await work(tx);
          await tx.insert(idempotencyKeys).values({
            userId,
            key,
            fingerprint,
            responseStatus: status,
            responseBody: body,
            createdAt: clock.now(),
          });
          return { status, body, isReplay: false };
        })
        .catch((error: unknown) => {
          // Only if two transactions ever held the same lock: the primary key keeps one answer.
          if (isConstraintViolation(error, PG_ERROR.uniqueViolation, 'idempotency_keys_pkey'))
            throw new AppError('CONFLICT_IN_PROGRESS', { cause: error });
          throw error;
        });
      reply.code(outcome.status);
      if (outcome.isReplay) reply.header('idempotent-replayed', 'true');
      return outcome.body;
    },

    /** Removes answers older than the replay window; the number removed. */
    async purgeExpired(): Promise<number> {
      const before = new Date(clock.now().getTime() - IDEMPOTENCY_KEY_TTL_MS);
      const removed = await db
        .delete(idempotencyKeys)
        .where(lt(idempotencyKeys.createdAt, before))
        .returning({ key: idempotencyKeys.key });
      return removed.length;
    },
  };
  return idempotency;
}

/** Gives the route layer what it builds each idempotent route's `once` from (platform/route.ts). */
export function registerIdempotency(app: FastifyInstance, idempotency: Idempotency): void {
  app.decorate('idempotency', idempotency);
}

declare module 'fastify' {
  // Module augmentation only works with an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    idempotency?: Idempotency;
  }
}
