import { useLoad } from '../../lib/use-load';
import { useTranslation } from '../../lib/use-translation';
import { TableSkeleton } from '../../components/page-skeletons';
import { LoadError } from './load-error';
import { QUEST_CARD_CLASS } from './quest-styles';
import { getQuestLeaderboard } from './quests-api';
import { UserText } from '../../components/user-text';
import { formatNumber } from '@kp/domain/display';

/** A quest's leaderboard: rank, player and score of its top 20. */
export function Leaderboard({ questId }: { questId: string }) {
  const { t, language } = useTranslation();
  const board = useLoad(`board:${questId}`, (signal) => getQuestLeaderboard(questId, signal));
  return (
    <section aria-labelledby={`board-${questId}`} className={`${QUEST_CARD_CLASS} space-y-2`}>
      <h2 id={`board-${questId}`} className="text-lg font-semibold">
        {t('quests.leaderboard')}
      </h2>
      {board.state.status === 'loading' && <TableSkeleton label={t('quests.loading')} />}
      {board.state.status === 'error' && <LoadError onRetry={board.retry} message={t('quests.loadError')} />}
      {board.state.status === 'ready' &&
        (board.state.data.entries.length === 0 ? (
          <p>{t('quests.noParticipants')}</p>
        ) : (
          <table className="w-full text-start text-sm">
            <thead>
              <tr>
                <th className="text-start">{t('quests.rank')}</th>
                <th className="text-start">{t('quests.player')}</th>
                <th className="text-end">{t('quests.score')}</th>
              </tr>
            </thead>
            <tbody>
              {board.state.data.entries.map((e) => (
                <tr key={e.userId}>
                  <td>{formatNumber(e.rank, language)}</td>
                  <td>
                    <UserText>{e.username ?? t('quests.anonymous')}</UserText>
                  </td>
                  <td className="text-end">{formatNumber(e.score, language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
    </section>
  );
}
