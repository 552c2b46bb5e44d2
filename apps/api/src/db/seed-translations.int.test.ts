import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRANSLATED_FIELDS, type TranslatedKind } from '@kp/domain/content-translations';
import { createTestDatabase } from '../test/database';
import type { Database } from './client';
import { seedDemoDataIfEmpty } from './seed';

/** Every demo item of the translated kinds comes in Hindi and Portuguese too (issue 18). */

const TABLES: Record<TranslatedKind, string> = {
  banner: 'banners',
  article: 'articles',
  game: 'games',
  quest: 'quests',
  questStage: 'quest_stages',
  campaign: 'campaigns',
  campaignTask: 'campaign_tasks',
  voucher: 'vouchers',
  tournament: 'tournaments',
};
const DEMO_LANGUAGES = ['hi', 'pt'] as const;

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoDataIfEmpty(database.db, new Date('2026-11-23T10:00:00Z'));
}, 180_000);
afterAll(() => database.close());

describe('the demo content', () => {
  it.each(Object.entries(TABLES) as [TranslatedKind, string][])(
    'has every %s text in Hindi and Portuguese',
    async (kind, table) => {
      const { rows } = (await database.db.execute(
        sql`select row_to_json(t) as row from ${sql.identifier(table)} t`,
      )) as unknown as {
        rows: { row: Record<string, unknown> & { translations: Record<string, Record<string, string>> } }[];
      };
      expect(rows.length, table).toBeGreaterThan(0);
      const missing: string[] = [];
      for (const { row } of rows)
        for (const field of TRANSLATED_FIELDS[kind])
          for (const language of DEMO_LANGUAGES)
            if (row[field] !== '' && !row.translations[language]?.[field])
              missing.push(`${String(row[field]).slice(0, 40)} (${field}, ${language})`);
      expect(missing, table).toEqual([]);
    },
  );
});
