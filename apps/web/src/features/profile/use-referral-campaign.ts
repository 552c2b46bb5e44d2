import { useCallback, useState } from 'react';
import type { ReferredGamer } from '@kp/contract/referral-campaign';
import type { MoreState } from '../../components/show-more';
import { useLoad } from '../../lib/use-load';
import { listReferredGamers, loadReferralCampaign, REFERRED_PAGE } from './referral-api';

type More = { gamers: readonly ReferredGamer[]; state: MoreState; isEnd: boolean };
const NONE_MORE: More = { gamers: [], state: 'idle', isEnd: false };

/**
 * The referral section's state: the campaign as loaded (code, roadmap, progress) and the invited
 * gamers read so far, with the next page on demand.
 */
export function useReferralCampaign(userId: string) {
  const campaign = useLoad(`referral:${userId}`, loadReferralCampaign);
  const [more, setMore] = useState<More>(NONE_MORE);
  const { retry } = campaign;
  const data = campaign.state.status === 'ready' ? campaign.state.data : null;
  const gamers = data ? [...data.progress.referred, ...more.gamers] : [];
  const total = data?.progress.signedUp ?? 0;
  const offset = gamers.length;

  const loadMore = useCallback(() => {
    setMore((now) => ({ ...now, state: 'loading' }));
    listReferredGamers(offset).then(
      // A short page is the last, whatever the count said when the first was read.
      (page) =>
        setMore((now) => ({
          gamers: [...now.gamers, ...page],
          state: 'idle',
          isEnd: page.length < REFERRED_PAGE,
        })),
      () => setMore((now) => ({ ...now, state: 'error' })),
    );
  }, [offset]);

  const reload = useCallback(() => {
    setMore(NONE_MORE);
    retry();
  }, [retry]);

  return {
    state: campaign.state,
    retry: reload,
    gamers,
    hasMore: !more.isEnd && offset < total,
    moreState: more.state,
    loadMore,
  };
}
