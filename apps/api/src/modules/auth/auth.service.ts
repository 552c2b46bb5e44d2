import { randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { CodeChallenge } from '@kp/contract/auth';
import { COOKIE_EXPIRY_DAYS, ONE_TIME_CODE_LENGTH } from '@kp/domain/constants';
import { AppError, type ErrorCode } from '@kp/domain/errors';
import { dialCodeOf, maskPhoneNumber, phoneFromWaId } from '@kp/domain/phone';
import type { Db, DbOrTx } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { addressKey, type RateLimiter, type RateRule } from '../../platform/rate-limit';
import { keyedHash, type Secrets } from '../../platform/secrets';
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
import type { AuthRepository, ChallengeRow } from './auth.repository';
import { createSessionCache } from './session-cache';

/** The limits of one-time codes; each is enforced here, on the server, whatever the client does. */
export const CODE_RULES = {
  digits: ONE_TIME_CODE_LENGTH,
  lifetimeMs: 5 * 60_000,
  maxFailedAttempts: 5,
  resendCooldownMs: 30_000,
  maxResends: 3,
  /**
   * Codes one number (or email address) may be sent, resends included, asked from one address in
   * a window. The lock-out is for the number AND the address together: a stranger asking codes for
   * your number from elsewhere uses up their own budget, and you still get yours.
   */
  perPhone: { max: 5, windowMs: 60 * 60_000 },
  /**
   * Codes one number may be sent from all addresses together: a cap on bombing someone with texts
   * from many addresses. It is three addresses' budgets (perPhone), so no one address reaches it:
   * a stranger needs three addresses of their own (each also under perIp) to hold the owner back,
   * and then for the rest of the hour only. Without any cap a botnet could text a victim forever.
   */
  perNumber: { max: 15, windowMs: 60 * 60_000 },
  /** Codes one IP address (an IPv6 /64) may ask for in a window (shared networks: a college, a cyber café). */
  perIp: { max: 30, windowMs: 60 * 60_000 },
} as const;

const HOUR_MS = 60 * 60_000;

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
};

function newCode(): string {
  return String(randomInt(0, 10 ** CODE_RULES.digits)).padStart(CODE_RULES.digits, '0');
}

function codeMessage(code: string): string {
  return `Your KPlay code is ${code}. It expires in 5 minutes. Never share it with anyone.`;
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Where a challenge's code goes. */
type Recipient = { phoneNumber: string; email?: never } | { email: string; phoneNumber?: never };

function maskEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 2)}${'•'.repeat(Math.max(name.length - 2, 1))}@${domain}`;
}

function toChallenge(
  row: Pick<ChallengeRow, 'id' | 'phoneNumber' | 'email' | 'expiresAt' | 'resendAvailableAt'>,
): CodeChallenge {
  return {
    challengeId: row.id,
    phoneNumber: row.phoneNumber ? maskPhoneNumber(row.phoneNumber) : maskEmail(row.email ?? ''),
    expiresAt: row.expiresAt.toISOString(),
    resendAvailableAt: row.resendAvailableAt.toISOString(),
  };
}

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
}: Deps) {
  const codeHash = (challengeId: string, code: string) =>
    keyedHash(secrets.hashKey, `code:${challengeId}:${code}`);
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

  async function sendCode(recipient: Recipient, code: string, purpose: string) {
    try {
      if (recipient.phoneNumber) {
        await sender.send({
          to: recipient.phoneNumber,
          body: codeMessage(code),
          purpose: purpose as 'login',
          channel: 'sms',
        });
      } else {
        await emailSender.send({
          to: recipient.email!,
          subject: 'Your KPlay code',
          body: codeMessage(code),
          purpose,
        });
      }
    } catch (error) {
      throw error instanceof AppError ? error : new AppError('OTP_DELIVERY_FAILED', { cause: error });
    }
  }

  /**
   * Counts one code to a recipient asked from an address against every budget it draws on, in
   * this order: the address's, the recipient's from that address, the recipient's from anywhere,
   * then for a text its dial code's and the whole installation's. Over any of them: 429
   * TOO_MANY_ATTEMPTS with Retry-After, and nothing is counted (see RateLimiter.consume), so a
   * stranger's refused requests never reach the number's own cap. Each count is one upsert: 50
   * requests at once get exactly the budget, on every replica. The answer gives the counts back
   * for a code that could not be sent.
   */
  function countCode(recipient: Recipient, ip: string) {
    const address = addressKey(ip);
    const to = recipient.phoneNumber ?? `email:${recipient.email!}`;
    const budgets: { key: string; rule: RateRule }[] = [
      { key: `code:address:${address}`, rule: CODE_RULES.perIp },
      { key: `code:recipient-address:${to}:${address}`, rule: CODE_RULES.perPhone },
      { key: `code:recipient:${to}`, rule: CODE_RULES.perNumber },
    ];
    if (recipient.phoneNumber)
      budgets.push(
        {
          key: `code:texts-to:${dialCodeOf(recipient.phoneNumber) ?? 'unknown'}`,
          rule: { max: textBudgets.perDialCodePerHour, windowMs: HOUR_MS },
        },
        { key: 'code:texts', rule: { max: textBudgets.perHour, windowMs: HOUR_MS } },
      );
    return rateLimiter.consume(budgets.map((budget) => ({ ...budget, errorCode: 'TOO_MANY_ATTEMPTS' })));
  }

  /** The challenge when a code may be sent again for it now; the reason it may not otherwise. */
  function resendable(challenge: ChallengeRow | null, now: Date): ChallengeRow {
    if (!challenge || challenge.consumedAt || challenge.failedAttempts >= CODE_RULES.maxFailedAttempts)
      throw new AppError('OTP_EXPIRED');
    if (now < challenge.resendAvailableAt)
      throw new AppError('OTP_RESEND_TOO_SOON', {
        details: { resendAvailableAt: challenge.resendAvailableAt.toISOString() },
      });
    if (challenge.resendCount >= CODE_RULES.maxResends) throw new AppError('TOO_MANY_ATTEMPTS');
    return challenge;
  }

  /** Sends a code to a recipient for a purpose, within its budgets (countCode). */
  async function startCode(recipient: Recipient, purpose: string, ip: string, userId?: string) {
    const counted = await countCode(recipient, ip);
    const now = clock.now();
    const id = randomUUID();
    const code = newCode();
    const row = {
      id,
      purpose,
      phoneNumber: recipient.phoneNumber ?? null,
      email: recipient.email ?? null,
      userId: userId ?? null,
      codeHash: codeHash(id, code),
      requestIp: ip,
      expiresAt: new Date(now.getTime() + CODE_RULES.lifetimeMs),
      resendAvailableAt: new Date(now.getTime() + CODE_RULES.resendCooldownMs),
      createdAt: now,
    };
    await repository.insertChallenge(row);
    try {
      await sendCode(recipient, code, purpose);
    } catch (error) {
      // An unsent code must not count against the user.
      await repository.deleteChallenge(id);
      await counted.giveBack();
      throw error;
    }
    return toChallenge(row);
  }

  /**
   * Checks a code inside a transaction. A wrong one counts (the count is written even though
   * the caller then fails); the fifth wrong one ends the challenge; a right one is used up.
   */
  async function checkCode(
    tx: DbOrTx,
    input: { challengeId: string; code: string },
    expected: { purpose: string; userId?: string },
  ): Promise<
    | { ok: true; challenge: ChallengeRow }
    | {
        ok: false;
        error: 'OTP_EXPIRED' | 'OTP_ATTEMPTS_EXCEEDED' | 'OTP_INVALID';
        attemptsLeft: number | null;
      }
  > {
    const now = clock.now();
    const challenge = await repository.lockChallenge(input.challengeId, tx);
    const isOthers =
      !challenge ||
      challenge.purpose !== expected.purpose ||
      (expected.userId !== undefined && challenge.userId !== expected.userId);
    if (isOthers || challenge.consumedAt || now >= challenge.expiresAt)
      return { ok: false, error: 'OTP_EXPIRED', attemptsLeft: null };
    if (challenge.failedAttempts >= CODE_RULES.maxFailedAttempts)
      return { ok: false, error: 'OTP_ATTEMPTS_EXCEEDED', attemptsLeft: 0 };
    if (!sameHash(challenge.codeHash, codeHash(challenge.id, input.code))) {
      const failedAttempts = challenge.failedAttempts + 1;
      await repository.updateChallenge(challenge.id, { failedAttempts }, tx);
      const attemptsLeft = CODE_RULES.maxFailedAttempts - failedAttempts;
      return { ok: false, error: attemptsLeft === 0 ? 'OTP_ATTEMPTS_EXCEEDED' : 'OTP_INVALID', attemptsLeft };
    }
    await repository.updateChallenge(challenge.id, { consumedAt: now }, tx);
    return { ok: true, challenge };
  }

  function codeFailure(outcome: { error: ErrorCode; attemptsLeft: number | null }): AppError {
    return new AppError(
      outcome.error,
      outcome.attemptsLeft === null ? {} : { details: { attemptsLeft: outcome.attemptsLeft } },
    );
  }

  return {
    /** Sends a sign-in code to a phone number, within the per-number and per-address limits. */
    startPhoneLogin(input: { waId: string }, ip: string): Promise<CodeChallenge> {
      const phone = phoneFromWaId(input.waId);
      if (!phone) throw new AppError('INVALID_PHONE_NUMBER');
      return startCode({ phoneNumber: phone.e164 }, 'login', ip);
    },

    /** Sends a code to an email address the signed-in user wants to add (unless another account has it). */
    async startEmailVerification(userId: string, email: string, ip: string) {
      const owner = await users.findUserByConfirmedEmail(email);
      if (owner && owner.id !== userId) throw new AppError('EMAIL_TAKEN');
      const challenge = await startCode({ email }, 'verify_email', ip, userId);
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
    async startPhoneVerification(userId: string, input: { phoneNumber: string }, ip: string) {
      const phone = phoneFromWaId(input.phoneNumber);
      if (!phone) throw new AppError('INVALID_PHONE_NUMBER');
      const owner = await users.findUserByPhoneNumber(phone.e164);
      if (owner && owner.id !== userId) throw new AppError('PHONE_ALREADY_EXISTS');
      return startCode({ phoneNumber: phone.e164 }, 'verify_phone', ip, userId);
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
    startUserCode(input: { userId: string; phoneNumber: string; purpose: string }, ip: string) {
      return startCode({ phoneNumber: input.phoneNumber }, input.purpose, ip, input.userId);
    },

    /** Checks such a code in the caller's transaction (see checkCode: wrong tries count even then). */
    checkCode,

    /** The error a refused code check answers with. */
    codeFailure,

    /** Sends a fresh code for a challenge once its cooldown has passed. */
    async resendCode(challengeId: string): Promise<CodeChallenge> {
      const now = clock.now();
      const code = newCode();
      const found = resendable(await repository.findChallenge(challengeId), now);
      const recipient: Recipient = found.phoneNumber
        ? { phoneNumber: found.phoneNumber }
        : { email: found.email! };
      // A resend is one more code to the number: it draws on the same budgets as a new one, as
      // asked from the address that asked for the challenge (only that caller knows its id).
      // Counted before the transaction: on PGlite a count would wait for it to end.
      const counted = await countCode(recipient, found.requestIp);
      let row;
      try {
        row = await db.transaction(async (tx) => {
          const challenge = resendable(await repository.lockChallenge(challengeId, tx), now);
          const next = {
            codeHash: codeHash(challenge.id, code),
            resendCount: challenge.resendCount + 1,
            expiresAt: new Date(now.getTime() + CODE_RULES.lifetimeMs),
            resendAvailableAt: new Date(now.getTime() + CODE_RULES.resendCooldownMs),
          };
          await repository.updateChallenge(challenge.id, next, tx);
          return { ...challenge, ...next };
        });
        await sendCode(recipient, code, row.purpose);
      } catch (error) {
        // Another resend of the challenge came first, or the code was not sent: nothing to count.
        await counted.giveBack();
        throw error;
      }
      return toChallenge(row);
    },

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
