import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { seedDemoDataIfEmpty } from '../../db/seed';
import { createTestDatabase } from '../../test/database';
import { createQuestsRepository, type QuestsRepository } from './quests.repository';
import { questGames } from './quests.tables';

// The v2 list's keyset page as a prepared statement (the figures are in bench/results.md).
const NOW = new Date('2026-11-23T10:00:00Z');
const ON_PGLITE = process.env.TEST_DB !== 'postgres';
let database: Database;
let repository: QuestsRepository;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoDataIfEmpty(database.db, NOW);
  repository = createQuestsRepository(database.db);
  // Quests spread over the games, as the benchmark seeds them.
  const gameIds = (await database.db.select({ id: questGames.id }).from(questGames)).map((g) => g.id);
  await repository.insertQuests(
    Array.from({ length: 300 }, (_, i) => ({
      slug: `list-quest-${i}`,
      gameId: gameIds[i % gameIds.length]!,
      title: `List quest ${i}`,
      totalSlots: 10,
      rewardAmount: 100n,
      rewardCurrency: 'KCASH',
      createdAt: new Date(NOW.getTime() - i * 1000),
    })),
  );
  await database.db.execute(sql`analyze`);
});
afterAll(() => database.close());

describe('the v2 list page', () => {
  it.runIf(ON_PGLITE)('is planned five times, then runs one plan (PGlite)', async () => {
    for (let i = 0; i < 12; i++) await repository.listQuestsAfter(null, 21);
    const { rows } = (await database.db.execute(
      sql`select generic_plans::int, custom_plans::int from pg_prepared_statements
          where statement like '%quest_games%' and statement not like '%::timestamptz%'`,
    )) as unknown as { rows: { generic_plans: number; custom_plans: number }[] };
    // Five custom plans, then the generic one: planned five times in all (with the limit as a
    // parameter, PGlite on the benchmark's data planned every execution anew).
    expect(rows).toEqual([{ generic_plans: 7, custom_plans: 5 }]);
  });

  it('walks the list in the same order whatever the page size, on either database', async () => {
    const first = (await repository.listQuestsAfter(null, 101)).map((r) => r.id);
    expect(first).toHaveLength(101);
    for (const size of [1, 7, 21, 51]) {
      const seen: string[] = [];
      let after: { createdAt: string; id: string } | null = null;
      while (seen.length < first.length) {
        const rows = await repository.listQuestsAfter(after, size);
        expect(rows).toHaveLength(size);
        seen.push(...rows.map((r) => r.id));
        after = { createdAt: rows.at(-1)!.position, id: rows.at(-1)!.id };
      }
      expect(seen.slice(0, first.length)).toEqual(first);
    }
  });

  it('refuses a number of rows that is not a page size (it is written into the statement)', async () => {
    for (const limit of [0, 102, 1.5, Number.NaN]) {
      await expect(repository.listQuestsAfter(null, limit)).rejects.toThrow('not a page size');
    }
  });
});
