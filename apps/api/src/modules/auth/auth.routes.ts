import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  createLinkCode,
  finishGoogleSignIn,
  getSignInMethods,
  redeemLinkCode,
  startGoogleSignIn,
  telegramBotSignIn,
  finishTelegramSignIn,
  telegramWidgetSignIn,
  completeRegistration,
  listOutbox,
  logout,
  refreshSession,
  resendCode,
  startPhoneLogin,
  verifyPhoneLogin,
} from '@kp/contract/auth';
import { requestEmailCode, requestPhoneCode, verifyEmail, verifyPhone } from '@kp/contract/users';
import { COOKIE_EXPIRY_DAYS } from '@kp/domain/constants';
import { AppError } from '@kp/domain/errors';
import { COOKIE_KEYS } from '@kp/domain/storage-keys';
import { assertSameSiteRequest } from '../../platform/auth-guard';
import { registerRoute } from '../../platform/route';
import type { UsersService } from '../users/users.service';
import type { AuthService } from './auth.service';

const COOKIE_MAX_AGE_SECONDS = COOKIE_EXPIRY_DAYS * 24 * 60 * 60;
const GOOGLE_COOKIE = 'kp_google';
const GOOGLE_COOKIE_PATH = '/api/authentication/google';

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
  options: { outboxEnabled: boolean; telegramBotUsername: string | null },
) {
  registerRoute(app, getSignInMethods, () => {
    const methods = service.signInMethods();
    return {
      statusCode: 200,
      data: {
        phone: methods.phone,
        google: methods.google,
        telegram:
          methods.telegram && options.telegramBotUsername
            ? { botUsername: options.telegramBotUsername }
            : null,
      },
    };
  });
  registerRoute(app, startGoogleSignIn, async ({ query, request, reply }) => {
    const { url, sealed } = await service.startGoogle(query.returnTo);
    reply.setCookie(GOOGLE_COOKIE, sealed, {
      httpOnly: true,
      secure: request.protocol === 'https',
      // Google sends the browser back with a top-level GET: Lax cookies go along.
      sameSite: 'lax',
      path: GOOGLE_COOKIE_PATH,
      maxAge: 600,
    });
    return { statusCode: 200, data: { url } };
  });
  registerRoute(app, finishGoogleSignIn, async ({ request, reply }) => {
    reply.clearCookie(GOOGLE_COOKIE, { path: GOOGLE_COOKIE_PATH });
    try {
      const result = await service.finishGoogle(request.url, request.cookies[GOOGLE_COOKIE]);
      setSessionCookies(request, reply, result);
      const next = result.isNewUser ? '/register/' : result.returnTo;
      return reply.redirect(next, 302) as never;
    } catch (error) {
      request.log.info(
        { errorCode: error instanceof AppError ? error.code : 'UNKNOWN' },
        'google sign-in failed',
      );
      return reply.redirect('/?login_error=google', 302) as never;
    }
  });
  registerRoute(app, telegramWidgetSignIn, async ({ body, request, reply }) => {
    const result = await service.signInWithTelegramWidget(body);
    setSessionCookies(request, reply, result);
    return { statusCode: 200, data: result };
  });
  registerRoute(app, finishTelegramSignIn, async ({ query, request, reply }) => {
    const { returnTo, ...fields } = query;
    try {
      const result = await service.signInWithTelegramWidget(fields);
      setSessionCookies(request, reply, result);
      return reply.redirect(result.isNewUser ? '/register/' : (returnTo ?? '/'), 302) as never;
    } catch (error) {
      request.log.info(
        { errorCode: error instanceof AppError ? error.code : 'UNKNOWN' },
        'telegram sign-in failed',
      );
      return reply.redirect('/?login_error=telegram', 302) as never;
    }
  });
  registerRoute(app, telegramBotSignIn, async ({ body, request, reply }) => {
    const result = await service.signInWithTelegramBot(body.initData);
    setSessionCookies(request, reply, result);
    return { statusCode: 200, data: result };
  });
  registerRoute(
    app,
    createLinkCode,
    async ({ request }) => ({ statusCode: 201, data: await service.createLinkCode(request.auth!.userId) }),
    { status: 201 },
  );
  registerRoute(app, redeemLinkCode, async ({ body, request, reply }) => {
    const result = await service.redeemLinkCode({ code: body.code, qrRefId: body.qr_ref_id });
    setSessionCookies(request, reply, result);
    return { statusCode: 200, data: result };
  });
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
  registerRoute(
    app,
    requestEmailCode,
    async ({ body, request }) => ({
      statusCode: 201,
      data: await service.startEmailVerification(request.auth!.userId, body.email, request.ip),
    }),
    { status: 201 },
  );
  registerRoute(app, verifyEmail, async ({ body, request }) => ({
    statusCode: 200,
    data: await service.verifyEmail(request.auth!.userId, body),
  }));
  registerRoute(
    app,
    requestPhoneCode,
    async ({ body, request }) => ({
      statusCode: 201,
      data: await service.startPhoneVerification(
        request.auth!.userId,
        { phoneNumber: body.phone_number },
        request.ip,
      ),
    }),
    { status: 201 },
  );
  registerRoute(app, verifyPhone, async ({ body, request }) => ({
    statusCode: 200,
    data: await service.verifyPhone(request.auth!.userId, body),
  }));
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
