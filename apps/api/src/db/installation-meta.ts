import { eq } from 'drizzle-orm';
import type { DbOrTx } from './client';
import { installationMeta } from './installation-meta.tables';

export { installationMeta };

export async function findMeta(db: DbOrTx, key: string): Promise<string | null> {
  const [row] = await db
    .select({ value: installationMeta.value })
    .from(installationMeta)
    .where(eq(installationMeta.key, key));
  return row?.value ?? null;
}

export async function setMeta(db: DbOrTx, key: string, value: string): Promise<void> {
  await db
    .insert(installationMeta)
    .values({ key, value })
    .onConflictDoUpdate({ target: installationMeta.key, set: { value, updatedAt: new Date() } });
}

/** Stores a value unless one is there already (the first of several replicas wins). */
export async function setMetaIfAbsent(db: DbOrTx, key: string, value: string): Promise<void> {
  await db
    .insert(installationMeta)
    .values({ key, value })
    .onConflictDoNothing({ target: installationMeta.key });
}
