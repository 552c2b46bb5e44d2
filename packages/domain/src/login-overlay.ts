import { RETRY_LOGIN_DELAY_MS } from './constants';

/**
 * The login overlay rules of spec section 4: whether the sign-in modal shows, and whether it
 * shows the too-many-attempts state, from the stored retry-after time and attempt counter.
 */

/**
 * Where the count of failed sign-in attempts is kept beside STORAGE_KEYS.retryLoginAfter; the
 * name must stay stable for the same reason as STORAGE_KEYS'.
 */
export const LOGIN_ATTEMPTS_STORAGE_KEY = 'loginAttempts';

export type LoginOverlayInput = {
  /** The current time, in epoch milliseconds. */
  now: number;
  /** When the next attempt is allowed (epoch milliseconds), or null when none is pending. */
  retryAfter: number | null;
  /** The stored count of failed attempts. */
  attempts: number;
  /** Whether the user already has a session. */
  hasSession: boolean;
};

export type LoginOverlayDecision = {
  /** 'redirect': hide the modal and send the user on; 'modal': show it. */
  show: 'redirect' | 'modal';
  /** Whether the modal shows the too-many-attempts state instead of the form. */
  tooManyAttempts: boolean;
  /** Whether the stored retry-after time and attempt counter are to be removed. */
  clear: boolean;
};

/** Decides what the login overlay does when it opens (spec section 4). */
export function decideLoginOverlay(input: LoginOverlayInput): LoginOverlayDecision {
  const isWaiting = input.retryAfter !== null && input.now < input.retryAfter;
  const clear = input.retryAfter !== null && !isWaiting;
  if (input.hasSession) return { show: 'redirect', tooManyAttempts: false, clear };
  return { show: 'modal', tooManyAttempts: isWaiting, clear };
}

/** The retry-after time and attempt count after a failed attempt: the next one is 3 minutes ahead. */
export function afterFailedAttempt(now: number, attempts = 0): { retryAfter: number; attempts: number } {
  return { retryAfter: now + RETRY_LOGIN_DELAY_MS, attempts: attempts + 1 };
}

/** Reads a stored time or counter (a decimal integer); anything else counts as none. */
export function parseStoredNumber(value: string | null | undefined): number | null {
  if (value === null || value === undefined || !/^\d{1,16}$/.test(value.trim())) return null;
  return Number(value.trim());
}
