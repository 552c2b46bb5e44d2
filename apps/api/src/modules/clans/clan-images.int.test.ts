import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import {
  approvedClanChief,
  clanCode,
  createClanAs,
  signedInUser,
  type SignedInUser,
} from '../../test/factories';
import { newWaId } from '../../test/sign-in';

// Clan logos and banners: JPEG only, told by their bytes, re-encoded without their metadata, and
// served from our origin by an id whose bytes never change.

const ADMIN_WAID = newWaId();
let t: TestApp;
let admin: SignedInUser;

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_PHONE_NUMBERS: `+${ADMIN_WAID}`, LOG_LEVEL: 'warn' } });
  admin = await signedInUser(t.app, { waId: ADMIN_WAID });
});
afterAll(() => t.close());

async function jpeg(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: 'secret-camera' } } })
    .toBuffer();
}

const upload = (who: SignedInUser, query: string, body: Buffer, type = 'image/jpeg') =>
  t.app.inject({
    method: 'POST',
    url: `/api/platform-clans/images?${query}`,
    headers: { ...who.headers, 'content-type': type },
    payload: body,
  });
const fetchImage = (url: string) => t.app.inject({ method: 'GET', url });

describe('uploading a clan image', () => {
  it('takes a JPEG, re-encodes it to its size without metadata, and serves it cached from our origin', async () => {
    const chief = await approvedClanChief(t.app, admin.headers);
    const logo = await upload(chief, 'page=create-clan&imageType=logo', await jpeg(800, 600));
    expect(logo.statusCode, logo.body).toBe(201);
    const answer = logo.json().data;
    expect(answer).toEqual({
      imageId: expect.any(String),
      imageType: 'logo',
      page: 'create-clan',
      clanId: null,
      url: `/api/platform-clans/images/${answer.imageId}`,
    });
    const served = await fetchImage(answer.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['jpeg', 256, 256, undefined]);

    const banner = (await upload(chief, 'page=create-clan&imageType=banner', await jpeg(3000, 2000))).json()
      .data;
    const bannerMeta = await sharp((await fetchImage(banner.url)).rawPayload).metadata();
    expect([bannerMeta.width, bannerMeta.height]).toEqual([1200, 400]);

    // The create call names them: the clan shows them; what was not named is dropped.
    const named = await clanCode(t.app, chief, 'create_clan');
    const spare = (await upload(chief, 'page=create-clan&imageType=logo', await jpeg(300, 300))).json().data;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/platform-clans',
      headers: chief.headers,
      payload: {
        clanName: 'Pixel Raiders',
        city: 'Chennai',
        country: 'IN',
        clanLogo: spare.imageId,
        bannerImage: banner.imageId,
        ...named,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({ clanLogoUrl: spare.url, bannerImageUrl: banner.url });
    // The first logo was replaced by the newer upload of its type before the create call.
    expect((await fetchImage(answer.url)).json().errorCode).toBe('CLAN_IMAGE_NOT_FOUND');
  });

  it('refuses a PNG, bytes that are no image, a JPEG only in name, another type, and too large a file', async () => {
    const chief = await approvedClanChief(t.app, admin.headers);
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    for (const body of [
      png,
      Buffer.from('not an image at all'),
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(64)]),
    ]) {
      const res = await upload(chief, 'page=create-clan&imageType=logo', body);
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({
        errorCode: 'IMAGE_NOT_JPEG',
        message: 'Only JPEG images are allowed',
      });
    }
    expect((await upload(chief, 'page=create-clan&imageType=logo', png, 'image/png')).statusCode).toBe(415);
    expect(
      (await upload(chief, 'page=create-clan&imageType=logo', Buffer.alloc(5 * 1024 * 1024 + 10, 0xff)))
        .statusCode,
    ).toBe(413);
    expect((await upload(chief, 'page=create-clan&imageType=avatar', await jpeg(10, 10))).statusCode).toBe(
      400,
    );
    expect((await upload(chief, 'page=home&imageType=logo', await jpeg(10, 10))).statusCode).toBe(400);
    expect((await fetchImage(`/api/platform-clans/images/${randomUUID()}`)).statusCode).toBe(404);
  });

  it('lets the create call name only the caller’s own waiting images, each as its type', async () => {
    const [chief, other] = [
      await approvedClanChief(t.app, admin.headers),
      await approvedClanChief(t.app, admin.headers),
    ];
    const othersLogo = (await upload(other, 'page=create-clan&imageType=logo', await jpeg(64, 64))).json()
      .data;
    const myBanner = (await upload(chief, 'page=create-clan&imageType=banner', await jpeg(64, 64))).json()
      .data;
    const code = await clanCode(t.app, chief, 'create_clan');
    const create = (fields: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/platform-clans',
        headers: chief.headers,
        payload: { clanName: 'Image Thieves', city: 'Goa', country: 'IN', ...code, ...fields },
      });
    const stolen = await create({ clanLogo: othersLogo.imageId });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json()).toMatchObject({
      errorCode: 'VALIDATION_FAILED',
      details: [{ field: 'clanLogo', reason: 'image_not_uploaded' }],
    });
    const swapped = await create({ clanLogo: myBanner.imageId });
    expect(swapped.json().details).toEqual([{ field: 'clanLogo', reason: 'image_not_uploaded' }]);
    // Refused, nothing was kept: the same code makes the clan with the images as they are.
    const ok = await create({ bannerImage: myBanner.imageId });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().data).toMatchObject({ clanLogoUrl: null, bannerImageUrl: myBanner.url });
    expect((await fetchImage(othersLogo.url)).statusCode).toBe(200);
  });

  it('lets a chief replace their clan’s logo at once (page my-clan), and nobody else', async () => {
    const chief = await approvedClanChief(t.app, admin.headers);
    const { id } = await createClanAs(t.app, chief);
    const first = (await upload(chief, 'page=my-clan&imageType=logo', await jpeg(64, 64))).json().data;
    expect(first).toMatchObject({ clanId: id, page: 'my-clan', imageType: 'logo' });
    const second = (await upload(chief, 'page=my-clan&imageType=logo', await jpeg(64, 64))).json().data;
    expect((await fetchImage(first.url)).statusCode).toBe(404);
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/platform-clans/v2/${id}`,
      headers: chief.headers,
    });
    expect(page.json().data.clanLogoUrl).toBe(second.url);

    const member = await signedInUser(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/platform-user-clans',
      headers: member.headers,
      payload: { clanId: id },
    });
    const byMember = await upload(member, 'page=my-clan&imageType=logo', await jpeg(64, 64));
    expect(byMember.json()).toMatchObject({ statusCode: 403, errorCode: 'CLAN_NOT_CHIEF' });
    const gamer = await signedInUser(t.app);
    const byGamer = await upload(gamer, 'page=my-clan&imageType=banner', await jpeg(64, 64));
    expect(byGamer.json()).toMatchObject({ statusCode: 404, errorCode: 'CLAN_NOT_MEMBER' });
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/platform-clans/images?page=my-clan&imageType=logo',
      headers: { 'content-type': 'image/jpeg' },
      payload: await jpeg(8, 8),
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
