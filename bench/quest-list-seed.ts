// The quest-list benchmark's seeder (run by bench/quest-list.mjs through tsx, before the product
// starts on the same database): migrates, seeds the demo data as `npm start` does, then adds quests
// through the quests repository, spread over the live games, until there are <count> quests. Prints
// one JSON line: the quests and live games there are.
//   tsx bench/quest-list-seed.ts <pglite:DIR | postgres://…> <count>
import { count, eq, sql } from 'drizzle-orm';
import { openPglite, openPostgres, type Database } from '@kp/api/src/db/client';
import { seedDemoDataIfEmpty } from '@kp/api/src/db/seed';
import { games } from '@kp/api/src/modules/games/games.tables';
import { createQuestsRepository, type NewQuest } from '@kp/api/src/modules/quests/quests.repository';
import { quests } from '@kp/api/src/modules/quests/quests.tables';

const [target = 'pglite:', countArg = '1000'] = process.argv.slice(2);
const wanted = Number(countArg);
const DAY = 86_400_000;

const database: Database = target.startsWith('pglite:')
  ? await openPglite({ dataDir: target.slice('pglite:'.length) })
  : await openPostgres(target, { max: 2 });
await database.migrate();
const { db } = database;
const now = new Date();
await seedDemoDataIfEmpty(db, now);

const liveGames = await db.select({ id: games.id }).from(games).where(eq(games.status, 'live'));
if (!liveGames.length) throw new Error('no live game to hang the quests on');
const [existing] = await db.select({ n: count() }).from(quests);
const missing = Math.max(0, wanted - (existing?.n ?? 0));

// A mix like the real list: most live, some upcoming, some ended, a few full, a third without an end;
// each created a second after the previous so the newest-first order is spread over time.
const repository = createQuestsRepository(db);
const rows: NewQuest[] = Array.from({ length: missing }, (_, i) => {
  const kind = i % 10;
  const totalSlots = 100 + (i % 7) * 50;
  return {
    slug: `bench-quest-${String(i).padStart(5, '0')}`,
    gameId: liveGames[i % liveGames.length]!.id,
    title: `Bench quest ${i}: clear stage ${(i % 12) + 1}`,
    description: 'A quest seeded by the quest-list benchmark, as long as a real one usually is.',
    startsAt: kind === 8 ? new Date(now.getTime() + 2 * DAY) : new Date(now.getTime() - 3 * DAY),
    endsAt:
      kind === 9 ? new Date(now.getTime() - DAY) : i % 3 === 0 ? null : new Date(now.getTime() + 14 * DAY),
    totalSlots,
    remainingSlots: kind === 7 ? 0 : totalSlots - (i % 40),
    rewardAmount: BigInt(100 + (i % 9) * 25),
    rewardCurrency: i % 4 === 0 ? 'KPOINTS' : 'KCASH',
    isThirdPartyGame: i % 5 === 0,
    createdAt: new Date(now.getTime() - (missing - i) * 1000),
  };
});
for (let offset = 0; offset < rows.length; offset += 250) {
  await db.transaction((tx) => repository.insertQuests(rows.slice(offset, offset + 250), tx));
}
// Planner statistics, as autovacuum would gather them on a server soon after such an insert.
await db.execute(sql`analyze`);

const [total] = await db.select({ n: count() }).from(quests);
await database.close();
console.log(JSON.stringify({ quests: total?.n ?? 0, liveGames: liveGames.length }));
