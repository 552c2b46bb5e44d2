import type {
  AdminCreateTournamentInput,
  AdminTournament,
  AdminUpdateTournamentInput,
} from '@kp/contract/tournaments';
import type { CurrencyId } from '@kp/domain/currencies';
import { AppError } from '@kp/domain/errors';
import { prizeTableProblem, TOURNAMENT_FEE_CURRENCY, tournamentStatusAt } from '@kp/domain/tournaments';
import { prizeTableRefused, type TournamentsContext } from './tournaments-context';
import type { createConclude } from './conclude-tournament';

/** Operators' tournaments: created, updated, ended early; their English texts and translations as kept. */
export function createAdminTournaments(
  ctx: TournamentsContext & { conclude: ReturnType<typeof createConclude>['conclude'] },
) {
  const {
    deps,
    db,
    repository,
    clock,
    asSchedule,
    toAdminTournament,
    getWithGame,
    prizeTiers,
    checkSchedule,
    feeOf,
    conclude,
  } = ctx;

  return {
    async adminCreate(input: AdminCreateTournamentInput): Promise<AdminTournament> {
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
            translations: input.translations,
            startsAt,
            endsAt,
            entryFeeCurrency: TOURNAMENT_FEE_CURRENCY,
            entryFeeAmount,
            maxParticipants: input.maxParticipants,
            minPogHumanScore: input.minPogHumanScore,
            minPogTier: input.minPogTier,
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
      return toAdminTournament(tournament, game, prizes);
    },

    /** Changes a tournament that has not started (its row locked: a join waits or goes first). */
    async adminUpdate(id: string, input: AdminUpdateTournamentInput): Promise<AdminTournament> {
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
          throw AppError.invalidFields([
            { field: 'maxParticipants', reason: 'below_participants', participants: row.participantCount },
          ]);
        if (input.entryFee !== undefined && row.participantCount > 0)
          throw AppError.invalidFields([{ field: 'entryFee', reason: 'locked_once_joined' }]);
        if (input.prizes) await repository.replacePrizes(tx, id, prizeTiers(input.prizes, maxParticipants));
        else {
          const current = await repository.listPrizes([id], tx);
          const problem = prizeTableProblem(
            current.map((p) => ({ ...p, currency: p.currency as CurrencyId })),
            maxParticipants,
          );
          if (problem) throw prizeTableRefused(problem);
        }
        await repository.updateTournament(
          id,
          {
            ...(input.gameId ? { gameId: input.gameId } : {}),
            ...(input.title ? { title: input.title } : {}),
            ...(input.description !== undefined ? { description: input.description } : {}),
            ...(input.translations ? { translations: input.translations } : {}),
            startsAt,
            endsAt,
            ...(input.entryFee !== undefined ? { entryFeeAmount: feeOf(input.entryFee) } : {}),
            maxParticipants,
            ...(input.minPogHumanScore !== undefined ? { minPogHumanScore: input.minPogHumanScore } : {}),
            ...(input.minPogTier !== undefined ? { minPogTier: input.minPogTier } : {}),
            updatedAt: clock.now(),
          },
          tx,
        );
      });
      const { tournament, game, prizes } = await getWithGame(id);
      return toAdminTournament(tournament, game, prizes);
    },

    /** An operator ends a tournament now (or finishes paying an ended one). */
    async adminConclude(id: string): Promise<AdminTournament> {
      await conclude(id, { early: true });
      const { tournament, game, prizes } = await getWithGame(id);
      return toAdminTournament(tournament, game, prizes);
    },
  };
}
