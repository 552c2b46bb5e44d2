import { randomUUID } from 'node:crypto';
import type {
  AdminCreateTournamentInput,
  AdminUpdateTournamentInput,
  LeaderboardParticipant,
  TournamentDetail,
  TournamentSummary,
} from '@kp/contract/tournaments';
import { formatAmount, parseAmount, type CurrencyId, type CurrencyRegistry } from '@kp/domain/currencies';
import { AppError } from '@kp/domain/errors';
import {
  acceptsEntries,
  acceptsScores,
  isCashConvertible,
  PAID_ENTRY_REFUSAL_MESSAGES,
  paidEntryRefusal,
  placesLeft,
  prizeForRank,
  prizeTableProblem,
  TOURNAMENT_FEE_CURRENCY,
  TOURNAMENT_LEADERBOARD_TYPE,
  TOURNAMENT_LIMITS,
  tournamentStatusAt,
  type PrizeTier,
  type TournamentStatus,
} from '@kp/domain/tournaments';
import type { Db, DbOrTx, Tx } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { AwardInput } from '../earnings/earnings.service';
import type { LedgerService } from '../ledger/ledger.service';
import type {
  ParticipantRow,
  PrizeRow,
  TournamentRow,
  TournamentsRepository,
} from './tournaments.repository';

type Page = { limit: number; offset: number };

/** The users module: a user's regulatory country (verified facts, never the profile's), and the public names of many. */
type UsersPort = {
  getRegulatoryCountry(id: string, tx?: DbOrTx): Promise<string | null>;
  listPublicUsers(ids: readonly string[]): Promise<{ id: string; username: string | null }[]>;
};
/** The games module: a listed game as users see it (GAME_NOT_FOUND otherwise). */
type GamesPort = {
  getGame(id: string): Promise<{ id: string; slug: string; name: string; iconUrl: string | null }>;
};
type GameInfo = TournamentSummary['game'];
/** The earnings module's award: once per user and source (a re-run pays nothing twice). */
type EarningsPort = { award(tx: DbOrTx, input: AwardInput): Promise<unknown> };

/** What the third-party module records for a tournament report (protocol.md item 3). */
export type ScoreInput = { tournamentId: string; userId: string; gameId: string; score: number; at: Date };

const ENTRY_CAUSE_TYPE = 'tournament_entry';
const DAY_MS = 86_400_000;

/**
 * Tournaments: the schedule (PUBLISHED → LIVE → CONCLUDED → COMPLETED, moved by the
 * `tournaments` job and the clock), joining (a fee through the ledger, in one transaction with
 * the place taken), the scores games report (through the third-party module), the ranking, and
 * the prizes paid as earnings once the leaderboard is frozen.
 */
export function createTournamentsService(deps: {
  db: Db;
  repository: TournamentsRepository;
  ledger: Pick<LedgerService, 'spendKcash' | 'systemAccount'>;
  earnings: EarningsPort;
  users: UsersPort;
  games: GamesPort;
  currencies: CurrencyRegistry;
  clock: Clock;
  /** ISO codes where a paid entry with cash-convertible prizes is refused (config). */
  paidEntryBlockedCountries: readonly string[];
}) {
  const { db, repository, clock, currencies } = deps;
  const blocked = deps.paidEntryBlockedCountries;

  const prizeCurrencies = (prizes: readonly PrizeRow[]) => prizes.map((p) => p.currency as CurrencyId);
  const isPaidCashPrize = (row: TournamentRow, prizes: readonly PrizeRow[]) =>
    row.entryFeeAmount > 0n && prizes.some((p) => isCashConvertible(p.currency as CurrencyId));
  const wireAmount = (currency: string, amount: bigint) => {
    const c = currencies.byId(currency);
    return { currency: c.code, amount: formatAmount(amount, c) };
  };
  const asSchedule = (row: TournamentRow) => ({
    status: row.status as TournamentStatus,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
  });

  /**
   * The games of some tournaments, each asked of the games module once. A game taken off the
   * catalogue is left out: its tournaments are not shown (as its quests are not).
   */
  async function gamesOf(ids: readonly string[]): Promise<Map<string, GameInfo>> {
    const games = await Promise.all(
      [...new Set(ids)].map(async (id) => {
        try {
          const { slug, name, iconUrl } = await deps.games.getGame(id);
          return [[id, { id, slug, name, iconUrl }] as const];
        } catch (error) {
          if (error instanceof AppError && error.code === 'GAME_NOT_FOUND') return [];
          throw error;
        }
      }),
    );
    return new Map(games.flat());
  }

  function toSummary(row: TournamentRow, wireGame: GameInfo, prizes: readonly PrizeRow[]): TournamentSummary {
    return {
      id: row.id,
      type: TOURNAMENT_LEADERBOARD_TYPE,
      title: row.title,
      description: row.description,
      game: { id: wireGame.id, slug: wireGame.slug, name: wireGame.name, iconUrl: wireGame.iconUrl },
      status: tournamentStatusAt(asSchedule(row), clock.now()),
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      concludedAt: row.concludedAt?.toISOString() ?? null,
      completedAt: row.completedAt?.toISOString() ?? null,
      entryFee: row.entryFeeAmount > 0n ? wireAmount(row.entryFeeCurrency, row.entryFeeAmount) : null,
      prizes: prizes.map((p) => ({
        fromRank: p.fromRank,
        toRank: p.toRank,
        ...wireAmount(p.currency, p.amount),
      })),
      maxParticipants: row.maxParticipants,
      participants: row.participantCount,
      placesLeft: placesLeft(row.maxParticipants, row.participantCount),
      isPaidCashPrize: isPaidCashPrize(row, prizes),
    };
  }

  async function summaries(rows: TournamentRow[], tx: DbOrTx = db) {
    const prizes = await repository.listPrizes(
      rows.map((r) => r.id),
      tx,
    );
    const games = await gamesOf(rows.map((r) => r.gameId));
    return rows.flatMap((row) => {
      const game = games.get(row.gameId);
      return game
        ? [
            toSummary(
              row,
              game,
              prizes.filter((p) => p.tournamentId === row.id),
            ),
          ]
        : [];
    });
  }

  /**
   * A tournament with its game and prizes. `known` is its game when the caller read it already:
   * inside a transaction the games module must not be asked (on PGlite's one connection it
   * would wait for the transaction asking it).
   */
  async function getWithGame(id: string, tx: DbOrTx = db, known?: GameInfo) {
    const tournament = await repository.findTournament(id, tx);
    if (!tournament) throw new AppError('TOURNAMENT_NOT_FOUND');
    const prizes = await repository.listPrizes([id], tx);
    const game =
      known && known.id === tournament.gameId
        ? known
        : (await gamesOf([tournament.gameId])).get(tournament.gameId);
    if (!game) throw new AppError('TOURNAMENT_NOT_FOUND');
    return { tournament, game, prizes };
  }

  /** Why this user may not pay to enter this tournament, or null. */
  async function refusalFor(userId: string, row: TournamentRow, prizes: readonly PrizeRow[], tx?: DbOrTx) {
    if (!isPaidCashPrize(row, prizes)) return null;
    return paidEntryRefusal(
      { entryFeeAmount: row.entryFeeAmount, prizeCurrencies: prizeCurrencies(prizes) },
      await deps.users.getRegulatoryCountry(userId, tx),
      blocked,
    );
  }

  async function detail(
    id: string,
    userId: string | null,
    tx: DbOrTx = db,
    known?: GameInfo,
  ): Promise<TournamentDetail> {
    const { tournament, game, prizes } = await getWithGame(id, tx, known);
    const summary = toSummary(tournament, game, prizes);
    const participant = userId ? await repository.findParticipant(id, userId, tx) : null;
    return {
      ...summary,
      joined: participant !== null,
      myRank: participant ? await repository.rankOf(participant, tx) : null,
      myBestScore: participant?.bestScore ?? null,
      blockedCountries: summary.isPaidCashPrize ? [...blocked] : [],
      paidEntryRefusal: userId && !participant ? await refusalFor(userId, tournament, prizes, tx) : null,
    };
  }

  /** The prize table of an admin's input, in minor units, checked against the domain's rule. */
  function prizeTiers(input: AdminCreateTournamentInput['prizes'], maxParticipants: number): PrizeTier[] {
    const tiers = input.map((p) => {
      const currency = currencies.get(p.currency);
      return {
        fromRank: p.fromRank,
        toRank: p.toRank,
        currency: currency.id,
        amount: parseAmount(p.amount, currency),
      };
    });
    const problem = prizeTableProblem(tiers, maxParticipants);
    if (problem) throw new AppError('VALIDATION_FAILED', { message: problem });
    return tiers;
  }

  function checkSchedule(startsAt: Date, endsAt: Date) {
    if (endsAt.getTime() <= startsAt.getTime())
      throw new AppError('VALIDATION_FAILED', { message: 'endsAt: must be after startsAt' });
    if (endsAt.getTime() - startsAt.getTime() > TOURNAMENT_LIMITS.maxDurationDays * DAY_MS)
      throw new AppError('VALIDATION_FAILED', {
        message: `endsAt: a tournament runs at most ${TOURNAMENT_LIMITS.maxDurationDays} days`,
      });
    if (endsAt.getTime() <= clock.now().getTime())
      throw new AppError('VALIDATION_FAILED', { message: 'endsAt: must be in the future' });
  }

  const feeOf = (fee: AdminCreateTournamentInput['entryFee']) =>
    fee ? parseAmount(fee.amount, currencies.byId(TOURNAMENT_FEE_CURRENCY)) : 0n;

  /**
   * Freezes and pays a tournament, in one transaction under its row lock: an open one whose end
   * came (or that an operator ends early) becomes CONCLUDED; a CONCLUDED one pays each ranked
   * participant's prize through earnings.award (source `tournament`, the participant's id: one
   * earning per participant, so a second run, or two at once, pays nothing twice) and becomes
   * COMPLETED. Participants who never scored win nothing.
   */
  async function conclude(id: string, options: { early: boolean }): Promise<boolean> {
    return db.transaction(async (tx) => {
      const row = await repository.lockTournament(tx, id);
      if (!row) throw new AppError('TOURNAMENT_NOT_FOUND');
      const now = clock.now();
      let current = row;
      if (row.status === 'COMPLETED') return false;
      if (row.status !== 'CONCLUDED') {
        if (!options.early && tournamentStatusAt(asSchedule(row), now) !== 'CONCLUDED') return false;
        current = (await repository.updateTournament(
          id,
          { status: 'CONCLUDED', concludedAt: now, updatedAt: now },
          tx,
        ))!;
      }
      await payPrizes(tx, current);
      await repository.updateTournament(
        id,
        { status: 'COMPLETED', completedAt: clock.now(), updatedAt: clock.now() },
        tx,
      );
      return true;
    });
  }

  async function payPrizes(tx: Tx, row: TournamentRow): Promise<void> {
    const prizes = await repository.listPrizes([row.id], tx);
    if (prizes.length === 0) return;
    const ranked = await repository.listScoredRanked(row.id, tx);
    for (const [index, participant] of ranked.entries()) {
      const rank = index + 1;
      const prize = prizeForRank(prizes, rank);
      if (!prize) {
        if (rank > prizes[prizes.length - 1]!.toRank) break;
        continue;
      }
      await deps.earnings.award(tx, {
        userId: participant.userId,
        source: 'tournament',
        sourceId: participant.id,
        currency: prize.currency as CurrencyId,
        amount: prize.amount,
        title: `${row.title}: rank ${rank}`.slice(0, 120),
      });
    }
  }

  /** The join itself, in the request's transaction: see `join`. */
  async function joinIn(tx: Tx, userId: string, id: string, game: GameInfo): Promise<TournamentDetail> {
    const row = await repository.lockTournament(tx, id);
    if (!row) throw new AppError('TOURNAMENT_NOT_FOUND');
    const now = clock.now();
    if (!acceptsEntries(asSchedule(row), now)) throw new AppError('TOURNAMENT_ENDED');
    if (await repository.findParticipant(id, userId, tx)) throw new AppError('TOURNAMENT_ALREADY_JOINED');
    if (row.participantCount >= row.maxParticipants) throw new AppError('TOURNAMENT_FULL');
    const prizes = await repository.listPrizes([id], tx);
    const refusal = await refusalFor(userId, row, prizes, tx);
    if (refusal)
      throw new AppError('TOURNAMENT_PAID_ENTRY_BLOCKED', {
        message: PAID_ENTRY_REFUSAL_MESSAGES[refusal],
        details: { reason: refusal },
      });
    const participantId = randomUUID();
    let entryId: string | null = null;
    if (row.entryFeeAmount > 0n) {
      const pool = await deps.ledger.systemAccount(tx, 'fees', TOURNAMENT_FEE_CURRENCY);
      const entry = await deps.ledger.spendKcash(tx, {
        kind: 'spend',
        cause: { type: ENTRY_CAUSE_TYPE, id: participantId },
        userId,
        amount: row.entryFeeAmount,
        to: pool,
        memo: `Tournament entry: ${row.title}`.slice(0, 500),
        idempotencyKey: `tournament-entry:${id}:${userId}`,
      });
      entryId = entry.id;
    }
    await repository.insertParticipant(tx, {
      id: participantId,
      tournamentId: id,
      userId,
      joinedAt: now,
      entryLedgerEntryId: entryId,
    });
    return detail(id, userId, tx, game);
  }

  return {
    async listByType(input: { gameId?: string } & Page) {
      const { rows, total } = await repository.listByGame({ ...input, now: clock.now() });
      return { leaderboards: await summaries(rows), total };
    },

    async listByStatus(input: { status: TournamentStatus } & Page) {
      const { rows, total } = await repository.listByStatus({ ...input, now: clock.now() });
      return { leaderboards: await summaries(rows), total };
    },

    getTournament(id: string, userId: string | null) {
      return detail(id, userId);
    },

    /** The ranking a page at a time, with usernames, prizes of the frozen board, and the caller's row. */
    async listParticipants(id: string, userId: string | null, page: Page) {
      const { tournament, prizes } = await getWithGame(id);
      const { rows, total } = await repository.listRanked(id, page);
      const mine = userId ? await repository.findParticipant(id, userId) : null;
      const myRow = mine ? { ...mine, rank: await repository.rankOf(mine) } : null;
      const everyone = myRow ? [...rows, myRow] : rows;
      const names = new Map(
        (await deps.users.listPublicUsers([...new Set(everyone.map((r) => r.userId))])).map((u) => [
          u.id,
          u.username,
        ]),
      );
      const toWire = (r: ParticipantRow & { rank: number }): LeaderboardParticipant => {
        const prize = r.bestScore === null ? null : prizeForRank(prizes, r.rank);
        return {
          rank: r.rank,
          userId: r.userId,
          username: names.get(r.userId) ?? null,
          bestScore: r.bestScore,
          bestAt: r.bestAt?.toISOString() ?? null,
          reportCount: r.reportCount,
          prize: prize ? wireAmount(prize.currency, prize.amount) : null,
          isMe: r.userId === userId,
        };
      };
      return {
        status: tournamentStatusAt(asSchedule(tournament), clock.now()),
        participants: rows.map(toWire),
        total,
        me: myRow ? toWire(myRow) : null,
      };
    },

    /**
     * Joins a tournament in the caller's transaction (the request's idempotent one): the
     * tournament's row locked, then open (upcoming or live, not ended), a place left, not joined
     * yet, the regional rule, the fee through the ledger (INSUFFICIENT_BALANCE rolls all back),
     * and the participant. Fifty joins for ten places take turns on the lock: ten get in.
     */
    async join(
      userId: string,
      id: string,
      inTransaction: <T>(work: (tx: Tx) => Promise<T>) => Promise<T>,
    ): Promise<TournamentDetail> {
      // The game is read before the transaction (the games module reads outside it).
      const { game } = await getWithGame(id);
      return inTransaction((tx) => joinIn(tx, userId, id, game));
    },

    /**
     * A score a game reported for a participant, in the third-party module's transaction (it
     * records the report id there too): the tournament must be this game's and live, the user a
     * participant. The best score is kept; an equal one later does not move them up.
     */
    async recordScore(tx: DbOrTx, input: ScoreInput) {
      const row = await repository.shareTournament(tx, input.tournamentId);
      if (!row) throw new AppError('TOURNAMENT_NOT_FOUND');
      if (row.gameId !== input.gameId) throw new AppError('TOURNAMENT_GAME_MISMATCH');
      if (!acceptsScores(asSchedule(row), input.at)) throw new AppError('TOURNAMENT_NOT_LIVE');
      const participant = await repository.recordScore(tx, input);
      if (!participant) throw new AppError('TOURNAMENT_NOT_JOINED');
      return { bestScore: participant.bestScore ?? input.score };
    },

    /**
     * What the arena's redirect checks before sending a player to a tournament: it exists, is
     * this game's and live, and the user joined it.
     */
    async assertPlayable(input: { tournamentId: string; userId: string; gameId: string }) {
      const found = await repository.findTournament(input.tournamentId);
      if (!found) throw new AppError('TOURNAMENT_NOT_FOUND');
      if (found.gameId !== input.gameId) throw new AppError('TOURNAMENT_GAME_MISMATCH');
      if (!(await repository.findParticipant(input.tournamentId, input.userId)))
        throw new AppError('TOURNAMENT_NOT_JOINED');
      if (!acceptsScores(asSchedule(found), clock.now())) throw new AppError('TOURNAMENT_NOT_LIVE');
    },

    async adminCreate(input: AdminCreateTournamentInput): Promise<TournamentSummary> {
      await deps.games.getGame(input.gameId);
      const startsAt = new Date(input.startsAt);
      const endsAt = new Date(input.endsAt);
      checkSchedule(startsAt, endsAt);
      const tiers = prizeTiers(input.prizes, input.maxParticipants);
      const entryFeeAmount = feeOf(input.entryFee);
      const now = clock.now();
      const id = await db.transaction(async (tx) => {
        const row = await repository.insertTournament(
          {
            gameId: input.gameId,
            title: input.title,
            description: input.description,
            startsAt,
            endsAt,
            entryFeeCurrency: TOURNAMENT_FEE_CURRENCY,
            entryFeeAmount,
            maxParticipants: input.maxParticipants,
            status: 'PUBLISHED',
            createdAt: now,
            updatedAt: now,
          },
          tx,
        );
        await repository.replacePrizes(tx, row.id, tiers);
        return row.id;
      });
      const { tournament, game, prizes } = await getWithGame(id);
      return toSummary(tournament, game, prizes);
    },

    /** Changes a tournament that has not started (its row locked: a join waits or goes first). */
    async adminUpdate(id: string, input: AdminUpdateTournamentInput): Promise<TournamentSummary> {
      if (input.gameId) await deps.games.getGame(input.gameId);
      await db.transaction(async (tx) => {
        const row = await repository.lockTournament(tx, id);
        if (!row) throw new AppError('TOURNAMENT_NOT_FOUND');
        if (tournamentStatusAt(asSchedule(row), clock.now()) !== 'PUBLISHED')
          throw new AppError('TOURNAMENT_ALREADY_STARTED');
        const startsAt = input.startsAt ? new Date(input.startsAt) : row.startsAt;
        const endsAt = input.endsAt ? new Date(input.endsAt) : row.endsAt;
        checkSchedule(startsAt, endsAt);
        const maxParticipants = input.maxParticipants ?? row.maxParticipants;
        if (maxParticipants < row.participantCount)
          throw new AppError('VALIDATION_FAILED', {
            message: `maxParticipants: ${row.participantCount} have joined already`,
          });
        if (input.entryFee !== undefined && row.participantCount > 0)
          throw new AppError('VALIDATION_FAILED', {
            message: 'entryFee: cannot change once someone has joined',
          });
        if (input.prizes) await repository.replacePrizes(tx, id, prizeTiers(input.prizes, maxParticipants));
        else {
          const current = await repository.listPrizes([id], tx);
          const problem = prizeTableProblem(
            current.map((p) => ({ ...p, currency: p.currency as CurrencyId })),
            maxParticipants,
          );
          if (problem) throw new AppError('VALIDATION_FAILED', { message: problem });
        }
        await repository.updateTournament(
          id,
          {
            ...(input.gameId ? { gameId: input.gameId } : {}),
            ...(input.title ? { title: input.title } : {}),
            ...(input.description !== undefined ? { description: input.description } : {}),
            startsAt,
            endsAt,
            ...(input.entryFee !== undefined ? { entryFeeAmount: feeOf(input.entryFee) } : {}),
            maxParticipants,
            updatedAt: clock.now(),
          },
          tx,
        );
      });
      const { tournament, game, prizes } = await getWithGame(id);
      return toSummary(tournament, game, prizes);
    },

    /** An operator ends a tournament now (or finishes paying an ended one). */
    async adminConclude(id: string): Promise<TournamentSummary> {
      await conclude(id, { early: true });
      const { tournament, game, prizes } = await getWithGame(id);
      return toSummary(tournament, game, prizes);
    },

    /**
     * The schedule's job: upcoming ones whose start came go LIVE; ended ones are concluded and
     * paid. Safe on several replicas at once (each change under the tournament's row lock, each
     * prize once). The number of tournaments moved.
     */
    async advanceSchedule(): Promise<number> {
      const now = clock.now();
      let moved = 0;
      for (const due of await repository.listDue(now)) {
        if (due.status === 'PUBLISHED') {
          const status = await db.transaction(async (tx) => {
            const row = await repository.lockTournament(tx, due.id);
            if (!row || row.status !== 'PUBLISHED') return null;
            const next = tournamentStatusAt(asSchedule(row), now);
            if (next === 'PUBLISHED') return null;
            // A tournament whose whole schedule passed between two runs goes straight to CONCLUDED.
            await repository.updateTournament(
              row.id,
              next === 'LIVE'
                ? { status: 'LIVE', updatedAt: now }
                : { status: 'CONCLUDED', concludedAt: now, updatedAt: now },
              tx,
            );
            return next;
          });
          if (status) moved += 1;
          if (status !== 'CONCLUDED') continue;
        }
        if (await conclude(due.id, { early: false })) moved += 1;
      }
      return moved;
    },
  };
}

export type TournamentsService = ReturnType<typeof createTournamentsService>;
