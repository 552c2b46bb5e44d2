import type { TFunction } from 'i18next';
import { AppError, isErrorCode } from '@kp/domain/errors';
import { SOCIAL_PROVIDER_LABELS, type SocialProvider } from '@kp/domain/social';
import { errorKey } from '../../lib/messages';
import { ReturnError } from './social-connect';

// The failures that have their own words here, naming the account (the rest are worded by their
// code, else say "Something went wrong" in the reader's language: never the api's English).
const WORDED = [
  'ACCESS_DENIED',
  'INVALID_ANSWER',
  'SOCIAL_ACCOUNT_TAKEN',
  'SOCIAL_ALREADY_LINKED',
  'SOCIAL_STATE_INVALID',
  'SOCIAL_AUTH_FAILED',
  'SOCIAL_PROVIDER_NOT_CONFIGURED',
  'SOCIAL_PROVIDER_UNAVAILABLE',
  'SOCIAL_REDIRECT_NOT_ALLOWED',
  'RATE_LIMITED',
] as const;
type WordedCode = (typeof WORDED)[number];

const isWorded = (code: string): code is WordedCode => (WORDED as readonly string[]).includes(code);

/** A failure of a connection as the error modal takes it: its code, and its case and parameters. */
export type ConnectFailure = {
  code: string;
  variant?: string;
  params?: Readonly<Record<string, string | number>>;
};

/** The code (case, parameters) of whatever a connection failed with. */
export function failureOf(error: unknown): ConnectFailure {
  if (error instanceof ReturnError) return { code: error.code };
  if (error instanceof AppError)
    return {
      code: error.code,
      ...(error.variant ? { variant: error.variant } : {}),
      ...(error.params ? { params: error.params } : {}),
    };
  return { code: 'SOMETHING_WENT_WRONG' };
}

/**
 * Why a connection failed, in the reader's language and naming the account ("This X account is
 * already linked to another user"); a failure with no words here says "Something went wrong".
 */
export function socialErrorText(t: TFunction, provider: SocialProvider, failure: ConnectFailure): string {
  const account = SOCIAL_PROVIDER_LABELS[provider];
  if (isWorded(failure.code)) return t(`social.errors.${failure.code}`, { account });
  if (failure.code === 'SERVICE_UNAVAILABLE') return t('errors.SERVICE_UNAVAILABLE');
  const key = isErrorCode(failure.code) ? errorKey({ code: failure.code, variant: failure.variant }) : null;
  if (key) return t(key, { provider: account, ...failure.params });
  return t('errors.SOMETHING_WENT_WRONG');
}

/** Whether trying again could help (not when this site cannot connect the account at all). */
export function canRetry(failure: ConnectFailure): boolean {
  return failure.code !== 'SOCIAL_PROVIDER_NOT_CONFIGURED' && failure.code !== 'SOCIAL_REDIRECT_NOT_ALLOWED';
}
