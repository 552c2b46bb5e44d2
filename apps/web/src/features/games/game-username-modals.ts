import type { Game, GameUsername } from '@kp/contract/games';

/**
 * The game-arena username modals (spec section 2), registered by name in app/modals.ts, so any
 * screen (the games list, Klash, a quest) opens them with `openModal(name, props)`. Each needs
 * only the game's id: what it is not given (the game, the user's username) it loads itself.
 */
export const GAME_USERNAME_MODALS = {
  add: 'gameUsernameAdd',
  edit: 'gameUsernameEdit',
  select: 'gameUsernameSelect',
} as const;

/** What a modal shows of the game, when the opener has it already. */
export type GameRef = Pick<Game, 'id' | 'name' | 'loginMethod'> & { iconUrl?: string | null };

/** `gameUsernameAdd`: link a username for a game. */
export type GameUsernameAddProps = {
  gameId: string;
  game?: GameRef;
  onSaved?: (username: GameUsername) => void;
};

/** `gameUsernameEdit`: change or remove the username linked for a game. */
export type GameUsernameEditProps = {
  gameId: string;
  game?: GameRef;
  username?: GameUsername;
  onSaved?: (username: GameUsername) => void;
  onDeleted?: (gameId: string) => void;
};

/**
 * `gameUsernameSelect`: before playing a game or starting its quest, the user confirms the
 * username to play as (adding or editing it on the way); `onSelect` gets it.
 */
export type GameUsernameSelectProps = {
  gameId: string;
  game?: GameRef;
  onSelect?: (username: GameUsername) => void;
};
