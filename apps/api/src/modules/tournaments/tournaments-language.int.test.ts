import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOURNAMENT_LIMITS } from '@kp/domain/tournaments';
import { seedDemoDataIfEmpty } from '../../db/seed';
import { fixedClock } from '../../platform/clock';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInUser, type SignedInUser } from '../../test/factories';
import { newWaId } from '../../test/sign-in';
import { tournamentCalls, type TestClient } from '../../test/tournaments';

/**
 * Tournaments in the reader's language (issue 18): their titles and descriptions wherever a gamer
 * reads them (the lists, one, a join, a prize's earning, an entry fee's movement), and operators'
 * translations of them.
 */

const HOUR = 3_600_000;
const clock = fixedClock('2026-03-01T12:00:00Z');
const ADMIN = newWaId();
const BOARDS = '/api/platform-centralized-leaderboard';
let t: TestApp;
let calls: ReturnType<typeof tournamentCalls>;
let admin: Record<string, string>;
let gameId: string;
let client: TestClient;

const iso = (ms: number) => new Date(clock.now().getTime() + ms).toISOString();
const TRANSLATIONS = {
  hi: { title: 'मानसून कप', description: 'हफ़्ते भर का तुम्हारा बेस्ट रन गिना जाएगा।' },
  pt: { title: 'Copa das Monções' },
};
const body = (overrides: Record<string, unknown> = {}) => ({
  gameId,
  title: 'Monsoon Cup',
  description: 'Your best run of the week counts.',
  startsAt: iso(-HOUR),
  endsAt: iso(24 * HOUR),
  prizes: [{ fromRank: 1, toRank: 3, currency: 'KCASH', amount: '10' }],
  maxParticipants: 50,
  translations: TRANSLATIONS,
  ...overrides,
});

beforeAll(async () => {
  t = await createTestApp({ clock, env: { ADMIN_PHONE_NUMBERS: `+${ADMIN}` } });
  calls = tournamentCalls(t.app, clock);
  admin = (await signedInUser(t.app, { waId: ADMIN })).headers;
  await seedDemoDataIfEmpty(t.database.db, clock.now());
  const games = (await calls.inject('GET', '/api/game?limit=100')).json().data.games as {
    id: string;
    slug: string;
  }[];
  gameId = games.find((g) => g.slug === 'target-rush')!.id;
  client = await calls.createClient(admin, gameId);
}, 180_000);
afterAll(() => t.close());

type Texts = { id: string; title: string; description: string; language: string };

/** A call's texts: the answer's Content-Language and Vary, and its data. */
async function read(url: string, headers: Record<string, string>) {
  const res = await calls.inject('GET', url, undefined, headers);
  expect(res.statusCode, res.body).toBe(200);
  return {
    contentLanguage: res.headers['content-language'],
    vary: String(res.headers['vary']),
    data: res.json().data,
  };
}

const textsOf = ({ title, description, language }: Texts) => ({ title, description, language });

describe('the demo tournaments', () => {
  const titles = async (url: string, acceptLanguage: string) => {
    const { contentLanguage, data } = await read(url, { 'accept-language': acceptLanguage });
    return { contentLanguage, titles: (data.leaderboards as Texts[]).map((l) => `${l.language} ${l.title}`) };
  };

  it('are listed in Hindi for a Hindi reader, by type and by status', async () => {
    const byType = await titles(`${BOARDS}/leaderboards?type=tournament&gameId=${gameId}`, 'hi-IN');
    expect(byType.contentLanguage).toBe('hi');
    expect(byType.titles).toContain('hi Target Rush हाई स्टेक्स');
    expect(byType.titles).not.toContain('en Target Rush High Stakes');
    const live = await titles(`${BOARDS}/by-status?status=LIVE&limit=50`, 'hi-IN,hi;q=0.9,en;q=0.8');
    expect(live).toMatchObject({ contentLanguage: 'hi' });
    expect(live.titles).toEqual(
      expect.arrayContaining(['hi Target Rush वीकली कप', 'hi Target Rush हाई स्टेक्स']),
    );
  });

  it('are in Portuguese for a Brazilian reader, and in English for a language they have no words in', async () => {
    const url = `${BOARDS}/leaderboards?type=tournament&gameId=${gameId}`;
    expect((await titles(url, 'pt-BR')).titles).toContain('pt Target Rush Apostas Altas');
    const tamil = await titles(url, 'ta');
    expect(tamil.contentLanguage).toBe('en');
    expect(tamil.titles).toContain('en Target Rush High Stakes');
  });
});

describe('a tournament in the reader’s language', () => {
  let id: string;
  beforeAll(async () => {
    id = (await calls.createTournament(admin, body())).id;
  });

  it('is in Hindi for a Hindi reader, and says so', async () => {
    const hindi = await read(`/api/tournaments/${id}`, { 'accept-language': 'hi-IN' });
    expect(hindi.contentLanguage).toBe('hi');
    expect(hindi.vary).toContain('Accept-Language');
    expect(textsOf(hindi.data)).toEqual({ ...TRANSLATIONS.hi, language: 'hi' });
  });

  it('falls back to English per field, and for a language it has no words in', async () => {
    const portuguese = await read(`/api/tournaments/${id}`, { 'accept-language': 'pt-BR' });
    expect(portuguese.contentLanguage).toBe('pt');
    expect(textsOf(portuguese.data)).toEqual({
      title: 'Copa das Monções',
      description: 'Your best run of the week counts.',
      language: 'pt',
    });
    for (const headers of [{ 'accept-language': 'ta' }, {}] as Record<string, string>[]) {
      const english = await read(`/api/tournaments/${id}`, headers);
      expect(english.contentLanguage).toBe('en');
      expect(textsOf(english.data)).toEqual({
        title: 'Monsoon Cup',
        description: 'Your best run of the week counts.',
        language: 'en',
      });
    }
  });

  it('follows a signed-in gamer’s stored language over Accept-Language, in a join’s answer too', async () => {
    const gamer = await signedInUser(t.app);
    const chosen = await t.app.inject({
      method: 'PUT',
      url: '/api/users/language',
      headers: gamer.headers,
      payload: { language: 'hi' },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const english = { ...gamer.headers, 'accept-language': 'en' };
    const one = await read(`/api/tournaments/${id}`, english);
    expect(one.contentLanguage).toBe('hi');
    expect(textsOf(one.data)).toEqual({ ...TRANSLATIONS.hi, language: 'hi' });

    const joined = await calls.inject('POST', `/api/tournaments/${id}/join`, undefined, {
      ...english,
      'idempotency-key': randomUUID(),
    });
    expect(joined.statusCode, joined.body).toBe(201);
    expect(joined.headers['content-language']).toBe('hi');
    expect(joined.json().data).toMatchObject({ title: 'मानसून कप', language: 'hi', joined: true });
  });
});

describe('operators’ translations of a tournament', () => {
  let id: string;
  const upcoming = () => body({ startsAt: iso(24 * HOUR), endsAt: iso(48 * HOUR) });
  const patch = (payload: object) => calls.inject('PATCH', `/api/admin/tournaments/${id}`, payload, admin);

  beforeAll(async () => {
    const created = await calls.inject('POST', '/api/admin/tournaments', upcoming(), admin);
    expect(created.statusCode, created.body).toBe(201);
    // Operators read the texts as kept: English, and the translations.
    expect(created.json().data).toMatchObject({ title: 'Monsoon Cup', translations: TRANSLATIONS });
    expect(created.json().data).not.toHaveProperty('language');
    id = created.json().data.id;
  });

  it('are replaced as a whole by an edit, kept by an edit of other fields, and read in the new words', async () => {
    const next = { pt: { title: 'Copa Monção', description: 'Vale sua melhor partida da semana.' } };
    const edited = await patch({ translations: next });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.translations).toEqual(next);
    const retitled = await patch({ title: 'Monsoon Cup 2026' });
    expect(retitled.json().data).toMatchObject({ title: 'Monsoon Cup 2026', translations: next });

    const portuguese = await read(`/api/tournaments/${id}`, { 'accept-language': 'pt' });
    expect(textsOf(portuguese.data)).toEqual({ ...next.pt, language: 'pt' });
    const hindi = await read(`/api/tournaments/${id}`, { 'accept-language': 'hi' });
    expect(hindi.contentLanguage).toBe('en');
    expect(hindi.data).toMatchObject({ title: 'Monsoon Cup 2026', language: 'en' });
  });

  it('are created empty when none are sent', async () => {
    const { translations: _none, ...english } = upcoming();
    const created = await calls.inject('POST', '/api/admin/tournaments', english, admin);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data.translations).toEqual({});
  });

  it('refuse bad translations with 400 saying what is wrong, on a creation and an edit', async () => {
    const refusals: [unknown, string][] = [
      [{ en: { title: 'Monsoon Cup' } }, 'not a language to translate into: en'],
      [{ 'hi-IN': { title: 'मानसून कप' } }, 'not a language to translate into: hi-IN'],
      [{ xx: { title: 'Cup' } }, 'not a language to translate into: xx'],
      [{ hi: { prizes: 'इनाम' } }, 'not a translated field: prizes'],
      [{ hi: { title: '' } }, 'translations/hi/title'],
      [{ hi: { title: 'x'.repeat(TOURNAMENT_LIMITS.title.max + 1) } }, 'translations/hi/title'],
      [
        { hi: { description: 'x'.repeat(TOURNAMENT_LIMITS.description.max + 1) } },
        'translations/hi/description',
      ],
      [{ hi: { title: 42 } }, 'translations/hi/title'],
      [{ hi: 'मानसून कप' }, 'translations/hi'],
      ['मानसून कप', 'translations'],
    ];
    for (const [translations, words] of refusals) {
      const what = JSON.stringify(translations).slice(0, 60);
      const created = await calls.inject(
        'POST',
        '/api/admin/tournaments',
        { ...upcoming(), translations },
        admin,
      );
      expect(created.statusCode, `create ${what}`).toBe(400);
      expect(created.json().message).toContain(words);
      const edited = await patch({ translations });
      expect(edited.statusCode, `edit ${what}`).toBe(400);
      expect(edited.json().message).toContain(words);
    }
    // Nothing refused was kept.
    const kept = await calls.inject('PATCH', `/api/admin/tournaments/${id}`, { maxParticipants: 60 }, admin);
    expect(Object.keys(kept.json().data.translations)).toEqual(['pt']);
  });
});

describe('the titles other answers name', () => {
  let gamer: SignedInUser;
  beforeAll(async () => {
    const paid = await calls.createTournament(
      admin,
      body({ entryFee: { currency: 'KCASH', amount: '1' }, endsAt: iso(2 * HOUR) }),
    );
    // Brazil: a paid entry with cash prizes is open there.
    gamer = await signedInUser(t.app, { country: 'BR' });
    await calls.grantKcash(admin, gamer.id, '5');
    expect((await calls.join(gamer, paid.id)).statusCode).toBe(201);
    const token = await calls.playerToken(gamer, client, `&tournamentId=${paid.id}`);
    const report = await calls.report(client, { reportId: randomUUID(), playerToken: token, score: 30 });
    expect(report.statusCode, report.body).toBe(200);
    const concluded = await calls.inject(
      'POST',
      `/api/admin/tournaments/${paid.id}/conclude`,
      undefined,
      admin,
    );
    expect(concluded.statusCode, concluded.body).toBe(200);
    expect(concluded.json().data).toMatchObject({ status: 'COMPLETED', translations: TRANSLATIONS });
  });

  async function prize(acceptLanguage: string) {
    const { contentLanguage, data } = await read(
      '/api/platform-simplified-payments/collect-earning/user/list',
      { ...gamer.headers, 'accept-language': acceptLanguage },
    );
    const earning = (data.earnings as { source: string; title: string }[]).find(
      (e) => e.source === 'tournament',
    );
    return { contentLanguage, title: earning?.title };
  }

  it('call a prize’s earning by the tournament’s title and the rank in the reader’s language', async () => {
    expect(await prize('hi-IN')).toEqual({ contentLanguage: 'hi', title: 'मानसून कप: रैंक 1' });
    expect(await prize('pt-BR')).toEqual({ contentLanguage: 'pt', title: 'Copa das Monções: 1º lugar' });
    expect(await prize('en')).toEqual({ contentLanguage: 'en', title: 'Monsoon Cup: rank 1' });
    // No Tamil title: the English one, in the reader's words around it.
    expect(await prize('ta')).toEqual({ contentLanguage: 'ta', title: 'Monsoon Cup: ரேங்க் 1' });
  });

  it('call it so in the answer of collecting it, worded in the collection’s transaction', async () => {
    const { data } = await read('/api/platform-simplified-payments/collect-earning/user/list', gamer.headers);
    const earning = (data.earnings as { id: string; source: string }[]).find(
      (e) => e.source === 'tournament',
    )!;
    const collected = await calls.inject(
      'POST',
      `/api/platform-simplified-payments/collect-earning/user/collect/${earning.id}`,
      undefined,
      { ...gamer.headers, 'accept-language': 'hi-IN', 'idempotency-key': randomUUID() },
    );
    expect(collected.statusCode, collected.body).toBe(200);
    expect(collected.headers['content-language']).toBe('hi');
    expect(collected.json().data).toMatchObject({ status: 'credited', title: 'मानसून कप: रैंक 1' });
  });

  it('name the tournament an entry fee paid into in the reader’s language, else as written', async () => {
    const entry = async (acceptLanguage: string) => {
      const { contentLanguage, data } = await read('/api/transactions/simplified?limit=50', {
        ...gamer.headers,
        'accept-language': acceptLanguage,
      });
      const row = (data.transactions as { note?: { key: string; params: { title: string } } }[]).find(
        (r) => r.note?.key === 'tournamentEntry',
      );
      return { contentLanguage, title: row?.note?.params.title };
    };
    expect(await entry('hi-IN')).toEqual({ contentLanguage: 'hi', title: 'मानसून कप' });
    expect(await entry('pt-BR')).toEqual({ contentLanguage: 'pt', title: 'Copa das Monções' });
    // No Tamil title: the note names it as written.
    expect((await entry('ta')).title).toBe('Monsoon Cup');
  });
});
