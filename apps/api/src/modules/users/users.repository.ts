import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from './users.tables';

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
    async update(id: string, values: Partial<Omit<UserRow, 'id' | 'createdAt'>>, tx: DbOrTx = db) {
      const [row] = await tx.update(users).set(values).where(eq(users.id, id)).returning();
      return row ?? null;
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
