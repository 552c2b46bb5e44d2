import type { ReactNode } from 'react';
import { GameIcon } from '../../components/game-icon';
import type { GameRef } from './game-username-modals';

/** The game a modal is about, with its icon, above the form. */
export function GameHeading({ game, children }: { game: GameRef; children?: ReactNode }) {
  return (
    <div className="mb-4 flex items-center gap-3">
      <GameIcon game={game} size={40} />
      <div className="min-w-0">
        <p dir="auto" className="truncate font-semibold text-white">
          {game.name}
        </p>
        {children}
      </div>
    </div>
  );
}
