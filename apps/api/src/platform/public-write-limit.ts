import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { ROUTES, type RouteDef } from '@kp/contract';
import { addressKey, type RateLimiter, type RateRule } from './rate-limit';

const MINUTE = 60_000;

/** What a public write (any route of the contract open to anyone that is not a GET) may take by default. */
export const PUBLIC_WRITE_RULE: RateRule = { max: 60, windowMs: MINUTE };

/**
 * The public writes whose honest callers write more often than a person signing in, by the start
 * of their path (so that a provider's webhook added later is covered too). Servers (payment
 * providers, games' servers) call from few addresses and in bursts: a provider replays its
 * backlog after an outage, a tournament ends and every player's result is reported at once.
 * Their limits only stop a flood: 100 a second from one address.
 */
const RULES_BY_PATH: readonly { prefix: string; rule: RateRule }[] = [
  // Every payment provider's webhook.
  { prefix: '/api/payments/webhooks/', rule: { max: 6000, windowMs: MINUTE } },
  // Games' servers: code exchanges and result reports.
  { prefix: '/api/third-party-client/', rule: { max: 6000, windowMs: MINUTE } },
  // Trading a refresh token: every signed-in tab does it every 15 minutes, so a carrier's NAT with
  // thousands of users behind one address does it often; the token itself is the secret.
  { prefix: '/api/authentication/token/', rule: { max: 600, windowMs: MINUTE } },
  // The web client sends a batch (at most 50 events) at most every 2 s per tab, 30 a minute: room
  // for twenty people at once behind one address (a carrier's NAT, a college), a flood stops.
  { prefix: '/api/analytics/', rule: { max: 600, windowMs: MINUTE } },
];

/** The limit of a route of the contract per caller's address; null for a route that has none (reads, signed-in calls). */
export function publicWriteRule(def: Pick<RouteDef, 'method' | 'access' | 'path'>): RateRule | null {
  if (def.access !== 'public' || def.method === 'GET') return null;
  return RULES_BY_PATH.find(({ prefix }) => def.path.startsWith(prefix))?.rule ?? PUBLIC_WRITE_RULE;
}

/** The counter of one route and one caller's address. */
export function publicWriteKey(def: Pick<RouteDef, 'method' | 'path'>, ip: string): string {
  return `public-write:${def.method} ${def.path}:${addressKey(ip)}`;
}

/**
 * Every public write is limited per address, by one mechanism: registered before the routes,
 * this sees each route as it is added and, when the contract says it is open to anyone and
 * writes, gives it a hook that counts the call before its body is read (429 RATE_LIMITED with
 * Retry-After over the limit). Calls by signed-in users are limited where their use cases are.
 * The address is Fastify's `request.ip`, which follows TRUST_PROXY.
 */
export function registerPublicWriteLimits(app: FastifyInstance, limiter: Pick<RateLimiter, 'consume'>) {
  const byRoute = new Map(ROUTES.map((def) => [`${def.method} ${def.path}`, def]));
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      const def = byRoute.get(`${method} ${route.url}`);
      const rule = def ? publicWriteRule(def) : null;
      if (!def || !rule) continue;
      const limit: onRequestHookHandler = async (request: FastifyRequest) => {
        await limiter.consume([{ key: publicWriteKey(def, request.ip), rule }]);
      };
      const before = route.onRequest ? [route.onRequest].flat() : [];
      route.onRequest = [...before, limit];
    }
  });
}
