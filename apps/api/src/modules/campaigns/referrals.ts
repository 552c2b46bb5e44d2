import { randomInt } from 'node:crypto';
import type { ReferralInfo } from '@kp/contract/campaigns';
import { REFERRAL_APPLY_WINDOW_DAYS } from '@kp/domain/campaigns';
import { AppError } from '@kp/domain/errors';
import { isConstraintViolation, PG_ERROR } from '../../db/pg-errors';
import type { CampaignContext } from './campaign-context';

const DAY_MS = 86_400_000;
const REFERRAL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Referral codes: the user's own (made on first read), and naming an inviter's after sign-up. */
export function createReferrals(ctx: CampaignContext) {
  const { deps, db, repository, clock } = ctx;

  async function ensureReferralCode(userId: string): Promise<string> {
    for (let i = 0; i < 5; i += 1) {
      const existing = await repository.findReferralCode(userId);
      if (existing) return existing.code;
      const code = Array.from(
        { length: 8 },
        () => REFERRAL_ALPHABET[randomInt(REFERRAL_ALPHABET.length)],
      ).join('');
      try {
        await repository.insertReferralCode(userId, code, clock.now());
      } catch (error) {
        // Another user holds this code: draw again.
        if (!isConstraintViolation(error, PG_ERROR.uniqueViolation, 'referral_codes_code_unique'))
          throw error;
      }
    }
    throw new Error('no free referral code after 5 draws');
  }

  async function referralInfo(userId: string): Promise<ReferralInfo> {
    const code = await ensureReferralCode(userId);
    const [referredCount, referredBy] = await Promise.all([
      repository.countReferred(userId),
      repository.findReferral(userId),
    ]);
    return { code, referredCount, referredBy: referredBy !== null };
  }

  return {
    getReferralInfo: referralInfo,

    /** A new account names its referrer's code (once, within days of sign-up, never its own). */
    async applyReferralCode(userId: string, code: string): Promise<ReferralInfo> {
      const user = await deps.users.getUser(userId);
      if (clock.now().getTime() - user.createdAt.getTime() > REFERRAL_APPLY_WINDOW_DAYS * DAY_MS)
        throw new AppError('REFERRAL_WINDOW_CLOSED');
      const owner = await repository.findReferralCodeOwner(code);
      if (!owner) throw new AppError('REFERRAL_CODE_NOT_FOUND');
      if (owner.userId === userId) throw new AppError('REFERRAL_OWN_CODE');
      // The referral and the referrer's XP for it (source: the referred user) commit together.
      await db.transaction(async (tx) => {
        const inserted = await repository.insertReferral(
          { referredUserId: userId, referrerUserId: owner.userId, createdAt: clock.now() },
          tx,
        );
        if (!inserted) throw new AppError('REFERRAL_ALREADY_APPLIED');
        await deps.xp.award(tx, { userId: owner.userId, action: 'referral_sign_up', sourceId: userId });
      });
      return referralInfo(userId);
    },

    /** How many joined with a user's code (the create_referral validator's port). */
    countReferred: (userId: string) => repository.countReferred(userId),
  };
}
