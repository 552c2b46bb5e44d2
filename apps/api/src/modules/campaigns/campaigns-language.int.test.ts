import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN_LIMITS } from '@kp/domain/campaigns';
import { fixedClock } from '../../platform/clock';
import { createTestApp, type TestApp } from '../../test/app';
import { createCampaign, signedInUser } from '../../test/factories';
import { newWaId } from '../../test/sign-in';

/** Campaigns and their tasks in the reader's language (issue 18), and operators' translations. */

const HUB = '/api/platform-campaign-hub';
const clock = fixedClock('2026-07-01T09:00:00Z');
const ADMIN = newWaId();
let t: TestApp;
let admin: Record<string, string>;
let campaign: { id: string; taskIds: string[] };

const CAMPAIGN_TRANSLATIONS = {
  hi: { title: 'होली ड्रॉप', description: 'रंगों के साथ खेलो और K-Cash जीतो।' },
  pt: { title: 'Drop de Holi' },
};
const TASK_TRANSLATIONS = { hi: { title: 'होली की घोषणा पढ़ो' } };

beforeAll(async () => {
  t = await createTestApp({ clock, env: { ADMIN_PHONE_NUMBERS: `+${ADMIN}` } });
  admin = (await signedInUser(t.app, { waId: ADMIN })).headers;
  campaign = await createCampaign(t.app, admin, {
    campaign: {
      slug: 'holi-drop',
      title: 'Holi Drop',
      description: 'Play with colours and win K-Cash.',
      translations: CAMPAIGN_TRANSLATIONS,
    },
    tasks: [
      {
        type: 'general_uri_redirection',
        title: 'Read the Holi announcement',
        config: { url: 'https://example.com/holi' },
        translations: TASK_TRANSLATIONS,
      },
    ],
  });
}, 60_000);
afterAll(() => t.close());

type Texts = { title: string; description: string; language: string };
const texts = ({ title, description, language }: Texts) => ({ title, description, language });
const request = (method: 'GET' | 'PATCH', url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

async function detail(acceptLanguage?: string) {
  const res = await request(
    'GET',
    `${HUB}/airdrop-campaign/holi-drop`,
    acceptLanguage ? { 'accept-language': acceptLanguage } : {},
  );
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['vary']).toContain('Accept-Language');
  const data = res.json().data as Texts & { tasks: Texts[] };
  return {
    contentLanguage: res.headers['content-language'],
    campaign: texts(data),
    task: texts(data.tasks[0]!),
  };
}

describe('a campaign in the reader’s language', () => {
  it('is in English by default', async () => {
    expect(await detail()).toEqual({
      contentLanguage: 'en',
      campaign: { title: 'Holi Drop', description: 'Play with colours and win K-Cash.', language: 'en' },
      task: { title: 'Read the Holi announcement', description: '', language: 'en' },
    });
  });

  it('is in Hindi, its tasks too, for a Hindi reader', async () => {
    expect(await detail('hi-IN,hi;q=0.9,en;q=0.8')).toEqual({
      contentLanguage: 'hi',
      campaign: { ...CAMPAIGN_TRANSLATIONS.hi, language: 'hi' },
      task: { title: 'होली की घोषणा पढ़ो', description: '', language: 'hi' },
    });
    const listed = await request('GET', `${HUB}/airdrop-campaign/campaigns/by-state`, {
      'accept-language': 'hi',
    });
    expect(listed.headers['content-language']).toBe('hi');
    expect(listed.json().data.campaigns.find((c: { slug: string }) => c.slug === 'holi-drop')).toMatchObject({
      title: 'होली ड्रॉप',
      language: 'hi',
    });
  });

  it('falls back to English per field, and for a task without the language', async () => {
    expect(await detail('pt-BR')).toEqual({
      contentLanguage: 'pt',
      campaign: { title: 'Drop de Holi', description: 'Play with colours and win K-Cash.', language: 'pt' },
      task: { title: 'Read the Holi announcement', description: '', language: 'en' },
    });
  });

  it('is in English for a language it has no translation into', async () => {
    const { contentLanguage, campaign: c, task } = await detail('ta');
    expect(contentLanguage).toBe('en');
    expect([c.language, task.language]).toEqual(['en', 'en']);
    expect(c.title).toBe('Holi Drop');
  });
});

describe('operators’ translations of a campaign and its tasks', () => {
  it('round-trip: kept as sent, read back, replaced as a whole', async () => {
    const listed = (await request('GET', '/api/admin/campaigns?limit=100', admin)).json().data.campaigns;
    expect(listed.find((c: { id: string }) => c.id === campaign.id).translations).toEqual(
      CAMPAIGN_TRANSLATIONS,
    );
    const edited = await request('PATCH', `/api/admin/campaigns/${campaign.id}`, admin, {
      translations: { pt: { title: 'Drop de Holi', description: 'Jogue com as cores e ganhe K-Cash.' } },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.translations).toEqual({
      pt: { title: 'Drop de Holi', description: 'Jogue com as cores e ganhe K-Cash.' },
    });
    expect(edited.json().data.tasks[0].translations).toEqual(TASK_TRANSLATIONS);
    const task = await request(
      'PATCH',
      `/api/admin/campaigns/${campaign.id}/tasks/${campaign.taskIds[0]}`,
      admin,
      {
        translations: { pt: { title: 'Leia o anúncio do Holi' } },
      },
    );
    expect(task.statusCode, task.body).toBe(200);
    expect(task.json().data.tasks[0].translations).toEqual({ pt: { title: 'Leia o anúncio do Holi' } });
    const { campaign: c, task: seen } = await detail('pt');
    expect(c.description).toBe('Jogue com as cores e ganhe K-Cash.');
    expect(seen).toMatchObject({ title: 'Leia o anúncio do Holi', language: 'pt' });
    expect((await detail('hi')).contentLanguage).toBe('en');
  });

  it('refuse bad translations with 400 saying what is wrong', async () => {
    const refusals: [string, object, string][] = [
      [
        `/api/admin/campaigns/${campaign.id}`,
        { en: { title: 'Holi' } },
        'not a language to translate into: en',
      ],
      [`/api/admin/campaigns/${campaign.id}`, { hi: { slug: 'holi' } }, 'not a translated field: slug'],
      [
        `/api/admin/campaigns/${campaign.id}`,
        { hi: { title: 'x'.repeat(CAMPAIGN_LIMITS.title.max + 1) } },
        'translations/hi/title',
      ],
      [
        `/api/admin/campaigns/${campaign.id}/tasks/${campaign.taskIds[0]}`,
        { hi: { title: '' } },
        'translations/hi/title',
      ],
      [
        `/api/admin/campaigns/${campaign.id}/tasks/${campaign.taskIds[0]}`,
        { pt: { config: {} } },
        'not a translated field: config',
      ],
    ];
    for (const [url, translations, words] of refusals) {
      const res = await request('PATCH', url, admin, { translations });
      expect(res.statusCode, JSON.stringify(translations).slice(0, 80)).toBe(400);
      expect(res.json().message).toContain(words);
    }
  });
});
