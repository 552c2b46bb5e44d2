import { sql, type SQL } from 'drizzle-orm';
import { check, customType, jsonb, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Translations } from '@kp/domain/content-translations';

/**
 * A list of values as SQL literals, `'a', 'b'`, for a CHECK built from a domain enum. The values
 * are the code's constants, never input; one with a quote is refused rather than escaped.
 */
export function sqlList(values: readonly string[]): SQL {
  if (values.length === 0) throw new Error('a CHECK needs at least one value');
  for (const value of values)
    if (value.includes("'")) throw new Error(`"${value}" cannot be written in a CHECK as it is`);
  return sql.raw(values.map((value) => `'${value}'`).join(', '));
}

/**
 * CHECK (column in ('a', 'b', …)): the column holds only the values of a domain enum, so the
 * database refuses what the code's rule refuses. The SQL lists the values in the order given:
 * a new order (or value) is a new constraint, and drizzle-kit writes its migration.
 */
export function enumCheck(name: string, column: AnyPgColumn, values: readonly string[]) {
  return check(name, sql`${column} in (${sqlList(values)})`);
}

/**
 * The values of a constraint written before its enum, in that constraint's order (so its SQL and
 * the migrations stay as they are); throws, at start, when they are not the enum's values.
 */
export function inConstraintOrder<T extends string>(values: readonly T[], order: readonly T[]): readonly T[] {
  const same = values.length === order.length && values.every((value) => order.includes(value));
  if (!same) throw new Error(`the constraint's values [${order.join(', ')}] are not [${values.join(', ')}]`);
  return order;
}

/** A bytea column read as a Buffer (PGlite hands back a Uint8Array, node-postgres a Buffer). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * An operator-written item's translations (packages/domain content-translations.ts): jsonb
 * `{ [language]: { [field]: text } }`, empty for an item in English only.
 */
export function translationsColumn<F extends string>() {
  return jsonb('translations').$type<Translations<F>>().notNull().default({});
}
