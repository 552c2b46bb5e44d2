import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { ClanDepartureReason, ClanImageType, ClanRules } from '@kp/domain/clans';
import type { DbOrTx } from '../../db/client';
import { clanChiefApplications } from './clan-chief.tables';
import { clanDepartures, clanImages, clanMembers, clanRules, clans } from './clans.tables';

export type ClanRow = typeof clans.$inferSelect;
export type NewClan = typeof clans.$inferInsert;
export type ClanMemberRow = typeof clanMembers.$inferSelect;
export type ClanImageRow = typeof clanImages.$inferSelect;
export type NewClanDeparture = typeof clanDepartures.$inferInsert;
/** A clan with its chief's college (from the chief's approved application, when they named one). */
export type ClanWithCollege = ClanRow & { chiefCollegeName: string | null };

/** The names of the indexes whose violation the service answers with a code of its own. */
export const CLAN_KEYS = {
  name: 'clans_name_key',
  chief: 'clans_chief_key',
  member: 'clan_members_pkey',
} as const;

/** `%`, `_` and `\` typed in a search are searched for as they are. */
function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const withCollege = {
  clan: clans,
  chiefCollegeName: clanChiefApplications.collegeName,
};

/** The chief's approved application (at most one: clan_chief_applications_open_key). */
const approvedApplication = and(
  eq(clanChiefApplications.userId, clans.chiefId),
  eq(clanChiefApplications.status, 'approved'),
);

const flatten = (rows: { clan: ClanRow; chiefCollegeName: string | null }[]): ClanWithCollege[] =>
  rows.map((row) => ({ ...row.clan, chiefCollegeName: row.chiefCollegeName }));

export function createClansRepository(db: DbOrTx) {
  return {
    async insertClan(values: NewClan, tx: DbOrTx = db): Promise<ClanRow> {
      const [row] = await tx.insert(clans).values(values).returning();
      if (!row) throw new Error('insert returned nothing');
      return row;
    },
    async findClan(id: string, tx: DbOrTx = db): Promise<ClanWithCollege | null> {
      const rows = await tx
        .select(withCollege)
        .from(clans)
        .leftJoin(clanChiefApplications, approvedApplication)
        .where(eq(clans.id, id));
      return flatten(rows)[0] ?? null;
    },
    /** The names of these clans (deleted ones are absent). */
    async listNames(ids: readonly string[], tx: DbOrTx = db): Promise<{ id: string; clanName: string }[]> {
      if (ids.length === 0) return [];
      return tx
        .select({ id: clans.id, clanName: clans.clanName })
        .from(clans)
        .where(inArray(clans.id, [...ids]));
    },
    /** The names and member counts of these clans (deleted ones are absent). */
    async listBriefs(
      ids: readonly string[],
      tx: DbOrTx = db,
    ): Promise<{ id: string; clanName: string; memberCount: number }[]> {
      if (ids.length === 0) return [];
      return tx
        .select({ id: clans.id, clanName: clans.clanName, memberCount: clans.memberCount })
        .from(clans)
        .where(inArray(clans.id, [...ids]));
    },
    /** The clan, locked until the transaction ends (deleting, leaving and removing take it first). */
    async lockClan(id: string, tx: DbOrTx): Promise<ClanRow | null> {
      const [row] = await tx.select().from(clans).where(eq(clans.id, id)).for('update');
      return row ?? null;
    },
    async findClanByName(clanName: string, tx: DbOrTx = db): Promise<ClanRow | null> {
      const [row] = await tx
        .select()
        .from(clans)
        .where(sql`lower(${clans.clanName}) = lower(${clanName})`);
      return row ?? null;
    },
    async deleteClan(id: string, tx: DbOrTx): Promise<void> {
      await tx.delete(clans).where(eq(clans.id, id));
    },
    /**
     * One more member, only while the clan is under `limit`: one conditional UPDATE, so joins at
     * the same moment queue on the row and each sees the count the one before left. Null when the
     * clan is full or gone.
     */
    async addToCount(clanId: string, limit: number, tx: DbOrTx): Promise<ClanRow | null> {
      const [row] = await tx
        .update(clans)
        .set({ memberCount: sql`${clans.memberCount} + 1` })
        .where(and(eq(clans.id, clanId), sql`${clans.memberCount} < ${limit}`))
        .returning();
      return row ?? null;
    },
    async removeFromCount(clanId: string, tx: DbOrTx): Promise<void> {
      await tx
        .update(clans)
        .set({ memberCount: sql`${clans.memberCount} - 1` })
        .where(eq(clans.id, clanId));
    },
    /** A page of clans, the most members first; `search` matches the name, city or chief's college. */
    async listClans(input: { search?: string | undefined; limit: number; offset: number }, tx: DbOrTx = db) {
      const pattern = input.search ? likePattern(input.search) : null;
      const where = pattern
        ? or(
            ilike(clans.clanName, pattern),
            ilike(clans.city, pattern),
            ilike(clanChiefApplications.collegeName, pattern),
          )
        : undefined;
      const [rows, [total]] = await Promise.all([
        tx
          .select(withCollege)
          .from(clans)
          .leftJoin(clanChiefApplications, approvedApplication)
          .where(where)
          .orderBy(desc(clans.memberCount), asc(clans.createdAt), asc(clans.id))
          .limit(input.limit)
          .offset(input.offset),
        tx
          .select({ n: count() })
          .from(clans)
          .leftJoin(clanChiefApplications, approvedApplication)
          .where(where),
      ]);
      return { rows: flatten(rows), total: total?.n ?? 0 };
    },

    async insertMember(values: typeof clanMembers.$inferInsert, tx: DbOrTx): Promise<ClanMemberRow> {
      const [row] = await tx.insert(clanMembers).values(values).returning();
      if (!row) throw new Error('insert returned nothing');
      return row;
    },
    async findMembership(userId: string, tx: DbOrTx = db): Promise<ClanMemberRow | null> {
      const [row] = await tx.select().from(clanMembers).where(eq(clanMembers.userId, userId));
      return row ?? null;
    },
    /** Takes a user out of a clan; null when they were not in it (any more). */
    async deleteMember(clanId: string, userId: string, tx: DbOrTx): Promise<ClanMemberRow | null> {
      const [row] = await tx
        .delete(clanMembers)
        .where(and(eq(clanMembers.clanId, clanId), eq(clanMembers.userId, userId)))
        .returning();
      return row ?? null;
    },
    /** A clan's members: its chief first, then by when they joined. */
    async listMembers(clanId: string, tx: DbOrTx = db): Promise<ClanMemberRow[]> {
      return tx
        .select()
        .from(clanMembers)
        .where(eq(clanMembers.clanId, clanId))
        .orderBy(sql`${clanMembers.role} = 'Chief' desc`, asc(clanMembers.joinedAt), asc(clanMembers.userId));
    },

    async insertDepartures(rows: NewClanDeparture[], tx: DbOrTx): Promise<void> {
      if (rows.length) await tx.insert(clanDepartures).values(rows);
    },
    /** When the user last stopped being a member for this reason, if ever. */
    async lastDeparture(userId: string, reason: ClanDepartureReason, tx: DbOrTx = db): Promise<Date | null> {
      const [row] = await tx
        .select({ departedAt: clanDepartures.departedAt })
        .from(clanDepartures)
        .where(and(eq(clanDepartures.userId, userId), eq(clanDepartures.reason, reason)))
        .orderBy(desc(clanDepartures.departedAt))
        .limit(1);
      return row?.departedAt ?? null;
    },

    async insertImage(values: typeof clanImages.$inferInsert, tx: DbOrTx = db): Promise<ClanImageRow> {
      const [row] = await tx.insert(clanImages).values(values).returning();
      if (!row) throw new Error('insert returned nothing');
      return row;
    },
    async findImage(id: string, tx: DbOrTx = db): Promise<ClanImageRow | null> {
      const [row] = await tx.select().from(clanImages).where(eq(clanImages.id, id));
      return row ?? null;
    },
    /** The ids of a clan's images by type (no bytes). */
    async listClanImageIds(clanIds: readonly string[], tx: DbOrTx = db) {
      if (clanIds.length === 0) return [];
      return tx
        .select({ id: clanImages.id, clanId: clanImages.clanId, imageType: clanImages.imageType })
        .from(clanImages)
        .where(inArray(clanImages.clanId, [...clanIds]));
    },
    /** Removes an uploader's images waiting for a clan (of one type, or all). */
    async deletePendingImages(uploaderId: string, imageType: ClanImageType | null, tx: DbOrTx = db) {
      await tx
        .delete(clanImages)
        .where(
          and(
            eq(clanImages.uploaderId, uploaderId),
            isNull(clanImages.clanId),
            imageType ? eq(clanImages.imageType, imageType) : undefined,
          ),
        );
    },
    /** Gives a waiting image of this uploader and type to a clan; false when there is no such image. */
    async attachImage(
      input: { imageId: string; uploaderId: string; imageType: ClanImageType; clanId: string },
      tx: DbOrTx,
    ): Promise<boolean> {
      const rows = await tx
        .update(clanImages)
        .set({ clanId: input.clanId })
        .where(
          and(
            eq(clanImages.id, input.imageId),
            eq(clanImages.uploaderId, input.uploaderId),
            eq(clanImages.imageType, input.imageType),
            isNull(clanImages.clanId),
          ),
        )
        .returning({ id: clanImages.id });
      return rows.length === 1;
    },
    async deleteClanImage(clanId: string, imageType: ClanImageType, tx: DbOrTx): Promise<void> {
      await tx
        .delete(clanImages)
        .where(and(eq(clanImages.clanId, clanId), eq(clanImages.imageType, imageType)));
    },

    async findRules(tx: DbOrTx = db): Promise<ClanRules | null> {
      const [row] = await tx.select().from(clanRules).where(eq(clanRules.id, 1));
      return row
        ? {
            minDaysBeforeClanDelete: row.minDaysBeforeClanDelete,
            minDaysToJoinClanAfterLeaving: row.minDaysToJoinClanAfterLeaving,
            minDaysToRecreateClanAfterDelete: row.minDaysToRecreateClanAfterDelete,
          }
        : null;
    },
    async saveRules(rules: ClanRules, by: { updatedBy: string; updatedAt: Date }, tx: DbOrTx = db) {
      const values = { ...rules, ...by };
      await tx
        .insert(clanRules)
        .values({ id: 1, ...values })
        .onConflictDoUpdate({ target: clanRules.id, set: values });
    },
  };
}
export type ClansRepository = ReturnType<typeof createClansRepository>;
