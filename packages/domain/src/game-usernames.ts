import { z } from 'zod';
import type { GameLoginMethod } from './games';
import { GAME_LOGIN_VALUE_SCHEMAS } from './validation';

/**
 * Game usernames: the in-game identity a user links to a game, by that game's login method
 * (spec sections 3 and 5). The value rules are validation.ts's GAME_LOGIN_VALUE_SCHEMAS; this
 * file adds what a stored link needs on top: surrounding spaces dropped, a length cap, and the
 * identity a value stands for, so that one in-game account is linked by one user only.
 *
 * Wallet values (in-game wallet, Metamask wallet) are EVM addresses by their shape here; the
 * api also checks the EIP-55 checksum of a mixed-case address (viem's isAddress), which needs a
 * Keccak hash the web does not carry.
 */

/** The longest value a game username may have (a long in-game email fits). */
export const GAME_USERNAME_MAX_LENGTH = 128;

/** Our words for the checks of game usernames the spec gives none for. */
export const GAME_USERNAME_MESSAGES = {
  tooLong: `At most ${GAME_USERNAME_MAX_LENGTH} characters`,
} as const;

/** The login methods whose values are EVM addresses. */
export const EVM_GAME_LOGIN_METHODS = [
  'in_game_wallet',
  'metamask_wallet',
] as const satisfies readonly GameLoginMethod[];

/** Whether a method's values are EVM addresses. */
export function isEvmGameLoginMethod(method: GameLoginMethod): boolean {
  return (EVM_GAME_LOGIN_METHODS as readonly string[]).includes(method);
}

/** A game username for a login method: trimmed, at most the cap, then the method's own rule. */
export function gameUsernameSchema(method: GameLoginMethod): z.ZodType<string, string> {
  return z
    .string()
    .trim()
    .max(GAME_USERNAME_MAX_LENGTH, GAME_USERNAME_MESSAGES.tooLong)
    .pipe(GAME_LOGIN_VALUE_SCHEMAS[method]);
}

/** The first problem of a value for a login method, in the rule's words; null when it is valid. */
export function gameUsernameProblem(method: GameLoginMethod, value: string): string | null {
  return gameUsernameSchema(method).safeParse(value).error?.issues[0]?.message ?? null;
}

/** The SteamID64 of the first individual account; SteamID2 and SteamID3 count from it. */
const STEAM_ID64_BASE = 76561197960265728n;

/** A Steam id (any of its three forms) as the SteamID64 it stands for. */
export function toSteamId64(steamId: string): string {
  const id2 = /^STEAM_[0-5]:([01]):(\d{1,10})$/.exec(steamId);
  if (id2) return String(STEAM_ID64_BASE + BigInt(id2[2]!) * 2n + BigInt(id2[1]!));
  const id3 = /^\[U:1:(\d{1,10})\]$/.exec(steamId);
  if (id3) return String(STEAM_ID64_BASE + BigInt(id3[1]!));
  return steamId;
}

/**
 * The identity a valid value stands for: two values with one identity are the same in-game
 * account. Emails, EVM addresses and user names compare without case; a Steam id in any form
 * is its SteamID64; in-game user ids and Solana addresses (base58 is case-sensitive) as typed.
 */
export function gameUsernameIdentity(method: GameLoginMethod, value: string): string {
  const trimmed = value.trim();
  switch (method) {
    case 'in_game_email':
    case 'in_game_wallet':
    case 'metamask_wallet':
    case 'user_name':
      return trimmed.toLowerCase();
    case 'steam_id':
      return toSteamId64(trimmed);
    case 'in_game_user_id':
    case 'solana_wallet':
      return trimmed;
  }
}
