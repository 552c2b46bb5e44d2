import { LANGUAGE_STORAGE_KEY } from './languages';

/**
 * The keys of what the web stores on the client (spec section 3). The names are ours and must
 * stay stable: changing one forgets what users already have stored.
 */
export const STORAGE_KEYS = {
  encryptedPrivateKey: 'encryptedPrivateKey',
  walletAddress: 'walletAddress',
  idToken: 'idToken',
  userId: 'userId',
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  loginMethod: 'loginMethod',
  userLocation: 'userLocation',
  retryLoginAfter: 'retryLoginAfter',
  businessId: 'businessId',
  gameId: 'gameId',
  hasStartedQuest: 'hasStartedQuest',
  language: LANGUAGE_STORAGE_KEY,
  /** Ours, not the spec's: the referral code a visitor arrived with (`?ref=`), until it is applied. */
  referralCode: 'referralCode',
  /**
   * Ours, not the spec's: the first-run path after a registration on this device. `pending` from
   * the registration until the gamer finishes or skips the path, then the ids of the games they
   * picked in it (a JSON array, maybe empty). Local to this device: another device never shows the
   * path, and orders quests as the api sends them.
   */
  firstRun: 'firstRun',
  /**
   * Ours, not the spec's: the clan promotion overlay's state (clan-overlay.ts's ClanOverlayState,
   * as JSON): how often it was shown, in which visit, and when it is scheduled.
   */
  clanOverlay: 'clanOverlay',
  /**
   * Ours: the number of the latest visit (the overlay's sessions), counted in local storage; a
   * tab's own visit number is kept under the same key in its session storage.
   */
  clanOverlayVisit: 'clanOverlayVisit',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** The cookies holding the session tokens, named as their stored keys. */
export const COOKIE_KEYS = {
  accessToken: STORAGE_KEYS.accessToken,
  refreshToken: STORAGE_KEYS.refreshToken,
} as const;
