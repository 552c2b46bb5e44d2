import type { ParseKeys } from 'i18next';
import { AppError } from '@kp/domain/errors';
import {
  GAME_USERNAME_MAX_LENGTH,
  GAME_USERNAME_MESSAGES,
  gameUsernameProblem,
} from '@kp/domain/game-usernames';
import type { GameLoginMethod } from '@kp/domain/games';
import { FORMAT_MESSAGES } from '@kp/domain/validation';
import { ERROR_KEYS, fieldMessageKey } from '../../lib/messages';

/** A message on screen: its locale key and what fills it. */
export type Worded = { key: ParseKeys; values?: Record<string, string | number> };

/** The domain's words for game usernames that have their own locale keys here (the rest are the form's). */
export const GAME_RULE_KEYS: Readonly<Record<string, Worded>> = {
  [FORMAT_MESSAGES.noSpaces]: { key: 'games.rules.noSpaces' },
  [FORMAT_MESSAGES.validWalletAddress]: { key: 'games.rules.validWalletAddress' },
  [FORMAT_MESSAGES.validSteamId]: { key: 'games.rules.validSteamId' },
  [GAME_USERNAME_MESSAGES.tooLong]: { key: 'games.rules.tooLong', values: { max: GAME_USERNAME_MAX_LENGTH } },
};

/** The words of a rule's message (the domain's English) in the reader's language. */
export function ruleMessage(message: string): Worded {
  return GAME_RULE_KEYS[message] ?? { key: fieldMessageKey(message) };
}

/** What is wrong with a value for a login method, as the domain rule says, or null. */
export function checkGameUsername(method: GameLoginMethod, value: string): Worded | null {
  const problem = gameUsernameProblem(method, value);
  return problem ? ruleMessage(problem) : null;
}

/** The words of a failed call of the game username modals. */
export function callFailure(caught: unknown): Worded {
  const error = caught instanceof AppError ? caught : new AppError('SOMETHING_WENT_WRONG');
  switch (error.code) {
    case 'GAME_USERNAME_TAKEN':
      return { key: 'games.errors.usernameTaken' };
    case 'GAME_NOT_FOUND':
      return { key: 'games.errors.gameNotFound' };
    case 'VALIDATION_FAILED':
      return ruleMessage(error.message);
    case 'SERVICE_UNAVAILABLE':
      return { key: ERROR_KEYS.SERVICE_UNAVAILABLE };
    default:
      return { key: ERROR_KEYS.SOMETHING_WENT_WRONG };
  }
}
