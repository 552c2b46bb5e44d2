import { and, asc, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { ClanChiefApplicationStatus } from '@kp/domain/clans';
import type { DbOrTx } from '../../db/client';
import { clanChiefApplications } from './clan-chief.tables';

export type ClanChiefApplicationRow = typeof clanChiefApplications.$inferSelect;
export type NewClanChiefApplication = typeof clanChiefApplications.$inferInsert;

/** The name of the index that keeps one pending or approved application per user. */
export const OPEN_APPLICATION_KEY = 'clan_chief_applications_open_key';

export function createClanChiefRepository(db: DbOrTx) {
  return {
    async insert(values: NewClanChiefApplication, tx: DbOrTx = db): Promise<ClanChiefApplicationRow> {
      const [row] = await tx.insert(clanChiefApplications).values(values).returning();
      if (!row) throw new Error('insert returned nothing');
      return row;
    },
    async findById(id: string, tx: DbOrTx = db): Promise<ClanChiefApplicationRow | null> {
      const [row] = await tx.select().from(clanChiefApplications).where(eq(clanChiefApplications.id, id));
      return row ?? null;
    },
    /** The user's latest application, if any. */
    async findLatestByUser(userId: string, tx: DbOrTx = db): Promise<ClanChiefApplicationRow | null> {
      const [row] = await tx
        .select()
        .from(clanChiefApplications)
        .where(eq(clanChiefApplications.userId, userId))
        .orderBy(desc(clanChiefApplications.createdAt), desc(clanChiefApplications.id))
        .limit(1);
      return row ?? null;
    },
    /** The user's pending or approved application, if any. */
    async findOpenByUser(userId: string, tx: DbOrTx = db): Promise<ClanChiefApplicationRow | null> {
      const [row] = await tx
        .select()
        .from(clanChiefApplications)
        .where(
          and(
            eq(clanChiefApplications.userId, userId),
            inArray(clanChiefApplications.status, ['pending', 'approved']),
          ),
        )
        .limit(1);
      return row ?? null;
    },
    /** A page of applications: of one status (pending ones oldest first) or all (newest first). */
    async list(
      input: { status?: ClanChiefApplicationStatus; limit: number; offset: number },
      tx: DbOrTx = db,
    ) {
      const where = input.status ? eq(clanChiefApplications.status, input.status) : undefined;
      const order =
        input.status === 'pending'
          ? [asc(clanChiefApplications.createdAt), asc(clanChiefApplications.id)]
          : [desc(clanChiefApplications.createdAt), desc(clanChiefApplications.id)];
      const [rows, [total]] = await Promise.all([
        tx
          .select()
          .from(clanChiefApplications)
          .where(where)
          .orderBy(...order)
          .limit(input.limit)
          .offset(input.offset),
        tx.select({ n: count() }).from(clanChiefApplications).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
    /** Decides a pending application; null when it is not pending (any more) or does not exist. */
    async decide(
      id: string,
      decision: { status: ClanChiefApplicationStatus; reason: string; decidedBy: string; decidedAt: Date },
      tx: DbOrTx = db,
    ): Promise<ClanChiefApplicationRow | null> {
      const [row] = await tx
        .update(clanChiefApplications)
        .set({
          status: decision.status,
          decisionReason: decision.reason,
          decidedBy: decision.decidedBy,
          decidedAt: decision.decidedAt,
        })
        .where(and(eq(clanChiefApplications.id, id), eq(clanChiefApplications.status, 'pending')))
        .returning();
      return row ?? null;
    },
    /** Blanks the personal fields of these users' applications; the rows stay for the record. */
    async erase(userIds: readonly string[], now: Date, tx: DbOrTx = db): Promise<number> {
      if (userIds.length === 0) return 0;
      const rows = await tx
        .update(clanChiefApplications)
        .set({ email: '', chiefCity: '', phoneNumber: '', collegeName: null, erasedAt: now })
        .where(
          and(inArray(clanChiefApplications.userId, [...userIds]), isNull(clanChiefApplications.erasedAt)),
        )
        .returning({ id: clanChiefApplications.id });
      return rows.length;
    },
  };
}
export type ClanChiefRepository = ReturnType<typeof createClanChiefRepository>;
