import { PgDialect, getTableConfig, pgTable, text } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { EARNING_STATUSES } from '@kp/domain/campaigns';
import { PAYMENT_ORDER_STATUSES } from '@kp/domain/swap';
import { enumCheck, inConstraintOrder, sqlList } from './columns';
import { earnings } from '../modules/earnings/earnings.tables';
import { paymentOrders } from '../modules/payments/payments.tables';

const dialect = new PgDialect();
/** The SQL of a table's CHECK, as drizzle-kit writes it into a migration. */
function checkSql(table: Parameters<typeof getTableConfig>[0], name: string): string {
  const found = getTableConfig(table).checks.find((c) => c.name === name);
  if (!found) throw new Error(`no check ${name}`);
  return dialect.sqlToQuery(found.value).sql;
}

describe('CHECKs from the domain enums', () => {
  it("writes `column in ('a', 'b')` with the values in the enum's order", () => {
    const things = pgTable('things', { status: text('status') }, (t) => [
      enumCheck('things_status_check', t.status, ['open', 'closed']),
    ]);
    expect(checkSql(things, 'things_status_check')).toBe(`"things"."status" in ('open', 'closed')`);
    expect(checkSql(paymentOrders, 'payment_orders_status_check')).toBe(
      `"payment_orders"."status" in (${PAYMENT_ORDER_STATUSES.map((s) => `'${s}'`).join(', ')})`,
    );
  });

  it('keeps the order of a constraint written before its enum, and refuses other values', () => {
    expect(checkSql(earnings, 'earnings_status_check')).toBe(
      `"earnings"."status" in ('pending', 'distributing', 'credited', 'expired', 'failed')`,
    );
    expect(() => inConstraintOrder(EARNING_STATUSES, ['pending', 'credited', 'expired', 'failed'])).toThrow(
      /are not/,
    );
    expect(() => inConstraintOrder<string>(['a', 'b'], ['a', 'c'])).toThrow(/are not/);
  });

  it('refuses a value it cannot write as a literal, and an empty list', () => {
    expect(() => sqlList(["it's"])).toThrow(/cannot be written/);
    expect(() => sqlList([])).toThrow(/at least one/);
  });
});
