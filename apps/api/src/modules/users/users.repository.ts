import { and, count, desc, eq, ilike, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { userIdentities, userPictures, users } from './users.tables';

export type UserRow = typeof users.$inferSelect;

export function createUsersRepository(db: DbOrTx) {
  return {
    async findById(id: string, tx: DbOrTx = db): Promise<UserRow | null> {
      const [row] = await tx.select().from(users).where(eq(users.id, id));
      return row ?? null;
    },
    /** Only what a request's reader language needs of an account: one narrow read. */
    async findLanguage(
      id: string,
      tx: DbOrTx = db,
    ): Promise<{ language: string | null; deletedAt: Date | null } | null> {
      const [row] = await tx
        .select({ language: users.language, deletedAt: users.deletedAt })
        .from(users)
        .where(eq(users.id, id));
      return row ?? null;
    },
    async findByPhoneNumber(phoneNumber: string, tx: DbOrTx = db): Promise<UserRow | null> {
      const [row] = await tx.select().from(users).where(eq(users.phoneNumber, phoneNumber));
      return row ?? null;
    },
    async findByUsername(username: string, tx: DbOrTx = db): Promise<UserRow | null> {
      const [row] = await tx
        .select()
        .from(users)
        .where(sql`lower(${users.username}) = lower(${username})`);
      return row ?? null;
    },
    /** Creates the account of a phone number, or returns the one that exists (two sign-ins at once make one account). */
    async findOrCreateByPhoneNumber(phoneNumber: string, now: Date, tx: DbOrTx = db) {
      const [created] = await tx
        .insert(users)
        .values({ phoneNumber, createdAt: now, updatedAt: now })
        .onConflictDoNothing({ target: users.phoneNumber })
        .returning();
      if (created) return { user: created, isNew: true };
      const existing = await this.findByPhoneNumber(phoneNumber, tx);
      if (!existing) throw new Error('user vanished between insert and select');
      return { user: existing, isNew: false };
    },
    async findByEmail(email: string, tx: DbOrTx = db): Promise<UserRow | null> {
      const [row] = await tx
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`);
      return row ?? null;
    },
    /** Takes an address off any other account that holds it unconfirmed. */
    async releaseUnconfirmedEmail(email: string, exceptUserId: string, tx: DbOrTx = db) {
      await tx
        .update(users)
        .set({ email: null })
        .where(
          and(
            sql`lower(${users.email}) = lower(${email})`,
            isNull(users.emailVerifiedAt),
            ne(users.id, exceptUserId),
          ),
        );
    },
    async findByIdentity(provider: string, subject: string, tx: DbOrTx = db): Promise<UserRow | null> {
      const [row] = await tx
        .select({ user: users })
        .from(userIdentities)
        .innerJoin(users, eq(users.id, userIdentities.userId))
        .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)));
      return row?.user ?? null;
    },
    async insertUser(values: typeof users.$inferInsert, tx: DbOrTx = db): Promise<UserRow> {
      const [row] = await tx.insert(users).values(values).returning();
      if (!row) throw new Error('insert returned nothing');
      return row;
    },
    /** Links an identity; false when that identity (or that provider for that user) is linked already. */
    async linkIdentity(userId: string, provider: string, subject: string, now: Date, tx: DbOrTx = db) {
      const rows = await tx
        .insert(userIdentities)
        .values({ userId, provider, subject, createdAt: now })
        .onConflictDoNothing()
        .returning({ id: userIdentities.id });
      return rows.length > 0;
    },
    /** The subject of a user's sign-in identity with a provider, if they have one. */
    async findIdentitySubject(userId: string, provider: string, tx: DbOrTx = db): Promise<string | null> {
      const [row] = await tx
        .select({ subject: userIdentities.subject })
        .from(userIdentities)
        .where(and(eq(userIdentities.userId, userId), eq(userIdentities.provider, provider)));
      return row?.subject ?? null;
    },
    async listLinkedProviders(userId: string, tx: DbOrTx = db): Promise<string[]> {
      const rows = await tx
        .select({ provider: userIdentities.provider })
        .from(userIdentities)
        .where(eq(userIdentities.userId, userId));
      return rows.map((r) => r.provider);
    },
    async listForAdmin(input: { search?: string; limit: number; offset: number }, tx: DbOrTx = db) {
      const pattern = input.search ? `%${input.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
      const where = pattern
        ? or(ilike(users.phoneNumber, pattern), ilike(users.email, pattern), ilike(users.username, pattern))
        : undefined;
      const [rows, [totalRow]] = await Promise.all([
        tx
          .select()
          .from(users)
          .where(where)
          .orderBy(desc(users.createdAt), desc(users.id))
          .limit(input.limit)
          .offset(input.offset),
        tx.select({ n: count() }).from(users).where(where),
      ]);
      return { rows, total: totalRow?.n ?? 0 };
    },
    async hasPicture(userId: string, tx: DbOrTx = db): Promise<boolean> {
      const [row] = await tx
        .select({ userId: userPictures.userId })
        .from(userPictures)
        .where(eq(userPictures.userId, userId));
      return row !== undefined;
    },
    async upsertPicture(userId: string, jpeg: Buffer, now: Date, tx: DbOrTx = db) {
      await tx
        .insert(userPictures)
        .values({ userId, jpeg, size: jpeg.length, updatedAt: now })
        .onConflictDoUpdate({
          target: userPictures.userId,
          set: { jpeg, size: jpeg.length, updatedAt: now },
        });
    },
    async findPicture(userId: string, tx: DbOrTx = db) {
      const [row] = await tx.select().from(userPictures).where(eq(userPictures.userId, userId));
      return row ?? null;
    },
    listPublicUsers(ids: readonly string[], tx: DbOrTx = db) {
      return tx
        .select({
          id: users.id,
          username: users.username,
          hasPicture: sql<boolean>`exists (select 1 from ${userPictures} where ${userPictures.userId} = ${users.id})`,
        })
        .from(users)
        .where(and(inArray(users.id, [...ids]), isNull(users.deletedAt)));
    },
    /** Accounts whose deletion was asked before `before`, claimed for this transaction. */
    async claimDueDeletions(before: Date, limit: number, tx: DbOrTx): Promise<string[]> {
      const rows = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(lte(users.deletionRequestedAt, before), isNull(users.deletedAt)))
        .limit(limit)
        .for('update', { skipLocked: true });
      return rows.map((r) => r.id);
    },
    /** Removes an account's personal data and sign-in identities; the row stays for the records. */
    async anonymise(id: string, now: Date, tx: DbOrTx) {
      await tx.delete(userIdentities).where(eq(userIdentities.userId, id));
      await tx.delete(userPictures).where(eq(userPictures.userId, id));
      await tx
        .update(users)
        .set({
          phoneNumber: null,
          email: null,
          username: null,
          firstName: null,
          countryCode: null,
          city: null,
          collegeName: null,
          profession: null,
          preferredRole: null,
          preferredPlatform: null,
          language: null,
          deletedAt: now,
          updatedAt: now,
        })
        .where(eq(users.id, id));
    },
    /** Writes the region of a completed KYC unless one is written already: it never moves. */
    async fixKycRegion(id: string, region: string, now: Date, tx: DbOrTx = db): Promise<void> {
      await tx
        .update(users)
        .set({ kycRegion: region, updatedAt: now })
        .where(and(eq(users.id, id), isNull(users.kycRegion)));
    },
    async update(id: string, values: Partial<Omit<UserRow, 'id' | 'createdAt'>>, tx: DbOrTx = db) {
      const [row] = await tx.update(users).set(values).where(eq(users.id, id)).returning();
      return row ?? null;
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
