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
