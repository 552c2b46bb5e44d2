import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { RouteAccess } from '@kp/contract/route';
import { COOKIE_KEYS } from '@kp/domain/storage-keys';
import { AppError } from '@kp/domain/errors';

/** Who is calling, once the guard has checked their access token. */
export type RequestAuth = {
  userId: string;
  role: 'user' | 'admin';
  via: 'cookie' | 'bearer';
  /** The sign-in the access token belongs to. */
  sessionId: string;
};

type VerifyToken = (token: string) => Promise<{ sub: string; role: 'user' | 'admin'; sid: string }>;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery: a request that rides on the browser's cookies and changes
 * something must show it comes from our own pages. Other sites cannot add a custom header
 * without a CORS preflight we never grant, and a browser names the page's origin.
 */
export function assertSameSiteRequest(request: FastifyRequest): void {
  if (SAFE_METHODS.has(request.method)) return;
  if (!request.headers['source']) throw new AppError('CSRF_REJECTED');
  const origin = request.headers.origin;
  if (origin && origin !== `${request.protocol}://${request.host}`) throw new AppError('CSRF_REJECTED');
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer ([A-Za-z0-9._~+/=-]+)$/.exec(header);
  if (!match) throw new AppError('UNAUTHORIZED');
  return match[1]!;
}

/**
 * The guard every non-public route of the contract runs, as soon as the request arrives (before
 * its body is read or validated, so a stranger learns nothing of a route's schema): an access
 * token from the Authorization header (game clients, apps) or the httpOnly cookie (the website),
 * checked, its sign-in still on, and the route's access level (user, admin) enforced.
 */
export function registerAuthGuard(app: FastifyInstance, verify: VerifyToken): void {
  app.decorateRequest('auth', null);
  app.decorate('authorize', (access: Exclude<RouteAccess, 'public'>): onRequestAsyncHookHandler => {
    return async function authorize(request: FastifyRequest, _reply: FastifyReply) {
      const bearer = bearerToken(request);
      const token = bearer ?? request.cookies[COOKIE_KEYS.accessToken];
      if (!token) throw new AppError('UNAUTHORIZED');
      const claims = await verify(token);
      if (!bearer) assertSameSiteRequest(request);
      if (access === 'admin' && claims.role !== 'admin') throw new AppError('FORBIDDEN');
      request.auth = {
        userId: claims.sub,
        role: claims.role,
        via: bearer ? 'bearer' : 'cookie',
        sessionId: claims.sid,
      };
    };
  });
}

declare module 'fastify' {
  // Module augmentation only works with an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    auth: RequestAuth | null;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    authorize(access: Exclude<RouteAccess, 'public'>): onRequestAsyncHookHandler;
  }
}

/**
 * The signed-in caller of a public read, or null when no token came: a read that shows the
 * caller's side (joined, rank, progress) works signed out too. A token that came and fails is a
 * 401, as on any route, so the web renews it rather than showing a signed-in user as a stranger.
 */
export async function optionalCallerOf(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<string | null> {
  if (!request.headers.authorization && !request.cookies[COOKIE_KEYS.accessToken]) return null;
  await app.authorize('user').call(app, request, reply);
  return request.auth?.userId ?? null;
}
