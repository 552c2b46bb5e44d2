import type { Redemption } from '@kp/contract/store';
import type { RedemptionStatus } from '@kp/domain/store';
import { englishTexts, translatedTitles, type ContentTexts } from '../../platform/content-language';
import type { StoreContext } from './store-context';

/** A user's own redemptions. */
export function createMyRedemptions(ctx: StoreContext) {
  const { repository, clock, toRedemption, openCode, getOwnRedemption } = ctx;

  return {
    /** One redemption of the user, with its voucher code once completed (opened for its owner only). */
    async getRedemption(
      userId: string,
      redemptionId: string,
      texts: ContentTexts = englishTexts(),
    ): Promise<Redemption> {
      const row = await getOwnRedemption(userId, redemptionId);
      if (row.status !== 'completed') return toRedemption(row, null, texts);
      const code = await repository.findCodeOfRedemption(row.id);
      if (!code) throw new Error(`completed redemption ${row.id} has no code`);
      return toRedemption(row, openCode(code), texts);
    },

    /** The titles of these redemptions' vouchers where they have them in the reader's language (a movement's note names them). */
    async voucherTitlesOf(redemptionIds: readonly string[], reader: ContentTexts) {
      const rows = await repository.listRedemptionVoucherTexts(redemptionIds);
      return translatedTitles(
        reader,
        rows.map((row) => ({ key: row.redemptionId, title: row.title, translations: row.translations })),
      );
    },

    /** The user's redemptions, newest first, without their codes. */
    async listMyRedemptions(
      userId: string,
      query: { status?: RedemptionStatus; limit: number; offset: number },
      texts: ContentTexts = englishTexts(),
    ) {
      const { rows, total } = await repository.listRedemptions({ ...query, userId, now: clock.now() });
      return { redemptions: rows.map((row) => toRedemption(row, null, texts)), total };
    },
  };
}
