import { reencodeJpeg } from '../../platform/jpeg';

/** The side of the square a profile picture is stored at. */
export const PICTURE_SIZE = 256;

/**
 * Checks that an upload really is a JPEG (by its bytes) and re-encodes it as a 256 × 256 JPEG,
 * turned upright, without the original's metadata (platform/jpeg.ts).
 */
export function toProfilePicture(upload: Buffer): Promise<Buffer> {
  return reencodeJpeg(upload, { width: PICTURE_SIZE, height: PICTURE_SIZE });
}
