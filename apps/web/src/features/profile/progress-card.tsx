import type { Progress } from '@kp/contract/progression';
import { PROGRESSION_BADGES, STREAK_FREEZE, XP_ACTIONS, XP_RULES } from '@kp/domain/progression';
import { LoadFailed } from '../../components/load-failed';
import { CheckInButton, LevelRing, StreakCount, useCount, XpBar } from '../../components/progress-widgets';
import { refreshProgress, useProgress } from '../../lib/user-data';
import { useTranslation } from '../../lib/use-translation';
import { Card } from '../../ui/card';
import { Skeleton } from '../../ui/skeleton';
import { formatDate } from '../../lib/dates';

const BADGE_ART = {
  first_steps: '🌱',
  rising: '⭐',
  veteran: '🛡️',
  legend: '👑',
  week_streak: '🔥',
  month_streak: '☄️',
} as const satisfies Record<(typeof PROGRESSION_BADGES)[number]['id'], string>;

/** The badges of the table, earned ones lit, the others with what earns them. */
function Badges({ progress }: { progress: Progress }) {
  const { t } = useTranslation();
  const earned = new Set<string>(progress.badges);
  return (
    <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
      {PROGRESSION_BADGES.map((badge) => {
        const isEarned = earned.has(badge.id);
        const hint =
          badge.kind === 'level'
            ? t('progress.badgeLevelHint', { level: badge.threshold })
            : t('progress.badgeStreakHint', { count: badge.threshold });
        return (
          <li
            key={badge.id}
            className={`flex items-center gap-2 rounded-control border p-2 ${isEarned ? 'border-amber-300/50 bg-amber-300/10' : 'border-dashed border-border'}`}
          >
            <span aria-hidden="true" className={`text-2xl ${isEarned ? '' : 'opacity-50 grayscale'}`}>
              {BADGE_ART[badge.id]}
            </span>
            <span className="min-w-0">
              <span className="block text-label font-semibold">{t(`progress.badge.${badge.id}`)}</span>
              <span className="block text-caption text-slate-400">
                {isEarned ? t('progress.badgeEarned') : hint}
              </span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** The last XP events, or how to earn the first (every action with its XP). */
function Recent({ progress }: { progress: Progress }) {
  const { t, language } = useTranslation();
  const count = useCount();
  if (progress.recent.length === 0)
    return (
      <div>
        <p className="mb-2 text-slate-300">{t('progress.recentEmpty')}</p>
        <ul className="space-y-1 text-label">
          {XP_ACTIONS.map((action) => (
            <li key={action} className="flex justify-between gap-3">
              <span>{t(`progress.action.${action}`)}</span>
              <span className="font-semibold text-emerald-300 tabular-nums">
                {t('progress.xpAmount', { amount: count(XP_RULES[action]) })}
              </span>
            </li>
          ))}
        </ul>
      </div>
    );
  return (
    <ul className="divide-y divide-border">
      {progress.recent.map((event) => (
        <li key={`${event.action}-${event.at}`} className="flex items-center justify-between gap-3 py-2">
          <span className="min-w-0">
            <span className="block">{t(`progress.action.${event.action}`)}</span>
            <span className="block text-caption text-slate-400">
              {formatDate(event.at, language, 'dateTime')}
            </span>
          </span>
          <span className="shrink-0 font-semibold text-emerald-300 tabular-nums">
            {t('progress.xpAmount', { amount: count(event.amount) })}
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The profile's progress: the level and its XP, the streak with its best and freezes (and what a
 * freeze is), today's check-in, the badges, and the latest XP.
 */
export function ProgressCard() {
  const { t } = useTranslation();
  const count = useCount();
  const progress = useProgress();
  const data = 'data' in progress ? progress.data : null;
  let body;
  if (data) {
    body = (
      <div className="space-y-5">
        <div className="flex items-center gap-4">
          <LevelRing progress={data} size={64} />
          <div className="min-w-0 flex-1">
            <p className="text-lg font-bold">{t('progress.level', { level: data.level })}</p>
            <p className="mb-1 text-caption text-slate-400">
              {t('progress.totalXp', { xp: count(data.xp) })}
            </p>
            <XpBar progress={data} />
          </div>
        </div>
        <div className="rounded-control border border-border p-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <StreakCount progress={data} />
            <CheckInButton progress={data} />
          </div>
          <p className="mt-2 text-caption text-slate-400">
            {t('progress.streakBest', { count: count(data.streak.best) })} ·{' '}
            {t('progress.freezes', { count: count(data.streak.freezes) })}
          </p>
          <p className="mt-1 text-caption text-slate-400">
            {t('progress.streakKeep')}{' '}
            {t('progress.freezesHint', { days: STREAK_FREEZE.earnedEveryDays, max: STREAK_FREEZE.maxHeld })}
          </p>
        </div>
        <section aria-labelledby="progress-badges">
          <h3 id="progress-badges" className="mb-2 font-semibold">
            {t('progress.badges')}
          </h3>
          <Badges progress={data} />
        </section>
        <section aria-labelledby="progress-recent">
          <h3 id="progress-recent" className="mb-2 font-semibold">
            {t('progress.recent')}
          </h3>
          <Recent progress={data} />
        </section>
      </div>
    );
  } else if (progress.status === 'error') {
    body = (
      <LoadFailed
        message={t('progress.loadFailed')}
        retryLabel={t('progress.retry')}
        onRetry={() => void refreshProgress()}
      />
    );
  } else {
    body = (
      <div className="flex items-center gap-4" aria-busy="true">
        <Skeleton className="h-16 w-16 rounded-full" />
        <Skeleton className="h-10 flex-1 rounded-control" />
      </div>
    );
  }
  return (
    <Card as="section" id="progress" aria-labelledby="profile-progress" className="p-4 sm:p-6">
      <h2 id="profile-progress" className="mb-4 text-title font-semibold">
        {t('progress.title')}
      </h2>
      {body}
    </Card>
  );
}
