import { useLocation, useSearch } from 'wouter';
import { ClanPromotion } from '../../components/clan-promotion';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useTranslation } from '../../lib/use-translation';
import { QuestDetailView } from './quest-detail';
import { QuestList } from './quest-list';
import { questViewOf } from './quest-view';

/**
 * `/k-quest/…`, `/quest-details/…` and `/offerwall/`: the view of the path (quest-view.ts); the
 * quest list shows the clan promotion overlay.
 */
export default function QuestsPage() {
  const { t } = useTranslation();
  const [location] = useLocation();
  const search = useSearch();
  const view = questViewOf(location, search);
  useDocumentTitle(t('quests.title'));
  return (
    <div className="mx-auto w-full max-w-4xl space-y-4 p-4">
      {view.kind === 'list' && (
        <>
          <h1 className="text-2xl font-bold">{t('quests.title')}</h1>
          <QuestList />
        </>
      )}
      {view.kind === 'partner' && (
        <>
          <h1 className="text-2xl font-bold">{t('quests.partnerTitle', { game: view.game })}</h1>
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
