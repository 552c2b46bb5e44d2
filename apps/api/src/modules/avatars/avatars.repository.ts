import { and, asc, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { AVATAR_VARIANTS, type AvatarChoice } from '@kp/domain/pog-avatars';
import type { Db, DbOrTx } from '../../db/client';
import { avatarDrafts, avatarVariantRefreshes, avatars, avatarVariants } from './avatars.tables';
import type { FaceFeatures } from './face-features';

export type AvatarRow = typeof avatars.$inferSelect;
export type AvatarDraftRow = typeof avatarDrafts.$inferSelect;
export type AvatarVariantRow = typeof avatarVariants.$inferSelect;

/** An avatar's columns but its image and selfie. */
const STATUS_COLUMNS = {
  id: avatars.id,
  userId: avatars.userId,
  source: avatars.source,
  genre: avatars.genre,
  characterId: avatars.characterId,
  styleId: avatars.styleId,
  seed: avatars.seed,
  generator: avatars.generator,
  status: avatars.status,
  progress: avatars.progress,
  attempts: avatars.attempts,
  leaseUntil: avatars.leaseUntil,
  face: avatars.face,
  errorCode: avatars.errorCode,
  lastError: avatars.lastError,
  createdAt: avatars.createdAt,
  updatedAt: avatars.updatedAt,
  readyAt: avatars.readyAt,
};

/** The avatars module's tables, and nothing else. Each call takes an optional transaction. */
export function createAvatarsRepository(db: Db) {
  return {
    async findDraft(userId: string, tx: DbOrTx = db): Promise<AvatarDraftRow | null> {
      const [row] = await tx.select().from(avatarDrafts).where(eq(avatarDrafts.userId, userId));
      return row ?? null;
    },

    /** The draft, locked until the transaction ends (a generate call and a selfie take turns). */
    async lockDraft(userId: string, tx: DbOrTx): Promise<AvatarDraftRow | null> {
      const [row] = await tx.select().from(avatarDrafts).where(eq(avatarDrafts.userId, userId)).for('update');
      return row ?? null;
    },

    async saveStyle(
      userId: string,
      choice: AvatarChoice,
      at: Date,
      tx: DbOrTx = db,
    ): Promise<AvatarDraftRow> {
      const values = {
        genre: choice.genre,
        characterId: choice.characterId,
        styleId: choice.styleId,
        updatedAt: at,
      };
      const [row] = await tx
        .insert(avatarDrafts)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: avatarDrafts.userId, set: values })
        .returning();
      return row!;
    },

    async saveSelfie(
      userId: string,
      selfie: { jpeg: Buffer; face: FaceFeatures },
      at: Date,
      tx: DbOrTx = db,
    ): Promise<AvatarDraftRow> {
      const values = { selfieJpeg: selfie.jpeg, face: selfie.face, updatedAt: at };
      const [row] = await tx
        .insert(avatarDrafts)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: avatarDrafts.userId, set: values })
        .returning();
      return row!;
    },

    async clearSelfie(userId: string, at: Date, tx: DbOrTx = db): Promise<void> {
      await tx
        .update(avatarDrafts)
        .set({ selfieJpeg: null, face: null, updatedAt: at })
        .where(eq(avatarDrafts.userId, userId));
    },

    async insertAvatar(values: typeof avatars.$inferInsert, tx: DbOrTx = db): Promise<AvatarRow> {
      const [row] = await tx.insert(avatars).values(values).returning();
      return row!;
    },

    async findAvatar(id: string, tx: DbOrTx = db): Promise<AvatarRow | null> {
      const [row] = await tx.select().from(avatars).where(eq(avatars.id, id));
      return row ?? null;
    },

    async findPendingOf(userId: string, tx: DbOrTx = db): Promise<AvatarRow | null> {
      const [row] = await tx
        .select()
        .from(avatars)
        .where(and(eq(avatars.userId, userId), eq(avatars.status, 'pending')));
      return row ?? null;
    },

    /** The user's latest avatar (of `status`, when given), the image's bytes left out. */
    async findLatestOf(
      userId: string,
      status?: AvatarRow['status'],
    ): Promise<Omit<AvatarRow, 'imageWebp' | 'selfieJpeg'> | null> {
      const [row] = await db
        .select(STATUS_COLUMNS)
        .from(avatars)
        .where(and(eq(avatars.userId, userId), status ? eq(avatars.status, status) : undefined))
        .orderBy(desc(avatars.createdAt), desc(avatars.id))
        .limit(1);
      return row ?? null;
    },

    async findImage(id: string): Promise<Buffer | null> {
      const [row] = await db
        .select({ image: avatars.imageWebp })
        .from(avatars)
        .where(and(eq(avatars.id, id), eq(avatars.status, 'ready')));
      return row?.image ?? null;
    },

    /**
     * Takes the oldest pending generation whose lease has run out (or that never had one): one
     * UPDATE whose subquery skips rows another replica holds, so each is claimed once.
     */
    async claimNext(now: Date, leaseUntil: Date): Promise<AvatarRow | null> {
      const free = and(
        eq(avatars.status, 'pending'),
        or(isNull(avatars.leaseUntil), lte(avatars.leaseUntil, now)),
      );
      const next = db
        .select({ id: avatars.id })
        .from(avatars)
        .where(free)
        .orderBy(asc(avatars.createdAt))
        .limit(1)
        .for('update', { skipLocked: true });
      const [row] = await db
        .update(avatars)
        .set({ leaseUntil, attempts: sql`${avatars.attempts} + 1`, progress: 10, updatedAt: now })
        .where(and(inArray(avatars.id, next), free))
        .returning();
      return row ?? null;
    },

    async setProgress(id: string, progress: number, at: Date): Promise<void> {
      await db
        .update(avatars)
        .set({ progress, updatedAt: at })
        .where(and(eq(avatars.id, id), eq(avatars.status, 'pending')));
    },

    /** Ready, with its image; the selfie goes in the same UPDATE. */
    async markReady(id: string, image: Buffer, at: Date): Promise<boolean> {
      const rows = await db
        .update(avatars)
        .set({
          status: 'ready',
          progress: 100,
          imageWebp: image,
          selfieJpeg: null,
          leaseUntil: null,
          errorCode: null,
          updatedAt: at,
          readyAt: at,
        })
        .where(and(eq(avatars.id, id), eq(avatars.status, 'pending')))
        .returning({ id: avatars.id });
      return rows.length > 0;
    },

    /** Back to waiting, not to be claimed again before `retryAt`. */
    async markRetry(id: string, error: string, retryAt: Date, at: Date): Promise<void> {
      await db
        .update(avatars)
        .set({ leaseUntil: retryAt, progress: 0, lastError: error.slice(0, 1000), updatedAt: at })
        .where(and(eq(avatars.id, id), eq(avatars.status, 'pending')));
    },

    /** Failed for good; the selfie goes in the same UPDATE. */
    async markFailed(id: string, errorCode: string, error: string, at: Date): Promise<void> {
      await db
        .update(avatars)
        .set({
          status: 'failed',
          progress: 0,
          selfieJpeg: null,
          leaseUntil: null,
          errorCode,
          lastError: error.slice(0, 1000),
          updatedAt: at,
        })
        .where(and(eq(avatars.id, id), eq(avatars.status, 'pending')));
    },

    /**
     * Counts one refresh of the day, only while the day's count is under the limit: the refreshes
     * used with this one, or null when the limit was already reached.
     */
    async countRefresh(userId: string, day: string, tx: DbOrTx = db): Promise<number | null> {
      const [row] = await tx
        .insert(avatarVariantRefreshes)
        .values({ userId, day, count: 1 })
        .onConflictDoUpdate({
          target: [avatarVariantRefreshes.userId, avatarVariantRefreshes.day],
          set: { count: sql`${avatarVariantRefreshes.count} + 1` },
          setWhere: sql`${avatarVariantRefreshes.count} < ${AVATAR_VARIANTS.perDay}`,
        })
        .returning({ count: avatarVariantRefreshes.count });
      return row?.count ?? null;
    },

    async insertVariants(
      rows: (typeof avatarVariants.$inferInsert)[],
      tx: DbOrTx = db,
    ): Promise<AvatarVariantRow[]> {
      return tx.insert(avatarVariants).values(rows).returning();
    },

    async findVariant(id: string, tx: DbOrTx = db): Promise<AvatarVariantRow | null> {
      const [row] = await tx.select().from(avatarVariants).where(eq(avatarVariants.id, id));
      return row ?? null;
    },

    /** Everything of a user here: the draft and its selfie, every avatar, variant and count. */
    async deleteUserData(userId: string, tx: DbOrTx): Promise<void> {
      await tx.delete(avatarDrafts).where(eq(avatarDrafts.userId, userId));
      await tx.delete(avatars).where(eq(avatars.userId, userId));
      await tx.delete(avatarVariants).where(eq(avatarVariants.userId, userId));
      await tx.delete(avatarVariantRefreshes).where(eq(avatarVariantRefreshes.userId, userId));
    },
  };
}

export type AvatarsRepository = ReturnType<typeof createAvatarsRepository>;
