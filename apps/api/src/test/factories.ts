import type { DbOrTx } from '../db/client';
import { users } from '../db/schema';

/**
 * A user row, without signing in, for tests of services that only need an account to exist (no
 * phone number unless given: the unique numbers of sign-in tests stay theirs).
 */
export async function createUser(db: DbOrTx, values: Partial<typeof users.$inferInsert> = {}) {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}
