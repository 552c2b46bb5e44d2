import { ACCOUNT_DELETION_GRACE_DAYS } from '@kp/domain/constants';

/** The grace period between the request and the removal. */
export const DELETION_GRACE_DAYS = ACCOUNT_DELETION_GRACE_DAYS;

/** When a request made at `requestedAt` deletes the account. */
export function deletesAt(requestedAt: string): string {
  return new Date(Date.parse(requestedAt) + DELETION_GRACE_DAYS * 86_400_000).toISOString();
}
