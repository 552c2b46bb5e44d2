import { useSession } from '../../lib/session';
import { useLoad } from '../../lib/use-load';
import { useTranslation } from '../../lib/use-translation';
import { CampaignCard } from '../../components/campaign-card';
import { Button } from '../../ui/button';
import { Skeleton } from '../../ui/skeleton';
import { listHomeCampaigns } from './home-api';

/**
 * The home page's K-Drop row: live campaigns, then upcoming ones, at most six, sideways on a phone.
 * It fills the fixed-height row the home page keeps for it, so nothing below moves whatever it shows.
 * A chunk of its own, loaded when the row comes near the screen.
 */
export default function HomeCampaigns() {
  const { t } = useTranslation();
  const session = useSession();
  // Signed in, each card is the user's (their progress): a sign-in reads them again.
  const viewer = session.status === 'signed-in' ? session.user.id : 'visitor';
  const { state, retry } = useLoad(viewer, listHomeCampaigns);
  if (state.status === 'loading')
    return (
      <div role="status" className="-mx-4 flex h-full gap-4 overflow-hidden px-4 pb-1">
        <span className="sr-only">{t('kdrop.loading')}</span>
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} className="h-full w-72 shrink-0 rounded-card" />
        ))}
      </div>
    );
  if (state.status === 'error')
    return (
      <div
        role="alert"
        className="flex h-full flex-col items-start justify-center gap-3 rounded-xl bg-slate-800 p-5"
      >
        <p className="text-slate-300">{t('kdrop.loadError')}</p>
        <Button variant="secondary" onClick={retry}>
          {t('kdrop.retry')}
        </Button>
      </div>
    );
  if (state.data.length === 0)
    return (
      <p className="flex h-full items-center rounded-xl bg-slate-800 p-5 text-slate-300">
        {t('kdrop.homeEmpty')}
      </p>
    );
  return (
    <ul className="-mx-4 flex h-full snap-x gap-4 overflow-x-auto px-4 pb-1">
      {state.data.map((campaign) => (
        <li key={campaign.id} className="h-full w-72 shrink-0 snap-start">
          <CampaignCard campaign={campaign} className="h-full" />
        </li>
      ))}
    </ul>
  );
}
