/**
 * The stored keys the web's first load reads (a remembered session's hint, a referral code the
 * visitor arrived with): their own module, so that the first load carries these few names and not
 * the whole STORAGE_KEYS object (storage-keys.ts), which names them too.
 */
export const USER_ID_STORAGE_KEY = 'userId';
export const LOGIN_METHOD_STORAGE_KEY = 'loginMethod';
export const REFERRAL_CODE_STORAGE_KEY = 'referralCode';
