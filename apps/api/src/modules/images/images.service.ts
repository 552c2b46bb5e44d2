import type { UploadedImage } from '@kp/contract/images';
import { AppError } from '@kp/domain/errors';
import { uploadedImageUrl } from '@kp/domain/images';
import type { Clock } from '../../platform/clock';
import type { createImagesRepository } from './images.repository';
import type { EncodedImage } from './operator-image';

export type ImagesService = ReturnType<typeof createImagesService>;

/** Operators' uploaded pictures: kept once re-encoded, served by id. */
export function createImagesService(deps: {
  repository: ReturnType<typeof createImagesRepository>;
  clock: Clock;
}) {
  const { repository, clock } = deps;
  return {
    /** Keeps a picture (already checked and re-encoded, operator-image.ts) and says where it is served. */
    async create(uploadedBy: string, image: EncodedImage): Promise<UploadedImage> {
      const { id } = await repository.insert({ ...image, uploadedBy, createdAt: clock.now() });
      return { id, url: uploadedImageUrl(id) };
    },

    /** A picture's WebP bytes; IMAGE_NOT_FOUND when there is none of that id. */
    async getWebp(id: string): Promise<Buffer> {
      const webp = await repository.findWebp(id);
      if (!webp) throw new AppError('IMAGE_NOT_FOUND');
      return webp;
    },
  };
}
