import { BRAND_NAME } from '@kp/domain';
import { loadConfig } from './config';
import { buildApp } from './app';
import { startJobs } from './platform/jobs';
import { openPglite, openPostgres, type Database } from './db/client';
import { seedDemoDataIfEmpty } from './db/seed';
import { availableAccounts } from './modules/social/available-accounts';
import { lockDataDir, type DataDirLock } from './platform/data-dir-lock';
import { systemClock } from './platform/clock';

async function main() {
  const config = loadConfig();
  let lock: DataDirLock | undefined;
  let database: Database;
  if (config.DATABASE_URL) {
    database = await openPostgres(config.DATABASE_URL);
  } else {
    lock = lockDataDir(config.dataDir);
    database = await openPglite({ dataDir: config.dataDir });
  }
  await database.migrate();
  if (config.SEED_DEMO_DATA)
    await seedDemoDataIfEmpty(database.db, systemClock.now(), {
      authSecret: config.AUTH_SECRET,
      ratesPerUsdt: config.ONRAMP_RATES,
      accounts: availableAccounts(config),
    });

  const app = await buildApp({ config, database });
  let closing = false;
  let stopJobs = () => {};
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    try {
      stopJobs();
      await app.close(); // stops accepting, lets requests in flight finish
      await database.close();
    } finally {
      lock?.release();
    }
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  stopJobs = startJobs(app, app.jobs);
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  // Printed whatever the log level: the line people (and the test harness) wait for.
  console.log(`${BRAND_NAME} ready on http://localhost:${port} (database: ${database.kind})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
