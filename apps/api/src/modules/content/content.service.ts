import type { Banner } from '@kp/contract';
import type { ContentTexts } from '../../platform/content-language';
import type { ContentRepository } from './content.repository';

export function createContentService(repository: ContentRepository) {
  return {
    /** A placement's active banners, their texts in the reader's language. */
    async listBanners(placement: Banner['placement'], texts: ContentTexts): Promise<Banner[]> {
      const rows = await repository.listActiveBanners(placement);
      return rows.map(({ translations, title, subtitle, ...banner }) => ({
        ...(banner as Omit<Banner, 'title' | 'subtitle' | 'language'>),
        ...texts.pick({ title, subtitle }, translations),
      }));
    },
  };
}
export type ContentService = ReturnType<typeof createContentService>;
