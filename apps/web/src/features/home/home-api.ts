import { call } from '../../lib/api-client';

/** The most campaigns the home page shows; the rest are on the K-Drop page. */
export const HOME_CAMPAIGNS_LIMIT = 6;

/**
 * The home page's campaigns: live ones, then upcoming, at most HOME_CAMPAIGNS_LIMIT. One read: the
 * list orders live (ending soonest) first, then upcoming (starting soonest), then the past, which
 * are left out here. Imported by the row's own chunk only (home-campaigns.tsx), not the first load.
 */
export async function listHomeCampaigns(signal: AbortSignal) {
  const { data } = await call(
    'listCampaignsByState',
    { query: { pageLimit: HOME_CAMPAIGNS_LIMIT } },
    { signal },
  );
  return data.campaigns.filter((c) => c.status === 'LIVE' || c.status === 'PUBLISHED');
}
