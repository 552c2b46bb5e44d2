import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { GameLoginMethod } from '@kp/domain/games';
import type { Db, DbOrTx } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { ThirdPartyRepository } from './third-party.repository';

export const TOKEN_ISSUER = 'kplay-third-party';
export const SIGNATURE = /^sha256=([0-9a-f]{64})$/;
export const TIMESTAMP = /^\d{1,12}$/;
/** Grants (codes and the tokens they gave) are kept this long, then purged. */
export const GRANT_RETENTION_MS = 24 * 60 * 60_000;

/** A user's view of another user, for the exchange's answer. */
export type UsersPort = {
  listPublicUsers(ids: readonly string[]): Promise<{ id: string; username: string | null }[]>;
};
/** The quests module: a quest with its stages, and stage completion (it awards the stage's earnings once). */
export type QuestsPort = {
  getQuest(idOrSlug: string): Promise<{
    id: string;
    game: { id: string };
    isThirdPartyGame: boolean;
    isStillValid: boolean;
    stages: { id: string; proofMethod: string }[];
  }>;
  completeStage(
    tx: DbOrTx,
    input: { userId: string; stageId: string; via: 'game'; score?: number },
  ): Promise<{ isNew: boolean; userQuest: { status: string; score: number } }>;
};
/** The games module: a live game, or GAME_NOT_FOUND; a user's username in a game. */
export type GamesPort = {
  getGame(id: string): Promise<unknown>;
  listUsernames(
    userId: string,
    input: { gameId: string; limit: number; offset: number },
  ): Promise<{ usernames: { loginMethod: GameLoginMethod; value: string }[] }>;
};
/**
 * The tournaments module: whether a user may be sent to play a tournament now (joined, live, of
 * this game), and recording a reported score in the report's transaction (TOURNAMENT_NOT_LIVE
 * once it is over: the caller's transaction then rolls back, report id included).
 */
export type TournamentsPort = {
  assertPlayable(input: { tournamentId: string; userId: string; gameId: string }): Promise<void>;
  recordScore(
    tx: DbOrTx,
    input: { tournamentId: string; userId: string; gameId: string; score: number; at: Date },
  ): Promise<{ bestScore: number }>;
};
/** What a player is sent to play: a quest, a tournament, or neither (free play in the arena). */
export type PlayTarget = { questId?: string | undefined; tournamentId?: string | undefined };
/** A secret sealed with the installation keyring (platform/sealing's shape, wired in app.ts). */
export type SealedSecret = { keyVersion: number; ciphertext: string };
export type Sealer = {
  seal(plaintext: string, context: string): SealedSecret;
  open(sealed: SealedSecret, context: string): string;
};

export type ReportHeaders = { clientId?: string; timestamp?: string; signature?: string };

export const newSecret = () => randomBytes(32).toString('base64url');
export const newClientId = () => `tpc_${randomBytes(12).toString('hex')}`;
export const signingContext = (id: string, version: number) => `third-party-signing:${id}:${version}`;

export function sameHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}

/** What the third-party service is built from. */
export type ThirdPartyDeps = {
  db: Db;
  repository: ThirdPartyRepository;
  clock: Clock;
  hashKey: Buffer;
  tokenKey: Uint8Array;
  sealer: Sealer;
  quests: QuestsPort;
  games: GamesPort;
  users: UsersPort;
  tournaments: TournamentsPort;
};
