import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  completeRegistration,
  listOutbox,
  logout,
  refreshSession,
  resendCode,
  startPhoneLogin,
  verifyPhoneLogin,
} from '@kp/contract/auth';
import { COOKIE_EXPIRY_DAYS } from '@kp/domain/constants';
import { AppError } from '@kp/domain/errors';
import { COOKIE_KEYS } from '@kp/domain/storage-keys';
import { assertSameSiteRequest } from '../../platform/auth-guard';
import { registerRoute } from '../../platform/route';
import type { UsersService } from '../users/users.service';
import type { AuthService } from './auth.service';

const COOKIE_MAX_AGE_SECONDS = COOKIE_EXPIRY_DAYS * 24 * 60 * 60;

function setSessionCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  tokens: { accessToken: string; refreshToken: string },
) {
  const options = {
    httpOnly: true,
    secure: request.protocol === 'https',
    sameSite: 'lax' as const,
    path: '/',
    maxAge: COOKIE_MAX_AGE_SECONDS,
  };
  reply.setCookie(COOKIE_KEYS.accessToken, tokens.accessToken, options);
  reply.setCookie(COOKIE_KEYS.refreshToken, tokens.refreshToken, options);
}

function clearSessionCookies(reply: FastifyReply) {
  reply.clearCookie(COOKIE_KEYS.accessToken, { path: '/' });
  reply.clearCookie(COOKIE_KEYS.refreshToken, { path: '/' });
}

export function authRoutes(
  app: FastifyInstance,
  service: AuthService,
  users: UsersService,
  options: { outboxEnabled: boolean },
) {
  registerRoute(
    app,
    startPhoneLogin,
    async ({ body, request }) => ({ statusCode: 201, data: await service.startPhoneLogin(body, request.ip) }),
    { status: 201 },
  );
  registerRoute(
    app,
    resendCode,
    async ({ body }) => ({ statusCode: 201, data: await service.resendCode(body.challengeId) }),
    { status: 201 },
  );
  registerRoute(app, verifyPhoneLogin, async ({ body, request, reply }) => {
    const result = await service.verifyPhoneLogin(body);
    setSessionCookies(request, reply, result);
    return { statusCode: 200, data: result };
  });
  registerRoute(app, refreshSession, async ({ query, request, reply }) => {
    const token = query.refresh_token ?? request.cookies[COOKIE_KEYS.refreshToken];
    try {
      const tokens = await service.refresh(token);
      setSessionCookies(request, reply, tokens);
      return { statusCode: 200, data: tokens };
    } catch (error) {
      if (error instanceof AppError && error.code === 'INVALID_REFRESH_TOKEN') clearSessionCookies(reply);
      throw error;
    }
  });
  registerRoute(app, logout, async ({ request, reply }) => {
    const token = request.cookies[COOKIE_KEYS.refreshToken];
    if (token) assertSameSiteRequest(request);
    await service.logout(token);
    clearSessionCookies(reply);
    return { statusCode: 200, data: { loggedOut: true as const } };
  });
  registerRoute(app, completeRegistration, async ({ body, request }) => ({
    statusCode: 200,
    data: await users.completeRegistration(request.auth!.userId, body),
  }));
  // Only while codes go to the outbox: with a real sender there is nothing to read here.
  if (options.outboxEnabled) {
    registerRoute(app, listOutbox, async ({ query }) => ({
      statusCode: 200,
      data: await service.listOutbox(query.recipient),
    }));
  }
}
