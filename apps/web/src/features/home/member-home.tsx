import { useCallback, useEffect, useRef } from 'react';
import type { SessionUser } from '@kp/contract/auth';
import { finishFirstRun, isFirstRunPending, orderByPickedGames } from '../../lib/first-run';
import { openModal, useOpenModals } from '../../lib/modals';
import { useLoad, type Loaded } from '../../lib/use-load';
import { useTranslation } from '../../lib/use-translation';
import { ClanPromotion } from '../../components/clan-promotion';
import { ArticlesRow } from './articles-row';
import { ClanCard } from './clan-card';
import { ContinueSection } from './continue-section';
import { Explore } from './explore';
import { Greeting } from './greeting';
import {
  getEarningsAggregate,
  listLiveQuests,
  listMemberCampaigns,
  listMyQuests,
  liveAndUpcoming,
} from './home-api';
import { CampaignRow, QuestRow } from './home-rows';
import { CAMPAIGN_ROW_CLASS, QUEST_ROW_CLASS } from './home-skeletons';
import { RowSection } from './row-section';
import { WhatsNew } from './whats-new';

/** The same load, its data passed through `map` once it is there. */
function mapLoaded<T, U>(state: Loaded<T>, map: (data: T) => U): Loaded<U> {
  return state.status === 'ready' ? { status: 'ready', data: map(state.data) } : state;
}

/**
 * Opens the first-run path (features/onboarding, registered as the `firstRun` modal) once, after a
 * registration on this device, when no other modal (the email's code after registering) is open.
 * Its end, done or skipped, is stored with the games picked, so it is never shown again here.
 */
function useFirstRunOnce() {
  const isModalOpen = useOpenModals().length > 0;
  const hasOpened = useRef(false);
  useEffect(() => {
    if (isModalOpen || hasOpened.current || !isFirstRunPending()) return;
    hasOpened.current = true;
    openModal('firstRun', { onFinish: finishFirstRun });
  }, [isModalOpen]);
}

/**
 * The home of a signed-in gamer: hello with the balance and what is ready to collect, what they
 * left unfinished, today's quests (the games they picked first), the live campaigns, where else
 * to go, their clan (or one to join), and what is new; the clan promotion overlay. A chunk of its own, loaded only for a signed-in user.
 */
export default function MemberHome({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const campaigns = useLoad(user.id, listMemberCampaigns);
  const myQuests = useLoad(user.id, listMyQuests);
  const liveQuests = useLoad('live', listLiveQuests);
  const earnings = useLoad(user.id, getEarningsAggregate);
  // It follows the modals, so this redraws when the path closes: the order below then follows the
  // games picked in it (read from this device's storage on every draw).
  useFirstRunOnce();
  const todaysQuests = mapLoaded(liveQuests.state, (quests) => orderByPickedGames(quests));
  const startedIds = new Set(
    myQuests.state.status === 'ready' ? myQuests.state.data.map((quest) => quest.questId) : [],
  );
  const suggestion =
    todaysQuests.status === 'ready' ? (todaysQuests.data.find((q) => !startedIds.has(q.id)) ?? null) : null;
  const { retry: retryCampaigns } = campaigns;
  const { retry: retryMyQuests } = myQuests;
  const retryContinue = useCallback(() => {
    retryCampaigns();
    retryMyQuests();
  }, [retryCampaigns, retryMyQuests]);
  return (
    <div className="space-y-10">
      <Greeting user={user} earnings={earnings} />
      <ContinueSection
        campaigns={campaigns.state}
        quests={myQuests.state}
        suggestion={suggestion}
        retry={retryContinue}
      />
      <RowSection
        id="home-today"
        title={t('homeFeed.todayTitle')}
        seeAll={{ href: '/k-quest', label: t('home.questsSeeAll') }}
        rowClass={QUEST_ROW_CLASS}
      >
        <QuestRow state={todaysQuests} retry={liveQuests.retry} startedIds={startedIds} />
      </RowSection>
      <RowSection
        id="home-kdrop"
        title={t('home.kdropTitle')}
        seeAll={{ href: '/gamer/k-drop', label: t('home.kdropSeeAll') }}
        rowClass={CAMPAIGN_ROW_CLASS}
      >
        <CampaignRow state={mapLoaded(campaigns.state, liveAndUpcoming)} retry={campaigns.retry} />
      </RowSection>
      <ClanCard userId={user.id} />
      <Explore />
      <WhatsNew />
      <ArticlesRow />
      <ClanPromotion />
    </div>
  );
}
