import type { TournamentSummary } from '@kp/contract/tournaments';
import type { CurrencyRegistry } from '@kp/domain/currencies';
import type { EarningSource } from '@kp/domain/earnings';
import type { PogGate } from '../pog-scores/pog-scores.service';
import type { Db, DbOrTx } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { AwardInput } from '../earnings/earnings.service';
import type { LedgerService } from '../ledger/ledger.service';
import type { XpService } from '../xp/xp.service';
import type { TournamentsRepository } from './tournaments.repository';

export type Page = { limit: number; offset: number };

/** The users module: a user's regulatory country (verified facts, never the profile's), and the public names of many. */
export type UsersPort = {
  getRegulatoryCountry(id: string, tx?: DbOrTx): Promise<string | null>;
  listPublicUsers(ids: readonly string[]): Promise<{ id: string; username: string | null }[]>;
};
/** The games module: a listed game as users see it (GAME_NOT_FOUND otherwise). */
export type GamesPort = {
  getGame(id: string): Promise<{ id: string; slug: string; name: string; iconUrl: string | null }>;
};
export type GameInfo = TournamentSummary['game'];
/** The earnings module's award: once per user and source (a re-run pays nothing twice). */
export type EarningsPort = { award(tx: DbOrTx, input: AwardInput): Promise<unknown> };
/** The XP module's award: once per user and source, with the final rank's podium bonus. */
export type XpPort = Pick<XpService, 'award'>;

/** What the third-party module records for a tournament report (protocol.md item 3). */
export type ScoreInput = { tournamentId: string; userId: string; gameId: string; score: number; at: Date };

export const ENTRY_CAUSE_TYPE = 'tournament_entry';
/** The source of a prize's earning; its source id is the participant's. */
export const PRIZE_SOURCE = 'tournament' satisfies EarningSource;
export const DAY_MS = 86_400_000;

/** What the tournaments service is built from. */
export type TournamentsDeps = {
  db: Db;
  repository: TournamentsRepository;
  ledger: Pick<LedgerService, 'spendKcash' | 'systemAccount'>;
  earnings: EarningsPort;
  xp: XpPort;
  users: UsersPort;
  games: GamesPort;
  currencies: CurrencyRegistry;
  clock: Clock;
  /** ISO codes where a paid entry with cash-convertible prizes is refused (config). */
  paidEntryBlockedCountries: readonly string[];
  /** What the item requires of a POG card (the pog-scores module's gate, late-bound); none when not given. */
  pogGate?: PogGate;
};
