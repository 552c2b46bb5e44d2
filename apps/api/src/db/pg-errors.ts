/** PostgreSQL's error codes the services act on (SQLSTATE). */
export const PG_ERROR = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  checkViolation: '23514',
} as const;

type PgErrorFields = { code?: string; constraint?: string };

/**
 * Whether an error is PostgreSQL refusing a write for one named constraint. Drizzle wraps the
 * driver's error (its `cause`) on node-postgres and PGlite alike; both are looked at.
 */
export function isConstraintViolation(
  error: unknown,
  code: (typeof PG_ERROR)[keyof typeof PG_ERROR],
  constraint: string,
): boolean {
  const e = error as (PgErrorFields & { cause?: PgErrorFields }) | null | undefined;
  const fields = e?.cause?.code ? e.cause : e;
  return fields?.code === code && fields.constraint === constraint;
}
