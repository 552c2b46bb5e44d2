import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_GENERATION } from '@kp/domain/pog-avatars';
import { fixedClock } from '../../platform/clock';
import { selfiePhoto } from '../../test/avatar-photos';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInUser } from '../../test/factories';
import { startLocalImageApi } from '../../test/local-image-api-server';
import { createHttpAvatarGenerator } from './http-avatar-generator';

// The HTTP avatar generator speaks OpenAI's Images API (multipart edits, bearer key, b64_json),
// tested against a local server that speaks it; through the api, its failures end in "API Failure!".

const API_KEY = 'sk-local-7f3a9c1e5b2d8f4a6c0e';
const clock = fixedClock('2026-11-26T12:00:00Z');
let api: Awaited<ReturnType<typeof startLocalImageApi>>;
let t: TestApp;

beforeAll(async () => {
  api = await startLocalImageApi({ apiKey: API_KEY });
  t = await createTestApp({
    clock,
    env: { LOG_LEVEL: 'error', AVATAR_GENERATOR: 'http', AVATAR_API_URL: api.url, AVATAR_API_KEY: API_KEY },
  });
});
afterAll(async () => {
  await t.close();
  await api.close();
});

const face = {
  faceAspect: 1.1,
  eyeSpacing: 0.42,
  jawWidth: 0.8,
  chinWidth: 0.5,
  mouthWidth: 0.4,
  noseLength: 0.35,
  eyeOpenness: 0.3,
  tilt: 0,
  skin: '#a86b45',
  hair: '#1c1410',
  lips: '#a5525a',
};

describe('the HTTP avatar generator', () => {
  it('sends the selfie and prompt as a multipart edit and answers the image as our square WebP', async () => {
    const generator = createHttpAvatarGenerator({
      baseUrl: `${api.url}/`,
      apiKey: API_KEY,
      model: 'gpt-image-1',
      timeoutMs: 10_000,
    });
    const selfie = await selfiePhoto('dark');
    const progress: number[] = [];
    const image = await generator.generate({
      genre: 'FANTASY',
      characterId: 'elf',
      styleId: 'frost',
      seed: 7,
      face,
      selfieJpeg: selfie,
      onProgress: async (p) => {
        progress.push(p);
      },
    });
    const meta = await sharp(image).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 512, 512]);
    expect(progress).toEqual([20, 70]);
    const call = api.calls.at(-1)!;
    expect(call.path).toBe('/v1/images/edits');
    expect(call.authorization).toBe(`Bearer ${API_KEY}`);
    expect(call.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(call.fields).toMatchObject({ model: 'gpt-image-1', size: '1024x1024', n: '1' });
    expect(call.fields['prompt']).toContain('elf in a fantasy world, frost style');
    expect(call.fields['prompt']).toContain('#a86b45');
    expect(call.image).toMatchObject({ name: 'selfie.jpg', type: 'image/jpeg' });
    expect(call.image!.bytes.equals(selfie)).toBe(true);
  });

  it('generates from the prompt alone (JSON) without a selfie', async () => {
    const generator = createHttpAvatarGenerator({
      baseUrl: api.url,
      apiKey: API_KEY,
      model: 'gpt-image-1',
      timeoutMs: 10_000,
    });
    const image = await generator.generate({
      genre: 'TOON',
      characterId: 'hero',
      styleId: 'comic',
      seed: 1,
      face: null,
      selfieJpeg: null,
    });
    expect((await sharp(image).metadata()).width).toBe(512);
    expect(api.calls.at(-1)).toMatchObject({
      path: '/v1/images/generations',
      contentType: 'application/json',
    });
  });

  it('fails with what the API said: a wrong key, an outage, no server', async () => {
    const request = {
      genre: 'TOON' as const,
      characterId: 'hero',
      styleId: 'comic',
      seed: 1,
      face: null,
      selfieJpeg: null,
    };
    const wrongKey = createHttpAvatarGenerator({
      baseUrl: api.url,
      apiKey: 'sk-wrong',
      model: 'm',
      timeoutMs: 10_000,
    });
    await expect(wrongKey.generate(request)).rejects.toThrow(
      'image API answered 401: Incorrect API key provided.',
    );
    api.failNext(1, 503);
    const generator = createHttpAvatarGenerator({
      baseUrl: api.url,
      apiKey: API_KEY,
      model: 'm',
      timeoutMs: 10_000,
    });
    await expect(generator.generate(request)).rejects.toThrow('image API answered 503');
    const nowhere = createHttpAvatarGenerator({
      baseUrl: 'http://127.0.0.1:9',
      apiKey: API_KEY,
      model: 'm',
      timeoutMs: 2_000,
    });
    await expect(nowhere.generate(request)).rejects.toThrow('image API unreachable');
  });
});

describe('generation through the api with AVATAR_GENERATOR=http', () => {
  const runJob = () => t.app.jobs.find((job) => job.name === 'avatar-generation')!.run();

  async function startGeneration() {
    const me = await signedInUser(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/tps/pog/style',
      headers: me.headers,
      payload: { genre: 'SCI-FI', characterId: 'pilot', styleId: 'chrome' },
    });
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/tps/pog/selfie',
      headers: { ...me.headers, 'content-type': 'image/jpeg' },
      payload: await selfiePhoto('fair'),
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/tps/pog/avatar/generate',
      headers: me.headers,
      payload: {},
    });
    expect(started.statusCode).toBe(202);
    return { me, avatarId: started.json().data.avatarId as string };
  }
  const statusOf = async (headers: Record<string, string>, avatarId: string) =>
    (
      await t.app.inject({ method: 'GET', url: `/api/tps/pog/avatar/status?avatarId=${avatarId}`, headers })
    ).json().data.avatar;

  it('makes the avatar from the API’s answer', async () => {
    const { me, avatarId } = await startGeneration();
    expect(await runJob()).toBe(1);
    expect(await statusOf(me.headers, avatarId)).toMatchObject({ status: 'ready', progress: 100 });
    expect(api.calls.at(-1)!.path).toBe('/v1/images/edits');
  });

  it('tries again after a failure, and after the last try says "API Failure!"', async () => {
    const { me, avatarId } = await startGeneration();
    api.failNext(AVATAR_GENERATION.maxAttempts);
    for (let attempt = 1; attempt <= AVATAR_GENERATION.maxAttempts; attempt += 1) {
      expect(await runJob()).toBe(1);
      // Not again before its retry time.
      expect(await runJob()).toBe(0);
      clock.advance(AVATAR_GENERATION.retryAfterMs);
    }
    const fresh = await signedInUser(t.app, { waId: me.waId });
    const status = await statusOf(fresh.headers, avatarId);
    expect(status).toMatchObject({ status: 'failed', errorCode: 'AVATAR_GENERATION_FAILED', imageUrl: null });
    const { ERRORS } = await import('@kp/domain/error-catalogue');
    expect(ERRORS.AVATAR_GENERATION_FAILED.message).toBe('API Failure!');
  });
});
