import type { ClanCodePurpose, ClanDashboardType, ClanImagePage, ClanImageType } from '@kp/domain/clans';
import type { ClanForm } from '@kp/domain/clan-form';
import { call } from '../../lib/api-client';

/** The number of clans a page of the list shows. */
export const CLAN_PAGE_SIZE = 12;

/** The caller's clan and role, and the rules' waits that apply to them now. */
export async function getClanStatus(signal?: AbortSignal) {
  return (await call('getClanStatus', {}, { signal })).data;
}

/** The rules' day counts (the leave modal says the rejoin wait). */
export async function getClanRules(signal?: AbortSignal) {
  return (await call('getClanRules', {}, { signal })).data;
}

/** A page of clans, the most members first, matching `search` by name, city or college. */
export async function listClans(search: string, offset: number, signal?: AbortSignal) {
  const query = { ...(search ? { search } : {}), limit: CLAN_PAGE_SIZE, offset };
  return (await call('listClans', { query }, { signal })).data;
}

/** A clan's page: the clan and its members. */
export async function getClan(id: string, signal?: AbortSignal) {
  return (await call('getClan', { params: { id } }, { signal })).data;
}

/** How many campaigns (drop) or quests (quest) the clan's members completed since joining it. */
export async function getClanCampaignStats(
  clanId: string,
  dashboardType: ClanDashboardType,
  signal?: AbortSignal,
) {
  return (await call('getClanCampaignStats', { query: { clanId, dashboardType } }, { signal })).data;
}

/** The clan's POG scores (0, not counted, until POG cards exist). */
export async function getClanPogScores(clanId: string, signal?: AbortSignal) {
  return (await call('getClanPogScores', { query: { clanId } }, { signal })).data;
}

export async function joinClan(clanId: string) {
  return (await call('joinClan', { body: { clanId } })).data.membership;
}

/** Leaves the caller's clan; the status after comes back (its rejoin wait running). */
export async function leaveClan() {
  return (await call('leaveClan')).data;
}

/** The chief removes a member; the clan after comes back. */
export async function removeClanMember(clanId: string, userId: string) {
  return (await call('removeClanMember', { params: { id: clanId, userId } })).data;
}

/** Sends a one-time code for the `create clan` or `delete clan` flow. */
export async function sendClanCode(type: ClanCodePurpose) {
  return (await call('sendClanCode', { body: { type } })).data;
}

/** Sends the code of a challenge again; the renewed challenge comes back. */
export async function resendClanCode(challengeId: string) {
  return (await call('resendCode', { body: { challengeId } })).data;
}

/** Creates the caller's clan with the code of the `create clan` flow; the new clan comes back. */
export async function createClan(form: ClanForm, code: { challengeId: string; code: string }) {
  return (await call('createClan', { body: { ...form, ...code } })).data;
}

/** Deletes the caller's clan with the code of the `delete clan` flow; their status after comes back. */
export async function deleteClan(clanId: string, code: { challengeId: string; code: string }) {
  return (await call('deleteClan', { params: { id: clanId }, body: code })).data;
}

/** Uploads a logo or banner (the JPEG file itself) for the create form or the chief's own clan. */
export async function uploadClanImage(page: ClanImagePage, imageType: ClanImageType, file: Blob) {
  return (await call('uploadClanImage', { query: { page, imageType }, body: file })).data;
}
