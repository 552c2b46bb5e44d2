import sharp from 'sharp';
import { AppError } from '@kp/domain/errors';

const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff]);

/**
 * Checks that an upload really is a JPEG (by its bytes, not its name or declared type: the spec
 * takes image/jpeg only) and re-encodes it at a size, cropped to fill it around what draws the
 * eye, turned upright, without the original's metadata (no camera, no GPS position). Anything
 * else, a PNG or bytes that only start like a JPEG, is IMAGE_NOT_JPEG. `fit: 'inside'` keeps the
 * whole photo within the size instead (a selfie, whose face must not be cropped away).
 */
export async function reencodeJpeg(
  upload: Buffer,
  size: { width: number; height: number },
  options: { fit?: 'cover' | 'inside' } = {},
): Promise<Buffer> {
  if (upload.length < 4 || !upload.subarray(0, 3).equals(JPEG_MAGIC)) throw new AppError('IMAGE_NOT_JPEG');
  try {
    const image = sharp(upload, { limitInputPixels: 40_000_000, failOn: 'error' });
    const { format } = await image.metadata();
    if (format !== 'jpeg') throw new AppError('IMAGE_NOT_JPEG');
    return await image
      .rotate()
      .resize(
        size.width,
        size.height,
        options.fit === 'inside'
          ? { fit: 'inside', withoutEnlargement: true }
          : { fit: 'cover', position: 'attention' },
      )
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('IMAGE_NOT_JPEG', { cause: error });
  }
}

/** A JSON body (an object) is not an image: only the image/jpeg parser yields a Buffer. */
export function uploadedBytes(body: unknown): Buffer {
  return Buffer.isBuffer(body) ? body : Buffer.alloc(0);
}
