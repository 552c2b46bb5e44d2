import { useState } from 'react';
import type { QuestDetail, QuestStatus } from '@kp/contract/quests';
import { useTranslation } from '../../lib/use-translation';
import { Celebration } from '../../components/celebration';
import { formatMoney } from '../../components/money';
import { Modal } from '../../ui/modal';
import { DetailSkeleton } from '../../components/page-skeletons';
import { Leaderboard } from './leaderboard';
import { LoadError } from './load-error';
import { ProofForm } from './proof-form';
import { isPlayedInGame } from './quest-redirect';
import { Button } from '../../ui/button';
import { QUEST_CARD_CLASS } from './quest-styles';
import { useQuestDetail } from './use-quest-detail';
import { UserText, isolate } from '../../components/user-text';

/**
 * The stage this screen saw complete: a stage read as completed after it was read as not yet
 * (a proof accepted, the game's report), not one that was done before the page opened.
 */
function useCompletedStage(progress: QuestStatus | null) {
  const [seen, setSeen] = useState<{ from: QuestStatus | null; statuses: Map<string, string> | null }>({
    from: null,
    statuses: null,
  });
  const [completed, setCompleted] = useState<string | null>(null);
  if (progress && progress !== seen.from) {
    const statuses = new Map(progress.stages.map((s) => [s.stageId, s.status as string]));
    const done = seen.statuses
      ? progress.stages.find((s) => s.status === 'completed' && seen.statuses!.get(s.stageId) !== 'completed')
      : undefined;
    setSeen({ from: progress, statuses });
    if (done) setCompleted(done.stageId);
  }
  return { completed, dismiss: () => setCompleted(null) };
}

/** The moment a stage completes: its earnings big, on their way to be collected, to share. */
function StageCompleteMoment({
  quest,
  stageId,
  onClose,
}: {
  quest: QuestDetail;
  stageId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const stage = quest.stages.find((s) => s.id === stageId);
  if (!stage) return null;
  return (
    <Modal title={t('quests.stageDone', { stage: isolate(stage.title) })} onClose={onClose}>
      <div className="space-y-4">
        <Celebration
          rewards={stage.gamer_earnings.map((e) => ({ amount: e.amount, currency: e.earningType }))}
          destination="earnings"
          share={{ title: quest.title, url: window.location.href }}
        />
        <Button fullWidth autoFocus onClick={onClose}>
          {t('quests.stageDoneClose')}
        </Button>
      </div>
    </Modal>
  );
}

/** One quest: slots left, start, stages with their earnings and status, proofs, leaderboard. */
export function QuestDetailView({ slug, offer = false }: { slug: string; offer?: boolean }) {
  const { t, language } = useTranslation();
  const { quest, progress, reloadStatus, start, isStarting, startError, alert } = useQuestDetail(slug);
  const moment = useCompletedStage(progress);

  if (quest.state.status === 'loading') return <DetailSkeleton label={t('quests.loading')} />;
  if (quest.state.status === 'error')
    return (
      <LoadError
        onRetry={quest.retry}
        message={quest.state.error.code === 'QUEST_NOT_FOUND' ? t('quests.notFound') : t('quests.loadError')}
      />
    );
  const q = quest.state.data;
  const isThirdParty = isPlayedInGame(q);
  const hasEarned = progress?.stages.some((s) => s.status === 'completed') ?? false;
  return (
    <article className="space-y-4">
      {alert && (
        <p role="alert" className={`${QUEST_CARD_CLASS} text-red-300`}>
          {alert}
        </p>
      )}
      <header className="space-y-1">
        <p className="text-sm text-slate-400">
          <UserText>{q.game.name}</UserText>
        </p>
        <h1 className="text-2xl font-bold">
          <UserText>{q.title}</UserText>
        </h1>
        <p dir="auto">{q.description}</p>
        <p className="flex flex-wrap gap-x-4 text-sm">
          <span>{t(`quests.states.${q.state}`)}</span>
          <span>{t('quests.slotsLeft', { count: q.remainingSlots, total: q.totalSlots })}</span>
        </p>
      </header>
      {progress?.hasStarted && <p className={QUEST_CARD_CLASS}>{t('quests.started')}</p>}
      {(isThirdParty || !progress?.hasStarted) && (
        <div className="space-y-2">
          {isThirdParty && <p className="text-sm">{t('quests.playHint', { game: isolate(q.game.name) })}</p>}
          <Button onClick={() => start(q)} disabled={q.state !== 'live'} loading={isStarting}>
            {isThirdParty
              ? isStarting
                ? t('quests.openingGame')
                : t('quests.play')
              : isStarting
                ? t('quests.starting')
                : t('quests.start')}
          </Button>
          {startError && (
            <p role="alert" className="text-sm text-red-400">
              {startError}
            </p>
          )}
        </div>
      )}
      <section aria-labelledby="quest-stages" className="space-y-3">
        <h2 id="quest-stages" className="text-lg font-semibold">
          {offer ? t('quests.offers') : t('quests.stages')}
        </h2>
        {q.stages.length === 0 && <p>{t('quests.noStages')}</p>}
        <ol className="space-y-3">
          {q.stages.map((stage) => {
            const mine = progress?.stages.find((s) => s.stageId === stage.id);
            return (
              <li key={stage.id} className={`${QUEST_CARD_CLASS} space-y-2`}>
                <h3 className="font-semibold">
                  <UserText>{stage.title}</UserText>
                </h3>
                <p dir="auto" className="text-sm">
                  {stage.description}
                </p>
                <ul className="flex flex-wrap gap-2 text-sm" aria-label={t('quests.earnings')}>
                  {stage.gamer_earnings.map((e) => (
                    <li key={e.id} className="rounded bg-slate-800 px-2 py-1">
                      <bdi className="tabular-nums">{formatMoney(e.amount, e.earningType, language)}</bdi>
                    </li>
                  ))}
                </ul>
                {stage.proofMethod === 'clanchief/v2' && mine?.status !== 'completed' && (
                  <p className="text-sm text-slate-300">
                    {t('quests.chiefsOnly')}{' '}
                    <a href="/clan-chief/" className="font-semibold text-indigo-300 underline">
                      {t('quests.becomeChief')}
                    </a>
                  </p>
                )}
                {mine && <p className="text-sm">{t(`quests.stageStatus.${mine.status}`)}</p>}
                {mine?.proof?.status === 'rejected' && (
                  <p className="text-sm text-red-400">
                    {t('quests.rejected', { reason: mine.proof.reason ?? '' })}
                  </p>
                )}
                {progress?.hasStarted &&
                  mine?.status === 'open' &&
                  (isThirdParty && stage.proofMethod === 'v3' ? (
                    <p className="text-sm">{t('quests.gameConfirms', { game: isolate(q.game.name) })}</p>
                  ) : (
                    <ProofForm stage={stage} onSent={reloadStatus} />
                  ))}
              </li>
            );
          })}
        </ol>
      </section>
      {hasEarned && (
        <a href="/collect-earnings" className="inline-block font-semibold text-indigo-300 underline">
          {t('quests.collect')}
        </a>
      )}
      <Leaderboard questId={q.id} />
      {moment.completed && (
        <StageCompleteMoment quest={q} stageId={moment.completed} onClose={moment.dismiss} />
      )}
    </article>
  );
}
