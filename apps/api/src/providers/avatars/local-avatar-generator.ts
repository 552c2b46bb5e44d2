import sharp from 'sharp';
import { AVATAR_IMAGE_SIDE } from '@kp/domain/pog-avatars';
import { drawAvatarSvg } from '../../modules/avatars/draw-avatar';
import { seededFaceFeatures, seededRandom } from '../../modules/avatars/face-features';
import type { AvatarGenerator, AvatarRequest } from './avatar-generator';

/** The avatar as an SVG document: the selfie's features (or the seed's) in the chosen genre, character and style. */
export function avatarSvg(
  request: Pick<AvatarRequest, 'genre' | 'characterId' | 'styleId' | 'seed' | 'face'>,
): string {
  const random = seededRandom(request.seed);
  // The seed's own face is drawn first, so a variant's details do not depend on whether a selfie came.
  const seededFace = seededFaceFeatures(random);
  return drawAvatarSvg({
    genre: request.genre,
    characterId: request.characterId,
    styleId: request.styleId,
    face: request.face ?? seededFace,
    random,
  });
}

/** Rasterises an avatar's SVG to a square WebP. */
export async function rasteriseAvatar(svg: string, side = AVATAR_IMAGE_SIDE): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: 72 * (side / 512) })
    .resize(side, side)
    .webp({ quality: 86 })
    .toBuffer();
}

/**
 * The default generator, on this server with no outside service: a vector character composed from
 * the selfie's landmarks and colours (modules/avatars/draw-avatar.ts), rasterised with sharp.
 */
export function createLocalAvatarGenerator(): AvatarGenerator {
  return {
    name: 'local',
    async generate(request) {
      const svg = avatarSvg(request);
      await request.onProgress?.(60);
      return rasteriseAvatar(svg);
    },
  };
}
