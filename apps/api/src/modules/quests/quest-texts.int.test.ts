import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUEST_LIMITS } from '@kp/domain/quests';
import { seedDemoDataIfEmpty } from '../../db/seed';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInUser } from '../../test/factories';
import { newWaId } from '../../test/sign-in';

/**
 * Operators change a quest's and its stages' words, with their translations (issue 18); a search
 * of quests matches titles in the reader's language as well as in English.
 */

const ADMIN = newWaId();
let t: TestApp;
let admin: Record<string, string>;
let gamer: Record<string, string>;
let questId: string;
let stageIds: string[];
let otherStageId: string;

type Method = 'GET' | 'PATCH';
const send = (method: Method, url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_PHONE_NUMBERS: `+${ADMIN}` } });
  admin = (await signedInUser(t.app, { waId: ADMIN })).headers;
  gamer = (await signedInUser(t.app)).headers;
  await seedDemoDataIfEmpty(t.database.db, new Date());
  const quest = (await send('GET', '/api/quest/colexion-starter-pack', {})).json().data;
  questId = quest.id;
  stageIds = quest.stages.map((stage: { id: string }) => stage.id);
  otherStageId = (await send('GET', '/api/quest/dark-throne-raid', {})).json().data.stages[0].id;
}, 180_000);
afterAll(() => t.close());

const questIn = async (acceptLanguage: string) =>
  (await send('GET', `/api/quest/${questId}`, { 'accept-language': acceptLanguage })).json().data;

describe('operators’ words of a quest', () => {
  it('are read as kept, with their translations', async () => {
    const res = await send('GET', `/api/admin/quests/${questId}`, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      id: questId,
      slug: 'colexion-starter-pack',
      title: 'Starter Pack',
      translations: { hi: { title: 'स्टार्टर पैक' }, pt: { title: 'Pacote Inicial' } },
      stages: [{ id: stageIds[0], position: 1, title: 'Follow Colexion on Instagram' }, { id: stageIds[1] }],
    });
  });

  it('change the quest’s title and translations; the reader gets them', async () => {
    const res = await send('PATCH', `/api/admin/quests/${questId}`, admin, {
      title: 'Starter Pack Rush',
      translations: { hi: { title: 'स्टार्टर पैक रश' }, bn: { title: 'স্টার্টার প্যাক রাশ' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      title: 'Starter Pack Rush',
      description: 'Open a starter pack and win one match.',
      translations: { hi: { title: 'स्टार्टर पैक रश' }, bn: { title: 'স্টার্টার প্যাক রাশ' } },
    });
    // The whole set was sent: Portuguese is gone, Hindi's description too.
    expect(res.json().data.translations).not.toHaveProperty('pt');
    expect(await questIn('bn')).toMatchObject({ title: 'স্টার্টার প্যাক রাশ', language: 'bn' });
    expect(await questIn('hi')).toMatchObject({
      title: 'स्टार्टर पैक रश',
      description: 'Open a starter pack and win one match.',
    });
    expect(await questIn('pt-BR')).toMatchObject({ title: 'Starter Pack Rush', language: 'en' });
  });

  it('change a stage’s words, the other stages as they were', async () => {
    const res = await send('PATCH', `/api/admin/quests/${questId}/stages/${stageIds[1]}`, admin, {
      description: 'Open it live on stream.',
      translations: { pt: { title: 'Abra seu pacote', description: 'Abra ao vivo.' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const stages = (await questIn('pt-BR')).stages;
    expect(stages[1]).toMatchObject({
      title: 'Abra seu pacote',
      description: 'Abra ao vivo.',
      language: 'pt',
    });
    expect(stages[0]).toMatchObject({ title: 'Siga a Colexion no Instagram', language: 'pt' });
    expect((await questIn('en')).stages[1]).toMatchObject({ description: 'Open it live on stream.' });
  });

  it('refuse bad words (400), an unknown quest or a stage of another quest (404)', async () => {
    const refused: object[] = [
      {},
      { title: 'ab' },
      { title: 'x'.repeat(QUEST_LIMITS.title.max + 1) },
      { slug: 'renamed' },
      { translations: { xx: { title: 'Hello' } } },
      { translations: { hi: { title: 'ab' } } },
      { translations: { hi: { points: 'सौ' } } },
    ];
    for (const body of refused) {
      const res = await send('PATCH', `/api/admin/quests/${questId}`, admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const stageUrl = `/api/admin/quests/${questId}/stages/${stageIds[0]}`;
    expect((await send('PATCH', stageUrl, admin, { title: 'x'.repeat(121) })).statusCode).toBe(400);
    const unknown = await send('PATCH', `/api/admin/quests/${crypto.randomUUID()}`, admin, { title: 'New' });
    expect(unknown.json()).toMatchObject({ statusCode: 404, errorCode: 'QUEST_NOT_FOUND' });
    const elsewhere = await send('PATCH', `/api/admin/quests/${questId}/stages/${otherStageId}`, admin, {
      title: 'Moved here',
    });
    expect(elsewhere.json()).toMatchObject({ statusCode: 404, errorCode: 'STAGE_NOT_FOUND' });
    expect((await send('GET', '/api/quest/dark-throne-raid', {})).json().data.stages[0].title).not.toBe(
      'Moved here',
    );
  });

  it('are an operator’s to change only', async () => {
    for (const [method, url, body] of [
      ['GET', `/api/admin/quests/${questId}`, undefined],
      ['PATCH', `/api/admin/quests/${questId}`, { title: 'Mine' }],
      ['PATCH', `/api/admin/quests/${questId}/stages/${stageIds[0]}`, { title: 'Mine' }],
    ] as const) {
      expect((await send(method, url, {}, body)).statusCode).toBe(401);
      expect((await send(method, url, gamer, body)).statusCode).toBe(403);
    }
  });
});

describe('a search of quests', () => {
  const found = async (search: string, acceptLanguage: string) => {
    const res = await send('GET', `/api/quest/filter?search=${encodeURIComponent(search)}`, {
      'accept-language': acceptLanguage,
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data.quests as { slug: string; title: string }[]).map((q) => q.slug);
  };

  it('matches the titles in the reader’s language as well as in English', async () => {
    expect(await found('क्रिप्ट', 'hi')).toEqual(['dark-throne-raid']);
    expect(await found('Cripta', 'pt-BR')).toEqual(['dark-throne-raid']);
    expect(await found('crypt', 'pt-BR')).toEqual(['dark-throne-raid']);
    expect(await found('रेड Crypt', 'hi')).toEqual(['dark-throne-raid']);
  });

  it('does not match another language’s titles', async () => {
    expect(await found('Cripta', 'en')).toEqual([]);
    expect(await found('क्रिप्ट', 'pt-BR')).toEqual([]);
  });
});
