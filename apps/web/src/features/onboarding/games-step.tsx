import { ArtImage } from '../../components/art-image';
import { LoadFailed } from '../../components/load-failed';
import { useLoad } from '../../lib/use-load';
import { useTranslation } from '../../lib/use-translation';
import { Skeleton } from '../../ui/skeleton';
import { listGames } from './onboarding-api';
import { UserText } from '../../components/user-text';

/**
 * Step 2: the games the gamer plays, picked from the catalogue. The choice stays on this device
 * (lib/first-run): it is not sent anywhere, and orders the quests this device suggests.
 */
export function GamesStep({
  picked,
  onToggle,
}: {
  picked: readonly string[];
  onToggle: (gameId: string) => void;
}) {
  const { t } = useTranslation();
  const { state, retry } = useLoad('games', listGames);
  if (state.status === 'loading')
    return (
      <div role="status" className="grid grid-cols-2 gap-2">
        <span className="sr-only">{t('firstRun.games.loading')}</span>
        {[0, 1, 2, 3, 4, 5].map((n) => (
          <Skeleton key={n} className="h-14 w-full rounded-control" />
        ))}
      </div>
    );
  if (state.status === 'error')
    return (
      <LoadFailed message={t('firstRun.games.error')} retryLabel={t('firstRun.retry')} onRetry={retry} />
    );
  if (state.data.length === 0) return <p className="text-text-muted">{t('firstRun.games.none')}</p>;
  return (
    <ul className="grid grid-cols-2 gap-2">
      {state.data.map((game) => {
        const isPicked = picked.includes(game.id);
        return (
          <li key={game.id}>
            <button
              type="button"
              aria-pressed={isPicked}
              onClick={() => onToggle(game.id)}
              className={`flex w-full items-center gap-2 rounded-control border p-2 text-start text-label font-semibold ${isPicked ? 'border-primary bg-primary/15 text-white' : 'border-border-strong text-text hover:border-primary'}`}
            >
              {game.iconUrl ? (
                <ArtImage
                  src={game.iconUrl}
                  width={40}
                  height={40}
                  className="size-10 max-w-none shrink-0 rounded-lg"
                />
              ) : (
                <span aria-hidden="true" className="size-10 shrink-0 rounded-lg bg-surface-overlay" />
              )}
              <UserText className="min-w-0 break-words">{game.name}</UserText>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
