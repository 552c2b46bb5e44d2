import { randomInt, randomUUID } from 'node:crypto';
import type { CodeChallenge } from '@kp/contract/auth';
import { codeMessage } from '@kp/domain/code-messages';
import { ONE_TIME_CODE_LENGTH } from '@kp/domain/constants';
import { AppError, type PlainErrorCode } from '@kp/domain/errors';
import type { Language } from '@kp/domain/languages';
import { dialCodeOf, maskPhoneNumber } from '@kp/domain/phone';
import type { Db, DbOrTx } from '../../db/client';
import type { Asker } from '../../platform/asker';
import type { Clock } from '../../platform/clock';
import { addressKey, type RateLimiter, type RateRule } from '../../platform/rate-limit';
import { keyedHash, sameHash, type Secrets } from '../../platform/secrets';
import type { EmailSender } from '../../providers/email/email-sender';
import type { OtpSender } from '../../providers/otp/otp-sender';
import type { AuthRepository, ChallengeRow } from './auth.repository';

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

function newCode(): string {
  return String(randomInt(0, 10 ** CODE_RULES.digits)).padStart(CODE_RULES.digits, '0');
}

/** A code's message in a language, saying how long the code stays good (CODE_RULES). */
function messageOf(language: Language, code: string) {
  return codeMessage(language, code, CODE_RULES.lifetimeMs / 60_000);
}

/**
 * A text message's code, with the origin-bound line of the WebOTP API last (`@host #code`), so
 * that the phone's browser offers to fill the code in on this site only.
 */
function textMessage(text: string, code: string, webOtpHost: string | null): string {
  return webOtpHost ? `${text}\n\n@${webOtpHost} #${code}` : text;
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

/**
 * One-time codes by text message or email (sign-in, a number or an address to verify, another
 * module's confirmation): sent within their budgets, checked with their limits, sent again after
 * their cooldown (CODE_RULES).
 */
export function createOneTimeCodes({
  db,
  repository,
  sender,
  emailSender,
  secrets,
  clock,
  rateLimiter,
  textBudgets,
  webOtpHost = null,
  storedLanguage,
}: {
  db: Db;
  repository: AuthRepository;
  sender: OtpSender;
  emailSender: EmailSender;
  secrets: Secrets;
  clock: Clock;
  /** Counts codes against their budgets (one atomic upsert per budget, shared by every replica). */
  rateLimiter: Pick<RateLimiter, 'consume'>;
  /** Codes sent by text message in an hour: in all, and to the numbers of one dial code (SMS pumping). */
  textBudgets: { perHour: number; perDialCodePerHour: number };
  /** The site's host, for the WebOTP line of text messages (null: none). */
  webOtpHost?: string | null;
  /**
   * The interface language stored for the account a code is for (the signed-in user's, else the
   * one the number or address belongs to); null when none.
   */
  storedLanguage: (
    account: { userId: string } | { phoneNumber: string } | { email: string },
  ) => Promise<Language | null>;
}) {
  const codeHash = (challengeId: string, code: string) =>
    keyedHash(secrets.hashKey, `code:${challengeId}:${code}`);

  /** The language of a code's message: the account's stored one, else the asker's. */
  async function languageFor(recipient: Recipient, userId: string | null, asked: Language) {
    const account = userId
      ? { userId }
      : recipient.phoneNumber
        ? { phoneNumber: recipient.phoneNumber }
        : { email: recipient.email! };
    return (await storedLanguage(account)) ?? asked;
  }

  async function sendCode(
    recipient: Recipient,
    code: string,
    purpose: string,
    account: { userId: string | null; asked: Language },
  ) {
    const message = messageOf(await languageFor(recipient, account.userId, account.asked), code);
    try {
      if (recipient.phoneNumber) {
        await sender.send({
          to: recipient.phoneNumber,
          body: textMessage(message.text, code, webOtpHost),
          purpose: purpose as 'login',
          channel: 'sms',
        });
      } else {
        await emailSender.send({
          to: recipient.email!,
          subject: message.subject,
          body: message.text,
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
  async function startCode(recipient: Recipient, purpose: string, asker: Asker, userId?: string) {
    const { ip } = asker;
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
      await sendCode(recipient, code, purpose, { userId: userId ?? null, asked: asker.language });
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

  function codeFailure(outcome: { error: PlainErrorCode; attemptsLeft: number | null }): AppError {
    return new AppError(
      outcome.error,
      outcome.attemptsLeft === null ? {} : { details: { attemptsLeft: outcome.attemptsLeft } },
    );
  }

  /**
   * Sends a fresh code for a challenge once its cooldown has passed, in the language of whoever
   * asks again (unless the account has its own).
   */
  async function resendCode(challengeId: string, language: Language): Promise<CodeChallenge> {
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
      await sendCode(recipient, code, row.purpose, { userId: row.userId, asked: language });
    } catch (error) {
      // Another resend of the challenge came first, or the code was not sent: nothing to count.
      await counted.giveBack();
      throw error;
    }
    return toChallenge(row);
  }

  return { startCode, checkCode, codeFailure, resendCode };
}
