import { count, eq, gt, sql } from 'drizzle-orm';
import { bigint, boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/database';
import { openPglite, type Database, type Db } from './client';
import { MAX_NAMED_STATEMENTS, withNamedStatements } from './named-statements';

const probe = pgTable('named_statements_probe', {
  id: integer('id').primaryKey(),
  at: timestamp('at', { withTimezone: true }),
  amount: bigint('amount', { mode: 'bigint' }).notNull(),
  isOn: boolean('is_on').notNull(),
  note: text('note'),
});
const AT = new Date('2026-11-23T10:00:00.123Z');
const ON_PGLITE = process.env.TEST_DB !== 'postgres';
const CREATE_PROBE = sql`create table named_statements_probe (id int primary key, at timestamptz, amount bigint not null, is_on boolean not null, note text)`;

let database: Database;
let db: Db;
let named: Db;

/** The session's prepared statements of this file's table (PGlite has one session). */
async function preparedProbes(handle: Db = db) {
  const result = (await handle.execute(
    sql`select statement, generic_plans::int, custom_plans::int from pg_prepared_statements
        where statement like '%named_statements_probe%' order by statement`,
  )) as unknown as { rows: { statement: string; generic_plans: number; custom_plans: number }[] };
  return result.rows;
}

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  await db.execute(CREATE_PROBE);
  await db.insert(probe).values([
    { id: 1, at: AT, amount: 9_007_199_254_740_993n, isOn: true, note: 'one' },
    { id: 2, at: null, amount: -5n, isOn: false, note: null },
    { id: 3, at: new Date(AT.getTime() + 1000), amount: 0n, isOn: true, note: 'ünïcode ✓' },
  ]);
  named = withNamedStatements(db);
});
afterAll(() => database.close());

const page = (handle: Db) =>
  handle
    .select()
    .from(probe)
    .where(gt(probe.id, sql.placeholder('after')))
    .orderBy(probe.id)
    .limit(2);

describe('withNamedStatements', () => {
  it('answers what the plain handle answers, with the same types, on either database', async () => {
    const prepared = page(named).prepare('named_statements_probe_page');
    for (const after of [0, 1, 3]) {
      expect(await prepared.execute({ after })).toEqual(await page(db).execute({ after }));
    }
    const [first] = await prepared.execute({ after: 0 });
    expect(first).toEqual({ id: 1, at: AT, amount: 9_007_199_254_740_993n, isOn: true, note: 'one' });
    expect(await named.select({ n: count() }).from(probe).where(eq(probe.note, 'ünïcode ✓'))).toEqual([
      { n: 1 },
    ]);
  });

  it.runIf(ON_PGLITE)('on PGlite, prepares a text once and reuses its plan', async () => {
    const prepared = page(named).prepare('named_statements_probe_reuse');
    for (let i = 0; i < 10; i++) await prepared.execute({ after: i % 3 });
    const statements = (await preparedProbes()).filter((s) => s.statement.includes('limit'));
    expect(statements).toHaveLength(1);
    // Custom plans for the first five executions, then the one generic plan, as PostgreSQL does.
    expect(statements[0]!.generic_plans).toBeGreaterThanOrEqual(5);
    expect(statements[0]!.custom_plans).toBe(5);
  });

  it('leaves the handle as it is on PostgreSQL (node-postgres names statements itself)', () => {
    if (ON_PGLITE) expect(named).not.toBe(db);
    else expect(named).toBe(db);
  });

  it('waits for a transaction in progress and never reads inside it', async () => {
    let inside: Promise<{ n: number }[]> | undefined;
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(probe).values({ id: 100, amount: 1n, isOn: true });
        // Issued while the transaction holds the database: it must wait for the end, not join it.
        inside = named.select({ n: count() }).from(probe).where(eq(probe.id, 100)).execute();
        await new Promise((resolve) => setTimeout(resolve, 50));
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await inside).toEqual([{ n: 0 }]);
  });

  it('reports a statement’s error and stays usable; a statement the session lost is prepared again', async () => {
    const byId = named
      .select({ id: probe.id })
      .from(probe)
      .where(eq(probe.id, sql.placeholder('id')))
      .prepare('named_statements_probe_by_id');
    await expect(byId.execute({ id: 'not a number' })).rejects.toThrow();
    expect(await byId.execute({ id: 2 })).toEqual([{ id: 2 }]);
    if (ON_PGLITE) {
      await db.execute(sql`deallocate all`);
      expect(await byId.execute({ id: 3 })).toEqual([{ id: 3 }]);
    }
  });

  it.runIf(ON_PGLITE)(
    'keeps at most MAX_NAMED_STATEMENTS prepared; further texts run unprepared',
    async () => {
      const own = await openPglite();
      try {
        await own.db.execute(CREATE_PROBE);
        await own.db.insert(probe).values({ id: 1, amount: 1n, isOn: true });
        const ownNamed = withNamedStatements(own.db);
        for (let i = 0; i <= MAX_NAMED_STATEMENTS; i++) {
          const [row] = await ownNamed
            .select({ n: sql<number>`${sql.raw(String(i))} + count(*)::int` })
            .from(probe);
          expect(row!.n).toBe(i + 1);
        }
        expect(await preparedProbes(own.db)).toHaveLength(MAX_NAMED_STATEMENTS);
      } finally {
        await own.close();
      }
    },
  );
});
