import { DIGITS_STORAGE_KEY, LANGUAGE_STORAGE_KEY } from './languages';
import {
  LOGIN_METHOD_STORAGE_KEY,
  REFERRAL_CODE_STORAGE_KEY,
  USER_ID_STORAGE_KEY,
} from './storage-keys-first-load';

/**
 * The keys of what the web stores on the client (spec section 3). The names are ours and must
 * stay stable: changing one forgets what users already have stored.
 */
export const STORAGE_KEYS = {
  encryptedPrivateKey: 'encryptedPrivateKey',
  walletAddress: 'walletAddress',
  idToken: 'idToken',
  userId: USER_ID_STORAGE_KEY,
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  loginMethod: LOGIN_METHOD_STORAGE_KEY,
  userLocation: 'userLocation',
  retryLoginAfter: 'retryLoginAfter',
  businessId: 'businessId',
  gameId: 'gameId',
  hasStartedQuest: 'hasStartedQuest',
  language: LANGUAGE_STORAGE_KEY,
  /** Ours, not the spec's: the referral code a visitor arrived with (`?ref=`), until it is applied. */
  referralCode: REFERRAL_CODE_STORAGE_KEY,
  /**
   * Ours, not the spec's: the first-run path after a registration on this device. `pending` from
   * the registration until the gamer finishes or skips the path, then the ids of the games they
   * picked in it (a JSON array, maybe empty). Local to this device: another device never shows the
   * path, and orders quests as the api sends them.
   */
  firstRun: 'firstRun',
  /** Ours, not the spec's: `deva` when a Hindi, Marathi or Nepali reader chose Devanagari digits. */
  digits: DIGITS_STORAGE_KEY,
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

// Kept beside the rules that read them, as the login attempts' key is (login-overlay.ts): the
// clan promotion overlay's (CLAN_OVERLAY_STORAGE_KEYS in clan-overlay.ts), out of the first load,
// which carries this file and none of the overlay.

/**
 * The cookies holding the session tokens, named as their stored keys (a test holds them equal).
 * Written out rather than read from STORAGE_KEYS: the web's first load carries this file, and a
 * bundler must keep property reads it cannot prove free of effects, even of an unused object.
 */
export const COOKIE_KEYS = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
} as const satisfies Partial<typeof STORAGE_KEYS>;
