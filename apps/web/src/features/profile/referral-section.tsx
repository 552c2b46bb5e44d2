import { useEffect } from 'react';
import { LoadingRegion, TextShapes } from '../../components/page-skeletons';
import { LoadFailed } from '../../components/load-failed';
import { useTranslation } from '../../lib/use-translation';
import { Card } from '../../ui/card';
import { Skeleton } from '../../ui/skeleton';
import { ReferralRoadmap, useRewardText } from './referral-roadmap';
import { ReferralShare } from './referral-share';
import { ReferredGamers } from './referred-gamers';
import { useReferralCampaign } from './use-referral-campaign';

/** The address's fragment that leads here (the POG page links to it). */
export const REFERRAL_SECTION_ID = 'referral';

/**
 * The referral campaign on the profile (`/profile#referral`): the caller's code and link to copy
 * and share, the roadmap of milestones with the progress bar, and the gamers they invited (or the
 * invitation to invite a first one).
 */
export function ReferralSection({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const rewardText = useRewardText();
  const campaign = useReferralCampaign(userId);
  const isReady = campaign.state.status === 'ready';
  // Arriving by the link to this section: once it is drawn in full, it comes into view.
  useEffect(() => {
    if (isReady && globalThis.location?.hash === `#${REFERRAL_SECTION_ID}`)
      document.getElementById(REFERRAL_SECTION_ID)?.scrollIntoView?.();
  }, [isReady]);

  let body;
  if (campaign.state.status === 'loading') {
    body = (
      <LoadingRegion label={t('referral.loading')} className="space-y-4">
        <Skeleton className="h-11 w-full rounded-control" />
        <Skeleton className="h-11 w-full rounded-control" />
        <TextShapes lines={4} />
      </LoadingRegion>
    );
  } else if (campaign.state.status === 'error') {
    body = (
      <LoadFailed
        message={t('referral.loadFailed')}
        retryLabel={t('referral.retry')}
        onRetry={campaign.retry}
      />
    );
  } else {
    const { code, roadmap, progress } = campaign.state.data;
    const perReferral = rewardText(roadmap.perReferral);
    body = (
      <div className="space-y-6">
        <p className="text-slate-300">
          {t('referral.intro', {
            reward: perReferral,
            actions: roadmap.qualifyingActions.map((action) => t(`referral.action.${action}`)).join(', '),
          })}
        </p>
        <ReferralShare code={code} />
        <section aria-labelledby="referral-progress">
          <h3 id="referral-progress" className="mb-3 text-lg font-semibold">
            {t('referral.progressTitle')}
          </h3>
          <ReferralRoadmap progress={progress} />
        </section>
        <section aria-labelledby="referral-gamers">
          <h3 id="referral-gamers" className="mb-2 text-lg font-semibold">
            {t('referral.gamersTitle')}
          </h3>
          {progress.signedUp === 0 ? (
            <div className="rounded-control border border-dashed border-border p-4 text-center">
              <p aria-hidden="true" className="mb-1 text-3xl">
                🎮
              </p>
              <p className="font-semibold">{t('referral.emptyTitle')}</p>
              <p className="text-slate-300">{t('referral.emptyBody', { reward: perReferral })}</p>
            </div>
          ) : (
            <ReferredGamers
              gamers={campaign.gamers}
              hasMore={campaign.hasMore}
              moreState={campaign.moreState}
              onMore={campaign.loadMore}
            />
          )}
        </section>
      </div>
    );
  }

  return (
    <Card
      as="section"
      id={REFERRAL_SECTION_ID}
      aria-labelledby="profile-referral"
      className="scroll-mt-20 p-4 sm:p-6"
    >
      <h2 id="profile-referral" className="mb-4 text-title font-semibold">
        {t('referral.title')}
      </h2>
      {body}
    </Card>
  );
}
