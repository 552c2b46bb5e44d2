import { CLAN_IMAGE_SIZES, type ClanImagePage, type ClanImageType } from '@kp/domain/clans';
import { AppError } from '@kp/domain/errors';
import { reencodeJpeg } from '../../platform/jpeg';
import type { ClansContext } from './clans-context';

/** Where a clan image is served from: our origin, by its id (which never changes its bytes). */
export function clanImageUrl(imageId: string): string {
  return `/api/platform-clans/images/${imageId}`;
}

/** The uploaded image as its answer says it. */
export type UploadedClanImage = {
  imageId: string;
  imageType: ClanImageType;
  page: ClanImagePage;
  clanId: string | null;
  url: string;
};

/** Clan logos and banners: JPEG only, checked by their bytes and re-encoded, served by id. */
export function createClanImages(
  ctx: ClansContext,
  ports: {
    assertMayCreate(userId: string): Promise<void>;
    getLedClan(userId: string): Promise<{ id: string }>;
  },
) {
  const { db, repository, clock, log } = ctx;

  return {
    /**
     * Stores a logo or banner after checking it is a JPEG by its bytes and re-encoding it
     * (CLAN_IMAGE_SIZES, no metadata). `create-clan`: for an approved chief who may create a clan
     * now; it waits for the create call, replacing the caller's earlier one of that type.
     * `my-clan`: the chief's clan's image is replaced at once. Who may upload is checked before
     * the image is decoded.
     */
    async upload(
      userId: string,
      input: { page: ClanImagePage; imageType: ClanImageType },
      upload: Buffer,
    ): Promise<UploadedClanImage> {
      const clanId = input.page === 'my-clan' ? (await ports.getLedClan(userId)).id : null;
      if (input.page === 'create-clan') await ports.assertMayCreate(userId);
      const jpeg = await reencodeJpeg(upload, CLAN_IMAGE_SIZES[input.imageType]);
      const row = await db.transaction(async (tx) => {
        if (clanId) {
          // Two replacements at once take turns on the clan's lock; a clan deleted meanwhile takes none.
          if (!(await repository.lockClan(clanId, tx))) throw new AppError('CLAN_NOT_MEMBER');
          await repository.deleteClanImage(clanId, input.imageType, tx);
        } else await repository.deletePendingImages(userId, input.imageType, tx);
        return repository.insertImage(
          {
            uploaderId: userId,
            clanId,
            imageType: input.imageType,
            jpeg,
            size: jpeg.length,
            createdAt: clock.now(),
          },
          tx,
        );
      });
      log.info({ imageId: row.id, clanId, userId, imageType: input.imageType }, 'clan image uploaded');
      return {
        imageId: row.id,
        imageType: input.imageType,
        page: input.page,
        clanId,
        url: clanImageUrl(row.id),
      };
    },

    /** An image's bytes; CLAN_IMAGE_NOT_FOUND when there is none (replaced, or its clan deleted). */
    async getImage(imageId: string): Promise<Buffer> {
      const row = await repository.findImage(imageId);
      if (!row) throw new AppError('CLAN_IMAGE_NOT_FOUND');
      return row.jpeg;
    },
  };
}
