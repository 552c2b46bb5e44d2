import sharp from 'sharp';
import { z } from 'zod';
import { AVATAR_CHARACTERS, AVATAR_STYLES, AVATAR_IMAGE_SIDE } from '@kp/domain/pog-avatars';
import type { AvatarGenerator, AvatarRequest } from './avatar-generator';

export type HttpAvatarGeneratorOptions = {
  /** The API's base URL, without `/v1` (AVATAR_API_URL). */
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
  fetch?: typeof fetch;
};

/** The answer of the images endpoints (OpenAI's Images API): base64 images, or their URLs. */
const imagesAnswer = z.object({
  data: z.array(z.object({ b64_json: z.string().min(1).optional(), url: z.url().optional() })).min(1),
});
const errorAnswer = z.object({ error: z.object({ message: z.string(), code: z.string().nullish() }) });

/** A try of the image API that failed, with what it said (for operators; users see "API Failure!"). */
export class AvatarApiError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'AvatarApiError';
  }
}

/** The words sent to the image API: the character, genre and style chosen, and the selfie's colours. */
export function avatarPrompt(
  request: Pick<AvatarRequest, 'genre' | 'characterId' | 'styleId' | 'face'>,
): string {
  const character =
    AVATAR_CHARACTERS[request.genre].find((c) => c.id === request.characterId)?.name ?? request.characterId;
  const style = AVATAR_STYLES[request.genre].find((s) => s.id === request.styleId)?.name ?? request.styleId;
  const colours = request.face
    ? ` Keep the person's likeness: face shape, skin tone close to ${request.face.skin}, hair colour close to ${request.face.hair}.`
    : '';
  return `A head-and-shoulders gaming avatar portrait of the person in the photo as a ${character.toLowerCase()} in a ${request.genre.toLowerCase()} world, ${style.toLowerCase()} style, bold colours, clean background, centred, no text.${colours}`;
}

/**
 * A generator calling an OpenAI-compatible image API: `POST {baseUrl}/v1/images/edits`
 * (multipart: model, prompt, size, n and the selfie as `image[]`), bearer-authenticated, answered
 * `{ data: [{ b64_json }] }` (or a `url`, fetched). The image is re-encoded here to our square
 * WebP. Without a selfie (a variant), `POST /v1/images/generations` with the prompt alone (JSON).
 */
export function createHttpAvatarGenerator(options: HttpAvatarGeneratorOptions): AvatarGenerator {
  const doFetch = options.fetch ?? fetch;
  const base = options.baseUrl.replace(/\/+$/, '');

  async function call(path: string, init: { body: FormData | string; json?: true }): Promise<unknown> {
    let response: Response;
    try {
      response = await doFetch(`${base}${path}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${options.apiKey}`,
          accept: 'application/json',
          ...(init.json ? { 'content-type': 'application/json' } : {}),
        },
        body: init.body,
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      throw new AvatarApiError(
        `image API unreachable: ${error instanceof Error ? error.message : String(error)}`,
        null,
      );
    }
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const said = errorAnswer.safeParse(body);
      throw new AvatarApiError(
        `image API answered ${response.status}${said.success ? `: ${said.data.error.message}` : ''}`,
        response.status,
      );
    }
    return body;
  }

  async function imageOf(body: unknown): Promise<Buffer> {
    const parsed = imagesAnswer.safeParse(body);
    if (!parsed.success) throw new AvatarApiError('image API answered without an image', 200);
    const [first] = parsed.data.data;
    if (first?.b64_json) return Buffer.from(first.b64_json, 'base64');
    const response = await doFetch(first!.url!, { signal: AbortSignal.timeout(options.timeoutMs) }).catch(
      (error: unknown) => {
        throw new AvatarApiError(`image URL unreachable: ${String(error)}`, null);
      },
    );
    if (!response.ok) throw new AvatarApiError(`image URL answered ${response.status}`, response.status);
    return Buffer.from(await response.arrayBuffer());
  }

  return {
    name: 'http',
    async generate(request) {
      const prompt = avatarPrompt(request);
      let answer: unknown;
      await request.onProgress?.(20);
      if (request.selfieJpeg) {
        const form = new FormData();
        form.set('model', options.model);
        form.set('prompt', prompt);
        form.set('size', '1024x1024');
        form.set('n', '1');
        form.append(
          'image[]',
          new Blob([new Uint8Array(request.selfieJpeg)], { type: 'image/jpeg' }),
          'selfie.jpg',
        );
        answer = await call('/v1/images/edits', { body: form });
      } else {
        answer = await call('/v1/images/generations', {
          body: JSON.stringify({ model: options.model, prompt, size: '1024x1024', n: 1 }),
          json: true,
        });
      }
      await request.onProgress?.(70);
      const image = await imageOf(answer);
      try {
        return await sharp(image, { limitInputPixels: 40_000_000 })
          .resize(AVATAR_IMAGE_SIDE, AVATAR_IMAGE_SIDE, { fit: 'cover' })
          .webp({ quality: 86 })
          .toBuffer();
      } catch (error) {
        throw new AvatarApiError(`image API answered bytes that are not an image: ${String(error)}`, 200);
      }
    },
  };
}
