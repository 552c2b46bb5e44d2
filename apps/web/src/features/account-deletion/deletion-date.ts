import { ACCOUNT_DELETION_GRACE_DAYS } from '@kp/domain/constants';
import { isLanguage, toBcp47 } from '@kp/domain/languages';

/** The grace period between the request and the removal. */
export const DELETION_GRACE_DAYS = ACCOUNT_DELETION_GRACE_DAYS;

/** When a request made at `requestedAt` deletes the account. */
export function deletesAt(requestedAt: string): string {
  return new Date(Date.parse(requestedAt) + DELETION_GRACE_DAYS * 86_400_000).toISOString();
}

/** A date as the reader writes it. */
export function formatDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(toBcp47(isLanguage(language) ? language : 'en'), {
    dateStyle: 'long',
  }).format(new Date(iso));
}
