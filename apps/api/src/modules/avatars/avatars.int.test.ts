import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_GENERATION, AVATAR_VARIANTS } from '@kp/domain/pog-avatars';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { fixedClock } from '../../platform/clock';
import { landscapePhoto, selfiePhoto, type SelfieName } from '../../test/avatar-photos';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInUser, type SignedInUser } from '../../test/factories';
import { ACCOUNT_DELETION_GRACE_MS } from '../users/users.service';
import { avatarDrafts, avatars } from './avatars.tables';

// The POG avatar through the real routes: the genre → character → style tables, random variants
// and their daily refresh limit, the selfie (JPEG only, a real face found by the real detector),
// generation as a job that survives a restart, two selfies drawing two different avatars, and an
// erased account taking its selfie and avatars with it.

const clock = fixedClock('2026-11-26T10:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock, env: { LOG_LEVEL: 'warn' } });
});
afterAll(() => t.close());

const call = (who: SignedInUser | null, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: who?.headers ?? {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const uploadSelfie = (who: SignedInUser, body: Buffer, type = 'image/jpeg') =>
  t.app.inject({
    method: 'POST',
    url: '/api/tps/pog/selfie',
    headers: { ...who.headers, 'content-type': type },
    payload: body,
  });
const runGenerationJob = () => t.app.jobs.find((job) => job.name === 'avatar-generation')!.run();

async function readyAvatarFrom(
  who: SignedInUser,
  selfie: SelfieName,
  choice = { genre: 'FANTASY', characterId: 'wizard', styleId: 'enchanted' },
) {
  expect((await call(who, 'POST', '/api/tps/pog/style', choice)).statusCode).toBe(200);
  const saved = await uploadSelfie(who, await selfiePhoto(selfie));
  expect(saved.statusCode, saved.body).toBe(201);
  const started = await call(who, 'POST', '/api/tps/pog/avatar/generate', {});
  expect(started.statusCode, started.body).toBe(202);
  await runGenerationJob();
  const status = (await call(who, 'GET', '/api/tps/pog/avatar/status')).json().data.avatar;
  expect(status).toMatchObject({ status: 'ready', progress: 100 });
  return status as { avatarId: string; imageUrl: string };
}

async function pixels(webp: Buffer) {
  return sharp(webp).removeAlpha().resize(128, 128).raw().toBuffer();
}
function meanDifference(a: Buffer, b: Buffer) {
  let sum = 0;
  for (let i = 0; i < a.length; i += 1) sum += Math.abs(a[i]! - b[i]!);
  return sum / a.length;
}

describe('genres, characters and styles', () => {
  it('lists the spec genres and the characters and styles of each', async () => {
    const me = await signedInUser(t.app);
    const categories = (await call(me, 'GET', '/api/tps/pog/avatar-categories')).json().data.categories;
    expect(categories.map((c: { genre: string }) => c.genre)).toEqual([
      'ADVENTURE',
      'FANTASY',
      'ACTION',
      'TOON',
      'SCI-FI',
      'HORROR',
    ]);
    const characters = await call(me, 'GET', '/api/tps/pog/characters?genre=SCI-FI');
    expect(characters.json().data.characters.map((c: { id: string }) => c.id)).toEqual([
      'pilot',
      'cyborg',
      'android',
    ]);
    const styles = await call(me, 'GET', '/api/tps/pog/styles?genre=HORROR');
    expect(styles.json().data.styles.map((s: { id: string }) => s.id)).toEqual([
      'crimson',
      'graveyard',
      'fog',
    ]);
    expect((await call(me, 'GET', '/api/tps/pog/styles?genre=ROMANCE')).statusCode).toBe(400);
    expect((await call(null, 'GET', '/api/tps/pog/avatar-categories')).statusCode).toBe(401);
  });

  it('saves a style only when the character and style are of the genre', async () => {
    const me = await signedInUser(t.app);
    const wrong = await call(me, 'POST', '/api/tps/pog/style', {
      genre: 'TOON',
      characterId: 'vampire',
      styleId: 'comic',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errorCode).toBe('AVATAR_CHOICE_INVALID');
    const saved = await call(me, 'POST', '/api/tps/pog/style', {
      genre: 'TOON',
      characterId: 'hero',
      styleId: 'comic',
    });
    expect(saved.json().data).toEqual({
      genre: 'TOON',
      characterId: 'hero',
      styleId: 'comic',
      hasSelfie: false,
    });
    expect((await call(me, 'GET', '/api/tps/pog/style')).json().data.characterId).toBe('hero');
  });
});

describe('random variants', () => {
  it(`draws ${AVATAR_VARIANTS.perRefresh} with previews, ${AVATAR_VARIANTS.perDay} refreshes a UTC day, then "Refresh limit reached" until midnight`, async () => {
    clock.set('2026-11-26T10:00:00Z');
    let me = await signedInUser(t.app);
    for (let i = 1; i <= AVATAR_VARIANTS.perDay; i += 1) {
      const res = await call(me, 'POST', '/api/tps/pog/random-variants', { genre: 'ACTION' });
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data;
      expect(data.variants).toHaveLength(AVATAR_VARIANTS.perRefresh);
      expect(data.variants.every((v: { genre: string }) => v.genre === 'ACTION')).toBe(true);
      expect(data.refreshesLeft).toBe(AVATAR_VARIANTS.perDay - i);
      expect(data.resetsAt).toBe('2026-11-27T00:00:00.000Z');
      if (i === 1) {
        const preview = await t.app.inject({ method: 'GET', url: data.variants[0].imageUrl });
        expect(preview.statusCode).toBe(200);
        expect(preview.headers['content-type']).toBe('image/webp');
        expect(preview.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect((await sharp(preview.rawPayload).metadata()).width).toBe(256);
      }
    }
    const refused = await call(me, 'POST', '/api/tps/pog/random-variants', {});
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      errorCode: 'AVATAR_REFRESH_LIMIT_REACHED',
      message: 'Refresh limit reached',
    });

    clock.set('2026-11-26T23:59:00Z');
    me = await signedInUser(t.app, { waId: me.waId });
    expect((await call(me, 'POST', '/api/tps/pog/random-variants', {})).statusCode).toBe(429);
    clock.set('2026-11-27T00:00:01Z');
    me = await signedInUser(t.app, { waId: me.waId });
    const nextDay = await call(me, 'POST', '/api/tps/pog/random-variants', {});
    expect(nextDay.statusCode).toBe(200);
    expect(nextDay.json().data.refreshesLeft).toBe(AVATAR_VARIANTS.perDay - 1);
  });

  it('counts parallel refreshes exactly: never past the limit', async () => {
    const me = await signedInUser(t.app);
    const answers = await Promise.all(
      Array.from({ length: AVATAR_VARIANTS.perDay + 4 }, () =>
        call(me, 'POST', '/api/tps/pog/random-variants', {}),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(AVATAR_VARIANTS.perDay);
    expect(codes.filter((c) => c === 429)).toHaveLength(4);
  });
});

describe('the selfie', () => {
  it('takes a JPEG only, told by its bytes', async () => {
    const me = await signedInUser(t.app);
    const png = await sharp(await selfiePhoto('fair'))
      .png()
      .toBuffer();
    const asJpeg = await uploadSelfie(me, png);
    expect(asJpeg.statusCode).toBe(415);
    expect(asJpeg.json().errorCode).toBe('IMAGE_NOT_JPEG');
    expect((await uploadSelfie(me, png, 'image/png')).statusCode).toBe(415);
  });

  it('refuses a photo without a face ("Face not detected") and keeps nothing', async () => {
    const me = await signedInUser(t.app);
    const res = await uploadSelfie(me, await landscapePhoto());
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ errorCode: 'AVATAR_FACE_NOT_DETECTED', message: 'Face not detected' });
    expect((await call(me, 'GET', '/api/tps/pog/style')).json().data.hasSelfie).toBe(false);
  });

  it('keeps a real face photo, re-encoded without metadata, with where the face is', async () => {
    const me = await signedInUser(t.app);
    const withExif = await sharp(await selfiePhoto('dark'))
      .withMetadata({ exif: { IFD0: { Copyright: 'phone-camera' } } })
      .jpeg()
      .toBuffer();
    const res = await uploadSelfie(me, withExif);
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data;
    expect(data.hasSelfie).toBe(true);
    expect(data.face.score).toBeGreaterThan(0.5);
    expect(data.face.box.width).toBeGreaterThan(0.2);
    const [draft] = await t.database.db.select().from(avatarDrafts).where(eq(avatarDrafts.userId, me.id));
    expect((await sharp(draft!.selfieJpeg!).metadata()).exif).toBeUndefined();
  });
});

describe('generating the avatar', () => {
  it('asks for a style and a selfie first', async () => {
    const me = await signedInUser(t.app);
    const noStyle = await call(me, 'POST', '/api/tps/pog/avatar/generate', {});
    expect([noStyle.statusCode, noStyle.json().errorCode]).toEqual([409, 'AVATAR_STYLE_REQUIRED']);
    await call(me, 'POST', '/api/tps/pog/style', { genre: 'HORROR', characterId: 'witch', styleId: 'fog' });
    const noSelfie = await call(me, 'POST', '/api/tps/pog/avatar/generate', {});
    expect([noSelfie.statusCode, noSelfie.json().errorCode]).toEqual([409, 'AVATAR_SELFIE_REQUIRED']);
  });

  it('answers 202 at once, makes the avatar in the job, serves it cached, and deletes the selfie', async () => {
    const me = await signedInUser(t.app);
    await call(me, 'POST', '/api/tps/pog/style', { genre: 'SCI-FI', characterId: 'cyborg', styleId: 'neon' });
    await uploadSelfie(me, await selfiePhoto('fair'));
    const started = await call(me, 'POST', '/api/tps/pog/avatar/generate', {});
    expect(started.statusCode).toBe(202);
    const pending = started.json().data;
    expect(pending).toMatchObject({
      status: 'pending',
      progress: 0,
      source: 'selfie',
      genre: 'SCI-FI',
      imageUrl: null,
    });
    // One at a time.
    await uploadSelfie(me, await selfiePhoto('fair'));
    const again = await call(me, 'POST', '/api/tps/pog/avatar/generate', {});
    expect([again.statusCode, again.json().errorCode]).toEqual([409, 'AVATAR_GENERATION_PENDING']);
    expect(await t.app.avatars.readyAvatarOf(me.id)).toBeNull();

    expect(await runGenerationJob()).toBe(1);
    const status = (await call(me, 'GET', `/api/tps/pog/avatar/status?avatarId=${pending.avatarId}`)).json()
      .data.avatar;
    expect(status).toMatchObject({
      status: 'ready',
      progress: 100,
      imageUrl: `/api/tps/pog/avatar/${pending.avatarId}/image`,
    });
    const image = await t.app.inject({ method: 'GET', url: status.imageUrl });
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(image.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 512, 512]);
    const [row] = await t.database.db.select().from(avatars).where(eq(avatars.id, pending.avatarId));
    expect(row!.selfieJpeg).toBeNull();
    expect(await t.app.avatars.readyAvatarOf(me.id)).toEqual({
      avatarId: pending.avatarId,
      imageUrl: status.imageUrl,
      genre: 'SCI-FI',
    });
    // Another user's avatar is not theirs to ask about.
    const other = await signedInUser(t.app);
    expect(
      (await call(other, 'GET', `/api/tps/pog/avatar/status?avatarId=${pending.avatarId}`)).statusCode,
    ).toBe(404);
  });

  it('draws two different selfies as visibly different avatars of the same choice', async () => {
    const a = await readyAvatarFrom(await signedInUser(t.app), 'fair');
    const b = await readyAvatarFrom(await signedInUser(t.app), 'dark');
    const [rowA] = await t.database.db.select().from(avatars).where(eq(avatars.id, a.avatarId));
    const [rowB] = await t.database.db.select().from(avatars).where(eq(avatars.id, b.avatarId));
    // What the detector found differs where the two faces differ: skin, hair and proportions.
    expect(rowA!.face!.skin).not.toBe(rowB!.face!.skin);
    expect(rowA!.face!.faceAspect).not.toBe(rowB!.face!.faceAspect);
    const [imageA, imageB] = await Promise.all(
      [a, b].map(async (avatar) =>
        pixels((await t.app.inject({ method: 'GET', url: avatar.imageUrl })).rawPayload),
      ),
    );
    expect(meanDifference(imageA!, imageB!)).toBeGreaterThan(8);
  });

  it('gives the mint module a quick avatar at once, without a selfie', async () => {
    const me = await signedInUser(t.app);
    const quick = await t.app.avatars.quickAvatarFor(me.id, 'TOON');
    expect(quick).toEqual({
      avatarId: expect.any(String),
      imageUrl: `/api/tps/pog/avatar/${quick.avatarId}/image`,
      genre: 'TOON',
    });
    expect((await t.app.inject({ method: 'GET', url: quick.imageUrl })).statusCode).toBe(200);
    expect(await t.app.avatars.readyAvatarOf(me.id)).toEqual(quick);
    const variant = (await call(me, 'POST', '/api/tps/pog/random-variants', { genre: 'HORROR' })).json().data
      .variants[0];
    const fromVariant = await t.app.avatars.quickAvatarFor(me.id, undefined, variant.variantId);
    expect(fromVariant.genre).toBe('HORROR');
  });
});

describe('the generation job', () => {
  it('survives a restart of the api: the state is in the database and the next api picks it up', async () => {
    const me = await signedInUser(t.app);
    await call(me, 'POST', '/api/tps/pog/style', {
      genre: 'ADVENTURE',
      characterId: 'pirate',
      styleId: 'seafarer',
    });
    await uploadSelfie(me, await selfiePhoto('dark'));
    const { avatarId } = (await call(me, 'POST', '/api/tps/pog/avatar/generate', {})).json().data;

    // Another api on the same database, as after a restart (or on another replica).
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'warn', WEB_DIST_DIR: '/nonexistent-web-dist' });
    const restarted = await buildApp({ config, database: t.database, clock });
    try {
      expect(await restarted.jobs.find((job) => job.name === 'avatar-generation')!.run()).toBe(1);
    } finally {
      await restarted.close();
    }
    const status = (await call(me, 'GET', `/api/tps/pog/avatar/status?avatarId=${avatarId}`)).json().data
      .avatar;
    expect(status.status).toBe('ready');
    expect(await runGenerationJob()).toBe(0);
  });

  it('lets a generation whose worker died be claimed again once its lease ends', async () => {
    const me = await signedInUser(t.app);
    await call(me, 'POST', '/api/tps/pog/style', { genre: 'ACTION', characterId: 'racer', styleId: 'urban' });
    await uploadSelfie(me, await selfiePhoto('fair'));
    const { avatarId } = (await call(me, 'POST', '/api/tps/pog/avatar/generate', {})).json().data;
    const { createAvatarsRepository } = await import('./avatars.repository');
    const repository = createAvatarsRepository(t.database.db);
    // A worker takes it and dies before finishing.
    const now = clock.now();
    const claimed = await repository.claimNext(now, new Date(now.getTime() + AVATAR_GENERATION.leaseMs));
    expect(claimed?.id).toBe(avatarId);
    const held = (await call(me, 'GET', '/api/tps/pog/avatar/status')).json().data.avatar;
    expect(held).toMatchObject({ status: 'pending', progress: 10 });
    expect(await runGenerationJob()).toBe(0);
    clock.advance(AVATAR_GENERATION.leaseMs + 1000);
    expect(await runGenerationJob()).toBe(1);
    const fresh = await signedInUser(t.app, { waId: me.waId });
    expect((await call(fresh, 'GET', '/api/tps/pog/avatar/status')).json().data.avatar.status).toBe('ready');
  });
});

describe('an erased account', () => {
  it('takes its selfie, avatars and variants with it', async () => {
    const me = await signedInUser(t.app);
    await readyAvatarFrom(me, 'fair');
    await call(me, 'POST', '/api/tps/pog/style', { genre: 'TOON', characterId: 'skater', styleId: 'sunny' });
    await uploadSelfie(me, await selfiePhoto('fair'));
    expect((await call(me, 'POST', '/api/users/deletion-request')).statusCode).toBe(200);
    clock.advance(ACCOUNT_DELETION_GRACE_MS + 60_000);
    await t.app.jobs.find((job) => job.name === 'account-deletions')!.run();
    const db = t.database.db;
    expect(await db.select().from(avatarDrafts).where(eq(avatarDrafts.userId, me.id))).toEqual([]);
    expect(await db.select().from(avatars).where(eq(avatars.userId, me.id))).toEqual([]);
    expect(await t.app.avatars.readyAvatarOf(me.id)).toBeNull();
  });
});
