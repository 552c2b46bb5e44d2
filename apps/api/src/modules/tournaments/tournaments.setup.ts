import type { FastifyInstance } from 'fastify';
import type { Job } from '../../platform/jobs';
import type { ModuleContext } from '../../platform/module-context';
import {
  createTournamentEarningTitles,
  createTournamentEntryTitles,
  type TournamentEarningTitles,
  type TournamentEntryTitles,
} from './tournament-titles';
import { createTournamentsRepository } from './tournaments.repository';
import { tournamentsRoutes } from './tournaments.routes';
import { createTournamentsService, type TournamentsService } from './tournaments.service';

type ServiceDeps = Parameters<typeof createTournamentsService>[0];

/** Tournaments: paid entries, their schedule (a job), results and prizes. */
export function registerTournaments(
  app: FastifyInstance,
  deps: Pick<ModuleContext, 'config' | 'db' | 'clock' | 'currencies'> & {
    ledger: ServiceDeps['ledger'];
    earnings: ServiceDeps['earnings'];
    xp: ServiceDeps['xp'];
    users: ServiceDeps['users'];
    games: ServiceDeps['games'];
    /** The POG gate of a join (late-bound: the pog-scores module is registered later). */
    pogGate?: ServiceDeps['pogGate'];
  },
): {
  service: TournamentsService;
  jobs: Job[];
  earningTitles: TournamentEarningTitles;
  entryTitles: TournamentEntryTitles;
} {
  const repository = createTournamentsRepository(deps.db);
  const service = createTournamentsService({
    db: deps.db,
    repository,
    ledger: deps.ledger,
    earnings: deps.earnings,
    xp: deps.xp,
    users: deps.users,
    games: deps.games,
    currencies: deps.currencies,
    clock: deps.clock,
    paidEntryBlockedCountries: deps.config.TOURNAMENT_PAID_ENTRY_BLOCKED_COUNTRIES,
    ...(deps.pogGate ? { pogGate: deps.pogGate } : {}),
  });
  tournamentsRoutes(app, service);
  return {
    service,
    // Tournaments going live at their start, concluded and paid at their end.
    jobs: [{ name: 'tournaments', everyMs: 15_000, run: () => service.advanceSchedule() }],
    // The titles other modules' answers name (a prize's earning, an entry fee's movement), in a reader's language.
    earningTitles: createTournamentEarningTitles(repository),
    entryTitles: createTournamentEntryTitles(repository),
  };
}
