import { and, desc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { MintMode } from '@kp/domain/pog-mint';
import type { DbOrTx } from '../../db/client';
import { pogCards, pogProfiles, pogShares, pogSlots } from './pog.tables';

export type PogProfileRow = typeof pogProfiles.$inferSelect;
export type PogSlotRow = typeof pogSlots.$inferSelect;
export type PogCardRow = typeof pogCards.$inferSelect;
export type NewPogCard = Omit<typeof pogCards.$inferInsert, 'tokenId'>;

/** The names of the indexes whose violation the service answers with a code of its own. */
export const POG_KEYS = { name: 'pog_profiles_name_key', openSlot: 'pog_slots_open_key' } as const;

/** The only place with the POG tables' SQL. Every method takes the caller's transaction, if any. */
export function createPogRepository(db: DbOrTx) {
  return {
    async findProfile(userId: string, tx: DbOrTx = db): Promise<PogProfileRow | null> {
      const [row] = await tx.select().from(pogProfiles).where(eq(pogProfiles.userId, userId));
      return row ?? null;
    },

    /** The user's profile row locked to the end of the transaction (made first when absent). */
    async lockProfile(tx: DbOrTx, userId: string, defaults: { mode: MintMode; at: Date }) {
      await tx
        .insert(pogProfiles)
        .values({ userId, mode: defaults.mode, updatedAt: defaults.at })
        .onConflictDoNothing({ target: pogProfiles.userId });
      const [row] = await tx.select().from(pogProfiles).where(eq(pogProfiles.userId, userId)).for('update');
      if (!row) throw new Error('pog profile vanished');
      return row;
    },

    /** Who holds a POG name (whatever its case), or null. */
    async findUserIdByName(name: string, tx: DbOrTx = db): Promise<string | null> {
      const [row] = await tx
        .select({ userId: pogProfiles.userId })
        .from(pogProfiles)
        .where(sql`lower(${pogProfiles.name}) = lower(${name})`);
      return row?.userId ?? null;
    },

    async isNameTaken(name: string, tx: DbOrTx = db): Promise<boolean> {
      const [row] = await tx
        .select({ userId: pogProfiles.userId })
        .from(pogProfiles)
        .where(sql`lower(${pogProfiles.name}) = lower(${name})`);
      return Boolean(row);
    },

    /** Sets the user's name (and makes their row); a name held by another is pog_profiles_name_key. */
    async upsertName(input: { userId: string; name: string; mode: MintMode; at: Date }, tx: DbOrTx = db) {
      await tx
        .insert(pogProfiles)
        .values({ userId: input.userId, name: input.name, mode: input.mode, updatedAt: input.at })
        .onConflictDoUpdate({
          target: pogProfiles.userId,
          set: { name: input.name, updatedAt: input.at },
        });
    },

    async upsertMode(input: { userId: string; mode: MintMode; at: Date }, tx: DbOrTx = db) {
      await tx
        .insert(pogProfiles)
        .values({ userId: input.userId, mode: input.mode, updatedAt: input.at })
        .onConflictDoUpdate({ target: pogProfiles.userId, set: { mode: input.mode, updatedAt: input.at } });
    },

    async setSlotPaymentFailed(userId: string, at: Date | null, tx: DbOrTx = db): Promise<void> {
      await tx.update(pogProfiles).set({ slotPaymentFailedAt: at }).where(eq(pogProfiles.userId, userId));
    },

    /** The user's paid slot still waiting for its card (at most one), locked when `forUpdate`. */
    async findOpenSlot(userId: string, tx: DbOrTx = db, options: { forUpdate?: boolean } = {}) {
      const query = tx
        .select()
        .from(pogSlots)
        .where(and(eq(pogSlots.userId, userId), isNull(pogSlots.cardId)));
      const [row] = options.forUpdate ? await query.for('update') : await query;
      return row ?? null;
    },

    async insertSlot(tx: DbOrTx, values: typeof pogSlots.$inferInsert): Promise<PogSlotRow> {
      const [row] = await tx.insert(pogSlots).values(values).returning();
      if (!row) throw new Error('insert returned nothing');
      return row;
    },

    /** Creates a card in a slot and marks the slot as holding it. */
    async insertCard(tx: DbOrTx, values: NewPogCard): Promise<PogCardRow> {
      const [row] = await tx.insert(pogCards).values(values).returning();
      if (!row) throw new Error('insert returned nothing');
      await tx.update(pogSlots).set({ cardId: row.id }).where(eq(pogSlots.id, values.slotId));
      return row;
    },

    async findLatestCard(userId: string, tx: DbOrTx = db, options: { forUpdate?: boolean } = {}) {
      const query = tx
        .select()
        .from(pogCards)
        .where(eq(pogCards.userId, userId))
        .orderBy(desc(pogCards.createdAt), desc(pogCards.tokenId))
        .limit(1);
      const [row] = options.forUpdate ? await query.for('update') : await query;
      return row ?? null;
    },

    /** The user's latest minted card, or null. */
    async findLatestMintedCard(userId: string, tx: DbOrTx = db): Promise<PogCardRow | null> {
      const [row] = await tx
        .select()
        .from(pogCards)
        .where(and(eq(pogCards.userId, userId), eq(pogCards.status, 'minted')))
        .orderBy(desc(pogCards.createdAt), desc(pogCards.tokenId))
        .limit(1);
      return row ?? null;
    },

    async listCards(userId: string, tx: DbOrTx = db): Promise<PogCardRow[]> {
      return tx
        .select()
        .from(pogCards)
        .where(eq(pogCards.userId, userId))
        .orderBy(desc(pogCards.createdAt), desc(pogCards.tokenId));
    },

    async findCardByToken(tokenId: bigint, tx: DbOrTx = db): Promise<PogCardRow | null> {
      const [row] = await tx.select().from(pogCards).where(eq(pogCards.tokenId, tokenId));
      return row ?? null;
    },

    async updateCard(
      id: string,
      values: Partial<Omit<typeof pogCards.$inferInsert, 'id' | 'tokenId'>>,
      tx: DbOrTx = db,
    ): Promise<PogCardRow> {
      const [row] = await tx.update(pogCards).set(values).where(eq(pogCards.id, id)).returning();
      if (!row) throw new Error('card vanished');
      return row;
    },

    /**
     * Takes the next card whose mint is due (minting, its planned end come, no live lease) by
     * setting its lease: one replica works on a card at a time; a crashed one's lease runs out.
     */
    async claimDueCard(now: Date, leaseUntil: Date, tx: DbOrTx = db): Promise<PogCardRow | null> {
      const due = tx
        .select({ id: pogCards.id })
        .from(pogCards)
        .where(
          and(
            eq(pogCards.status, 'minting'),
            lte(pogCards.finishesAt, now),
            or(isNull(pogCards.leaseUntil), lt(pogCards.leaseUntil, now)),
          ),
        )
        .orderBy(pogCards.finishesAt)
        .limit(1)
        .for('update', { skipLocked: true });
      const [row] = await tx
        .update(pogCards)
        .set({ leaseUntil })
        .where(eq(pogCards.id, sql`(${due})`))
        .returning();
      return row ?? null;
    },

    /** These users' POG names and the avatar of their latest minted card (null: none yet). */
    async listIdentities(
      userIds: readonly string[],
      tx: DbOrTx = db,
    ): Promise<{ userId: string; name: string | null; avatarUrl: string | null }[]> {
      if (userIds.length === 0) return [];
      const ids = [...new Set(userIds)];
      const [profiles, cards] = await Promise.all([
        tx
          .select({ userId: pogProfiles.userId, name: pogProfiles.name })
          .from(pogProfiles)
          .where(inArray(pogProfiles.userId, ids)),
        tx
          .selectDistinctOn([pogCards.userId], { userId: pogCards.userId, imageUrl: pogCards.imageUrl })
          .from(pogCards)
          .where(and(inArray(pogCards.userId, ids), eq(pogCards.status, 'minted')))
          .orderBy(pogCards.userId, desc(pogCards.createdAt), desc(pogCards.tokenId)),
      ]);
      const names = new Map(profiles.map((p) => [p.userId, p.name]));
      const avatars = new Map(cards.map((c) => [c.userId, c.imageUrl]));
      return ids
        .filter((id) => names.has(id) || avatars.has(id))
        .map((userId) => ({
          userId,
          name: names.get(userId) ?? null,
          avatarUrl: avatars.get(userId) ?? null,
        }));
    },

    /** An erased account's cards, slots and name (its ledger entries stay: they are never deleted). */
    /** Counts one share of a card on a channel; answers that channel's count after it. */
    async countShare(cardId: string, channel: string, at: Date, tx: DbOrTx = db): Promise<number> {
      const [row] = await tx
        .insert(pogShares)
        .values({ cardId, channel, count: 1, lastSharedAt: at })
        .onConflictDoUpdate({
          target: [pogShares.cardId, pogShares.channel],
          set: { count: sql`${pogShares.count} + 1`, lastSharedAt: at },
        })
        .returning({ count: pogShares.count });
      if (!row) throw new Error('upsert returned nothing');
      return row.count;
    },

    /** A card's shares by channel. */
    async listShares(cardId: string, tx: DbOrTx = db) {
      return tx
        .select({ channel: pogShares.channel, count: pogShares.count })
        .from(pogShares)
        .where(eq(pogShares.cardId, cardId));
    },

    async deleteUser(userId: string, tx: DbOrTx = db): Promise<void> {
      await tx.delete(pogCards).where(eq(pogCards.userId, userId));
      await tx.delete(pogSlots).where(eq(pogSlots.userId, userId));
      await tx.delete(pogProfiles).where(eq(pogProfiles.userId, userId));
    },
  };
}

export type PogRepository = ReturnType<typeof createPogRepository>;
