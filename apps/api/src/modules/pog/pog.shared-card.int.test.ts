import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { withPreview } from '../../platform/static-web';
import { createTestApp, type TestApp } from '../../test/app';
import { fundUser, signedInUser, type SignedInUser } from '../../test/factories';
import { fakeAvatars } from '../../test/pog.fixtures';
import { newWaId } from '../../test/sign-in';

// A shared card: by its POG name (what the share modal links to) or its token id (the older links),
// to anyone, through the api; and the web's page of it, whose head tells crawlers what it shows
// (Open Graph, X's large image card) with the card's front as PNG, everything escaped.

const clock = fixedClock('2026-12-01T10:00:00Z');
const ADMIN_WAID = newWaId();
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'kp-web-'));
const SHELL =
  '<!doctype html><html><head><meta charset="UTF-8" />\n<meta\n  name="description"\n  content="KPlay: play games." />\n<title>KPlay</title></head><body><div id="root"></div></body></html>';
let t: TestApp;
let admin: SignedInUser;

beforeAll(async () => {
  fs.writeFileSync(path.join(dist, 'index.html'), SHELL);
  t = await createTestApp({
    clock,
    env: {
      ADMIN_PHONE_NUMBERS: `+${ADMIN_WAID}`,
      LOG_LEVEL: 'warn',
      POG_MINT_DURATION_MS: '5000',
      WEB_DIST_DIR: dist,
    },
    ports: { pogAvatars: fakeAvatars().port },
  });
  admin = await signedInUser(t.app, { waId: ADMIN_WAID });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const call = (who: SignedInUser | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { ...who?.headers, 'idempotency-key': randomUUID() },
    ...(payload ? { payload } : {}),
  });

/** A gamer with a quick-minted card under `name`. */
async function mintedGamer(name: string) {
  const gamer = await signedInUser(t.app);
  for (const [method, url, payload] of [
    ['PUT', '/api/tps/pog/preferences', { mode: 'quick_mint' }],
    ['POST', '/api/tps/pog/name', { name }],
  ] as const)
    expect((await call(gamer, method, url, payload)).statusCode).toBeLessThan(300);
  await fundUser(t.database.db, {
    userId: gamer.id,
    actorId: admin.id,
    currency: 'KCASH',
    amount: 100_00n,
    clock,
  });
  expect((await call(gamer, 'POST', '/api/tps/pog/slot-unlock', { currency: 'KCASH' })).statusCode).toBe(201);
  const card = (await call(gamer, 'POST', '/api/tps/pog/quick-mint', { genre: 'TOON' })).json().data;
  clock.advance(5_000);
  await t.app.jobs.find((j) => j.name === 'pog-mints')!.run();
  return { gamer, tokenId: card.tokenId as string };
}

/** The meta tags of a page's head, as a crawler reads them: property or name → content. */
function metaOf(html: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [, key, value] of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)" \/>/g))
    found[key!] = value!;
  return found;
}

describe('a card by its POG name', () => {
  it('is the holder’s latest minted card, whatever the case of the name; 404 for none', async () => {
    const { tokenId } = await mintedGamer('ShareMe1');
    const res = await call(null, 'GET', '/api/tps/pog/cards/shareme1');
    expect(res.statusCode, res.body).toBe(200);
    const byToken = (await call(null, 'GET', `/api/pog-nft/${tokenId}`)).json();
    expect(res.json().data).toEqual({ tokenId, name: 'ShareMe1', metadata: byToken });

    // A name held without a minted card, and a name nobody holds.
    const holder = await signedInUser(t.app);
    await call(holder, 'POST', '/api/tps/pog/name', { name: 'NoCard01' });
    for (const name of ['NoCard01', 'Nobody99']) {
      const missing = await call(null, 'GET', `/api/tps/pog/cards/${name}`);
      expect(missing.statusCode, name).toBe(404);
      expect(missing.json().errorCode).toBe('POG_CARD_NOT_FOUND');
    }
  });
});

describe('the shared card’s page', () => {
  it('tells crawlers its title, description and the card’s front as PNG, by name and by token id', async () => {
    const { tokenId } = await mintedGamer('Previewed1');
    for (const url of ['/pog?name=previewed1&utm_source=x&utm_medium=share', `/pog/?card=${tokenId}`]) {
      const res = await call(null, 'GET', url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      const meta = metaOf(res.body);
      expect(meta, url).toMatchObject({
        'og:title': 'Previewed1 · Proof of Gamer card',
        'og:image': 'http://localhost:3000/api/pog-card/Previewed1/front?format=png',
        'og:image:width': '1200',
        'og:image:height': '630',
        'og:url': 'http://localhost:3000/pog?name=Previewed1',
        'twitter:card': 'summary_large_image',
        'twitter:image': 'http://localhost:3000/api/pog-card/Previewed1/front?format=png',
      });
      expect(meta['og:description']).toMatch(/^Bronze tier · POG score \d\d · Human \d\d · Play \d\d/);
      expect(res.body).toContain('<title>Previewed1 · Proof of Gamer card</title>');
      expect(res.body.match(/name="description"/g)).toHaveLength(1);
      expect(res.body).toContain('<div id="root"></div>');
    }
    // The image the preview names is there, a PNG of the Open Graph size.
    const image = await call(null, 'GET', '/api/pog-card/Previewed1/front?format=png');
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
  });

  it('is the plain shell when the link names no card, and for every other page', async () => {
    for (const url of [
      '/pog?name=Nobody99',
      '/pog?card=424242',
      '/pog?card=<b>',
      '/pog',
      '/my-pog?name=Previewed1',
    ]) {
      const res = await call(null, 'GET', url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<title>KPlay</title>');
      expect(res.body, url).not.toContain('og:image');
    }
  });

  it('escapes what it writes into the head', () => {
    const html = withPreview(SHELL, {
      title: '"><script>alert(1)</script>',
      description: "it's <b>bold</b> & more",
      imageUrl: 'https://x.test/a.png?x="1"',
      imageAlt: '<img>',
      imageWidth: 1200,
      imageHeight: 630,
      url: 'https://x.test/pog?name=a&b',
    });
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>');
    expect(html).toContain('<title>&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(metaOf(html)).toMatchObject({
      description: 'it&#39;s &lt;b&gt;bold&lt;/b&gt; &amp; more',
      'og:image': 'https://x.test/a.png?x=&quot;1&quot;',
      'og:url': 'https://x.test/pog?name=a&amp;b',
    });
  });
});
