import { useId, useState } from 'react';
import { Link } from 'wouter';
import type { MyQuest } from '@kp/contract/quests';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLoad } from '../../lib/use-load';
import { useSignInRequired } from '../../lib/use-sign-in-required';
import { useTranslation } from '../../lib/use-translation';
import { ShowMore, type MoreState } from '../../components/show-more';
import { SignInFirst } from '../../components/sign-in-first';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Skeleton } from '../../ui/skeleton';
import { LoadError } from './load-error';
import { listMyQuests } from './quests-api';
import { QUEST_CARD_CLASS } from './quest-styles';
import { UserText } from '../../components/user-text';
import { formatNumber } from '@kp/domain/display';

type Page = Awaited<ReturnType<typeof listMyQuests>>;

/** One of the user's quests: its page, its game, and how far the user is. */
function MyQuestCard({ entry }: { entry: MyQuest }) {
  const { t } = useTranslation();
  const { quest, completedStages, totalStages } = entry;
  const isDone = entry.status === 'completed';
  const share = totalStages === 0 ? (isDone ? 1 : 0) : Math.min(completedStages / totalStages, 1);
  // The stage the user is on: the one after those done (the last, once all are done).
  const stage = Math.min(completedStages + 1, totalStages);
  return (
    <li className={`${QUEST_CARD_CLASS} flex flex-col gap-2`}>
      <Link
        href={`/k-quest/${encodeURIComponent(quest.slug)}`}
        className="text-lg font-semibold text-indigo-300 hover:underline"
      >
        <UserText>{quest.title}</UserText>
      </Link>
      <p className="text-label text-text-muted">
        <UserText>{quest.game.name}</UserText>
      </p>
      <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-surface-overlay">
        <div
          className={`h-full rounded-full ${isDone ? 'bg-success' : 'bg-primary'}`}
          style={{ width: `${Math.round(share * 100)}%` }}
        />
      </div>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-label">
        {isDone ? (
          <span>{t('quests.mine.allStagesDone', { total: totalStages })}</span>
        ) : totalStages > 0 ? (
          <span>{t('quests.mine.stageOf', { stage, total: totalStages })}</span>
        ) : null}
        {!isDone && quest.state !== 'live' && <Badge>{t(`quests.states.${quest.state}`)}</Badge>}
      </p>
    </li>
  );
}

function QuestGroup({ title, quests }: { title: string; quests: readonly MyQuest[] }) {
  const { language } = useTranslation();
  const titleId = useId();
  if (quests.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className="space-y-3">
      <h2 id={titleId} className="text-title font-semibold">
        {title} <span className="text-text-muted">({formatNumber(quests.length, language)})</span>
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {quests.map((entry) => (
          <MyQuestCard key={entry.questId} entry={entry} />
        ))}
      </ul>
    </section>
  );
}

/** The user's quests, those in progress first, then those done; a page at a time. */
function MyQuests({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const first = useLoad(userId, (signal) => listMyQuests(0, signal));
  const [more, setMore] = useState<Page[]>([]);
  const [moreState, setMoreState] = useState<MoreState>('idle');

  if (first.state.status === 'loading')
    return (
      <div role="status" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <span className="sr-only">{t('quests.loading')}</span>
        {[0, 1, 2, 3].map((n) => (
          <Skeleton key={n} className="h-32 rounded-card" />
        ))}
      </div>
    );
  if (first.state.status === 'error')
    return <LoadError message={t('quests.loadError')} onRetry={first.retry} />;

  const pages = [first.state.data, ...more];
  const quests = pages.flatMap((page) => page.quests);
  if (quests.length === 0)
    return (
      <div className={`${QUEST_CARD_CLASS} space-y-3`}>
        <p>{t('quests.mine.none')}</p>
        <Button href="/k-quest/">{t('quests.mine.find')}</Button>
      </div>
    );

  const loadMore = async () => {
    setMoreState('loading');
    try {
      const page = await listMyQuests(quests.length);
      setMore((pages) => [...pages, page]);
      setMoreState('idle');
    } catch {
      setMoreState('error');
    }
  };
  return (
    <div className="space-y-6">
      <QuestGroup
        title={t('quests.mine.inProgress')}
        quests={quests.filter((q) => q.status !== 'completed')}
      />
      <QuestGroup title={t('quests.mine.done')} quests={quests.filter((q) => q.status === 'completed')} />
      {first.state.data.total > quests.length && (
        <ShowMore
          state={moreState}
          onMore={() => void loadMore()}
          label={t('quests.loadMore')}
          loadingLabel={t('quests.loading')}
          errorText={t('quests.loadError')}
        />
      )}
    </div>
  );
}

/** `/gamer/k-quest`: the quests the user started, in progress and done, each linking to its page. */
export default function MyQuestsPage() {
  const { t } = useTranslation();
  const session = useSession();
  useDocumentTitle(t('quests.mine.title'));
  useSignInRequired(session.status);
  let content;
  if (session.status === 'signed-in') content = <MyQuests key={session.user.id} userId={session.user.id} />;
  else if (session.status === 'unknown')
    content = (
      <div role="status">
        <span className="sr-only">{t('quests.loading')}</span>
        <Skeleton className="h-32 rounded-card" />
      </div>
    );
  else content = <SignInFirst message={t('quests.mine.signInFirst')} />;
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">{t('quests.mine.title')}</h1>
      {content}
    </div>
  );
}
