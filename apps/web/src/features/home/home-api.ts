import type { CampaignSummary } from '@kp/contract/campaigns';
import type { MyQuest } from '@kp/contract/quests';
import { call } from '../../lib/api-client';

/** The most campaigns, or quests, a home row shows; the rest are on their own pages. */
export const HOME_ROW_LIMIT = 6;
/** How many campaigns the signed-in home reads: its row, and the campaigns the user started. */
const MEMBER_CAMPAIGNS_LIMIT = 20;
/** How many of the user's own quests the signed-in home reads for "continue where you left off". */
const MY_QUESTS_LIMIT = 20;

/** Live campaigns, then upcoming ones, at most HOME_ROW_LIMIT: the past are left out. */
export function liveAndUpcoming(campaigns: readonly CampaignSummary[]): CampaignSummary[] {
  return campaigns.filter((c) => c.status === 'LIVE' || c.status === 'PUBLISHED').slice(0, HOME_ROW_LIMIT);
}

/**
 * Campaigns the user started and has not finished: tasks left, or every task done and the reward
 * still to claim (an ended campaign whose claim window is open included).
 */
export function campaignsInProgress(campaigns: readonly CampaignSummary[]): CampaignSummary[] {
  return campaigns.filter(
    (c) =>
      c.progress?.hasStarted === true &&
      (c.cardState === 'CONTINUE_TASKS' || c.cardState === 'CLAIM_REWARDS'),
  );
}

/** Quests the user started and has not completed. */
export function questsInProgress(quests: readonly MyQuest[]): MyQuest[] {
  return quests.filter((q) => q.status === 'started');
}

/**
 * The campaigns by state (live ending soonest first, then upcoming by start, then the past): one
 * page of them, the caller's card state and progress on each when signed in.
 */
export async function listCampaigns(signal: AbortSignal, pageLimit = HOME_ROW_LIMIT) {
  const { data } = await call('listCampaignsByState', { query: { pageLimit } }, { signal });
  return data.campaigns;
}

/** The visitor home's campaign row. */
export async function listHomeCampaigns(signal: AbortSignal) {
  return liveAndUpcoming(await listCampaigns(signal));
}

/** The signed-in home's campaigns: enough for its row and for the ones the user started. */
export function listMemberCampaigns(signal: AbortSignal) {
  return listCampaigns(signal, MEMBER_CAMPAIGNS_LIMIT);
}

/** The quests one can start now, ending soonest first. */
export async function listLiveQuests(signal: AbortSignal) {
  const { data } = await call('listLiveQuests', { query: { limit: HOME_ROW_LIMIT } }, { signal });
  return data.quests;
}

/** The quests the signed-in user started, latest first, with their progress. */
export async function listMyQuests(signal: AbortSignal) {
  const { data } = await call('listMyQuests', { query: { limit: MY_QUESTS_LIMIT } }, { signal });
  return data.quests;
}

/** The signed-in user's earnings added up by currency: what is ready to collect. */
export async function getEarningsAggregate(signal: AbortSignal) {
  return (await call('getEarningsAggregate', {}, { signal })).data;
}
