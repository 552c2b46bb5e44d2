import type { GameGenre } from '@kp/domain/games';
import { useTranslation } from '../lib/use-translation';
/** A game's icon, or its initials on a plain tile when it has none. */
export function GameIcon({ game, size }: { game: { name: string; iconUrl?: string | null }; size: number }) {
  const style = { width: size, height: size };
  if (game.iconUrl)
    return (
      <img
        src={game.iconUrl}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        className="shrink-0 rounded-lg bg-slate-800 object-cover"
        style={style}
      />
    );
  const initials = game.name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0))
    .join('')
    .toUpperCase();
  return (
    <span
      aria-hidden="true"
      className="flex shrink-0 items-center justify-center rounded-lg bg-slate-700 font-bold text-slate-200"
      style={style}
    >
      {initials}
    </span>
  );
}

/** A game card's head: its icon, its name (the card's title, `titleId`) and its genres. */
export function GameCardHead({
  game,
  titleId,
}: {
  game: { name: string; iconUrl?: string | null; genres: readonly GameGenre[] };
  titleId: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex items-start gap-3">
      <GameIcon game={game} size={56} />
      <div className="min-w-0 flex-1">
        <h2 id={titleId} dir="auto" className="truncate text-lg font-semibold text-white">
          {game.name}
        </h2>
        {game.genres.length > 0 && (
          <ul aria-label={t('games.genresOf', { game: game.name })} className="mt-1 flex flex-wrap gap-1">
            {game.genres.map((genre) => (
              <li key={genre} className="rounded-full bg-surface-overlay px-2 py-0.5 text-caption text-text">
                {t(`games.genres.${genre}`)}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
