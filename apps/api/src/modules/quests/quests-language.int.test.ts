import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoDataIfEmpty } from '../../db/seed';
import { createTestApp, type TestApp } from '../../test/app';

/** Quests and their stages in the reader's language (issue 18), on the demo quests. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoDataIfEmpty(t.database.db, new Date());
}, 180_000);
afterAll(() => t.close());

type Texts = { title: string; description: string; language: string };
const get = (url: string, acceptLanguage?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {} });
const texts = ({ title, description, language }: Texts) => ({ title, description, language });

async function quest(slug: string, acceptLanguage?: string) {
  const res = await get(`/api/quest/${slug}`, acceptLanguage);
  expect(res.statusCode).toBe(200);
  expect(res.headers['vary']).toContain('Accept-Language');
  const data = res.json().data as Texts & { stages: Texts[] };
  return {
    contentLanguage: res.headers['content-language'],
    quest: texts(data),
    stages: data.stages.map(texts),
  };
}

describe('a quest in the reader’s language', () => {
  it('is in English by default', async () => {
    const { contentLanguage, quest: q, stages } = await quest('colexion-starter-pack');
    expect(contentLanguage).toBe('en');
    expect(q).toEqual({
      title: 'Starter Pack',
      description: 'Open a starter pack and win one match.',
      language: 'en',
    });
    expect(stages[0]).toEqual({
      title: 'Follow Colexion on Instagram',
      description: 'Share the link of your follow post.',
      language: 'en',
    });
  });

  it('is in Hindi, its stages too, for a Hindi reader', async () => {
    const { contentLanguage, quest: q, stages } = await quest('colexion-starter-pack', 'hi-IN,hi;q=0.9');
    expect(contentLanguage).toBe('hi');
    expect(q).toEqual({
      title: 'स्टार्टर पैक',
      description: 'एक स्टार्टर पैक खोलो और एक मैच जीतो।',
      language: 'hi',
    });
    expect(stages.map((stage) => stage.language)).toEqual(['hi', 'hi']);
    expect(stages[1]!.title).toBe('अपना स्टार्टर पैक अनबॉक्स करो');
  });

  it('is in English for a language it has no translation into', async () => {
    const { contentLanguage, quest: q, stages } = await quest('colexion-starter-pack', 'ta-IN');
    expect(contentLanguage).toBe('en');
    expect(q).toMatchObject({ title: 'Starter Pack', language: 'en' });
    expect(stages.every((stage) => stage.language === 'en')).toBe(true);
  });

  it('falls back to English per field where a translation is partial', async () => {
    await t.database.db.execute(
      sql`update quest_stages set translations = '{"pt": {"title": "Corra a subida"}}'::jsonb
          where title = 'Race the hill climb'`,
    );
    const { stages } = await quest('favela-racer-hill-climb', 'pt-BR');
    expect(stages[0]).toEqual({
      title: 'Corra a subida',
      description: 'Post a clip of your run under two minutes on YouTube and share the link.',
      language: 'pt',
    });
  });

  it('is in the reader’s language in every quest list', async () => {
    for (const url of [
      '/api/quest/questlist?limit=50',
      '/api/quest/filter?game=colexion',
      '/api/quest/v2/questlist?limit=50',
      '/api/quest/live?limit=50',
      '/api/game/' + (await get('/api/quest/colexion-starter-pack')).json().data.game.id + '/quests',
    ]) {
      const res = await get(url, 'pt-BR');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-language'], url).toBe('pt');
      const listed = res.json().data.quests as (Texts & { slug: string })[];
      expect(
        listed.find((q) => q.slug === 'colexion-starter-pack'),
        url,
      ).toMatchObject({
        title: 'Pacote Inicial',
        language: 'pt',
      });
    }
  });
});
