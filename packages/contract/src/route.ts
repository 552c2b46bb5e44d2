import { z } from 'zod';

/** Every text a client sends (params, query, body) is a `text()`: no control characters. */
export { text, textUrl } from '@kp/domain/text';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call a route: anyone, a signed-in user, or an admin. */
export type RouteAccess = 'public' | 'user' | 'admin';

/** One HTTP call of the product: its path, its input and output shapes, and who may call it. */
export type RouteDef = {
  method: HttpMethod;
  /** Fastify-style path under /api, e.g. `/api/game/:id`. */
  path: `/api/${string}`;
  summary: string;
  tags: readonly string[];
  access: RouteAccess;
  /**
   * A call that moves value: it needs an `Idempotency-Key` header, its work runs once per key and
   * user, and a replay gets the first answer (the api's platform/idempotency.ts).
   */
  idempotent?: true;
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  response: Record<number, z.ZodType>;
};

/** Declares a route; the identity function keeps the literal types for the api and the web. */
export function defineRoute<const T extends RouteDef>(def: T): T {
  return def;
}

/** The body of every error the api sends (ARCHITECTURE.md: `{ statusCode, errorCode, message }`; `variant`, `params` and `details` when it has them). */
export const errorBody = z
  .object({
    statusCode: z.number().int(),
    errorCode: z.string(),
    variant: z.string().optional().describe('the named case of the code, when the error is one of them'),
    message: z.string(),
    params: z
      .record(z.string(), z.union([z.string(), z.number()]))
      .optional()
      .describe("the values of the message's {parameters}, for the client to word the code with"),
    details: z.unknown().optional(),
  })
  .meta({ id: 'ErrorBody' });

/**
 * A coded error kept with a record (why a payout failed): the code, its case and parameters, for
 * the client to word in the reader's language; the record's English reason stays beside it.
 */
export const storedError = z
  .object({
    errorCode: z.string(),
    variant: z.string().optional(),
    params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  })
  .meta({ id: 'StoredError' });

/** The envelope of the spec's data calls: `{ statusCode, data }`. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ statusCode: z.number().int(), data });
}

/** A query string that accepts no parameters at all (unknown parameters are a 400). */
export const noQuery = z.object({}).strict();

/** Offset paging shared by list calls. */
export const pageQuery = {
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
};

export type RouteInput<T extends RouteDef> = {
  params: T['params'] extends z.ZodType ? z.input<T['params']> : undefined;
  query: T['querystring'] extends z.ZodType ? z.input<T['querystring']> : undefined;
  body: T['body'] extends z.ZodType ? z.input<T['body']> : undefined;
};

export type RouteOutput<T extends RouteDef> = 200 extends keyof T['response']
  ? z.output<T['response'][200]>
  : 201 extends keyof T['response']
    ? z.output<T['response'][201]>
    : 202 extends keyof T['response']
      ? z.output<T['response'][202]>
      : unknown;
