/** Business constants and limits of spec section 9 (and the timings of section 4). */

// The idle session timeout (30 minutes) is the analytics session's; it lives there, once.
export { ANALYTICS_SESSION_IDLE_MS } from './analytics-session';

/** How many K-Cash one USDT buys in a swap. */
export const KCASH_PER_USDT = 1000;

/** How long the access and refresh token cookies last, in days. */
export const COOKIE_EXPIRY_DAYS = 30;

/** How long the profile's phone-verified success modal stays before closing and reloading. */
export const PROFILE_SUCCESS_MODAL_CLOSE_MS = 4000;

/** About how long minting a POG card takes, for progress displays. */
export const MINT_DURATION_MS = 100_000;

/** How far ahead the next login attempt is allowed after a failed one (3 minutes). */
export const RETRY_LOGIN_DELAY_MS = 180_000;

/** How long after an unrecoverable token refresh failure the user is logged out. */
export const REFRESH_FAILURE_LOGOUT_DELAY_MS = 1000;

// The clan promotion overlay's limits (shown at most 3 times, checked every second, postponed 60 s)
// live with its state machine, clan-overlay.ts, and are imported from there: re-exported here,
// they would carry the state machine into the first load, which carries this file.

/** The widest viewport, in CSS pixels, laid out as mobile. */
export const MOBILE_BREAKPOINT_PX = 767;

/** The media query matching the mobile layout. */
export const MOBILE_MEDIA_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX}px)`;

/** The POG score shown when a score is missing. */
export const DEFAULT_POG_SCORE = '00';

/** Days between an account deletion request and the removal of the personal data (the grace period). */
export const ACCOUNT_DELETION_GRACE_DAYS = 30;

/** The largest profile picture accepted, before the server re-encodes it to 256 × 256. */
export const PROFILE_PICTURE_MAX_BYTES = 5 * 1024 * 1024;

/** The number of digits of a one-time code (sign-in, phone and email verification). */
export const ONE_TIME_CODE_LENGTH = 6;

/** Whether a string is a one-time code: exactly ONE_TIME_CODE_LENGTH digits. */
export function isOneTimeCode(value: string): boolean {
  return value.length === ONE_TIME_CODE_LENGTH && /^\d+$/.test(value);
}
