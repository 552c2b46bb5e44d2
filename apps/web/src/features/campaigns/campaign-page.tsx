import { useState } from 'react';
import { useLocation } from 'wouter';
import type { CampaignDetail } from '@kp/contract/campaigns';
import type { SocialStatus } from '@kp/contract/social';
import { AppError } from '@kp/domain/errors';
import { errorText } from '../../lib/messages';
import { openModal } from '../../lib/modals';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLoad } from '../../lib/use-load';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../ui/button';
import { DetailSkeleton } from '../../components/page-skeletons';
import { rewardFacts } from '../../components/campaign-card';
import { CampaignHeader, CampaignProgress } from './campaign-header';
import { ClaimPanel } from './claim-panel';
import { TaskList } from './task-list';
import { useTaskFlow } from './use-task-flow';
import { getCampaign, getSocialStatus, startCampaign } from './campaigns-api';
import { CARD_CLASS } from '../../ui/card';

const LIST_PATH = '/gamer/k-drop';
const PREFIX = `${LIST_PATH}/`;
const PANEL = `${CARD_CLASS} space-y-3 p-4`;

/** The campaign's id or slug in `/gamer/k-drop/<slug>`, or null. */
export function campaignSlugOf(pathname: string): string | null {
  if (!pathname.startsWith(PREFIX)) return null;
  const segment = pathname.slice(PREFIX.length).split('/')[0] ?? '';
  try {
    const slug = decodeURIComponent(segment).trim();
    return slug === '' ? null : slug;
  } catch {
    return null;
  }
}

function NotFound() {
  const { t } = useTranslation();
  return (
    <div role="alert" className={PANEL}>
      <h1 className="text-xl font-bold">{t('campaign.notFound.title')}</h1>
      <p>{t('campaign.notFound.body')}</p>
      <a href={LIST_PATH} className="inline-block underline underline-offset-2">
        {t('campaign.notFound.back')}
      </a>
    </div>
  );
}

const START_REFUSALS = {
  CAMPAIGN_NOT_LIVE: 'campaign.start.notLive',
  CAMPAIGN_NOT_IN_YOUR_COUNTRY: 'campaign.start.notInCountry',
  CAMPAIGN_COUNTRY_UNKNOWN: 'campaign.start.countryUnknown',
} as const;

function LoadFailed({ error, onRetry }: { error: AppError; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className={PANEL}>
      <p>{t('campaign.loadFailed')}</p>
      {error.code !== 'SOMETHING_WENT_WRONG' && (
        <p className="text-sm text-slate-400">{errorText(t, error)}</p>
      )}
      <Button variant="secondary" onClick={onRetry}>
        {t('campaign.retry')}
      </Button>
    </div>
  );
}

/** Signed out, not started, not live: what the user can do now, above the tasks. */
function Participation({
  campaign,
  isSignedIn,
  onStarted,
}: {
  campaign: CampaignDetail;
  isSignedIn: boolean;
  onStarted: (campaign: CampaignDetail) => void;
}) {
  const { t } = useTranslation();
  const [isStarting, setIsStarting] = useState(false);
  const [startError, setStartError] = useState<AppError | null>(null);
  const isLive = campaign.status === 'LIVE';

  async function start() {
    setIsStarting(true);
    setStartError(null);
    try {
      const data = await startCampaign(campaign.id);
      onStarted(data);
    } catch (cause) {
      setStartError(cause instanceof AppError ? cause : new AppError('SOMETHING_WENT_WRONG'));
    } finally {
      setIsStarting(false);
    }
  }

  if (!isSignedIn)
    return (
      <div className={PANEL}>
        <p>{t('campaign.signIn.body')}</p>
        <Button fullWidth onClick={() => openModal('login')}>
          {t('campaign.signIn.button')}
        </Button>
      </div>
    );
  if (campaign.status === 'PUBLISHED') return <p className={PANEL}>{t('campaign.notLive.upcoming')}</p>;
  if (isLive && !campaign.progress?.hasStarted)
    return (
      <div className={PANEL}>
        <p>{t('campaign.start.body')}</p>
        <Button fullWidth loading={isStarting} onClick={() => void start()}>
          {isStarting ? t('campaign.start.starting') : t('campaign.start.button')}
        </Button>
        {startError && <StartRefusal error={startError} />}
      </div>
    );
  if (!isLive && campaign.cardState !== 'CLAIM_REWARDS' && !campaign.claim)
    return <p className={PANEL}>{t('campaign.notLive.ended')}</p>;
  return null;
}

/** Why the campaign could not be started, and for a user of unknown country where to set it. */
function StartRefusal({ error }: { error: AppError }) {
  const { t } = useTranslation();
  const known = START_REFUSALS[error.code as keyof typeof START_REFUSALS];
  return (
    <p role="alert" className="text-sm text-rose-300">
      {known ? t(known) : errorText(t, error)}
      {error.code === 'CAMPAIGN_COUNTRY_UNKNOWN' && (
        <>
          {' '}
          <a href="/profile/" className="underline underline-offset-2">
            {t('campaign.start.setCountry')}
          </a>
        </>
      )}
    </p>
  );
}

function CampaignView({
  campaign,
  isSignedIn,
  set,
}: {
  campaign: CampaignDetail;
  isSignedIn: boolean;
  set: (campaign: CampaignDetail) => void;
}) {
  const { t, language } = useTranslation();
  const [statusesRead, setStatusesRead] = useState(0);
  const statuses = useLoad(isSignedIn ? `social:${statusesRead}` : null, getSocialStatus);
  const [refreshError, setRefreshError] = useState(false);
  const returnTo = `${LIST_PATH}/${encodeURIComponent(campaign.slug)}`;

  // Reads the campaign again in place (the list stays on screen while it loads).
  async function refresh() {
    try {
      const data = await getCampaign(campaign.id);
      set(data);
      setRefreshError(false);
    } catch {
      setRefreshError(true);
    }
  }

  const socialStatuses: SocialStatus['socialStatuses'] | null =
    statuses.state.status === 'ready' ? statuses.state.data.socialStatuses : null;
  const flow = useTaskFlow({
    campaign,
    statuses: socialStatuses,
    refresh,
    reloadStatuses: () => setStatusesRead((n) => n + 1),
    returnTo,
  });
  const canAct = isSignedIn && campaign.status === 'LIVE' && campaign.progress?.hasStarted === true;
  const progress = campaign.progress;

  return (
    <article className="space-y-4">
      <a href={LIST_PATH} className="text-sm underline underline-offset-2">
        <span aria-hidden="true" className="me-1 inline-block rtl:rotate-180">
          ←
        </span>
        {t('campaign.back')}
      </a>
      <CampaignHeader campaign={campaign} />
      <Participation campaign={campaign} isSignedIn={isSignedIn} onStarted={set} />
      {isSignedIn && progress?.hasStarted && (
        <CampaignProgress
          verified={progress.tasksVerified}
          total={progress.tasksTotal}
          reward={rewardFacts(campaign, t, language).perUser}
        />
      )}
      {isSignedIn && (campaign.claim || campaign.cardState === 'CLAIM_REWARDS') && (
        <div className={PANEL}>
          <ClaimPanel campaign={campaign} onChanged={() => void refresh()} />
        </div>
      )}
      {refreshError && (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-rose-200">
          <p>{t('campaign.refreshFailed')}</p>
          <Button variant="secondary" onClick={() => void refresh()}>
            {t('campaign.retry')}
          </Button>
        </div>
      )}
      <TaskList tasks={campaign.tasks} flow={flow} canAct={canAct} />
      <p aria-live="polite" role="status" className="sr-only">
        {flow.announcement}
      </p>
    </article>
  );
}

/** `/gamer/k-drop/<slug>`: one K-Drop campaign, its tasks in order and the reward's claim. */
export default function CampaignPage() {
  const { t } = useTranslation();
  const [pathname] = useLocation();
  const slug = campaignSlugOf(pathname);
  const session = useSession();
  const isSignedIn = session.status === 'signed-in';
  // Wait for the session: signed in, the campaign comes with the caller's progress.
  const key = slug && session.status !== 'unknown' ? `${slug}:${session.status}` : null;
  const { state, retry, set } = useLoad(key, (signal) => getCampaign(slug!, signal));
  useDocumentTitle(state.status === 'ready' ? state.data.title : t('campaign.title'));

  return (
    <div className="mx-auto max-w-3xl space-y-4">
      {slug === null || (state.status === 'error' && state.error.code === 'CAMPAIGN_NOT_FOUND') ? (
        <NotFound />
      ) : state.status === 'loading' ? (
        <DetailSkeleton label={t('campaign.loading')} hasBanner sections={3} />
      ) : state.status === 'error' ? (
        <LoadFailed error={state.error} onRetry={retry} />
      ) : (
        <CampaignView campaign={state.data} isSignedIn={isSignedIn} set={set} />
      )}
    </div>
  );
}
