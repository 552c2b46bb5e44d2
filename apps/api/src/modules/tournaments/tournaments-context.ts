import type {
  AdminCreateTournamentInput,
  AdminTournament,
  TournamentDetail,
  TournamentSummary,
} from '@kp/contract/tournaments';
import { formatAmount, parseAmount, type CurrencyId } from '@kp/domain/currencies';
import { AppError } from '@kp/domain/errors';
import {
  isCashConvertible,
  paidEntryRefusal,
  placesLeft,
  prizeTableProblem,
  TOURNAMENT_FEE_CURRENCY,
  TOURNAMENT_LEADERBOARD_TYPE,
  TOURNAMENT_LIMITS,
  tournamentStatusAt,
  type PrizeTier,
  type TournamentStatus,
} from '@kp/domain/tournaments';
import { asPogTier } from '@kp/domain/pog-scores';
import type { DbOrTx } from '../../db/client';
import type { ContentTexts } from '../../platform/content-language';
import type { PrizeRow, TournamentRow } from './tournaments.repository';
import { type GameInfo, DAY_MS, type TournamentsDeps } from './tournaments-deps';

/** The tournaments' shared views and rules, that its use cases are built from. */
/** A prize table the domain's rule refused, in the rule's words (prizeTableProblem). */
export function prizeTableRefused(problem: string): AppError {
  return AppError.fieldRule('VALIDATION_FAILED', problem, {
    details: [{ field: 'prizes', reason: 'invalid_prize_table', message: problem }],
  });
}

export function createTournamentsContext(deps: TournamentsDeps) {
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

  /** A tournament's fields but its texts (title and description). */
  function fieldsOf(
    row: TournamentRow,
    wireGame: GameInfo,
    prizes: readonly PrizeRow[],
  ): Omit<TournamentSummary, 'title' | 'description' | 'language'> {
    return {
      id: row.id,
      type: TOURNAMENT_LEADERBOARD_TYPE,
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
      minPogHumanScore: row.minPogHumanScore,
      minPogTier: asPogTier(row.minPogTier),
    };
  }

  /** A tournament as users see it, its title and description in the answer's language. */
  function toSummary(
    row: TournamentRow,
    wireGame: GameInfo,
    prizes: readonly PrizeRow[],
    texts: ContentTexts,
  ): TournamentSummary {
    return {
      ...fieldsOf(row, wireGame, prizes),
      ...texts.pick({ title: row.title, description: row.description }, row.translations),
    };
  }

  /** A tournament as operators see it: its English texts and their translations as kept. */
  function toAdminTournament(
    row: TournamentRow,
    wireGame: GameInfo,
    prizes: readonly PrizeRow[],
  ): AdminTournament {
    return {
      ...fieldsOf(row, wireGame, prizes),
      title: row.title,
      description: row.description,
      translations: row.translations,
    };
  }

  async function summaries(rows: TournamentRow[], texts: ContentTexts, tx: DbOrTx = db) {
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
              texts,
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
    texts: ContentTexts,
    tx: DbOrTx = db,
    known?: GameInfo,
  ): Promise<TournamentDetail> {
    const { tournament, game, prizes } = await getWithGame(id, tx, known);
    const summary = toSummary(tournament, game, prizes, texts);
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
    if (problem) throw prizeTableRefused(problem);
    return tiers;
  }

  function checkSchedule(startsAt: Date, endsAt: Date) {
    if (endsAt.getTime() <= startsAt.getTime())
      throw AppError.invalidFields([{ field: 'endsAt', reason: 'not_after_starts_at' }]);
    if (endsAt.getTime() - startsAt.getTime() > TOURNAMENT_LIMITS.maxDurationDays * DAY_MS)
      throw AppError.invalidFields([
        { field: 'endsAt', reason: 'too_long', maxDays: TOURNAMENT_LIMITS.maxDurationDays },
      ]);
    if (endsAt.getTime() <= clock.now().getTime())
      throw AppError.invalidFields([{ field: 'endsAt', reason: 'not_in_the_future' }]);
  }

  const feeOf = (fee: AdminCreateTournamentInput['entryFee']) =>
    fee ? parseAmount(fee.amount, currencies.byId(TOURNAMENT_FEE_CURRENCY)) : 0n;

  return {
    deps,
    db,
    repository,
    clock,
    currencies,
    blocked,
    prizeCurrencies,
    isPaidCashPrize,
    wireAmount,
    asSchedule,
    gamesOf,
    toSummary,
    toAdminTournament,
    summaries,
    getWithGame,
    refusalFor,
    detail,
    prizeTiers,
    checkSchedule,
    feeOf,
  };
}
export type TournamentsContext = ReturnType<typeof createTournamentsContext>;
