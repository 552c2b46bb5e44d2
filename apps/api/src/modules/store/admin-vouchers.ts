import type {
  AdminRedemption,
  AdminVoucher,
  AdminVoucherInput,
  AdminVoucherUpdate,
} from '@kp/contract/store';
import { parseAmount } from '@kp/domain/currencies';
import { AppError } from '@kp/domain/errors';
import type { RedemptionStatus } from '@kp/domain/store';
import { isConstraintViolation, PG_ERROR } from '../../db/pg-errors';
import type { StoreContext } from './store-context';

/** Operators' vouchers, codes and redemptions, and the demo data's codes. */
export function createAdminVouchers(ctx: StoreContext) {
  const { db, repository, currencies, clock, toAdminVoucher, toRedemption, sealCodes, getVoucherWithStock } =
    ctx;

  return {
    /** Operators: every voucher, on sale or not. */
    async adminListVouchers(query: { limit: number; offset: number }) {
      const { rows, total } = await repository.listVouchers({ activeOnly: false, ...query });
      return { vouchers: rows.map(toAdminVoucher), total };
    },

    /** Operators: a new voucher, with its first codes if given, in one transaction. */
    async createVoucher(input: AdminVoucherInput): Promise<AdminVoucher> {
      const currency = currencies.get(input.currency);
      const price = parseAmount(input.price, currency);
      const now = clock.now();
      try {
        const id = await db.transaction(async (tx) => {
          const created = await repository.insertVoucher(
            {
              slug: input.slug,
              title: input.title,
              brand: input.brand,
              description: input.description,
              translations: input.translations,
              imageUrl: input.imageUrl,
              price,
              currency: currency.id,
              isOtpRequired: input.isOtpRequired,
              isActive: input.isActive,
              createdAt: now,
              updatedAt: now,
            },
            tx,
          );
          if (input.codes) await repository.insertCodes(sealCodes(created.id, input.codes, now), tx);
          return created.id;
        });
        return toAdminVoucher(await getVoucherWithStock(id));
      } catch (error) {
        if (isConstraintViolation(error, PG_ERROR.uniqueViolation, 'vouchers_slug_unique'))
          throw new AppError('VOUCHER_SLUG_TAKEN', { cause: error });
        throw error;
      }
    },

    /**
     * Operators: changes a voucher. A price is read in the voucher's currency, or in the new one
     * when the currency changes (which needs a price: minor units of one currency are not those
     * of another). Pending redemptions keep the price they began with.
     */
    async updateVoucher(id: string, input: AdminVoucherUpdate): Promise<AdminVoucher> {
      const existing = await repository.findVoucher(id);
      if (!existing) throw new AppError('VOUCHER_NOT_FOUND');
      const currency = input.currency ? currencies.get(input.currency) : currencies.byId(existing.currency);
      if (input.currency && currency.id !== existing.currency && input.price === undefined)
        throw AppError.invalidFields([{ field: 'price', reason: 'required_when_currency_changes' }]);
      const { price, currency: _code, ...fields } = input;
      await repository.updateVoucher(id, {
        ...fields,
        ...(price !== undefined ? { price: parseAmount(price, currency) } : {}),
        currency: currency.id,
        updatedAt: clock.now(),
      });
      return toAdminVoucher(await getVoucherWithStock(id));
    },

    /** Operators: adds codes (sealed) to a voucher; the ones it already has are skipped. */
    async addCodes(voucherId: string, list: readonly string[]) {
      const voucher = await repository.findVoucher(voucherId);
      if (!voucher) throw new AppError('VOUCHER_NOT_FOUND');
      const added = await repository.insertCodes(sealCodes(voucherId, list, clock.now()));
      return {
        added,
        skipped: list.length - added,
        voucher: toAdminVoucher(await getVoucherWithStock(voucherId)),
      };
    },

    /** Operators: redemptions with whose they are, never their codes. */
    async adminListRedemptions(query: {
      voucherId?: string;
      userId?: string;
      status?: RedemptionStatus;
      limit: number;
      offset: number;
    }): Promise<{ redemptions: AdminRedemption[]; total: number }> {
      const { rows, total } = await repository.listRedemptions({ ...query, now: clock.now() });
      return {
        redemptions: rows.map((row) => {
          const { code: _code, challenge: _challenge, ...view } = toRedemption(row);
          return { ...view, userId: row.userId, failureReason: row.failureReason };
        }),
        total,
      };
    },

    /**
     * Demo data: gives each demo voucher that never had a code its codes, random ones made here
     * and sealed like any other. Once per voucher: a voucher sold out later is not refilled.
     */
    async seedCodes(plan: readonly { slug: string; codes: readonly string[] }[]): Promise<number> {
      return db.transaction(async (tx) => {
        await repository.lockDemoSeeding(tx);
        const rows = await repository.findVouchersBySlug(
          plan.map((p) => p.slug),
          tx,
        );
        let added = 0;
        for (const voucher of rows) {
          if ((await repository.countCodes(voucher.id, tx)) > 0) continue;
          const codesOf = plan.find((p) => p.slug === voucher.slug)?.codes ?? [];
          added += await repository.insertCodes(sealCodes(voucher.id, codesOf, clock.now()), tx);
        }
        return added;
      });
    },
  };
}
