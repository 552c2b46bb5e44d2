import type { FastifyInstance } from 'fastify';
import swagger, { type SwaggerTransform } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { ROUTE_BY_NAME, type RouteDef } from '@kp/contract';
import { BRAND_NAME } from '@kp/domain';
import { COOKIE_KEYS } from '@kp/domain/storage-keys';
import { publicBaseUrl, type Config } from '../config';

/** The security schemes the auth guard accepts (platform/auth-guard.ts), by their names in the document. */
const SECURITY_SCHEMES = {
  bearerAuth: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'An access token in the Authorization header: game clients, apps and scripts.',
  },
  cookieAuth: {
    type: 'apiKey',
    in: 'cookie',
    name: COOKIE_KEYS.accessToken,
    description:
      'The access token cookie the website holds. A write through it must also send a `source` header (and no foreign `Origin`), against cross-site request forgery.',
  },
} as const;

/** Either scheme will do; a route's access level (user, admin) is then checked on the token's role. */
const SIGNED_IN = Object.keys(SECURITY_SCHEMES).map((name) => ({ [name]: [] }));

/**
 * The contract's routes by method and path, the way Fastify hands them to the transform, each with
 * its name in the contract (the operationId a generated client names its call after).
 */
const CONTRACT_ROUTES = new Map<string, { name: string; def: RouteDef }>(
  Object.entries(ROUTE_BY_NAME).map(([name, def]) => [`${def.method} ${def.path}`, { name, def }]),
);

/**
 * Documents a contract route from its zod schemas, named and secured as the contract says. Whatever
 * else the server answers (the sandbox payment provider's pages, the web's files) is not ours to
 * promise to integrators, so it stays out of the document.
 */
const transform: SwaggerTransform = (document) => {
  const { method } = document.route;
  const contract = typeof method === 'string' ? CONTRACT_ROUTES.get(`${method} ${document.url}`) : undefined;
  if (!contract) return { schema: { hide: true }, url: document.url };
  const { schema, url } = jsonSchemaTransform(document);
  return {
    url,
    schema: {
      ...schema,
      operationId: contract.name,
      security: contract.def.access === 'public' ? [] : SIGNED_IN,
    },
  };
};

const SCHEMA_REF = '#/components/schemas/';

/**
 * The schemas the contract names (`.meta({ id })`, such as ErrorBody) become components, each as
 * an input and an output twin: only those an operation reaches stay, so a client meets no stray type.
 */
function withReachableSchemas<D extends { paths?: unknown; components?: { schemas?: object } }>(
  document: D,
): D {
  const schemas: Record<string, unknown> = { ...document.components?.schemas };
  const reached = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (node === null || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string' && value.startsWith(SCHEMA_REF)) {
        const name = value.slice(SCHEMA_REF.length);
        if (!reached.has(name)) {
          reached.add(name);
          visit(schemas[name]);
        }
      } else visit(value);
    }
  };
  visit(document.paths);
  return {
    ...document,
    components: {
      ...document.components,
      schemas: Object.fromEntries(Object.entries(schemas).filter(([name]) => reached.has(name))),
    },
  };
}

/**
 * Serves the OpenAPI document of the contract at /api/docs/json and a page to browse it at
 * /api/docs. The document is made once, on its first request, from the routes registered by then.
 */
export async function registerOpenApi(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: `${BRAND_NAME} API`,
        version: '0.1.0',
        description: 'Generated from packages/contract.',
      },
      servers: [{ url: publicBaseUrl(config) }],
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform,
    transformObject: (document) => withReachableSchemas(jsonSchemaTransformObject(document)),
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    transformStaticCSP: (header) => header,
  });
}
