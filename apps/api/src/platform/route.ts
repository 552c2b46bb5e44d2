import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { z } from 'zod';
import { errorBody, type RouteDef } from '@kp/contract';

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
  options: { status?: number } = {},
) {
  if (def.access !== 'public' && !app.hasDecorator('authorize')) {
    throw new Error(
      `Route ${def.method} ${def.path} needs access "${def.access}" but no authorize guard is registered`,
    );
  }
  const route: RouteOptions = {
    method: def.method,
    url: def.path,
    ...(def.access === 'public' ? {} : { preHandler: app.authorize(def.access) }),
    schema: {
      summary: def.summary,
      tags: [...def.tags],
      ...(def.params ? { params: def.params } : {}),
      ...(def.querystring ? { querystring: def.querystring } : {}),
      ...(def.body ? { body: def.body } : {}),
      response: { ...def.response, '4xx': errorBody, '5xx': errorBody },
    },
    handler: async (request, reply) => {
      const result = await handler({
        params: request.params as never,
        query: request.query as never,
        body: request.body as never,
        request,
        reply,
      });
      if (options.status) reply.code(options.status);
      return result;
    },
  };
  app.route(route);
}
