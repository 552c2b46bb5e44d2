import type { CampaignClaim } from '@kp/contract/campaigns';
import { CLAIMABLE_CAMPAIGN_STATUSES, claimWindowEnd, MAX_CLAIM_PAYOUT_ATTEMPTS } from '@kp/domain/campaigns';
import { formatAmount, type CurrencyId } from '@kp/domain/currencies';
import { AppError, type PlainErrorCode } from '@kp/domain/errors';
import { ledgerMemo } from '@kp/domain/ledger';
import type { Tx } from '../../db/client';
import { translatedTitles, type ContentTexts } from '../../platform/content-language';
import type { Once } from '../../platform/idempotency';
import type { CampaignContext } from './campaign-context';
import type { ClaimSignatureRefusal } from './claim-signature';
import type { ClaimRow } from './campaigns.repository';

const CLAIM_REFUSALS: Record<ClaimSignatureRefusal, PlainErrorCode> = {
  WRONG_SIGNER: 'CLAIM_TRANSACTION_FAILED',
  EXPIRED: 'CLAIM_TRANSACTION_FAILED',
  WRONG_CHAIN: 'TRANSACTION_FAILED',
  MALFORMED: 'CLAIM_FAILED',
  NO_WALLET: 'CLAIM_UNSUCCESSFUL',
};

/** Claims of a campaign's reward against its pool, and their payment through the ledger. */
export function createCampaignClaims(ctx: CampaignContext) {
  const { deps, db, repository, clock, isVisible, statusOf, hasReward, currencyOf, toClaim } = ctx;

  /** Pays one claim through the ledger, once; a failure is kept with its reason for the job to retry. */
  async function distributeClaim(claimId: string): Promise<ClaimRow> {
    try {
      return await db.transaction(async (tx) => {
        const claim = await repository.lockClaim(tx, claimId);
        if (!claim) throw new Error(`claim ${claimId} vanished`);
        if (claim.status === 'credited') return claim;
        const campaign = await repository.findCampaign(claim.campaignId, tx);
        const currency = claim.currency as CurrencyId;
        const pool = await deps.ledger.systemAccount(tx, 'campaign_pool', currency);
        const to = await deps.ledger.userAccount(
          tx,
          claim.userId,
          currency,
          currency === 'KCASH' ? 'earned' : undefined,
        );
        const entry = await deps.ledger.transfer(tx, {
          kind: 'reward',
          cause: { type: 'campaign_claim', id: claim.id },
          from: pool,
          to,
          amount: claim.amount,
          memo: ledgerMemo('kdropReward', { title: campaign?.title ?? 'campaign' }),
          idempotencyKey: `campaign-claim:${claim.id}`,
        });
        // The reward paid is the claim verified: its XP, once (source: the claim).
        await deps.xp.award(tx, { userId: claim.userId, action: 'campaign_claim', sourceId: claim.id });
        const now = clock.now();
        return repository.updateClaim(
          claim.id,
          {
            status: 'credited',
            ledgerEntryId: entry.id,
            creditedAt: now,
            updatedAt: now,
            failureReason: null,
            attempts: claim.attempts + 1,
          },
          tx,
        );
      });
    } catch (error) {
      deps.log?.error({ err: error, claimId }, 'campaign reward payment failed');
      const reason = error instanceof AppError ? error.message : 'The payment could not be made';
      return db.transaction(async (tx) => {
        const claim = await repository.lockClaim(tx, claimId);
        if (!claim || claim.status === 'credited') return claim!;
        return repository.updateClaim(
          claimId,
          { status: 'failed', failureReason: reason, attempts: claim.attempts + 1, updatedAt: clock.now() },
          tx,
        );
      });
    }
  }

  type ClaimInput = {
    campaignId: string;
    signature?: { chainId: number; deadline: number; signature: string } | undefined;
  };

  /**
   * Claims a campaign's reward in the given transaction: under the campaign's row lock,
   * claimable, not claimed, every task verified, the signature when the campaign asks for one,
   * and the amount reserved from the pool (never beyond what was funded: 200 claims at once on a
   * pool of 10 make 10 claims).
   */
  async function reserveClaim(tx: Tx, userId: string, input: ClaimInput): Promise<CampaignClaim> {
    const campaign = await repository.lockCampaign(tx, input.campaignId);
    if (!campaign || !isVisible(campaign)) throw new AppError('CAMPAIGN_NOT_FOUND');
    const now = clock.now();
    const isOpen =
      CLAIMABLE_CAMPAIGN_STATUSES.includes(statusOf(campaign)) &&
      hasReward(campaign) &&
      now.getTime() < claimWindowEnd(campaign).getTime();
    if (!isOpen) throw new AppError('CAMPAIGN_NOT_CLAIMABLE');
    if (await repository.findClaim(campaign.id, userId, tx)) throw new AppError('REWARD_ALREADY_CLAIMED');
    const tasks = await repository.listTasks([campaign.id], { activeOnly: true }, tx);
    const completed = new Set(await repository.listCompletedTaskIds(userId, [campaign.id], tx));
    const left = tasks.filter((t) => !completed.has(t.id));
    if (tasks.length === 0 || left.length > 0)
      throw new AppError('CAMPAIGN_TASKS_INCOMPLETE', { details: { tasksLeft: left.map((t) => t.id) } });
    if (campaign.poolFunded - campaign.poolReserved < campaign.rewardAmount)
      throw new AppError('CAMPAIGN_POOL_EXHAUSTED');
    const currency = currencyOf(campaign);
    let signer: string | null = null;
    if (campaign.claimRequiresSignature) {
      if (!input.signature) throw new AppError('CLAIM_SIGNATURE_REQUIRED');
      if (!deps.claimSignatures)
        throw new AppError('CLAIM_FAILED', { details: { reason: 'SIGNATURES_NOT_CONFIGURED' } });
      const result = await deps.claimSignatures.verifyClaim(tx, {
        userId,
        campaignId: campaign.id,
        currency: currency.code,
        amount: formatAmount(campaign.rewardAmount, currency),
        expectedChainId: campaign.claimChainId,
        chainId: input.signature.chainId,
        deadline: input.signature.deadline,
        signature: input.signature.signature as `0x${string}`,
        now,
      });
      if (!result.ok)
        throw new AppError(CLAIM_REFUSALS[result.reason], { details: { reason: result.reason } });
      signer = result.signer;
    }
    await repository.updateCampaign(
      campaign.id,
      { poolReserved: campaign.poolReserved + campaign.rewardAmount, updatedAt: now },
      tx,
    );
    const claim = await repository.insertClaim(
      {
        campaignId: campaign.id,
        userId,
        currency: campaign.rewardCurrency,
        amount: campaign.rewardAmount,
        status: 'processing',
        signerAddress: signer,
        createdAt: now,
        updatedAt: now,
      },
      tx,
    );
    return toClaim(claim);
  }

  return {
    /** The titles of these claims' campaigns where they have them in the reader's language (a reward's movement names them). */
    async campaignTitlesOf(claimIds: readonly string[], reader: ContentTexts) {
      const rows = await repository.listClaimCampaignTexts(claimIds);
      return translatedTitles(
        reader,
        rows.map((row) => ({ key: row.claimId, title: row.title, translations: row.translations })),
      );
    },

    /**
     * Claims a campaign's reward, once per Idempotency-Key: the claim and its reservation from the
     * pool commit with the answer (`once`); the payment follows in its own transaction, so the
     * answer shows it credited when it went through (a replay pays a claim left unpaid).
     */
    async claim(userId: string, input: ClaimInput, once: Once): Promise<CampaignClaim> {
      const claim = await once((tx) => reserveClaim(tx, userId, input));
      return toClaim(await distributeClaim(claim.id));
    },

    /** Pays a claim now (right after it committed); the claim as it stands after. */
    async distributeClaim(claimId: string): Promise<CampaignClaim> {
      return toClaim(await distributeClaim(claimId));
    },

    /** The distribution job: claims a request left processing, and failed ones with tries left. */
    async distributeOutstanding(): Promise<number> {
      const due = await repository.listClaimsToPay({
        processingBefore: new Date(clock.now().getTime() - 30_000),
        maxAttempts: MAX_CLAIM_PAYOUT_ATTEMPTS,
        limit: 100,
      });
      let paid = 0;
      for (const { id } of due) if ((await distributeClaim(id)).status === 'credited') paid += 1;
      return paid;
    },
  };
}
