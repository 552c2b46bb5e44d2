import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { z } from 'zod';
import { errorBody, type RouteDef } from '@kp/contract';
import { auditValue } from './admin-audit';
import { toAppError } from './errors';

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export type RouteContext<T extends RouteDef> = {
  params: Out<T['params']>;
  query: Out<T['querystring']>;
  body: Out<T['body']>;
  request: FastifyRequest;
  reply: FastifyReply;
};

type SuccessBody<T extends RouteDef> = {
  [K in keyof T['response']]: K extends 200 | 201 | 202 | 204 ? z.input<T['response'][K]> : never;
}[keyof T['response']];

export type RouteHandler<T extends RouteDef> = (
  ctx: RouteContext<T>,
) => Promise<SuccessBody<T>> | SuccessBody<T>;

/**
 * Registers a route of the contract: its schemas validate input and output and document it,
 * its access level picks the guard, and the handler stays a one-line call into a service.
 */
export function registerRoute<T extends RouteDef>(
  app: FastifyInstance,
  def: T,
  handler: RouteHandler<T>,
  options: {
    status?: number;
    /** An admin write's state before it acts, for the audit log (routes that change one thing). */
    auditBefore?: (ctx: RouteContext<T>) => Promise<unknown>;
  } = {},
) {
  if (def.access !== 'public' && !app.hasDecorator('authorize')) {
    throw new Error(
      `Route ${def.method} ${def.path} needs access "${def.access}" but no authorize guard is registered`,
    );
  }
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
      const ctx: RouteContext<T> = {
        params: request.params as never,
        query: request.query as never,
        body: request.body as never,
        request,
        reply,
      };
      const before = isAudited && options.auditBefore ? await options.auditBefore(ctx) : undefined;
      const result = await handler(ctx);
      if (options.status) reply.code(options.status);
      if (isAudited)
        await audit(request, {
          before,
          after: (result as { data?: unknown } | undefined)?.data,
          statusCode: options.status ?? 200,
          errorCode: null,
        });
      return result;
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
