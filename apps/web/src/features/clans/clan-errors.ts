import type { TFunction } from 'i18next';
import { AppError } from '@kp/domain/errors';
import { errorText } from '../../lib/messages';

/** The code of what went wrong: an api error's own, else SOMETHING_WENT_WRONG. */
export const codeOf = (error: unknown) => (error instanceof AppError ? error.code : 'SOMETHING_WENT_WRONG');

/** What went wrong, in the reader's language (with the days of a rule's wait where it says them). */
export function clanErrorText(t: TFunction, error: unknown): string {
  return errorText(t, error instanceof AppError ? error : new AppError('SOMETHING_WENT_WRONG'));
}
