import type { ReactNode } from 'react';
import type { CampaignSummary } from '@kp/contract/campaigns';
import type { QuestSummary } from '@kp/contract/quests';
import { CampaignCard } from '../../components/campaign-card';
import { LoadFailed } from '../../components/load-failed';
import { useLoad, type Loaded } from '../../lib/use-load';
import { useTranslation } from '../../lib/use-translation';
import { listHomeCampaigns, listLiveQuests } from './home-api';
import { ROW_ITEM_CLASS, ROW_LIST_CLASS, RowSkeleton } from './home-skeletons';
import { QuestCard } from './quest-card';

type RowProps<T> = { state: Loaded<T[]>; retry: () => void };

/**
 * A row of cards in each state of its load: their shapes, the failure with Try again, what is said
 * when there are none, or the cards themselves.
 */
function CardRow<T extends { id: string }>({
  state,
  retry,
  texts,
  card,
}: RowProps<T> & {
  texts: { loading: string; error: string; retry: string; empty: string };
  card: (item: T) => ReactNode;
}) {
  if (state.status === 'loading') return <RowSkeleton label={texts.loading} />;
  const message = (children: ReactNode) => (
    <div className="card flex h-full flex-col justify-center p-5 text-slate-300">{children}</div>
  );
  if (state.status === 'error')
    return message(<LoadFailed message={texts.error} retryLabel={texts.retry} onRetry={retry} />);
  if (state.data.length === 0) return message(texts.empty);
  return (
    <ul className={ROW_LIST_CLASS}>
      {state.data.map((item) => (
        <li key={item.id} className={ROW_ITEM_CLASS}>
          {card(item)}
        </li>
      ))}
    </ul>
  );
}

/** A row of K-Drop campaign cards, each one link to its campaign. */
export function CampaignRow({ state, retry }: RowProps<CampaignSummary>) {
  const { t } = useTranslation();
  return (
    <CardRow
      state={state}
      retry={retry}
      texts={{
        loading: t('kdrop.loading'),
        error: t('kdrop.loadError'),
        retry: t('kdrop.retry'),
        empty: t('kdrop.homeEmpty'),
      }}
      card={(campaign) => <CampaignCard campaign={campaign} className="h-full" />}
    />
  );
}

/** A row of quest cards, each one link to its quest; `startedIds` say Continue rather than Start. */
export function QuestRow({
  state,
  retry,
  startedIds,
}: RowProps<QuestSummary> & { startedIds?: ReadonlySet<string> }) {
  const { t } = useTranslation();
  return (
    <CardRow
      state={state}
      retry={retry}
      texts={{
        loading: t('quests.loading'),
        error: t('quests.loadError'),
        retry: t('quests.retry'),
        empty: t('homeFeed.questsEmpty'),
      }}
      card={(quest) => <QuestCard quest={quest} isStarted={startedIds?.has(quest.id)} />}
    />
  );
}

/** The visitor home's campaigns: live, then upcoming. */
export function VisitorCampaigns() {
  const { state, retry } = useLoad('visitor', listHomeCampaigns);
  return <CampaignRow state={state} retry={retry} />;
}

/** The visitor home's live quests. */
export function VisitorQuests() {
  const { state, retry } = useLoad('live', listLiveQuests);
  return <QuestRow state={state} retry={retry} />;
}
