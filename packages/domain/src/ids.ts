const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a value is written as a UUID (any version, either case): the shape of every row id, so
 * that a text from outside (a cursor, an earning's source id, a board id) is looked up only when
 * it can be one (PostgreSQL refuses anything else in a uuid column).
 */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
