import type { Redemption } from '@kp/contract/store';
import { AppError } from '@kp/domain/errors';
import { STORE_CODE_PURPOSE } from '@kp/domain/store';
import type { Asker } from '../../platform/asker';
import { englishTexts, type ContentTexts } from '../../platform/content-language';
import type { Once } from '../../platform/idempotency';
import type { StoreContext } from './store-context';

/** A redemption: paid (or held for a code sent to the user's phone), verified, its code resent. */
export function createRedeemVoucher(ctx: StoreContext) {
  const {
    db,
    repository,
    users,
    wallets,
    codes,
    clock,
    statusOf,
    getView,
    getVoucherWithStock,
    assertOnSale,
    complete,
    newRedemption,
    getOwnRedemption,
    assertCanPay,
  } = ctx;

  return {
    /**
     * Redeems a voucher for a user, once per Idempotency-Key (`once` runs the work in the
     * idempotency transaction: a replay returns the first answer).
     * - Without a one-time code: creates and completes the redemption in that one transaction.
     * - With one: checks what can be checked first (on sale, in stock, a verified phone, enough
     *   balance) so nobody is sent a code for a redemption bound to fail, sends the code (outside
     *   any transaction: a message cannot be rolled back), then records the pending redemption.
     *   A repeated request finds its redemption by the key and sends nothing.
     */
    async redeem(
      input: { userId: string; voucherId: string; requestKey: string; asker: Asker },
      once: Once,
      texts: ContentTexts = englishTexts(),
    ): Promise<Redemption> {
      const { userId, requestKey } = input;
      const voucher = await getVoucherWithStock(input.voucherId);
      await wallets.assertHasWallet(userId);
      const earlier = await repository.findRedemptionByRequestKey(userId, requestKey);
      if (earlier) return once((tx) => getView(earlier.id, tx, texts));

      if (!voucher.isOtpRequired) {
        return once(async (tx) => {
          const again = await repository.findRedemptionByRequestKey(userId, requestKey, tx);
          if (again) return getView(again.id, tx, texts);
          const current = await repository.findVoucher(voucher.id, tx);
          if (!current) throw new AppError('VOUCHER_NOT_FOUND');
          const redemption = await newRedemption(tx, { userId, voucher: current, requestKey }, null);
          await complete(tx, redemption);
          return getView(redemption.id, tx, texts);
        });
      }

      assertOnSale(voucher);
      const user = await users.getUser(userId);
      if (!user.phoneNumber) throw new AppError('PHONE_NUMBER_REQUIRED');
      await assertCanPay(userId, voucher);
      const challenge = await codes.start(
        { userId, phoneNumber: user.phoneNumber, purpose: STORE_CODE_PURPOSE },
        input.asker,
      );
      return once(async (tx) => {
        const again = await repository.findRedemptionByRequestKey(userId, requestKey, tx);
        if (again) return getView(again.id, tx, texts);
        const redemption = await newRedemption(tx, { userId, voucher, requestKey }, challenge);
        return getView(redemption.id, tx, texts);
      });
    },

    /**
     * Confirms a pending redemption with its one-time code and completes it, in one transaction
     * with the code check. A wrong code counts (that count commits; nothing else does); the fifth
     * ends the redemption. A refusal of the completion itself (sold out, not enough balance)
     * rolls back the code check too, so the same code works again after a top-up. A redemption
     * already completed is returned as it is: a retried verify pays nothing twice.
     */
    async verify(
      userId: string,
      redemptionId: string,
      code: string,
      texts: ContentTexts = englishTexts(),
    ): Promise<Redemption> {
      const outcome = await db.transaction(async (tx) => {
        const row = await repository.lockRedemption(redemptionId, tx);
        if (!row || row.userId !== userId) throw new AppError('REDEMPTION_NOT_FOUND');
        if (row.status === 'completed') return { ok: true as const };
        const now = clock.now();
        if (statusOf(row) === 'expired' && row.status === 'pending') {
          await repository.updateRedemption(
            row.id,
            { status: 'expired', failureReason: 'REDEMPTION_EXPIRED', updatedAt: now },
            tx,
          );
          return { ok: false as const, error: new AppError('REDEMPTION_CLOSED') };
        }
        if (row.status !== 'pending' || !row.challengeId) throw new AppError('REDEMPTION_CLOSED');
        const checked = await codes.check(
          tx,
          { challengeId: row.challengeId, code },
          { purpose: STORE_CODE_PURPOSE, userId },
        );
        if (!checked.ok) {
          if (checked.error === 'OTP_ATTEMPTS_EXCEEDED')
            await repository.updateRedemption(
              row.id,
              { status: 'failed', failureReason: 'OTP_ATTEMPTS_EXCEEDED', updatedAt: now },
              tx,
            );
          return { ok: false as const, error: codes.failure(checked) };
        }
        await complete(tx, row);
        return { ok: true as const };
      });
      if (!outcome.ok) throw outcome.error;
      return getView(redemptionId, db, texts);
    },

    /**
     * Sends a new one-time code for a pending redemption (the code mechanism's cooldown and
     * limits), in the user's stored language, else the one they read now (the answer's).
     */
    async resendCode(userId: string, redemptionId: string, texts: ContentTexts): Promise<Redemption> {
      const row = await getOwnRedemption(userId, redemptionId);
      if (statusOf(row) !== 'pending' || !row.challengeId) throw new AppError('REDEMPTION_CLOSED');
      const challenge = await codes.resend(row.challengeId, texts.language);
      await repository.updateRedemption(row.id, {
        challengeSentTo: challenge.phoneNumber,
        challengeExpiresAt: new Date(challenge.expiresAt),
        challengeResendAt: new Date(challenge.resendAvailableAt),
        updatedAt: clock.now(),
      });
      return getView(row.id, db, texts);
    },
  };
}
