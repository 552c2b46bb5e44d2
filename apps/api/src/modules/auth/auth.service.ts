import { randomBytes, randomUUID } from 'node:crypto';
import type { CodeChallenge } from '@kp/contract/auth';
import { COOKIE_EXPIRY_DAYS } from '@kp/domain/constants';
import { AppError } from '@kp/domain/errors';
import { phoneFromWaId } from '@kp/domain/phone';
import type { Db, DbOrTx } from '../../db/client';
import type { Asker } from '../../platform/asker';
import type { Clock } from '../../platform/clock';
import type { RateLimiter } from '../../platform/rate-limit';
import { keyedHash, sameHash, type Secrets } from '../../platform/secrets';
import type { GoogleOidc, PendingAuthorization } from '../../providers/google/google-oidc';
import type { EmailSender } from '../../providers/email/email-sender';
import type { OtpSender } from '../../providers/otp/otp-sender';
import {
  verifyTelegramInitData,
  verifyTelegramWidgetLogin,
  type TelegramIdentity,
} from '../../providers/telegram/telegram-login';
import { toSessionUser, type UsersService } from '../users/users.service';
import { signAccessToken, verifyAccessToken, type AccessClaims } from './access-token';
import type { AuthRepository } from './auth.repository';
import { createOneTimeCodes } from './one-time-codes';
import { createSessionCache } from './session-cache';

export { CODE_RULES } from './one-time-codes';

const REFRESH_LIFETIME_MS = COOKIE_EXPIRY_DAYS * 24 * 60 * 60_000;
/** How long a passwordless sign-in link stays good. */
const LINK_CODE_LIFETIME_MS = 5 * 60_000;
/** How long a Google sign-in may take between leaving for Google and coming back. */
const GOOGLE_PENDING_LIFETIME_MS = 10 * 60_000;

type SignedIn = {
  accessToken: string;
  refreshToken: string;
  isNewUser: boolean;
  user: ReturnType<typeof toSessionUser>;
};

type IdentityInput = {
  provider: 'google' | 'telegram';
  subject: string;
  email?: string | null;
  emailVerified?: boolean;
  firstName?: string | null;
};

type Deps = {
  db: Db;
  repository: AuthRepository;
  users: UsersService;
  sender: OtpSender;
  emailSender: EmailSender;
  secrets: Secrets;
  clock: Clock;
  accessTokenTtlSeconds: number;
  /** Google sign-in, when configured. */
  google: GoogleOidc | null;
  /** The Telegram bot's token, when Telegram sign-in is configured. */
  telegramBotToken: string | null;
  /** Counts codes against their budgets (one atomic upsert per budget, shared by every replica). */
  rateLimiter: Pick<RateLimiter, 'consume'>;
  /** Codes sent by text message in an hour: in all, and to the numbers of one dial code (SMS pumping). */
  textBudgets: { perHour: number; perDialCodePerHour: number };
  /** The site's host, for the WebOTP line of text messages. */
  webOtpHost?: string | null;
};

export function createAuthService({
  db,
  repository,
  users,
  sender,
  emailSender,
  secrets,
  clock,
  accessTokenTtlSeconds,
  google,
  telegramBotToken,
  rateLimiter,
  textBudgets,
  webOtpHost = null,
}: Deps) {
  const { startCode, checkCode, codeFailure, resendCode } = createOneTimeCodes({
    db,
    repository,
    sender,
    emailSender,
    secrets,
    clock,
    rateLimiter,
    textBudgets,
    webOtpHost,
    storedLanguage: (account) => users.storedLanguage(account),
  });
  const tokenHash = (token: string) => keyedHash(secrets.hashKey, `refresh:${token}`);
  const activeSessions = createSessionCache({
    isActive: (familyId, userId) => repository.isSessionActive(familyId, userId, clock.now()),
    now: () => Date.now(),
  });

  /** A new token pair for a sign-in (its family), and the user with the role decided now. */
  async function issueTokens<U extends Parameters<UsersService['syncRole']>[0] & { email: string | null }>(
    user: U,
    familyId: string,
    tx: DbOrTx,
  ) {
    const now = clock.now();
    const refreshToken = randomBytes(32).toString('base64url');
    await repository.insertSession(
      {
        familyId,
        userId: user.id,
        tokenHash: tokenHash(refreshToken),
        expiresAt: new Date(now.getTime() + REFRESH_LIFETIME_MS),
        createdAt: now,
      },
      tx,
    );
    // The role is decided again at every sign-in and refresh (ADMIN_PHONE_NUMBERS may have changed).
    const role = await users.syncRole(user, tx);
    const accessToken = await signAccessToken(
      {
        sub: user.id,
        email: user.email,
        phone_number: user.phoneNumber,
        role,
        sid: familyId,
      },
      secrets.accessTokenKey,
      now,
      accessTokenTtlSeconds,
    );
    return { accessToken, refreshToken, user: { ...user, role } };
  }

  async function signInWithIdentity(identity: IdentityInput, isRetry = false): Promise<SignedIn> {
    let outcome;
    try {
      outcome = await db.transaction(async (tx) => {
        const found = await users.findOrCreateByIdentity(identity, tx);
        const { user, ...tokens } = await issueTokens(found.user, randomUUID(), tx);
        return { user, tokens };
      });
    } catch (error) {
      // Two first sign-ins of one identity at once: the loser's transaction was undone; now it finds the account.
      if (!isRetry && error instanceof AppError && error.code === 'CONFLICT_IN_PROGRESS') {
        return signInWithIdentity(identity, true);
      }
      throw error;
    }
    return { ...outcome.tokens, isNewUser: !outcome.user.isRegistered, user: toSessionUser(outcome.user) };
  }

  function fromTelegram(identity: TelegramIdentity): IdentityInput {
    return { provider: 'telegram', subject: identity.telegramId, firstName: identity.firstName };
  }

  // The Google round trip's secrets travel in a cookie, sealed (HMAC) so nobody can forge one.
  function seal(value: object): string {
    const payload = Buffer.from(JSON.stringify(value)).toString('base64url');
    return `${payload}.${keyedHash(secrets.hashKey, `seal:${payload}`)}`;
  }
  function unseal<T>(sealed: string | undefined): T | null {
    const [payload, mac] = (sealed ?? '').split('.');
    if (!payload || !mac || !sameHash(mac, keyedHash(secrets.hashKey, `seal:${payload}`))) return null;
    try {
      return JSON.parse(Buffer.from(payload, 'base64url').toString()) as T;
    } catch {
      return null;
    }
  }

  return {
    /** Sends a sign-in code to a phone number, within the per-number and per-address limits. */
    startPhoneLogin(input: { waId: string }, asker: Asker): Promise<CodeChallenge> {
      const phone = phoneFromWaId(input.waId);
      if (!phone) throw new AppError('INVALID_PHONE_NUMBER');
      return startCode({ phoneNumber: phone.e164 }, 'login', asker);
    },

    /** Sends a code to an email address the signed-in user wants to add (unless another account has it). */
    async startEmailVerification(userId: string, email: string, asker: Asker) {
      const owner = await users.findUserByConfirmedEmail(email);
      if (owner && owner.id !== userId) throw new AppError('EMAIL_TAKEN');
      const challenge = await startCode({ email }, 'verify_email', asker, userId);
      return {
        challengeId: challenge.challengeId,
        expiresAt: challenge.expiresAt,
        resendAvailableAt: challenge.resendAvailableAt,
      };
    },

    /** Checks the email code and sets the address on the user's profile. */
    async verifyEmail(userId: string, input: { challengeId: string; code: string }) {
      const outcome = await db.transaction(async (tx) => {
        const checked = await checkCode(tx, input, { purpose: 'verify_email', userId });
        if (!checked.ok) return checked;
        await users.setEmail(userId, checked.challenge.email!, tx);
        return checked;
      });
      if (!outcome.ok) throw codeFailure(outcome);
      return users.getProfile(userId);
    },

    /**
     * The "verify user number" flow: a code to a number the signed-in user wants on their
     * account, under the sign-in code's rules and limits. A number on another account is refused
     * before anything is sent.
     */
    async startPhoneVerification(userId: string, input: { phoneNumber: string }, asker: Asker) {
      const phone = phoneFromWaId(input.phoneNumber);
      if (!phone) throw new AppError('INVALID_PHONE_NUMBER');
      const owner = await users.findUserByPhoneNumber(phone.e164);
      if (owner && owner.id !== userId) throw new AppError('PHONE_ALREADY_EXISTS');
      return startCode({ phoneNumber: phone.e164 }, 'verify_phone', asker, userId);
    },

    /** Checks the phone code and sets the number on the user's account (the one before is released). */
    async verifyPhone(userId: string, input: { challengeId: string; code: string }) {
      const outcome = await db.transaction(async (tx) => {
        const checked = await checkCode(tx, input, { purpose: 'verify_phone', userId });
        if (!checked.ok) return checked;
        await users.setPhoneNumber(userId, checked.challenge.phoneNumber!, tx);
        return checked;
      });
      if (!outcome.ok) throw codeFailure(outcome);
      return users.getProfile(userId);
    },

    /**
     * The sign-in code mechanism for another module's confirmation (a store redemption): a code
     * to the signed-in user's own number, under the same rules and limits as sign-in codes.
     */
    startUserCode(input: { userId: string; phoneNumber: string; purpose: string }, asker: Asker) {
      return startCode({ phoneNumber: input.phoneNumber }, input.purpose, asker, input.userId);
    },

    /** Checks such a code in the caller's transaction (see checkCode: wrong tries count even then). */
    checkCode,

    /** The error a refused code check answers with. */
    codeFailure,

    /** Sends a fresh code for a challenge once its cooldown has passed (in the asker's language, or the account's). */
    resendCode,

    /**
     * Checks a sign-in code; a right one signs the user in, creating the account on the first
     * sign-in of the number.
     */
    async verifyPhoneLogin(input: { challengeId: string; code: string }) {
      const outcome = await db.transaction(async (tx) => {
        const checked = await checkCode(tx, input, { purpose: 'login' });
        if (!checked.ok) return checked;
        const found = await users.findOrCreateByPhoneNumber(checked.challenge.phoneNumber!, tx);
        const { user, ...tokens } = await issueTokens(found.user, randomUUID(), tx);
        return { ok: true as const, user, tokens };
      });
      if (!outcome.ok) throw codeFailure(outcome);
      return { ...outcome.tokens, isNewUser: !outcome.user.isRegistered, user: toSessionUser(outcome.user) };
    },

    /**
     * Trades a refresh token for a new pair. A token is good once: presenting one that was
     * already traded means it was copied, so the whole family of that sign-in is revoked.
     */
    async refresh(refreshToken: string | undefined) {
      if (!refreshToken) throw new AppError('INVALID_REFRESH_TOKEN');
      const now = clock.now();
      const outcome = await db.transaction(async (tx) => {
        const session = await repository.lockSessionByTokenHash(tokenHash(refreshToken), tx);
        if (!session || session.revokedAt || now >= session.expiresAt) return null;
        const user = await users.getUser(session.userId, tx);
        if (session.rotatedAt || user.deletedAt) {
          await repository.revokeFamily(session.familyId, now, tx);
          return { kind: 'revoked' as const, familyId: session.familyId };
        }
        await repository.markSessionRotated(session.id, now, tx);
        const next = await issueTokens(user, session.familyId, tx);
        return { kind: 'rotated' as const, accessToken: next.accessToken, refreshToken: next.refreshToken };
      });
      if (outcome?.kind === 'revoked') activeSessions.forget(outcome.familyId);
      if (outcome?.kind !== 'rotated') throw new AppError('INVALID_REFRESH_TOKEN');
      return { accessToken: outcome.accessToken, refreshToken: outcome.refreshToken };
    },

    /**
     * Ends a sign-in: the one a refresh token belongs to, else the one of the access token that
     * called (every token of its family, access tokens included). Idempotent.
     */
    async logout(refreshToken: string | undefined, accessTokenSessionId?: string): Promise<void> {
      const session = refreshToken ? await repository.findSessionByTokenHash(tokenHash(refreshToken)) : null;
      const familyId = session?.familyId ?? accessTokenSessionId;
      if (!familyId) return;
      await repository.revokeFamily(familyId, clock.now());
      activeSessions.forget(familyId);
    },

    /**
     * The claims of a valid access token whose sign-in has not ended (logout, a reused refresh
     * token, the account erased); 401 otherwise.
     */
    async verifyAccessToken(token: string): Promise<AccessClaims> {
      const claims = await verifyAccessToken(token, secrets.accessTokenKey, clock.now());
      if (!(await activeSessions.isActive(claims.sid, claims.sub))) throw new AppError('UNAUTHORIZED');
      return claims;
    },

    /** Ends every sign-in of a user (the account is erased); in the caller's transaction. */
    async endAllSessions(userId: string, tx: DbOrTx): Promise<void> {
      const families = await repository.revokeUserSessions(userId, clock.now(), tx);
      for (const familyId of families) activeSessions.forget(familyId);
    },

    /** Which sign-in methods this installation offers. */
    signInMethods() {
      return { phone: true as const, google: google !== null, telegram: telegramBotToken !== null };
    },

    /** Begins Google sign-in: the consent page's URL and the sealed secrets to keep in a cookie. */
    async startGoogle(returnTo: string): Promise<{ url: string; sealed: string }> {
      if (!google) throw new AppError('SIGN_IN_METHOD_DISABLED');
      const { url, pending } = await google.start();
      const expiresAt = clock.now().getTime() + GOOGLE_PENDING_LIFETIME_MS;
      return { url, sealed: seal({ ...pending, returnTo, expiresAt }) };
    },

    /** Finishes Google sign-in from the callback URL and the sealed cookie; where to go next. */
    async finishGoogle(callbackUrl: string, sealed: string | undefined) {
      if (!google) throw new AppError('SIGN_IN_METHOD_DISABLED');
      const pending = unseal<PendingAuthorization & { returnTo: string; expiresAt: number }>(sealed);
      if (!pending || clock.now().getTime() > pending.expiresAt) throw new AppError('GOOGLE_AUTH_FAILED');
      const identity = await google.finish(callbackUrl, pending);
      const result = await signInWithIdentity({
        provider: 'google',
        subject: identity.subject,
        email: identity.email,
        emailVerified: identity.emailVerified,
        firstName: identity.name?.split(' ')[0] ?? null,
      });
      return { ...result, returnTo: pending.returnTo };
    },

    /** Signs in with the Telegram Login Widget's payload. */
    signInWithTelegramWidget(payload: Record<string, unknown>) {
      if (!telegramBotToken) throw new AppError('SIGN_IN_METHOD_DISABLED');
      return signInWithIdentity(
        fromTelegram(verifyTelegramWidgetLogin(payload, { botToken: telegramBotToken, now: clock.now() })),
      );
    },

    /** Signs in from the Telegram bot (Mini App initData). */
    signInWithTelegramBot(initData: string) {
      if (!telegramBotToken) throw new AppError('SIGN_IN_METHOD_DISABLED');
      return signInWithIdentity(
        fromTelegram(verifyTelegramInitData(initData, { botToken: telegramBotToken, now: clock.now() })),
      );
    },

    /** A single-use sign-in link for the user's other device or game client. */
    async createLinkCode(userId: string) {
      const now = clock.now();
      const qrRefId = randomUUID();
      const code = randomBytes(24).toString('base64url');
      const expiresAt = new Date(now.getTime() + LINK_CODE_LIFETIME_MS);
      await repository.insertLinkCode({
        id: qrRefId,
        userId,
        codeHash: keyedHash(secrets.hashKey, `link:${qrRefId}:${code}`),
        expiresAt,
        createdAt: now,
      });
      const query = new URLSearchParams({ code, qr_ref_id: qrRefId });
      return { code, qrRefId, expiresAt: expiresAt.toISOString(), path: `/?${query}` };
    },

    /**
     * Signs in once with a sign-in link. A wrong code burns the link, so a link can be guessed
     * at most once (and its code has 192 random bits).
     */
    async redeemLinkCode(input: { code: string; qrRefId: string }) {
      const now = clock.now();
      const outcome = await db.transaction(async (tx) => {
        const link = await repository.lockLinkCode(input.qrRefId, tx);
        if (!link || link.consumedAt || now >= link.expiresAt) return null;
        await repository.consumeLinkCode(link.id, now, tx);
        if (!sameHash(link.codeHash, keyedHash(secrets.hashKey, `link:${link.id}:${input.code}`)))
          return null;
        const { user, ...tokens } = await issueTokens(await users.getUser(link.userId, tx), randomUUID(), tx);
        return { user, tokens };
      });
      if (!outcome) throw new AppError('LINK_CODE_INVALID');
      return { ...outcome.tokens, isNewUser: !outcome.user.isRegistered, user: toSessionUser(outcome.user) };
    },

    /** The latest messages of the outbox sender, newest first. */
    async listOutbox(recipient: string | undefined) {
      const rows = await repository.listOutbox({ recipient, limit: 50 });
      return rows.map((row) => ({
        id: row.id,
        channel: row.channel as 'sms' | 'whatsapp' | 'email',
        recipient: row.recipient,
        purpose: row.purpose,
        body: row.body,
        createdAt: row.createdAt.toISOString(),
      }));
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
