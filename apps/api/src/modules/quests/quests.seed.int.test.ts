import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { seedDemoDataIfEmpty } from '../../db/seed';
import { createTestDatabase } from '../../test/database';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoDataIfEmpty(database.db, new Date('2026-11-23T10:00:00Z'));
});
afterAll(() => database.close());

describe('the demo quests', () => {
  it('each have a stage to complete (a quest without one could never finish, yet would take a slot)', async () => {
    const { rows } = (await database.db.execute(
      sql`select q.slug, count(s.id)::int as stages from quests q left join quest_stages s on s.quest_id = q.id group by q.slug order by q.slug`,
    )) as unknown as { rows: { slug: string; stages: number }[] };
    expect(rows.length).toBeGreaterThanOrEqual(6);
    expect(rows.filter((row) => row.stages === 0)).toEqual([]);
  });
});
