import i18next from 'i18next';
import { REFERRAL_CODE_PATTERN } from '@kp/domain/campaigns';
import { STORAGE_KEYS } from '@kp/domain/storage-keys';
import { showToast } from '../ui/toast';
import { call } from './api-client';
import { getSession } from './session';
import { storage } from './storage';

// Kept by app/use-address-params (in the first load) when a visitor arrives with `?ref=`.
const KEY = STORAGE_KEYS.referralCode;

/**
 * The answers after which asking again cannot help, so the code is forgotten: 400 (the user's own
 * code, or not a code at all), 404 REFERRAL_CODE_NOT_FOUND, 409 REFERRAL_ALREADY_APPLIED or
 * REFERRAL_WINDOW_CLOSED. Anything else (offline, the server down, the session gone) keeps it.
 */
const FINAL_STATUSES: ReadonlySet<number> = new Set([400, 404, 409]);

// An AppError's status, read without importing the catalogue.
const statusOf = (error: unknown) =>
  error instanceof Error && 'statusCode' in error && typeof error.statusCode === 'number'
    ? error.statusCode
    : null;

// Forgets the code that was tried, unless a newer link replaced it meanwhile.
function forget(tried: string) {
  if (storage.get(KEY) === tried) storage.remove(KEY);
}

async function apply(): Promise<void> {
  const stored = storage.get(KEY);
  if (stored === null || getSession().status !== 'signed-in') return;
  const code = stored.trim().toUpperCase();
  if (!REFERRAL_CODE_PATTERN.test(code)) return forget(stored); // no such code can exist
  try {
    await call('applyReferralCode', { body: { code } });
    forget(stored);
    showToast(i18next.t('kdrop.referral.applied'), 'success');
  } catch (error) {
    const status = statusOf(error);
    if (status !== null && FINAL_STATUSES.has(status)) forget(stored);
  }
}

let applying: Promise<void> | null = null;

/**
 * Applies the stored referral code to the signed-in user, once: on success, or on an answer that
 * will not change, the code is forgotten; after a network failure it stays for the next time.
 * Calls while one is under way share it.
 */
export function applyStoredReferralCode(): Promise<void> {
  applying ??= apply().finally(() => {
    applying = null;
  });
  return applying;
}
