import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../platform/module-context';
import type { CauseTitles } from './cause-titles';
import { createLedgerRepository } from './ledger.repository';
import { ledgerRoutes } from './ledger.routes';
import { createLedgerService, type LedgerService } from './ledger.service';

/** The double-entry ledger (see its README): every movement of value goes through its service. */
export function registerLedger(
  app: FastifyInstance,
  deps: Pick<ModuleContext, 'db' | 'clock' | 'currencies'> & {
    /** The titles movements' notes name, in a reader's language (the causes' modules: late-bound). */
    causeTitles?: CauseTitles;
  },
): { service: LedgerService } {
  const service = createLedgerService({
    repository: createLedgerRepository(deps.db),
    currencies: deps.currencies,
    clock: deps.clock,
    ...(deps.causeTitles ? { causeTitles: deps.causeTitles } : {}),
  });
  ledgerRoutes(app, service);
  return { service };
}
