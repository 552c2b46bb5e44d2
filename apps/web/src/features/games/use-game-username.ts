import { useState } from 'react';
import type { GameUsername } from '@kp/contract/games';
import { useLoad, type Loaded } from '../../lib/use-load';
import { findMyGameUsername, getGame } from './games-api';
import type { GameRef } from './game-username-modals';

type GameAndUsername = { game: GameRef; username: GameUsername | null };

/**
 * The game a username modal is about and the user's username in it: what the opener passed,
 * else read from the api (the username only when `withUsername`). `set` replaces them after a
 * change made on the way (a username added or removed in a modal above).
 */
export function useGameAndUsername(
  props: { gameId: string; game?: GameRef; username?: GameUsername },
  withUsername: boolean,
): { state: Loaded<GameAndUsername>; retry: () => void; set: (data: GameAndUsername) => void } {
  const given = props.game ?? props.username?.game;
  const needsUsername = withUsername && !props.username;
  const [changed, setChanged] = useState<GameAndUsername | null>(null);
  const key =
    !given || needsUsername
      ? `${props.gameId}|${given ? '' : 'game'}|${needsUsername ? 'username' : ''}`
      : null;
  const loaded = useLoad(key, async (signal) => {
    const [game, username] = await Promise.all([
      given ?? getGame(props.gameId, signal),
      needsUsername ? findMyGameUsername(props.gameId, signal) : (props.username ?? null),
    ]);
    return { game, username };
  });
  let state: Loaded<GameAndUsername> = loaded.state;
  if (changed) state = { status: 'ready', data: changed };
  else if (key === null && given)
    state = { status: 'ready', data: { game: given, username: props.username ?? null } };
  return { state, retry: loaded.retry, set: setChanged };
}
