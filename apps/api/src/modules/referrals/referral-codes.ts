import { randomInt } from 'node:crypto';
import type { ReferralInfo } from '@kp/contract/campaigns';
import { REFERRAL_APPLY_WINDOW_DAYS } from '@kp/domain/campaigns';
import { AppError } from '@kp/domain/errors';
import { referralLink } from '@kp/domain/referral-campaign';
import { isConstraintViolation, PG_ERROR } from '../../db/pg-errors';
import type { ReferralsDeps } from './referrals-context';

const DAY_MS = 86_400_000;
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;
const CODE_DRAWS = 5;

/**
 * Referral codes (taken over from the campaigns module, with their routes and tables): the user's
 * own, made on first read, and naming an inviter's after sign-up.
 */
export function createReferralCodes(
  deps: ReferralsDeps,
  after: {
    /** Runs once a referral is recorded: qualifies it when the gamer acted already, then pays. */
    referralRecorded(referredUserId: string, referrerUserId: string): Promise<void>;
  },
) {
  const { db, repository, clock, xp, users } = deps;

  async function ensureCode(userId: string): Promise<string> {
    for (let i = 0; i < CODE_DRAWS; i += 1) {
      const existing = await repository.findCode(userId);
      if (existing) return existing.code;
      const code = Array.from(
        { length: CODE_LENGTH },
        () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)],
      ).join('');
      try {
        await repository.insertCode(userId, code, clock.now());
      } catch (error) {
        // Another user holds this code: draw again.
        if (!isConstraintViolation(error, PG_ERROR.uniqueViolation, 'referral_codes_code_unique'))
          throw error;
      }
    }
    throw new Error(`no free referral code after ${CODE_DRAWS} draws`);
  }

  async function getReferralInfo(userId: string): Promise<ReferralInfo> {
    const code = await ensureCode(userId);
    const [{ signedUp }, referredBy] = await Promise.all([
      repository.countReferred(userId),
      repository.findReferral(userId),
    ]);
    return { code, referredCount: signedUp, referredBy: referredBy !== null };
  }

  return {
    ensureCode,
    getReferralInfo,

    /** The user's referral link (`<site>/?ref=<code>`), the code made when missing. */
    async referralLinkOf(userId: string): Promise<string> {
      return referralLink(deps.baseUrl, await ensureCode(userId));
    },

    /**
     * A new account names its referrer's code (once, within days of sign-up, never its own): the
     * referral and the referrer's XP for it (source: the referred user) commit together; then the
     * referral is qualified if the gamer acted already, and the referrer paid.
     */
    async applyReferralCode(userId: string, code: string): Promise<ReferralInfo> {
      const user = await users.getUser(userId);
      if (clock.now().getTime() - user.createdAt.getTime() > REFERRAL_APPLY_WINDOW_DAYS * DAY_MS)
        throw new AppError('REFERRAL_WINDOW_CLOSED');
      const owner = await repository.findCodeOwner(code);
      if (!owner) throw new AppError('REFERRAL_CODE_NOT_FOUND');
      if (owner.userId === userId) throw new AppError('REFERRAL_OWN_CODE');
      await db.transaction(async (tx) => {
        const inserted = await repository.insertReferral(
          { referredUserId: userId, referrerUserId: owner.userId, createdAt: clock.now() },
          tx,
        );
        if (!inserted) throw new AppError('REFERRAL_ALREADY_APPLIED');
        await xp.award(tx, { userId: owner.userId, action: 'referral_sign_up', sourceId: userId });
      });
      await after.referralRecorded(userId, owner.userId);
      return getReferralInfo(userId);
    },

    /** How many joined with a user's code (the create_referral validator's port). */
    countReferred: async (userId: string) => (await repository.countReferred(userId)).signedUp,
  };
}
