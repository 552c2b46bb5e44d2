import sharp from 'sharp';
import { AppError } from '@kp/domain/errors';

/** The side of the square a profile picture is stored at. */
export const PICTURE_SIZE = 256;

const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff]);

/**
 * Checks that an upload really is a JPEG (by its bytes, not its name or declared type: the spec
 * takes image/jpeg only) and re-encodes it as a 256 × 256 JPEG, turned upright, without the
 * original's metadata (no camera, no GPS position).
 */
export async function toProfilePicture(upload: Buffer): Promise<Buffer> {
  if (upload.length < 4 || !upload.subarray(0, 3).equals(JPEG_MAGIC)) throw new AppError('IMAGE_NOT_JPEG');
  try {
    const image = sharp(upload, { limitInputPixels: 40_000_000, failOn: 'error' });
    const { format } = await image.metadata();
    if (format !== 'jpeg') throw new AppError('IMAGE_NOT_JPEG');
    return await image
      .rotate()
      .resize(PICTURE_SIZE, PICTURE_SIZE, { fit: 'cover', position: 'attention' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('IMAGE_NOT_JPEG', { cause: error });
  }
}
