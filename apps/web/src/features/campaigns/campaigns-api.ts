import type { CampaignSummary } from '@kp/contract/campaigns';
import type { CampaignStatus } from '@kp/domain/campaigns';
import { call } from '../../lib/api-client';
import { withIdempotencyKey } from '../../lib/idempotency-key';
import { refreshProgress } from '../../lib/user-data';

/** How many campaigns a page of the list holds. */
export const CAMPAIGNS_PAGE_SIZE = 12;

/** A page of the campaign list, with where the next one starts. */
export type CampaignsPage = { campaigns: CampaignSummary[]; isLastCard: boolean; offset: number };

/** What `claimReward` takes as a signature (the transaction sign modal gives it). */
export type ClaimSignature = { chainId: number; deadline: number; signature: string };

/** A page of the campaigns of a state (live, upcoming, or any public one from `offset`). */
export async function listCampaigns(
  query: { status?: CampaignStatus; upcoming?: 'true'; offset: number },
  signal: AbortSignal,
): Promise<CampaignsPage> {
  return (
    await call('listCampaignsByState', { query: { ...query, pageLimit: CAMPAIGNS_PAGE_SIZE } }, { signal })
  ).data;
}

/** One campaign by its id or slug, with the user's progress when signed in. */
export async function getCampaign(idOrSlug: string, signal?: AbortSignal) {
  return (await call('getCampaign', { params: { idOrSlug } }, { signal })).data;
}

/** Starts a campaign for the user. */
export async function startCampaign(campaignId: string) {
  return (await call('startCampaign', { body: { campaignId } })).data;
}

/** Which social accounts the user has linked. */
export async function getSocialStatus(signal: AbortSignal) {
  return (await call('getSocialStatus', {}, { signal })).data;
}

/** Checks a task (with what the user typed, for a task that takes it); its state comes back. */
export async function validateTask(taskId: string, submission?: string) {
  const { data } = await call('validateTask', { body: { taskId, ...(submission ? { submission } : {}) } });
  void refreshProgress();
  return data;
}

/** Appeals a task's refusal with a note. */
export async function appealTask(taskId: string, note: string) {
  return (await call('appealTask', { body: { taskId, note } })).data;
}

/** The user's referral code. */
export async function getReferralInfo(signal: AbortSignal) {
  return (await call('getReferralInfo', {}, { signal })).data;
}

/** Claims a campaign's reward; `idempotencyKey` is the claim intent's, kept for its retries. */
export async function claimReward(
  campaignId: string,
  signature: ClaimSignature | undefined,
  idempotencyKey: string,
) {
  const body = { campaignId, ...(signature ? { signature } : {}) };
  const { data } = await call('claimReward', { body }, { fetch: withIdempotencyKey(idempotencyKey) });
  void refreshProgress();
  return data;
}
