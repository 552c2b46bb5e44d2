import type { RouteDef } from './route';
import { adminListUsers } from './admin';
import type { EndpointName } from './endpoints';
import { getHealth } from './health';
import { listBanners } from './content';
import { postAnalyticsEvents } from './analytics';
import { getLocation } from './location';
import {
  createLinkCode,
  finishGoogleSignIn,
  getSignInMethods,
  redeemLinkCode,
  startGoogleSignIn,
  telegramBotSignIn,
  finishTelegramSignIn,
  telegramWidgetSignIn,
  completeRegistration,
  listOutbox,
  logout,
  refreshSession,
  resendCode,
  startPhoneLogin,
  verifyPhoneLogin,
} from './auth';
import {
  getMyProfile,
  batchUserDetails,
  cancelAccountDeletion,
  checkUsername,
  findUserByUsername,
  getProfilePicture,
  listCities,
  listColleges,
  listCountries,
  listProfessions,
  requestAccountDeletion,
  requestEmailCode,
  setPreferredPlatform,
  setPreferredRole,
  updateProfile,
  uploadProfilePicture,
  verifyEmail,
  verifyUsername,
} from './users';
import { getMyVerification, getMyWalletAddress, getMyWalletApprovalStatus, listMyWallets } from './wallet';
import { adminCreateLedgerGrant, getTokenBalance, getWalletBalances, listTransactions } from './ledger';

/** Every route of the contract by name; the api checks at start that each one is registered. */
export const ROUTE_BY_NAME = {
  getHealth,
  listBanners,
  postAnalyticsEvents,
  getLocation,
  startPhoneLogin,
  verifyPhoneLogin,
  resendCode,
  completeRegistration,
  refreshSession,
  logout,
  getMyProfile,
  listOutbox,
  getSignInMethods,
  startGoogleSignIn,
  finishGoogleSignIn,
  telegramWidgetSignIn,
  finishTelegramSignIn,
  telegramBotSignIn,
  createLinkCode,
  redeemLinkCode,
  listMyWallets,
  getMyWalletAddress,
  getMyWalletApprovalStatus,
  getMyVerification,
  updateProfile,
  checkUsername,
  verifyUsername,
  requestEmailCode,
  verifyEmail,
  setPreferredRole,
  setPreferredPlatform,
  findUserByUsername,
  batchUserDetails,
  requestAccountDeletion,
  cancelAccountDeletion,
  uploadProfilePicture,
  getProfilePicture,
  listProfessions,
  listCountries,
  listCities,
  listColleges,
  adminListUsers,
  getWalletBalances,
  getTokenBalance,
  listTransactions,
  adminCreateLedgerGrant,
} as const satisfies Record<EndpointName, RouteDef>;

/** Every route of the contract. */
export const ROUTES: readonly RouteDef[] = Object.values(ROUTE_BY_NAME);

export type RouteName = keyof typeof ROUTE_BY_NAME;
export type ContractRoute<N extends RouteName> = (typeof ROUTE_BY_NAME)[N];
