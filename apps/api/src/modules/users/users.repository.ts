import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { userIdentities, users } from './users.tables';

export type UserRow = typeof users.$inferSelect;

export function createUsersRepository(db: DbOrTx) {
  return {
    async findById(id: string, tx: DbOrTx = db): Promise<UserRow | null> {
      const [row] = await tx.select().from(users).where(eq(users.id, id));
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
    async listLinkedProviders(userId: string, tx: DbOrTx = db): Promise<string[]> {
      const rows = await tx
        .select({ provider: userIdentities.provider })
        .from(userIdentities)
        .where(eq(userIdentities.userId, userId));
      return rows.map((r) => r.provider);
    },
    async update(id: string, values: Partial<Omit<UserRow, 'id' | 'createdAt'>>, tx: DbOrTx = db) {
      const [row] = await tx.update(users).set(values).where(eq(users.id, id)).returning();
      return row ?? null;
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
