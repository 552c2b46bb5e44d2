import type { FastifyInstance } from 'fastify';
import type { Job } from '../../platform/jobs';
import type { ModuleContext } from '../../platform/module-context';
import { createEarningsRepository } from './earnings.repository';
import { earningsRoutes } from './earnings.routes';
import { createEarningsService, ledgerDeposits, type EarningsService } from './earnings.service';

type ServiceDeps = Parameters<typeof createEarningsService>[0];

/**
 * The earnings module; a demo installation's new users get the demo earnings in the creating
 * transaction (none where no demo data was seeded).
 */
export function registerEarnings(
  app: FastifyInstance,
  deps: Pick<ModuleContext, 'config' | 'db' | 'clock' | 'currencies' | 'lifecycle'> & {
    ledger: ServiceDeps['ledger'];
    kycGate: ServiceDeps['kycGate'];
    /** What quests' earnings are called in a reader's language (the quests module: a late-bound port). */
    titlesIn: NonNullable<ServiceDeps['titlesIn']>;
  },
): { service: EarningsService; jobs: Job[] } {
  const { config } = deps;
  const service = createEarningsService({
    db: deps.db,
    repository: createEarningsRepository(deps.db),
    ledger: deps.ledger,
    kycGate: deps.kycGate,
    deposits: ledgerDeposits(deps.ledger, deps.currencies),
    currencies: deps.currencies,
    clock: deps.clock,
    log: app.log,
    taxRateBps: config.INDIA_TDS_RATE_BPS,
    defaultExpiryDays: config.EARNINGS_EXPIRY_DAYS,
    titlesIn: deps.titlesIn,
  });
  deps.lifecycle.on('created', async (userId, tx) => {
    await service.awardDemoEarnings(tx, userId);
  });
  earningsRoutes(app, service);
  return {
    service,
    jobs: [
      { name: 'earnings-expiry', everyMs: 10 * 60_000, run: () => service.expireDue() },
      // Collect-alls a request left half-paid (a restart, a crash): their earnings are paid out here.
      { name: 'earnings-distribution', everyMs: 30_000, run: () => service.distributeStale() },
    ],
  };
}
