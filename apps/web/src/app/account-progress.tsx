import { Link } from 'wouter';
import { LevelRing, StreakCount, XpAnnouncer, XpBar } from '../components/progress-widgets';
import { useProgress } from '../lib/user-data';
import { useTranslation } from '../lib/use-translation';

// The account menu's progress, a chunk of its own: the first load lists the menu's chunks, and
// this one stays off that list.

/** The level ring beside the account's name, leading to the profile's progress; and the one place XP gains are said. */
export function HeaderLevel() {
  const progress = useProgress();
  const data = 'data' in progress ? progress.data : null;
  return (
    <>
      <XpAnnouncer />
      {data && (
        <Link href="/profile/" className="shrink-0 rounded-full">
          <LevelRing progress={data} size={30} />
        </Link>
      )}
    </>
  );
}

/** The level, the day streak and the XP bar, atop the account menu. */
export function MenuProgress() {
  const { t } = useTranslation();
  const progress = useProgress();
  const data = 'data' in progress ? progress.data : null;
  if (!data) return null;
  return (
    <div className="mb-3 space-y-2 border-b border-border pb-3">
      <p className="flex items-center justify-between gap-2">
        <span className="font-semibold">{t('progress.level', { level: data.level })}</span>
        <StreakCount progress={data} />
      </p>
      <XpBar progress={data} />
    </div>
  );
}
