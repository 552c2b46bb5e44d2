import { isUuid } from '@kp/domain/ids';
import { AppError } from '@kp/domain/errors';

/** A quest's, stage's or stage earning's id (a quest may be named by its slug instead). */
/** A keyset cursor of the v2 list: the last row's creation time (to the microsecond) and id, opaque to clients. */
const CURSOR_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
export function encodeCursor(row: { position: string; id: string }): string {
  return Buffer.from(`${row.position}|${row.id}`).toString('base64url');
}
export function decodeCursor(cursor: string): { createdAt: string; id: string } {
  const [createdAt, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (!id || !isUuid(id) || !createdAt || !CURSOR_TIME.test(createdAt))
    throw AppError.invalidFields([{ field: 'cursor', reason: 'not_a_cursor_of_this_list' }]);
  return { createdAt, id };
}
