import type { KycBonusClaim } from '@kp/contract/kyc';
import { formatAmount, KCASH } from '@kp/domain/currencies';
import { AppError } from '@kp/domain/errors';
import { kycRuleOf } from '@kp/domain/kyc';
import { ledgerMemo } from '@kp/domain/ledger';
import type { DbOrTx } from '../../db/client';
import type { Once } from '../../platform/idempotency';
import type { KycDeps } from './kyc-deps';
import type { createKycStatus } from './kyc-status';

/** The ledger's idempotency key of a user's KYC bonus: it can be credited once, whatever the request. */
const bonusKey = (userId: string) => `kyc-bonus:${userId}`;

export function createClaimBonus(
  deps: Pick<KycDeps, 'repository' | 'ledger' | 'bonusKcash'> & {
    payoutStatus: ReturnType<typeof createKycStatus>['payoutStatus'];
    announce: (userId: string) => void;
  },
) {
  const { repository, ledger, bonusKcash, payoutStatus, announce } = deps;

  /**
   * Credits the one-time KYC bonus as earned K-Cash, in the request's idempotent transaction.
   * Once per user whatever the key: the ledger's own idempotency key and the claim's primary key
   * each allow a single credit.
   */
  async function creditBonus(tx: DbOrTx, userId: string): Promise<KycBonusClaim> {
    if (bonusKcash <= 0n) throw new AppError('KYC_BONUS_UNAVAILABLE');
    if (await repository.findBonusClaim(userId, tx)) throw new AppError('KYC_BONUS_ALREADY_CLAIMED');
    const status = await payoutStatus(tx, userId);
    if (kycRuleOf(status.region).documents.length === 0) throw new AppError('KYC_BONUS_UNAVAILABLE');
    if (!status.verified) throw new AppError('KYC_NOT_COMPLETED');
    const [treasury, earned] = [
      await ledger.systemAccount(tx, 'treasury', 'KCASH'),
      await ledger.userAccount(tx, userId, 'KCASH', 'earned'),
    ];
    const entry = await ledger.post(tx, {
      kind: 'reward',
      cause: { type: 'kyc_bonus', id: userId },
      postings: [
        { account: treasury, amount: -bonusKcash },
        { account: earned, amount: bonusKcash },
      ],
      memo: ledgerMemo('kycBonus'),
      idempotencyKey: bonusKey(userId),
    });
    if (entry.isReplay) throw new AppError('KYC_BONUS_ALREADY_CLAIMED');
    const claim = await repository.insertBonusClaim(
      { userId, entryId: entry.id, amount: bonusKcash, claimedAt: entry.createdAt },
      tx,
    );
    if (!claim) throw new AppError('KYC_BONUS_ALREADY_CLAIMED');
    return {
      amount: formatAmount(claim.amount, KCASH),
      currency: 'KCASH',
      entryId: claim.entryId,
      claimedAt: claim.claimedAt.toISOString(),
    };
  }

  /** Claims the bonus once per Idempotency-Key; after the commit, the user's status streams show it. */
  async function claimBonus(userId: string, once: Once): Promise<KycBonusClaim> {
    const claim = await once((tx) => creditBonus(tx, userId));
    announce(userId);
    return claim;
  }

  return claimBonus;
}
