import type { Voucher } from '@kp/contract/store';
import { AppError } from '@kp/domain/errors';
import type { ContentTexts } from '../../platform/content-language';
import type { StoreContext } from './store-context';

/** The vouchers on sale, as the store page lists and opens them, in the reader's language. */
export function createBrowseVouchers(ctx: StoreContext) {
  const { repository, currencies, toVoucher, getVoucherWithStock } = ctx;

  return {
    /** The vouchers on sale, newest first. */
    async listVouchers(query: { currency?: string; limit: number; offset: number }, texts: ContentTexts) {
      const currency = query.currency ? currencies.get(query.currency) : undefined;
      const { rows, total } = await repository.listVouchers({
        activeOnly: true,
        ...(currency ? { currency: currency.id } : {}),
        limit: query.limit,
        offset: query.offset,
      });
      return { vouchers: rows.map((row) => toVoucher(row, texts)), total };
    },

    /** One voucher on sale; an unknown or withdrawn one is VOUCHER_NOT_FOUND. */
    async getVoucher(id: string, texts: ContentTexts): Promise<Voucher> {
      const row = await getVoucherWithStock(id);
      if (!row.isActive) throw new AppError('VOUCHER_NOT_FOUND');
      return toVoucher(row, texts);
    },
  };
}
