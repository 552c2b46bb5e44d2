import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ART_VERSION, artUrl } from '@kp/domain/art';
import { createTestApp, type TestApp } from '../../test/app';
import { createArtService } from './art.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('the platform art', () => {
  it('draws a banner in each format at the width asked, its height from the 3:1 shape, kept for ever', async () => {
    for (const [format, type] of [
      ['avif', 'heif'],
      ['webp', 'webp'],
      ['png', 'png'],
    ] as const) {
      const res = await get(artUrl({ kind: 'banner', icon: 'crossed-swords', palette: 'neon' }, 640, format));
      expect(res.statusCode, format).toBe(200);
      expect(res.headers['content-type']).toBe(`image/${format}`);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta.format).toBe(type);
      expect([meta.width, meta.height]).toEqual([640, 213]);
    }
  });

  it('draws an icon square with transparent rounded corners, and a cover 8:3', async () => {
    const icon = await get(artUrl({ kind: 'icon', icon: 'throne-king', palette: 'crimson' }, 192, 'png'));
    const { data, info } = await sharp(icon.rawPayload)
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([192, 192]);
    // The corner pixel is outside the rounded tile; the centre is the glyph, white.
    expect(data[3]).toBe(0);
    const centre = ((96 * 192 + 96) * 4) as number;
    expect(data[centre + 3]).toBe(255);
    const cover = await get(artUrl({ kind: 'cover', icon: 'race-car', palette: 'carnival' }, 320, 'webp'));
    const meta = await sharp(cover.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([320, 120]);
  });

  it('draws what it is asked: another glyph or palette is another picture', async () => {
    const pixels = async (icon: string, palette: 'neon' | 'jungle') =>
      (await get(artUrl({ kind: 'banner', icon, palette }, 96, 'png'))).rawPayload;
    const swords = await pixels('crossed-swords', 'neon');
    expect((await pixels('crossed-swords', 'neon')).equals(swords)).toBe(true);
    expect((await pixels('trophy', 'neon')).equals(swords)).toBe(false);
    expect((await pixels('crossed-swords', 'jungle')).equals(swords)).toBe(false);
  });

  it('refuses what it cannot draw with a 4xx: an unknown glyph, palette, width, format or kind', async () => {
    const unknownGlyph = await get('/api/art/banner?icon=no-such-glyph-here&palette=neon&w=320&f=webp');
    expect(unknownGlyph.statusCode).toBe(404);
    expect(unknownGlyph.json().errorCode).toBe('ART_ICON_NOT_FOUND');
    for (const url of [
      '/api/art/banner?icon=trophy&palette=pink&w=320&f=webp',
      '/api/art/banner?icon=trophy&palette=neon&w=321&f=webp',
      '/api/art/banner?icon=trophy&palette=neon&w=320&f=gif',
      '/api/art/poster?icon=trophy&palette=neon&w=320&f=webp',
      '/api/art/banner?icon=../../etc/passwd&palette=neon&w=320&f=webp',
      '/api/art/banner?icon=trophy&palette=neon&w=320',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
    }
  });

  it('is kept a short while only when the URL does not carry the drawing’s version', async () => {
    const url = `/api/art/banner?icon=trophy&palette=gold&w=96&f=webp&v=${ART_VERSION + 1}`;
    expect((await get(url)).headers['cache-control']).toBe('public, max-age=3600');
  });
});

describe('the art cache', () => {
  it('draws one image once for simultaneous requests, and stays within its bytes', async () => {
    const service = createArtService({ cacheBytes: 1 });
    const spec = { kind: 'banner', icon: 'trophy', palette: 'gold' } as const;
    const [a, b] = await Promise.all([service.get(spec, 96, 'webp'), service.get(spec, 96, 'webp')]);
    expect(a.bytes).toBe(b.bytes);
    const swords = await service.get({ ...spec, icon: 'crossed-swords' }, 96, 'webp');
    // Over the bound, only the newest image stays.
    expect(service.cachedBytes()).toBe(swords.bytes.length);
    const again = await service.get(spec, 96, 'webp');
    expect(again.bytes).not.toBe(a.bytes);
    expect(again.bytes.equals(a.bytes)).toBe(true);
  });
});
