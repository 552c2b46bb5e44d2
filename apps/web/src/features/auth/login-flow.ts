import type { ParseKeys } from 'i18next';
import type { CodeChallenge, SessionUser } from '@kp/contract/auth';
import type { Profile } from '@kp/contract/users';
import type { Country } from '@kp/domain/countries';
import type { ErrorCode } from '@kp/domain/errors';
import { REGIONS, type Region } from '@kp/domain/locations';
import { normalizePath } from '@kp/domain/paths';
import { isValidPhoneNumber, toWaId } from '@kp/domain/phone';
import { ERROR_KEYS, type WordedError } from '../../lib/messages';

/** Where the sign-in modal is: a number, the code sent to it, a failure, or a verified number. */
export type LoginStep =
  | { name: 'phone' }
  | { name: 'code'; challenge: CodeChallenge }
  | { name: 'failed' }
  | { name: 'phone-verified' };

/** A message under a field, or for the whole form. */
export type FieldError = {
  field: 'phone' | 'code' | 'form';
  error: WordedError | 'validMobileNumber' | 'enterCode' | 'wrongCode';
  /** A wrong code: how many more the code takes before it is used up. */
  attemptsLeft?: number;
};

/**
 * The failures that count as a failed attempt (spec section 4): the next waits 3 minutes. A
 * failed attempt is a sign-in that failed — the code's tries used up, the code expired, the
 * sign-in refused — not one mistyped digit: a wrong code keeps the code box, with the tries left.
 */
const FAILED_ATTEMPT_CODES: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'OTP_EXPIRED',
  'OTP_ATTEMPTS_EXCEEDED',
  'TOO_MANY_ATTEMPTS',
]);

/** What a failed request does to the modal. */
export type LoginFailure =
  | { kind: 'attempt-failed'; error: WordedError }
  | { kind: 'field'; fieldError: FieldError; backToPhone: boolean }
  | { kind: 'failed' };

/** The modal's answer to an error code: count an attempt, word a field, or the failure screen. */
export function loginFailureOf(errorCode: ErrorCode, details?: unknown): LoginFailure {
  if (errorCode === 'OTP_INVALID') {
    const left = (details as { attemptsLeft?: unknown } | undefined)?.attemptsLeft;
    return {
      kind: 'field',
      fieldError: {
        field: 'code',
        error: 'wrongCode',
        ...(typeof left === 'number' ? { attemptsLeft: left } : {}),
      },
      backToPhone: false,
    };
  }
  if (FAILED_ATTEMPT_CODES.has(errorCode)) return { kind: 'attempt-failed', error: errorCode as WordedError };
  if (errorCode === 'INVALID_PHONE_NUMBER')
    return { kind: 'field', fieldError: { field: 'phone', error: 'validMobileNumber' }, backToPhone: false };
  // At the request or, taken by another account meanwhile, at the code: another number then.
  if (errorCode === 'PHONE_ALREADY_EXISTS')
    return { kind: 'field', fieldError: { field: 'form', error: errorCode }, backToPhone: true };
  if (errorCode === 'SERVICE_UNAVAILABLE')
    return { kind: 'field', fieldError: { field: 'form', error: errorCode }, backToPhone: false };
  if (errorCode === 'OTP_RESEND_TOO_SOON')
    return { kind: 'field', fieldError: { field: 'code', error: errorCode }, backToPhone: false };
  return { kind: 'failed' };
}

/** The locale key of the message under `field` (or of the form's), if it has one. */
export function fieldErrorKey(fieldError: FieldError | null, field: FieldError['field']): ParseKeys | null {
  if (fieldError?.field !== field) return null;
  const { error } = fieldError;
  if (error === 'validMobileNumber') return 'form.validMobileNumber';
  if (error === 'enterCode') return 'auth.enterCode';
  if (error === 'wrongCode')
    return fieldError.attemptsLeft === undefined ? ERROR_KEYS.OTP_INVALID : 'auth.wrongCodeTriesLeft';
  return ERROR_KEYS[error];
}

/**
 * Spec section 2, behaviour after login, for a registered user who verifies a phone on these
 * routes (signing in, or verifying a number on the account): on the profile, the verified-phone
 * title, then close and reload; on the clan chief application, the modal closes and the page's
 * chief phone field takes the verified number (the form starts from the session's number, which
 * `signIn` or `updateUser` has just set). Elsewhere, a welcome, or a toast for a verified number.
 */
const AFTER_PHONE_VERIFIED: Readonly<Record<string, 'verified-title' | 'fill-chief-phone'>> = {
  '/profile': 'verified-title',
  '/clan-chief': 'fill-chief-phone',
};

/** The route's own behaviour after a verified number (AFTER_PHONE_VERIFIED), if it has one. */
export const afterPhoneVerifiedOn = (path: string) => AFTER_PHONE_VERIFIED[normalizePath(path)];

/**
 * The number as the api takes it, or null when it is not a valid number of that country: the
 * country's alpha-2 code when the phone metadata knows it, else its calling code (Netherlands
 * Antilles, gone from ISO 3166-1, is known only by +599).
 */
export function waIdFor(country: Country, phoneNumber: string): string | null {
  const isValid =
    phoneNumber.trim() !== '' &&
    (isValidPhoneNumber(phoneNumber, country.code) || isValidPhoneNumber(phoneNumber, country.dial_code));
  if (!isValid) return null;
  return toWaId(country.code, phoneNumber) ?? toWaId(country.dial_code, phoneNumber);
}

/** The sign-in's region: the country when it is one of ours, else Others. */
export function regionOf(country: Country): Region {
  return (REGIONS as readonly string[]).includes(country.code) ? (country.code as Region) : 'Others';
}

// `now` is whole seconds behind the clock by up to one: rounding down, a countdown never shows
// more than it started from, and never 0 while it still runs.
export const secondsUntil = (time: number, now: number) => Math.max(1, Math.floor((time - now) / 1000));

// A phone number kept on one line and left to right, in right-to-left sentences too.
export const asOneLtrWord = (text: string) => `\u2066${text.replaceAll(' ', '\u00a0')}\u2069`;

/** The session's part of a profile. */
export function sessionUserOf(profile: Profile): SessionUser {
  const { id, phoneNumber, email, username, firstName, role, isRegistered, language } = profile;
  return { id, phoneNumber, email, username, firstName, role, isRegistered, language };
}
