import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Voucher } from '@kp/contract/store';
import { artUrl, parseArtUrl } from '@kp/domain/art';
import { OPERATOR_IMAGE_LIMITS } from '@kp/domain/images';
import { seedDemoDataIfEmpty } from '../../db/seed';
import { createTestApp, type TestApp } from '../../test/app';
import { createCampaign, signedInUser, type SignedInUser } from '../../test/factories';
import { newWaId } from '../../test/sign-in';

// Operators' pictures end to end: the upload checked by its bytes and kept as WebP, served from
// our origin for ever; campaigns and vouchers that name one (or the platform art), and nothing
// from another host, which the content security policy would not show.

const ADMIN_WAID = newWaId();
let t: TestApp;
let admin: SignedInUser;
beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_PHONE_NUMBERS: `+${ADMIN_WAID}` } });
  admin = await signedInUser(t.app, { waId: ADMIN_WAID });
});
afterAll(() => t.close());

const upload = (body: Buffer, type: string, headers: Record<string, string> = admin.headers) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/images',
    headers: { ...headers, 'content-type': type },
    payload: body,
  });

/** A photo as a camera would write it: with EXIF metadata. */
async function photo(width: number, height: number, format: 'png' | 'jpeg' | 'webp'): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: '#3b82f6' } });
  return image
    .toFormat(format)
    .withMetadata({ exif: { IFD0: { Copyright: 'secret-camera' } } })
    .toBuffer();
}

const BANNER_ART = artUrl({ kind: 'banner', icon: 'trophy', palette: 'gold' }, 960, 'webp');

describe('an uploaded image', () => {
  it('takes a PNG, re-encodes it to WebP without its metadata, and serves it for ever from our origin', async () => {
    const res = await upload(await photo(600, 200, 'png'), 'image/png');
    expect(res.statusCode).toBe(201);
    const { id, url } = res.json().data as { id: string; url: string };
    expect(url).toBe(`/api/images/${id}`);

    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['webp', 600, 200, undefined]);
  });

  it('knows a file by its bytes: a JPEG or WebP is taken whatever it is sent as', async () => {
    for (const [body, type] of [
      [await photo(40, 30, 'jpeg'), 'image/png'],
      [await photo(40, 30, 'webp'), 'application/octet-stream'],
    ] as const) {
      const res = await upload(body, type);
      expect(res.statusCode, type).toBe(201);
      const served = await t.app.inject({ method: 'GET', url: res.json().data.url });
      expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
    }
  });

  it('scales a picture larger than the side kept down to it', async () => {
    const res = await upload(await photo(OPERATOR_IMAGE_LIMITS.maxSide * 2, 100, 'jpeg'), 'image/jpeg');
    const served = await t.app.inject({ method: 'GET', url: res.json().data.url });
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([OPERATOR_IMAGE_LIMITS.maxSide, 50]);
  });

  it('refuses what is not a PNG, JPEG or WebP, whatever its content type says', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer();
    const truncated = (await photo(64, 64, 'png')).subarray(0, 60);
    for (const body of [Buffer.from('not an image at all'), svg, gif, truncated]) {
      const res = await upload(body, 'image/png');
      expect(res.statusCode).toBe(415);
      expect(res.json().errorCode).toBe('IMAGE_NOT_SUPPORTED');
    }
    // A body of another type is not read at all.
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/admin/images',
      headers: admin.headers,
      payload: { url: 'https://cdn.example.com/x.png' },
    });
    expect(json.statusCode).toBe(415);
  });

  it('refuses a file over the size limit, and a picture of too many pixels', async () => {
    const tooBig = await upload(Buffer.alloc(OPERATOR_IMAGE_LIMITS.maxBytes + 1, 0x89), 'image/png');
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().errorCode).toBe('PAYLOAD_TOO_LARGE');
    // A JPEG whose header says it is 6000 × 6000: refused from the header, before any decoding.
    const huge = await photo(16, 16, 'jpeg');
    const frame = huge.indexOf(Buffer.from([0xff, 0xc0]));
    huge.writeUInt16BE(6000, frame + 5);
    huge.writeUInt16BE(6000, frame + 7);
    expect(6000 * 6000).toBeGreaterThan(OPERATOR_IMAGE_LIMITS.maxPixels);
    const res = await upload(huge, 'image/jpeg');
    expect(res.statusCode).toBe(413);
    expect(res.json().errorCode).toBe('IMAGE_TOO_LARGE');
  });

  it('is for operators only: a user gets 403, a stranger 401', async () => {
    const png = await photo(10, 10, 'png');
    const user = await signedInUser(t.app);
    const forbidden = await upload(png, 'image/png', user.headers);
    expect([forbidden.statusCode, forbidden.json().errorCode]).toEqual([403, 'FORBIDDEN']);
    expect((await upload(png, 'image/png', {})).statusCode).toBe(401);
  });

  it('is written to the audit log as its size, never its bytes', async () => {
    const png = await photo(20, 20, 'png');
    const { id } = (await upload(png, 'image/png')).json().data;
    const log = await t.app.inject({
      method: 'GET',
      url: `/api/admin/audit-log?action=${encodeURIComponent('POST /api/admin/images')}&limit=1`,
      headers: admin.headers,
    });
    const [entry] = log.json().data.entries;
    expect(entry).toMatchObject({ request: { bytes: png.length }, after: { id } });
  });

  it('answers 404 IMAGE_NOT_FOUND for an id it does not have, and 400 for what is no id', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/images/${randomUUID()}` });
    expect([res.statusCode, res.json().errorCode]).toEqual([404, 'IMAGE_NOT_FOUND']);
    expect((await t.app.inject({ method: 'GET', url: '/api/images/not-an-id' })).statusCode).toBe(400);
  });
});

describe('a campaign’s picture', () => {
  it('is the platform art or an uploaded image, never another host', async () => {
    const { url } = (await upload(await photo(300, 100, 'png'), 'image/png')).json().data;
    for (const imageUrl of [url, BANNER_ART]) {
      const { id } = await createCampaign(t.app, admin.headers, { tasks: [], campaign: { imageUrl } });
      const listed = await t.app.inject({
        method: 'GET',
        url: '/api/admin/campaigns',
        headers: admin.headers,
      });
      const campaign = listed.json().data.campaigns.find((c: { id: string }) => c.id === id);
      expect(campaign.imageUrl).toBe(imageUrl);
    }
    for (const imageUrl of [
      'https://cdn.example.com/banner.png',
      `https://evil.example${url}`,
      '/games/banner.webp',
      '/api/images/not-an-id',
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/campaigns',
        headers: admin.headers,
        payload: {
          slug: `off-host-${randomUUID().slice(0, 8)}`,
          title: 'Off-host picture',
          startsAt: new Date().toISOString(),
          endsAt: new Date(Date.now() + 86_400_000).toISOString(),
          reward: { currency: 'KCASH', amount: '1' },
          imageUrl,
        },
      });
      expect(res.statusCode, imageUrl).toBe(400);
      expect(res.json().errorCode).toBe('VALIDATION_FAILED');
    }
  });
});

describe('a voucher’s picture', () => {
  const send = (method: 'POST' | 'PATCH', url: string, payload: object) =>
    t.app.inject({ method, url, headers: admin.headers, payload });

  it('is set, changed and taken off by operators, and the store shows it', async () => {
    const { url } = (await upload(await photo(200, 200, 'webp'), 'image/webp')).json().data;
    const created = await send('POST', '/api/admin/vouchers', {
      slug: `picture-${randomUUID().slice(0, 8)}`,
      title: 'Pictured voucher',
      brand: 'Test',
      price: '5',
      currency: 'KCASH',
      isOtpRequired: false,
      imageUrl: url,
      codes: ['PICTURE-CODE-1'],
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json().data as { id: string };
    const shown = async () =>
      ((await t.app.inject({ method: 'GET', url: `/api/vouchers/${id}` })).json().data as Voucher).imageUrl;
    expect(await shown()).toBe(url);

    const art = artUrl({ kind: 'icon', icon: 'smartphone', palette: 'ocean' }, 192, 'webp');
    expect((await send('PATCH', `/api/admin/vouchers/${id}`, { imageUrl: art })).json().data.imageUrl).toBe(
      art,
    );
    expect(await shown()).toBe(art);
    expect((await send('PATCH', `/api/admin/vouchers/${id}`, { imageUrl: null })).statusCode).toBe(200);
    expect(await shown()).toBeNull();

    const offHost = await send('PATCH', `/api/admin/vouchers/${id}`, {
      imageUrl: 'https://cdn.example.com/x.png',
    });
    expect([offHost.statusCode, offHost.json().errorCode]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('is none unless given', async () => {
    const created = await send('POST', '/api/admin/vouchers', {
      slug: `plain-${randomUUID().slice(0, 8)}`,
      title: 'Plain voucher',
      brand: 'Test',
      price: '5',
      currency: 'KCASH',
    });
    expect(created.json().data.imageUrl).toBeNull();
  });

  it('is the platform art for each demo voucher, a glyph the art has', async () => {
    await seedDemoDataIfEmpty(t.database.db, new Date());
    const { vouchers } = (await t.app.inject({ method: 'GET', url: '/api/vouchers?limit=100' })).json()
      .data as {
      vouchers: Voucher[];
    };
    const demo = vouchers.filter((v) => !/^(picture|plain)-/.test(v.slug));
    expect(demo).toHaveLength(6);
    for (const voucher of demo) {
      expect(parseArtUrl(voucher.imageUrl ?? ''), voucher.slug).toMatchObject({ kind: 'icon' });
      const drawn = await t.app.inject({ method: 'GET', url: voucher.imageUrl! });
      expect(drawn.statusCode, voucher.slug).toBe(200);
    }
  });
});
