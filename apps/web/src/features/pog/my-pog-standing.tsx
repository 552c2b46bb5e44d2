import { formatNumber, formatPogScore } from '@kp/domain/display';

import { LoadFailed } from '../../components/load-failed';
import { LoadingRegion, TextShapes } from '../../components/page-skeletons';
import { errorText } from '../../lib/messages';
import { useLoad } from '../../lib/use-load';
import { useTranslation } from '../../lib/use-translation';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { BoardAvatar } from './pog-board-table';
import { getMyPogScores, listPogBoard } from './pog-api';
import { UserText } from '../../components/user-text';

async function loadStanding(signal: AbortSignal) {
  const [scores, gamers] = await Promise.all([getMyPogScores(signal), listPogBoard('users', 0, signal, 1)]);
  return { scores, me: gamers.me, gamers: gamers.total };
}

/**
 * The signed-in gamer's own row of the board, whatever tab is open and however far down they
 * rank: their POG name, tier and score, and their rank among all gamers (none while their score
 * is 0: the board lists scores above it).
 */
export function MyPogStanding({ userId }: { userId: string }) {
  const { t, language } = useTranslation();
  const lang = language;
  const standing = useLoad(`pog-standing:${userId}`, loadStanding);
  const state = standing.state;
  return (
    <section aria-labelledby="pog-standing-title" className="card space-y-3 p-4">
      <h2 id="pog-standing-title" className="text-lg font-semibold">
        {t('pog.board.standingTitle')}
      </h2>
      {state.status === 'loading' && (
        <LoadingRegion label={t('pog.loading')}>
          <TextShapes lines={2} />
        </LoadingRegion>
      )}
      {state.status === 'error' && (
        <LoadFailed
          message={`${t('pog.board.standingFailed')} ${errorText(t, state.error)}`}
          retryLabel={t('pog.retry')}
          onRetry={standing.retry}
        />
      )}
      {state.status === 'ready' && (
        <div className="flex flex-wrap items-center gap-3">
          <BoardAvatar name={state.data.scores.name} imageUrl={state.data.me?.imageUrl} />
          <div className="min-w-0 flex-1">
            <p className="flex flex-wrap items-center gap-2">
              <UserText className="truncate text-lg font-bold">{state.data.scores.name}</UserText>
              <Badge tone="primary">{t(`pog.tiers.${state.data.scores.tier}`)}</Badge>
            </p>
            <p className="text-sm text-text-muted">
              {state.data.me
                ? t('pog.board.rankAmong', {
                    rank: formatNumber(state.data.me.rank, lang),
                    gamers: formatNumber(state.data.gamers, lang),
                  })
                : t('pog.board.notRanked')}
            </p>
          </div>
          <p className="text-end">
            <span className="block text-label text-text-muted">{t('pog.board.score')}</span>
            <span className="text-2xl font-bold tabular-nums">
              {formatPogScore(state.data.scores.total, lang)}
            </span>
          </p>
          {!state.data.me && (
            <Button variant="secondary" href="/pog">
              {t('pog.board.howToRaise')}
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
