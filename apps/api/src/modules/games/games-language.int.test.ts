import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_LIMITS } from '@kp/domain/games';
import { quests as questsTable } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { newWaId, signInByPhone } from '../../test/sign-in';

/** Game descriptions, and the quests a game page lists, in the reader's language (issue 18). */

const ADMIN_WAID = newWaId();
let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_PHONE_NUMBERS: `+${ADMIN_WAID}` } });
  admin = { authorization: `Bearer ${(await signInByPhone(t.app, ADMIN_WAID)).accessToken}` };
});
afterAll(() => t.close());

const get = (url: string, acceptLanguage?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {} });
const asAdmin = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: admin, ...(payload ? { payload } : {}) });

const TRANSLATIONS = {
  hi: { description: 'सितारों के बीच ड्रिफ्ट रेसिंग।' },
  pt: { description: 'Corridas de drift entre as estrelas.' },
};

let nextSlug = 0;
/** A live game made by an operator, with the translations given. */
async function liveGame(translations: object = TRANSLATIONS) {
  nextSlug += 1;
  const created = await asAdmin('POST', '/api/admin/games', {
    slug: `drift-${nextSlug}`,
    name: `Drift ${nextSlug}`,
    description: 'Drift racing between the stars.',
    genres: ['racing'],
    platforms: ['android'],
    loginMethod: 'user_name',
    status: 'live',
    translations,
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().data as { id: string; translations: object };
}

describe('a game in the reader’s language', () => {
  it('is in English by default, saying so', async () => {
    const game = await liveGame();
    const res = await get(`/api/game/${game.id}`);
    expect(res.json().data).toMatchObject({ description: 'Drift racing between the stars.', language: 'en' });
    expect(res.headers['content-language']).toBe('en');
    expect(res.headers['vary']).toContain('Accept-Language');
  });

  it('is in Hindi for a Hindi reader, in the list, the filter and on its own', async () => {
    const game = await liveGame();
    const one = await get(`/api/game/${game.id}`, 'hi-IN,hi;q=0.9,en;q=0.8');
    expect(one.json().data).toMatchObject({ description: TRANSLATIONS.hi.description, language: 'hi' });
    expect(one.headers['content-language']).toBe('hi');
    for (const url of ['/api/game?limit=100', '/api/game/filter?genre=racing&limit=100']) {
      const listed = (await get(url, 'hi-IN')).json().data.games as { id: string; language: string }[];
      expect(
        listed.find((g) => g.id === game.id),
        url,
      ).toMatchObject({ language: 'hi' });
    }
  });

  it('is in English for a language it has no translation into', async () => {
    const game = await liveGame({ hi: TRANSLATIONS.hi });
    const res = await get(`/api/game/${game.id}`, 'pt-BR');
    expect(res.json().data).toMatchObject({ description: 'Drift racing between the stars.', language: 'en' });
    expect(res.headers['content-language']).toBe('en');
  });
});

describe('operators’ translations of a game', () => {
  it('round-trip: created, read, replaced as a whole', async () => {
    const game = await liveGame();
    expect(game.translations).toEqual(TRANSLATIONS);
    const listed = (await asAdmin('GET', '/api/admin/games?limit=100')).json().data.games as {
      id: string;
      translations: object;
    }[];
    expect(listed.find((g) => g.id === game.id)?.translations).toEqual(TRANSLATIONS);
    const edited = await asAdmin('PATCH', `/api/admin/games/${game.id}`, {
      translations: { pt: { description: 'Drift entre as estrelas.' } },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.translations).toEqual({ pt: { description: 'Drift entre as estrelas.' } });
    expect((await get(`/api/game/${game.id}`, 'hi')).json().data.language).toBe('en');
    expect((await get(`/api/game/${game.id}`, 'pt')).json().data.description).toBe(
      'Drift entre as estrelas.',
    );
  });

  it('refuse bad translations with 400 saying what is wrong', async () => {
    const game = await liveGame();
    const refusals: [object, string][] = [
      [{ en: { description: 'English is the game’s own' } }, 'not a language to translate into: en'],
      [{ xx: { description: 'x' } }, 'not a language to translate into: xx'],
      [{ hi: { name: 'नाम' } }, 'not a translated field: name'],
      [
        { hi: { description: 'x'.repeat(GAME_LIMITS.descriptionMaxLength + 1) } },
        'translations/hi/description',
      ],
      [{ hi: { description: 'bad\u0000text' } }, 'translations/hi/description'],
      [{ hi: 'सितारों के बीच' }, 'translations/hi'],
    ];
    for (const [translations, words] of refusals) {
      const res = await asAdmin('PATCH', `/api/admin/games/${game.id}`, { translations });
      expect(res.statusCode, JSON.stringify(translations)).toBe(400);
      expect(res.json().errorCode).toBe('VALIDATION_FAILED');
      expect(res.json().message).toContain(words);
    }
    expect((await asAdmin('GET', '/api/admin/games?limit=100')).json().data.games).toContainEqual(
      expect.objectContaining({ id: game.id, translations: TRANSLATIONS }),
    );
  });
});

describe('a game’s quests in the reader’s language', () => {
  it('are translated per field, falling back to English', async () => {
    const game = await liveGame();
    await t.database.db.insert(questsTable).values({
      slug: `quest-of-${game.id}`,
      gameId: game.id,
      title: 'Win three races',
      description: 'Finish first three times.',
      totalSlots: 10,
      rewardAmount: 100n,
      rewardCurrency: 'KCASH',
      translations: {
        hi: { title: 'तीन रेस जीतो', description: 'तीन बार पहले नंबर पर आओ।' },
        pt: { title: 'Vença três corridas' },
      },
    });
    const quest = async (language?: string) =>
      (await get(`/api/game/${game.id}/quests`, language)).json().data.quests[0];
    expect(await quest()).toMatchObject({ title: 'Win three races', language: 'en' });
    expect(await quest('hi')).toMatchObject({
      title: 'तीन रेस जीतो',
      description: 'तीन बार पहले नंबर पर आओ।',
      language: 'hi',
    });
    expect(await quest('pt')).toMatchObject({
      title: 'Vença três corridas',
      description: 'Finish first three times.',
      language: 'pt',
    });
    expect(await quest('ta')).toMatchObject({ title: 'Win three races', language: 'en' });
  });
});
