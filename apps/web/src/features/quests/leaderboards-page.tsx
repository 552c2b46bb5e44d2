import type { BoardEntry } from '@kp/contract/leaderboards';
import { formatNumber } from '@kp/domain/display';

import { LEADERBOARD_PERIODS, type StoredLeaderboardType } from '@kp/domain/leaderboards';
import { errorText } from '../../lib/messages';
import { useTranslation } from '../../lib/use-translation';
import { LoadFailed } from '../../components/load-failed';
import { TableSkeleton } from '../../components/page-skeletons';
import { ShowMore } from '../../components/show-more';
import { CARD_CLASS } from '../../ui/card';
import { Tabs } from '../../ui/tabs';
import { useLeaderboard } from './use-leaderboard';
import { UserText } from '../../components/user-text';

const TYPES: readonly StoredLeaderboardType[] = ['user', 'clan'];

/** The first letter of a name, as its avatar shows it ('?' for none). */
function initialOf(name: string | null): string {
  return name ? (Array.from(name.trim())[0] ?? '?').toLocaleUpperCase() : '?';
}

function Row({
  entry,
  type,
  pinned = false,
}: {
  entry: BoardEntry;
  type: StoredLeaderboardType;
  pinned?: boolean;
}) {
  const { t, language } = useTranslation();
  const name = entry.name ?? t(type === 'clan' ? 'leaderboards.deletedClan' : 'leaderboards.anonymous');
  const score = formatNumber(entry.score, language);
  return (
    <tr
      aria-current={entry.isMe ? 'true' : undefined}
      className={`border-t border-border ${entry.isMe ? 'bg-primary/15 font-semibold' : ''} ${pinned ? 'border-t-2 border-dashed' : ''}`}
    >
      <td className="py-2 ps-2 pe-2 text-start tabular-nums">{formatNumber(entry.rank, language)}</td>
      <td className="min-w-0 py-2 pe-2">
        <span className="flex min-w-0 items-center gap-2">
          <span
            aria-hidden="true"
            className="flex size-8 shrink-0 items-center justify-center rounded-full bg-surface-overlay text-sm font-bold"
          >
            {initialOf(entry.name)}
          </span>
          <UserText className="truncate">{name}</UserText>
          {entry.isMe && (
            <span className="shrink-0 text-label text-primary">
              {t(type === 'clan' ? 'leaderboards.myClan' : 'leaderboards.you')}
            </span>
          )}
        </span>
      </td>
      <td className="py-2 pe-2 text-end tabular-nums">{score}</td>
    </tr>
  );
}

/** `/k-quest/?leaderboard` (quests-page.tsx draws it): gamers and clans ranked by XP, this week, this season or all time. */
export default function LeaderboardsPage() {
  const { t } = useTranslation();
  const lb = useLeaderboard();
  const state = lb.board.state;
  const columnName = t(lb.type === 'clan' ? 'leaderboards.clan' : 'leaderboards.gamer');
  return (
    <div className="mx-auto w-full max-w-3xl space-y-4 p-4">
      <h1 className="text-2xl font-bold">{t('leaderboards.title')}</h1>
      <p className="text-sm text-text-muted">{t('leaderboards.intro')}</p>
      <Tabs
        label={t('leaderboards.tabs')}
        tabs={TYPES.map((id) => ({ id, label: t(`leaderboards.tab.${id}`) }))}
        selected={lb.type}
        onSelect={lb.setType}
        panelClassName="space-y-4"
      >
        <div role="group" aria-label={t('leaderboards.periods')} className="flex flex-wrap gap-2">
          {LEADERBOARD_PERIODS.map((period) => (
            <button
              key={period}
              type="button"
              aria-pressed={lb.period === period}
              onClick={() => lb.period !== period && lb.setPeriod(period)}
              className={`rounded-control border px-3 py-1.5 text-sm ${lb.period === period ? 'border-primary bg-primary text-primary-contrast' : 'border-border hover:text-primary-hover'}`}
            >
              {t(`leaderboards.period.${period}`)}
            </button>
          ))}
        </div>
        <section className={`${CARD_CLASS} p-1 sm:p-4`}>
          {state.status === 'loading' && <TableSkeleton label={t('leaderboards.loading')} rows={8} />}
          {state.status === 'error' && (
            <LoadFailed
              message={`${t('leaderboards.loadFailed')} ${errorText(t, state.error)}`}
              retryLabel={t('leaderboards.retry')}
              onRetry={lb.board.retry}
            />
          )}
          {state.status === 'ready' &&
            (lb.rows.length === 0 ? (
              <p className="p-2">
                {t(lb.type === 'clan' ? 'leaderboards.emptyClans' : 'leaderboards.empty')}
              </p>
            ) : (
              <table className="w-full table-fixed text-sm">
                <caption className="sr-only">
                  {t('leaderboards.caption', {
                    board: t(`leaderboards.tab.${lb.type}`),
                    period: t(`leaderboards.period.${lb.period}`),
                  })}
                </caption>
                <thead>
                  <tr className="text-label text-text-muted">
                    <th scope="col" className="w-14 py-2 ps-2 pe-2 text-start">
                      {t('leaderboards.rank')}
                    </th>
                    <th scope="col" className="py-2 text-start">
                      {columnName}
                    </th>
                    <th scope="col" className="w-14 py-2 pe-2 text-end">
                      {t('leaderboards.score')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {lb.rows.map((entry) => (
                    <Row key={entry.id} entry={entry} type={lb.type} />
                  ))}
                </tbody>
                {lb.pinned && (
                  <tfoot>
                    <Row entry={lb.pinned} type={lb.type} pinned />
                  </tfoot>
                )}
              </table>
            ))}
          {state.status === 'ready' && lb.hasMore && (
            <ShowMore
              state={lb.moreState}
              onMore={() => void lb.loadMore()}
              label={t('leaderboards.showMore')}
              loadingLabel={t('leaderboards.loadingMore')}
              errorText={t('leaderboards.loadFailed')}
            />
          )}
        </section>
      </Tabs>
    </div>
  );
}
