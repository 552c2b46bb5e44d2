import { lazy } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { QUEST_LEADERBOARD_QUERY } from '@kp/domain/quests';
import { ClanPromotion } from '../../components/clan-promotion';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useTranslation } from '../../lib/use-translation';
import { QuestDetailView } from './quest-detail';
import { QuestList } from './quest-list';
import { questViewOf } from './quest-view';
import { isolate } from '../../components/user-text';

// A chunk of its own, drawn when the marker is there.
const LeaderboardsPage = lazy(() => import('./leaderboards-page'));

/**
 * `/k-quest/…`, `/quest-details/…` and `/offerwall/`: the view of the path (quest-view.ts); the
 * quest list shows the clan promotion overlay.
 */
export default function QuestsPage() {
  const { t } = useTranslation();
  const [location] = useLocation();
  const search = useSearch();
  const view = questViewOf(location, search);
  useDocumentTitle(t(view.kind === 'leaderboards' ? 'leaderboards.title' : 'quests.title'));
  if (view.kind === 'leaderboards') return <LeaderboardsPage />;
  return (
    <div className="mx-auto w-full max-w-4xl space-y-4 p-4">
      {view.kind === 'list' && (
        <>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h1 className="text-2xl font-bold">{t('quests.title')}</h1>
            <Link
              href={`/k-quest/?${QUEST_LEADERBOARD_QUERY}`}
              className="font-semibold text-primary hover:underline"
            >
              {t('leaderboards.link')}
            </Link>
          </div>
          <QuestList />
        </>
      )}
      {view.kind === 'partner' && (
        <>
          <h1 className="text-2xl font-bold">{t('quests.partnerTitle', { game: isolate(view.game) })}</h1>
          <QuestList game={view.game} />
        </>
      )}
      {view.kind === 'detail' && <QuestDetailView slug={view.slug} />}
      {view.kind === 'offerwall' &&
        (view.slug ? (
          <QuestDetailView slug={view.slug} offer />
        ) : (
          <>
            <h1 className="text-2xl font-bold">{t('quests.offerwall')}</h1>
            <QuestList offer />
          </>
        ))}
      {view.kind === 'list' && <ClanPromotion />}
    </div>
  );
}
