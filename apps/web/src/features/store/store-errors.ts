import type { TFunction } from 'i18next';
import { AppError, type ErrorCode } from '@kp/domain/errors';
import { ERROR_KEYS, errorText } from '../../lib/messages';

/** The store's refusals with words of their own (the catalogue's, the spec's where it has them). */
export const STORE_ERRORS = [
  'INSUFFICIENT_BALANCE',
  'VOUCHER_OUT_OF_STOCK',
  'VOUCHER_UNAVAILABLE',
  'VOUCHER_NOT_FOUND',
  'PHONE_NUMBER_REQUIRED',
  'REDEMPTION_CLOSED',
  'REDEMPTION_NOT_FOUND',
  'CONFLICT_IN_PROGRESS',
  'WALLET_NOT_FOUND',
] as const satisfies readonly ErrorCode[];
type StoreError = (typeof STORE_ERRORS)[number];

const isStoreError = (code: ErrorCode): code is StoreError =>
  (STORE_ERRORS as readonly string[]).includes(code);

/** The one-time code refusals, worded as at sign-in. */
const CODE_ERRORS = [
  'OTP_INVALID',
  'OTP_EXPIRED',
  'OTP_ATTEMPTS_EXCEEDED',
  'OTP_RESEND_TOO_SOON',
  'TOO_MANY_ATTEMPTS',
  'SERVICE_UNAVAILABLE',
] as const satisfies readonly (keyof typeof ERROR_KEYS)[];

/** Whether an error ends the redemption (a new one must be started). */
export function endsRedemption(error: unknown): boolean {
  return (
    error instanceof AppError &&
    (error.code === 'OTP_ATTEMPTS_EXCEEDED' || error.code === 'REDEMPTION_CLOSED')
  );
}

/**
 * What the store's modals say about a refusal, in the reader's language: not enough balance
 * names the currency (the spec's message for K-Cash or the reward token), a wrong code says how
 * many tries are left, anything unexpected is "Something went wrong".
 */
export function storeErrorText(t: TFunction, error: unknown, currencyName?: string): string {
  if (!(error instanceof AppError)) return t(ERROR_KEYS.SOMETHING_WENT_WRONG);
  const { code } = error;
  if (code === 'INSUFFICIENT_BALANCE') {
    const named =
      currencyName ??
      error.params?.['currency'] ??
      (error.details as { currency?: string } | undefined)?.currency;
    return named ? t('store.errors.INSUFFICIENT_BALANCE', { currency: named }) : errorText(t, error);
  }
  if (code === 'OTP_INVALID') {
    const left = (error.details as { attemptsLeft?: unknown } | undefined)?.attemptsLeft;
    if (typeof left === 'number') return t('store.otp.attemptsLeft', { count: left });
  }
  if (isStoreError(code)) return t(`store.errors.${code}`);
  const codeError = CODE_ERRORS.find((c) => c === code);
  if (codeError) return t(ERROR_KEYS[codeError]);
  return t(ERROR_KEYS.SOMETHING_WENT_WRONG);
}
