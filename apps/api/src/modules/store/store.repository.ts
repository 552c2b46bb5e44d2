import { and, count, desc, eq, getTableColumns, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { RedemptionStatus } from '@kp/domain/store';
import type { DbOrTx } from '../../db/client';
import { voucherCodes, voucherRedemptions, vouchers } from './store.tables';

export type NewVoucher = typeof vouchers.$inferInsert;
export type VoucherRow = typeof vouchers.$inferSelect;
export type VoucherWithStock = VoucherRow & { stock: number; handedOut: number };
export type RedemptionRow = typeof voucherRedemptions.$inferSelect;
export type NewRedemption = typeof voucherRedemptions.$inferInsert;
export type RedemptionWithVoucher = RedemptionRow & {
  voucher: {
    id: string;
    slug: string;
    title: string;
    brand: string;
    translations: VoucherRow['translations'];
  };
};
export type NewVoucherCode = typeof voucherCodes.$inferInsert;
export type SealedCodeRow = { id: string; keyVersion: number; sealedCode: string };

// Counted per voucher from the codes themselves: the stock has no copy that could drift. (Written
// out: inside a select of one table Drizzle leaves column names unqualified, which the subquery
// would read as its own.)
const stock = sql<number>`(select count(*)::int from voucher_codes c
  where c.voucher_id = "vouchers"."id" and c.redemption_id is null)`;
const handedOut = sql<number>`(select count(*)::int from voucher_codes c
  where c.voucher_id = "vouchers"."id" and c.redemption_id is not null)`;

const withVoucher = {
  ...getTableColumns(voucherRedemptions),
  voucher: {
    id: vouchers.id,
    slug: vouchers.slug,
    title: vouchers.title,
    brand: vouchers.brand,
    translations: vouchers.translations,
  },
};

/** The stored status filter, a pending redemption past its window counting as expired. */
function statusIs(status: RedemptionStatus, now: Date): SQL {
  if (status === 'pending')
    return and(eq(voucherRedemptions.status, 'pending'), sql`${voucherRedemptions.expiresAt} > ${now}`)!;
  if (status === 'expired')
    return or(
      eq(voucherRedemptions.status, 'expired'),
      and(eq(voucherRedemptions.status, 'pending'), lte(voucherRedemptions.expiresAt, now)),
    )!;
  return eq(voucherRedemptions.status, status);
}

export function createStoreRepository(db: DbOrTx) {
  return {
    async insertVouchers(rows: NewVoucher[], tx: DbOrTx = db): Promise<VoucherRow[]> {
      if (!rows.length) return [];
      return tx.insert(vouchers).values(rows).returning();
    },

    async insertVoucher(row: NewVoucher, tx: DbOrTx = db): Promise<VoucherRow> {
      const [created] = await tx.insert(vouchers).values(row).returning();
      if (!created) throw new Error('insert returned nothing');
      return created;
    },

    async updateVoucher(
      id: string,
      values: Partial<NewVoucher>,
      tx: DbOrTx = db,
    ): Promise<VoucherRow | null> {
      const [row] = await tx.update(vouchers).set(values).where(eq(vouchers.id, id)).returning();
      return row ?? null;
    },

    async findVoucher(id: string, tx: DbOrTx = db): Promise<VoucherRow | null> {
      const [row] = await tx.select().from(vouchers).where(eq(vouchers.id, id));
      return row ?? null;
    },

    async findVouchersBySlug(slugs: readonly string[], tx: DbOrTx = db): Promise<VoucherWithStock[]> {
      if (!slugs.length) return [];
      return tx
        .select({ ...getTableColumns(vouchers), stock, handedOut })
        .from(vouchers)
        .where(inArray(vouchers.slug, [...slugs]));
    },

    async findVoucherWithStock(id: string, tx: DbOrTx = db): Promise<VoucherWithStock | null> {
      const [row] = await tx
        .select({ ...getTableColumns(vouchers), stock, handedOut })
        .from(vouchers)
        .where(eq(vouchers.id, id));
      return row ?? null;
    },

    /** Vouchers newest first, with their stock; `activeOnly` for the store, all for operators. */
    async listVouchers(
      options: { activeOnly: boolean; currency?: string; limit: number; offset: number },
      tx: DbOrTx = db,
    ): Promise<{ rows: VoucherWithStock[]; total: number }> {
      const where = and(
        options.activeOnly ? eq(vouchers.isActive, true) : undefined,
        options.currency ? eq(vouchers.currency, options.currency) : undefined,
      );
      const rows = await tx
        .select({ ...getTableColumns(vouchers), stock, handedOut })
        .from(vouchers)
        .where(where)
        .orderBy(desc(vouchers.createdAt), desc(vouchers.id))
        .limit(options.limit)
        .offset(options.offset);
      const [total] = await tx.select({ n: count() }).from(vouchers).where(where);
      return { rows, total: total?.n ?? 0 };
    },

    /** Adds codes; one a voucher already has (by its keyed hash) is skipped. The number added. */
    async insertCodes(rows: NewVoucherCode[], tx: DbOrTx = db): Promise<number> {
      if (!rows.length) return 0;
      const added = await tx
        .insert(voucherCodes)
        .values(rows)
        .onConflictDoNothing({ target: [voucherCodes.voucherId, voucherCodes.codeHash] })
        .returning({ id: voucherCodes.id });
      return added.length;
    },

    /** Serializes the seeding of demo codes between replicas starting together (until commit). */
    async lockDemoSeeding(tx: DbOrTx): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(730102)`);
    },

    async countCodes(voucherId: string, tx: DbOrTx = db): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(voucherCodes)
        .where(eq(voucherCodes.voucherId, voucherId));
      return row?.n ?? 0;
    },

    /**
     * Hands out one free code of a voucher to a redemption, in the caller's transaction: the
     * oldest code nobody holds, locked with SKIP LOCKED so that concurrent redemptions each take
     * a different one (or none), never the same. Null when no free code is left.
     */
    async takeFreeCode(
      voucherId: string,
      redemptionId: string,
      now: Date,
      tx: DbOrTx,
    ): Promise<SealedCodeRow | null> {
      const [free] = await tx
        .select({ id: voucherCodes.id })
        .from(voucherCodes)
        .where(and(eq(voucherCodes.voucherId, voucherId), isNull(voucherCodes.redemptionId)))
        .orderBy(voucherCodes.createdAt, voucherCodes.id)
        .limit(1)
        .for('update', { skipLocked: true });
      if (!free) return null;
      const [taken] = await tx
        .update(voucherCodes)
        .set({ redemptionId, handedOutAt: now })
        .where(and(eq(voucherCodes.id, free.id), isNull(voucherCodes.redemptionId)))
        .returning({
          id: voucherCodes.id,
          keyVersion: voucherCodes.keyVersion,
          sealedCode: voucherCodes.sealedCode,
        });
      return taken ?? null;
    },

    async findCodeOfRedemption(redemptionId: string, tx: DbOrTx = db): Promise<SealedCodeRow | null> {
      const [row] = await tx
        .select({
          id: voucherCodes.id,
          keyVersion: voucherCodes.keyVersion,
          sealedCode: voucherCodes.sealedCode,
        })
        .from(voucherCodes)
        .where(eq(voucherCodes.redemptionId, redemptionId));
      return row ?? null;
    },

    async insertRedemption(row: NewRedemption, tx: DbOrTx): Promise<RedemptionRow> {
      const [created] = await tx.insert(voucherRedemptions).values(row).returning();
      if (!created) throw new Error('insert returned nothing');
      return created;
    },

    async findRedemptionByRequestKey(userId: string, requestKey: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select({ id: voucherRedemptions.id })
        .from(voucherRedemptions)
        .where(and(eq(voucherRedemptions.userId, userId), eq(voucherRedemptions.requestKey, requestKey)));
      return row ?? null;
    },

    /** The redemption, locked for the rest of the transaction. */
    async lockRedemption(id: string, tx: DbOrTx): Promise<RedemptionRow | null> {
      const [row] = await tx
        .select()
        .from(voucherRedemptions)
        .where(eq(voucherRedemptions.id, id))
        .for('update');
      return row ?? null;
    },

    /** The voucher's words of each of these redemptions (what its payment's movement names). */
    listRedemptionVoucherTexts(redemptionIds: readonly string[], tx: DbOrTx = db) {
      if (redemptionIds.length === 0) return Promise.resolve([]);
      return tx
        .select({
          redemptionId: voucherRedemptions.id,
          title: vouchers.title,
          translations: vouchers.translations,
        })
        .from(voucherRedemptions)
        .innerJoin(vouchers, eq(vouchers.id, voucherRedemptions.voucherId))
        .where(inArray(voucherRedemptions.id, [...redemptionIds]));
    },

    async findRedemption(id: string, tx: DbOrTx = db): Promise<RedemptionWithVoucher | null> {
      const [row] = await tx
        .select(withVoucher)
        .from(voucherRedemptions)
        .innerJoin(vouchers, eq(vouchers.id, voucherRedemptions.voucherId))
        .where(eq(voucherRedemptions.id, id));
      return row ?? null;
    },

    async updateRedemption(id: string, values: Partial<NewRedemption>, tx: DbOrTx = db) {
      const [row] = await tx
        .update(voucherRedemptions)
        .set(values)
        .where(eq(voucherRedemptions.id, id))
        .returning();
      return row ?? null;
    },

    /** Redemptions newest first, of a user, a voucher or a status as asked. */
    async listRedemptions(
      options: {
        userId?: string;
        voucherId?: string;
        status?: RedemptionStatus;
        now: Date;
        limit: number;
        offset: number;
      },
      tx: DbOrTx = db,
    ): Promise<{ rows: RedemptionWithVoucher[]; total: number }> {
      const where = and(
        options.userId ? eq(voucherRedemptions.userId, options.userId) : undefined,
        options.voucherId ? eq(voucherRedemptions.voucherId, options.voucherId) : undefined,
        options.status ? statusIs(options.status, options.now) : undefined,
      );
      const rows = await tx
        .select(withVoucher)
        .from(voucherRedemptions)
        .innerJoin(vouchers, eq(vouchers.id, voucherRedemptions.voucherId))
        .where(where)
        .orderBy(desc(voucherRedemptions.createdAt), desc(voucherRedemptions.id))
        .limit(options.limit)
        .offset(options.offset);
      const [total] = await tx.select({ n: count() }).from(voucherRedemptions).where(where);
      return { rows, total: total?.n ?? 0 };
    },
  };
}
export type StoreRepository = ReturnType<typeof createStoreRepository>;
