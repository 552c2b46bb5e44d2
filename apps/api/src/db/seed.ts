import { sql } from 'drizzle-orm';
import { createCurrencyRegistry } from '@kp/domain/currencies';
import { DEFAULT_ONRAMP_RATES, type FiatCode } from '@kp/domain/swap';
import { SOCIAL_ACCOUNTS, type SocialAccount } from '@kp/domain/tasks';
import type { Db } from './client';
import { fixedClock } from '../platform/clock';
import { createXpRepository } from '../modules/xp/xp.repository';
import { createXpService } from '../modules/xp/xp.service';
import { findMeta, setMeta } from './installation-meta';
import { seedDemoContent } from '../modules/content/content.seed';
import { seedDemoGames } from '../modules/games/games.seed';
import { seedDemoQuests } from '../modules/quests/quests.seed';
import { seedSampleGame } from '../modules/third-party/third-party.seed';
import { seedDemoTournaments } from '../modules/tournaments/tournaments.seed';
import { createGamesRepository } from '../modules/games/games.repository';
import { createQuestsRepository } from '../modules/quests/quests.repository';
import { createUsersRepository } from '../modules/users/users.repository';
import { seedDemoCampaigns } from '../modules/campaigns/campaigns.seed';
import { createLedgerRepository } from '../modules/ledger/ledger.repository';
import { createLedgerService } from '../modules/ledger/ledger.service';
import { seedDemoVouchers } from '../modules/store/store.seed';
import { seedDemoClans } from '../modules/clans/clans.seed';
import { seedDemoLeaderboards } from '../modules/leaderboards/leaderboards.seed';

const SEEDED_KEY = 'demo_data_seeded_at';

/** Seeds the demo data once per database, in one transaction; later starts leave it alone. */
export async function seedDemoDataIfEmpty(
  db: Db,
  now: Date,
  options: {
    /** The configured installation secret (AUTH_SECRET), which the demo's hashed codes are keyed by. */
    authSecret?: string | undefined;
    /** The configured buy rates (ONRAMP_RATES), which the demo store's K-Cash prices follow. */
    ratesPerUsdt?: Readonly<Partial<Record<FiatCode, bigint>>>;
    /** The accounts users can connect here (every one unless told): the demo offers only tasks they can pass. */
    accounts?: ReadonlySet<SocialAccount>;
  } = {},
): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Replicas starting together on one PostgreSQL seed one after another, and only the first seeds.
    await tx.execute(sql`select pg_advisory_xact_lock(730101)`);
    if (await findMeta(tx, SEEDED_KEY)) return false;
    const gameIds = await seedDemoGames(tx);
    await seedDemoQuests(tx, gameIds, now);
    const sampleGame = await seedSampleGame(
      { games: createGamesRepository(tx), quests: createQuestsRepository(tx) },
      now,
    );
    const users = createUsersRepository(tx);
    await seedDemoTournaments(
      tx,
      { gameId: sampleGame.gameId, insertUser: (values) => users.insertUser(values, tx) },
      now,
    );
    // The demo campaign's reward pool is funded through the ledger, as an operator's would be.
    const ledger = createLedgerService({
      repository: createLedgerRepository(tx),
      currencies: createCurrencyRegistry(),
      clock: { now: () => now },
    });
    await seedDemoCampaigns(tx, now, ledger, {
      authSecret: options.authSecret,
      accounts: options.accounts ?? new Set(SOCIAL_ACCOUNTS),
    });
    await seedDemoVouchers(tx, options.ratesPerUsdt ?? DEFAULT_ONRAMP_RATES);
    const clan = await seedDemoClans(tx, { insertUser: (values) => users.insertUser(values, tx) }, now);
    // Gamers in no clan, so the weekly boards show more than one clan's members.
    const soloGamers = await Promise.all(
      ['SpinKing', 'LagSlayer', 'PixelRani'].map((username) =>
        users.insertUser({ username, createdAt: now, updatedAt: now }, tx),
      ),
    );
    // The xp service as the api builds it, on this transaction (`award` writes in the one it is given).
    const xpClock = fixedClock(now);
    const xp = createXpService({ db: tx as Db, repository: createXpRepository(tx), clock: xpClock });
    await seedDemoLeaderboards(
      tx,
      {
        xp,
        clock: xpClock,
        gamers: [
          ...clan.memberIds.map((userId) => ({ userId, clanId: clan.clanId })),
          ...soloGamers.map((user) => ({ userId: user.id, clanId: null })),
        ],
      },
      now,
    );
    await seedDemoContent(tx, now);
    await setMeta(tx, SEEDED_KEY, now.toISOString());
    return true;
  });
}
