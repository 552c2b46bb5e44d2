import type { Banner } from '@kp/contract';
import type { ContentRepository } from './content.repository';

export function createContentService(repository: ContentRepository) {
  return {
    async listBanners(placement: Banner['placement']): Promise<Banner[]> {
      const rows = await repository.listActiveBanners(placement);
      return rows as Banner[];
    },
  };
}
export type ContentService = ReturnType<typeof createContentService>;
