import { call } from '../../lib/api-client';

// The referral campaign's calls the profile's referral section makes: the caller's code and share
// links, the roadmap (the reward of each referral), and the caller's progress by pages of gamers.

/** How many invited gamers a page of the progress lists. */
export const REFERRED_PAGE = 20;

/** The section's data: the code and links, the roadmap, and the progress with its first page. */
export async function loadReferralCampaign(signal: AbortSignal) {
  const [code, roadmap, progress] = await Promise.all([
    call('getReferralCampaignCode', {}, { signal }),
    call('getReferralCampaignRoadmap', {}, { signal }),
    call('getReferralCampaignProgress', { query: { limit: REFERRED_PAGE, offset: 0 } }, { signal }),
  ]);
  return { code: code.data, roadmap: roadmap.data, progress: progress.data };
}

export type ReferralCampaign = Awaited<ReturnType<typeof loadReferralCampaign>>;

/** The invited gamers from `offset` on (the next page). */
export async function listReferredGamers(offset: number) {
  return (await call('getReferralCampaignProgress', { query: { limit: REFERRED_PAGE, offset } })).data
    .referred;
}
