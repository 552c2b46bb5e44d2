import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { z } from 'zod';
import { errorBody, type RouteDef } from '@kp/contract';
import { auditValue } from './admin-audit';
import { toAppError } from './errors';
import type { Once } from './idempotency';

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

type NoFields = Record<never, never>;

/** The caller of a route for signed-in users or admins (the guard checked the token first). */
type CallerOf<T extends RouteDef> = T extends { access: 'public' } ? NoFields : { userId: string };

/** `once`, on a route the contract marks `idempotent` (platform/idempotency.ts). */
type OnceOf<T extends RouteDef> = T extends { idempotent: true } ? { once: Once } : NoFields;

export type RouteContext<T extends RouteDef> = {
  params: Out<T['params']>;
  query: Out<T['querystring']>;
  body: Out<T['body']>;
  request: FastifyRequest;
  reply: FastifyReply;
} & CallerOf<T> &
  OnceOf<T>;

/** The 2xx statuses a contract route declares. */
type SuccessStatus<T extends RouteDef> = {
  [K in keyof T['response']]: K extends number ? (`${K}` extends `2${string}` ? K : never) : never;
}[keyof T['response']];

/** What a handler answers for a 2xx schema: the envelope's `data`, or the body of a route without one. */
type AnswerOf<S> = S extends z.ZodType
  ? z.input<S> extends { statusCode: number; data: infer D }
    ? D
    : z.input<S>
  : never;

type AnswerAt<T extends RouteDef, K> = AnswerOf<T['response'][K & keyof T['response']]>;

/** The answer of a handler together with the one of its route's 2xx statuses it chose (`withStatus`). */
export class WithStatus<S extends number, D> {
  constructor(
    readonly status: S,
    readonly data: D,
  ) {}
}

/**
 * For a route whose contract declares several 2xx answers (collect-all: 200 done, 202 still
 * paying out): the handler names the one it answers, `return withStatus(202, collection)`.
 */
export function withStatus<S extends number, D>(status: S, data: D): WithStatus<S, D> {
  return new WithStatus(status, data);
}

type IsUnion<U, A = U> = U extends unknown ? ([A] extends [U] ? false : true) : never;

/**
 * What a handler returns: the answer's `data` (registerRoute sends it in the envelope, with the
 * route's only 2xx status); `withStatus(status, data)` where the route declares several 2xx; or
 * the reply itself when the handler answered on its own (a redirect, a file, a stream).
 */
export type RouteAnswer<T extends RouteDef> =
  | FastifyReply
  | ([SuccessStatus<T>] extends [never]
      ? never
      : true extends IsUnion<SuccessStatus<T>>
        ? { [K in SuccessStatus<T>]: WithStatus<K, AnswerAt<T, K>> }[SuccessStatus<T>]
        : AnswerAt<T, SuccessStatus<T>>);

export type RouteHandler<T extends RouteDef> = (
  ctx: RouteContext<T>,
) => Promise<RouteAnswer<T>> | RouteAnswer<T>;

/** Whether a response schema is the contract's envelope, `{ statusCode, data }` (`envelope()`). */
function isEnvelope(schema: unknown): boolean {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return !!shape && Object.keys(shape).sort().join() === 'data,statusCode';
}

/**
 * Registers a route of the contract: its schemas validate input and output and document it,
 * its access level picks the guard, and the handler stays a one-line call into a service.
 *
 * The handler gets the validated input, the caller's `userId` (routes for users and admins) and,
 * on a route the contract marks `idempotent`, `once` to hand to the service. It returns the data
 * only: the status is the contract's 2xx, and the envelope `{ statusCode, data }` is put on here.
 */
export function registerRoute<T extends RouteDef>(
  app: FastifyInstance,
  def: T,
  handler: RouteHandler<T>,
  options: {
    /** An admin write's state before it acts, for the audit log (routes that change one thing). */
    auditBefore?: (ctx: RouteContext<T>) => Promise<unknown>;
  } = {},
) {
  if (def.access !== 'public' && !app.hasDecorator('authorize')) {
    throw new Error(
      `Route ${def.method} ${def.path} needs access "${def.access}" but no authorize guard is registered`,
    );
  }
  const idempotency = def.idempotent ? app.idempotency : undefined;
  if (def.idempotent && (def.access === 'public' || !idempotency)) {
    throw new Error(
      `Route ${def.method} ${def.path} is idempotent: it needs a signed-in caller and registerIdempotency`,
    );
  }
  const successStatuses = Object.keys(def.response)
    .map(Number)
    .filter((status) => status >= 200 && status < 300);
  // The status of a plain answer: the route's only 2xx (a route with several names one, withStatus).
  const onlyStatus = successStatuses.length === 1 ? successStatuses[0] : undefined;
  const inEnvelope = new Set(successStatuses.filter((status) => isEnvelope(def.response[status])));
  // Every admin write is written to the audit log: who, what, when, before and after.
  const isAudited = def.access === 'admin' && def.method !== 'GET';
  const route: RouteOptions = {
    method: def.method,
    url: def.path,
    // Who may call is decided before the body is read: a stranger gets 401/403, not the schema's complaints.
    ...(def.access === 'public' ? {} : { onRequest: app.authorize(def.access) }),
    schema: {
      summary: def.summary,
      tags: [...def.tags],
      ...(def.params ? { params: def.params } : {}),
      ...(def.querystring ? { querystring: def.querystring } : {}),
      ...(def.body ? { body: def.body } : {}),
      response: { ...def.response, '4xx': errorBody, '5xx': errorBody },
    },
    handler: async (request, reply) => {
      const ctx = {
        params: request.params,
        query: request.query,
        body: request.body,
        request,
        reply,
        ...(def.access === 'public' ? {} : { userId: callerOf(request) }),
        // A route with several 2xx stores the first it declares; its handler names the one it sends.
        ...(idempotency ? { once: idempotency.once(request, reply, successStatuses[0]!) } : {}),
      } as RouteContext<T>;
      const before = isAudited && options.auditBefore ? await options.auditBefore(ctx) : undefined;
      const result = await handler(ctx);
      // The handler answered itself (a redirect, a file, a stream).
      if (result === reply) return reply;
      const { status, data } =
        result instanceof WithStatus ? result : { status: onlyStatus, data: result as unknown };
      if (status === undefined || !successStatuses.includes(status))
        throw new Error(`Route ${def.method} ${def.path} answered without one of its 2xx statuses`);
      reply.code(status);
      const isWrapped = inEnvelope.has(status);
      if (isAudited)
        await audit(request, {
          before,
          after: isWrapped ? data : undefined,
          statusCode: status,
          errorCode: null,
        });
      return isWrapped ? { statusCode: status, data } : data;
    },
    // A refused admin write is written down too (after the guard let the operator in).
    ...(isAudited
      ? {
          onError: async (request: FastifyRequest, _reply: FastifyReply, error: Error) => {
            const refused = toAppError(error);
            await audit(request, {
              before: undefined,
              after: undefined,
              statusCode: refused.statusCode,
              errorCode: refused.code,
            });
          },
        }
      : {}),
  };
  app.route(route);

  /** Writes an admin action to the audit log; a failure to write is logged, never hidden. */
  async function audit(
    request: FastifyRequest,
    outcome: { before: unknown; after: unknown; statusCode: number; errorCode: string | null },
  ) {
    if (!request.auth || !app.adminAudit) return;
    try {
      await app.adminAudit.record({
        actorId: request.auth.userId,
        action: `${def.method} ${def.path}`,
        target: auditValue(request.params ?? null),
        request: auditValue(request.body ?? null),
        before: auditValue(outcome.before),
        after: auditValue(outcome.after),
        statusCode: outcome.statusCode,
        errorCode: outcome.errorCode,
        requestId: request.id,
      });
    } catch (error) {
      request.log.error({ err: error, action: `${def.method} ${def.path}` }, 'admin action not audited');
    }
  }
}

/** The signed-in caller of a route for users or admins: its guard ran before the handler. */
function callerOf(request: FastifyRequest): string {
  const userId = request.auth?.userId;
  if (!userId) throw new Error('a route for signed-in users ran without a caller');
  return userId;
}
