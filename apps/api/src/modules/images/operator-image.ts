import sharp from 'sharp';
import { AppError } from '@kp/domain/errors';
import { OPERATOR_IMAGE_FORMATS, OPERATOR_IMAGE_LIMITS } from '@kp/domain/images';

/** An upload as it is kept: WebP, its size in pixels. */
export type EncodedImage = { webp: Buffer; width: number; height: number };

const FORMATS: readonly string[] = OPERATOR_IMAGE_FORMATS;

/**
 * Checks that an upload is a PNG, JPEG or WebP by its bytes (never its name or declared type:
 * sharp reads what the file is, and an SVG, a GIF or anything else is refused), refuses one of
 * more pixels than the limit before decoding it, and re-encodes it as WebP: turned upright, scaled
 * down to the longest side kept, without the original's metadata (no camera, no GPS position).
 * Only the first frame of an animated WebP is kept.
 */
export async function toOperatorImage(upload: Buffer): Promise<EncodedImage> {
  const { maxPixels, maxSide } = OPERATOR_IMAGE_LIMITS;
  try {
    // The header only (sharp decodes no pixel to say what a file is and its size): a picture over
    // the limit is named as such, and decoding below stops at the same limit anyway.
    const { format, width, height } = await sharp(upload, { limitInputPixels: false }).metadata();
    if (!format || !FORMATS.includes(format) || !width || !height) throw new AppError('IMAGE_NOT_SUPPORTED');
    if (width * height > maxPixels) throw new AppError('IMAGE_TOO_LARGE');
    const { data, info } = await sharp(upload, { limitInputPixels: maxPixels, failOn: 'error' })
      .rotate()
      .resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85, effort: 4 })
      .toBuffer({ resolveWithObject: true });
    return { webp: data, width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof AppError) throw error;
    // A file sharp cannot read (not an image, or a broken one) is not a picture we take.
    throw new AppError('IMAGE_NOT_SUPPORTED', { cause: error });
  }
}
