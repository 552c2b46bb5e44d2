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
  refreshSessionWithBody,
  resendCode,
  startPhoneLogin,
  verifyPhoneLogin,
} from '@kp/contract/auth';
import { requestEmailCode, requestPhoneCode, verifyEmail, verifyPhone } from '@kp/contract/users';
import { COOKIE_EXPIRY_DAYS } from '@kp/domain/constants';
import { AppError } from '@kp/domain/errors';
import { COOKIE_KEYS } from '@kp/domain/storage-keys';
import { assertSameSiteRequest } from '../../platform/auth-guard';
import { askerOf } from '../../platform/asker';
import { readerLanguageOf } from '../../platform/reader-language';
import { registerRoute } from '../../platform/route';
import type { UsersService } from '../users/users.service';
import type { AuthService } from './auth.service';

const COOKIE_MAX_AGE_SECONDS = COOKIE_EXPIRY_DAYS * 24 * 60 * 60;
const GOOGLE_COOKIE = 'kp_google';
const GOOGLE_COOKIE_PATH = '/api/authentication/google';

/**
 * Whether cookies go only over https: always where the installation is public (PUBLIC_URL https,
 * or production, whatever a proxy in front says of the request), else when the request came so.
 */
function isSecureCookie(request: FastifyRequest, secureCookies: boolean): boolean {
  return secureCookies || request.protocol === 'https';
}

function setSessionCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  tokens: { accessToken: string; refreshToken: string },
  secureCookies: boolean,
) {
  const options = {
    httpOnly: true,
    secure: isSecureCookie(request, secureCookies),
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
  options: {
    outboxEnabled: boolean;
    telegramBotUsername: string | null;
    /** Session cookies are Secure whatever the request says (PUBLIC_URL https, or production). */
    secureCookies: boolean;
  },
) {
  const setCookies = (
    request: FastifyRequest,
    reply: FastifyReply,
    tokens: { accessToken: string; refreshToken: string },
  ) => setSessionCookies(request, reply, tokens, options.secureCookies);
  /** The sign-in of the access token a request carries, if it carries a valid one. */
  const callerSessionId = async (request: FastifyRequest): Promise<string | undefined> => {
    const bearer = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
    const token = bearer ?? request.cookies[COOKIE_KEYS.accessToken];
    return token ? (await service.verifyAccessToken(token).catch(() => null))?.sid : undefined;
  };
  registerRoute(app, getSignInMethods, () => {
    const methods = service.signInMethods();
    return {
      phone: methods.phone,
      google: methods.google,
      telegram:
        methods.telegram && options.telegramBotUsername ? { botUsername: options.telegramBotUsername } : null,
    };
  });
  registerRoute(app, startGoogleSignIn, async ({ query, request, reply }) => {
    const { url, sealed } = await service.startGoogle(query.returnTo);
    reply.setCookie(GOOGLE_COOKIE, sealed, {
      httpOnly: true,
      secure: isSecureCookie(request, options.secureCookies),
      // Google sends the browser back with a top-level GET: Lax cookies go along.
      sameSite: 'lax',
      path: GOOGLE_COOKIE_PATH,
      maxAge: 600,
    });
    return { url };
  });
  registerRoute(app, finishGoogleSignIn, async ({ request, reply }) => {
    reply.clearCookie(GOOGLE_COOKIE, { path: GOOGLE_COOKIE_PATH });
    try {
      const result = await service.finishGoogle(request.url, request.cookies[GOOGLE_COOKIE]);
      setCookies(request, reply, result);
      const next = result.isNewUser ? '/register/' : result.returnTo;
      return reply.redirect(next, 302);
    } catch (error) {
      request.log.info(
        { errorCode: error instanceof AppError ? error.code : 'UNKNOWN' },
        'google sign-in failed',
      );
      return reply.redirect('/?login_error=google', 302);
    }
  });
  registerRoute(app, telegramWidgetSignIn, async ({ body, request, reply }) => {
    const result = await service.signInWithTelegramWidget(body);
    setCookies(request, reply, result);
    return result;
  });
  registerRoute(app, finishTelegramSignIn, async ({ query, request, reply }) => {
    const { returnTo, ...fields } = query;
    try {
      const result = await service.signInWithTelegramWidget(fields);
      setCookies(request, reply, result);
      return reply.redirect(result.isNewUser ? '/register/' : (returnTo ?? '/'), 302);
    } catch (error) {
      request.log.info(
        { errorCode: error instanceof AppError ? error.code : 'UNKNOWN' },
        'telegram sign-in failed',
      );
      return reply.redirect('/?login_error=telegram', 302);
    }
  });
  registerRoute(app, telegramBotSignIn, async ({ body, request, reply }) => {
    const result = await service.signInWithTelegramBot(body.initData);
    setCookies(request, reply, result);
    return result;
  });
  registerRoute(app, createLinkCode, ({ userId }) => service.createLinkCode(userId));
  registerRoute(app, redeemLinkCode, async ({ body, request, reply }) => {
    const result = await service.redeemLinkCode({ code: body.code, qrRefId: body.qr_ref_id });
    setCookies(request, reply, result);
    return result;
  });
  registerRoute(app, startPhoneLogin, async ({ body, request }) =>
    service.startPhoneLogin(body, await askerOf(request)),
  );
  registerRoute(app, resendCode, async ({ body, request }) =>
    service.resendCode(body.challengeId, await readerLanguageOf(request)),
  );
  registerRoute(app, verifyPhoneLogin, async ({ body, request, reply }) => {
    const result = await service.verifyPhoneLogin(body);
    setCookies(request, reply, result);
    return result;
  });
  // The refresh token comes from its cookie (the website) or a POST body (clients without
  // cookies); never from a URL, which logs, proxies and Referer headers keep.
  registerRoute(app, refreshSession, async ({ request, reply }) => {
    try {
      const tokens = await service.refresh(request.cookies[COOKIE_KEYS.refreshToken]);
      setCookies(request, reply, tokens);
      return tokens;
    } catch (error) {
      if (error instanceof AppError && error.code === 'INVALID_REFRESH_TOKEN') clearSessionCookies(reply);
      throw error;
    }
  });
  registerRoute(app, refreshSessionWithBody, ({ body }) => service.refresh(body.refreshToken));
  registerRoute(app, logout, async ({ body, request, reply }) => {
    const cookieToken = request.cookies[COOKIE_KEYS.refreshToken];
    if (cookieToken) assertSameSiteRequest(request);
    await service.logout(body?.refreshToken ?? cookieToken, await callerSessionId(request));
    clearSessionCookies(reply);
    return { loggedOut: true as const };
  });
  registerRoute(app, requestEmailCode, async ({ body, request, userId }) =>
    service.startEmailVerification(userId, body.email, await askerOf(request)),
  );
  registerRoute(app, verifyEmail, ({ body, userId }) => service.verifyEmail(userId, body));
  registerRoute(app, requestPhoneCode, async ({ body, request, userId }) =>
    service.startPhoneVerification(userId, { phoneNumber: body.phone_number }, await askerOf(request)),
  );
  registerRoute(app, verifyPhone, ({ body, userId }) => service.verifyPhone(userId, body));
  // An email given at registration is the account's only once confirmed: a code goes to it,
  // and the web asks for that code (verify-email) before the address counts.
  registerRoute(app, completeRegistration, async ({ body, request, userId }) => {
    // Taken is said before anything is saved, as it was when the address was set at once.
    const owner = body.email ? await users.findUserByConfirmedEmail(body.email) : null;
    if (owner && owner.id !== userId) throw new AppError('EMAIL_TAKEN');
    const user = await users.completeRegistration(userId, {
      username: body.username,
      ...(body.firstName !== undefined ? { firstName: body.firstName } : {}),
    });
    const emailVerification = body.email
      ? await service.startEmailVerification(userId, body.email, await askerOf(request))
      : null;
    return { ...user, emailVerification };
  });
  // Only while codes go to the outbox: with a real sender there is nothing to read here.
  if (options.outboxEnabled) {
    registerRoute(app, listOutbox, ({ query }) => service.listOutbox(query.recipient));
  }
}
