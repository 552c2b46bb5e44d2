import { ANALYTICS_ENDPOINTS } from './endpoints-analytics';

/**
 * The method and path of every route, without its schemas: the web client imports this
 * (a few hundred bytes) instead of the zod schemas, and each route definition spreads its entry,
 * so a path is written once.
 */
export const ENDPOINTS = {
  getHealth: { method: 'GET', path: '/api/health' },
  listBanners: { method: 'GET', path: '/api/banners' },
  ...ANALYTICS_ENDPOINTS,
  getLocation: { method: 'GET', path: '/api/users/locations' },
  startPhoneLogin: { method: 'POST', path: '/api/authentication/login' },
  verifyPhoneLogin: { method: 'POST', path: '/api/authentication/verify' },
  resendCode: { method: 'POST', path: '/api/authentication/resend' },
  completeRegistration: { method: 'POST', path: '/api/authentication/register' },
  refreshSession: { method: 'GET', path: '/api/authentication/token/refresh' },
  logout: { method: 'POST', path: '/api/authentication/logout' },
  getMyProfile: { method: 'GET', path: '/api/users/me/profile' },
  listOutbox: { method: 'GET', path: '/api/dev/outbox' },
  getSignInMethods: { method: 'GET', path: '/api/authentication/methods' },
  startGoogleSignIn: { method: 'GET', path: '/api/authentication/google' },
  finishGoogleSignIn: { method: 'GET', path: '/api/authentication/google/callback' },
  telegramWidgetSignIn: { method: 'POST', path: '/api/authentication/telegram' },
  telegramBotSignIn: { method: 'POST', path: '/api/authentication/telegram/bot' },
  createLinkCode: { method: 'POST', path: '/api/authentication/link-code' },
  redeemLinkCode: { method: 'POST', path: '/api/authentication/link-code/redeem' },
  listMyWallets: { method: 'GET', path: '/api/users/wallets' },
  getMyWalletAddress: { method: 'GET', path: '/api/users/wallet/address' },
  getMyWalletApprovalStatus: { method: 'GET', path: '/api/users/wallet/approval-status' },
  getMyVerification: { method: 'GET', path: '/api/users/is_verified' },
  updateProfile: { method: 'PATCH', path: '/api/users/me/profile' },
  checkUsername: { method: 'GET', path: '/api/users/username' },
  verifyUsername: { method: 'POST', path: '/api/users/verify-username' },
  requestEmailCode: { method: 'POST', path: '/api/users/email' },
  verifyEmail: { method: 'POST', path: '/api/users/verify-email' },
  setPreferredRole: { method: 'POST', path: '/api/users/preferred-role' },
  setPreferredPlatform: { method: 'POST', path: '/api/users/preferred-platform' },
  findUserByUsername: { method: 'GET', path: '/api/users/:userName/from/userName' },
  batchUserDetails: { method: 'POST', path: '/api/users/batch-details' },
  requestAccountDeletion: { method: 'POST', path: '/api/users/deletion-request' },
  cancelAccountDeletion: { method: 'DELETE', path: '/api/users/deletion-request' },
  uploadProfilePicture: { method: 'POST', path: '/api/users/profile/picture' },
  getProfilePicture: { method: 'GET', path: '/api/users/:userId/picture' },
  listProfessions: { method: 'GET', path: '/api/users/professions' },
  listCountries: { method: 'GET', path: '/api/users/countries' },
  listCities: { method: 'GET', path: '/api/users/cities' },
  listColleges: { method: 'GET', path: '/api/users/colleges' },
  adminListUsers: { method: 'GET', path: '/api/admin/users' },
} as const;

export type EndpointName = keyof typeof ENDPOINTS;
