import type { ComponentProps } from 'react';
import { withAllEnglish } from '../lib/i18n';
import type { ModalLoader } from '../lib/modals';
import type { ModalName } from './modals';

export type { ModalName };

/**
 * Every feature's modal by name, each one's code (and texts) loaded when it first opens. This
 * table is a chunk of its own, read the first time any modal opens: the first load carries only
 * the names (app/modals.ts).
 */
export const MODAL_LOADERS = {
  login: withAllEnglish(() => import('../features/auth/login-modal')),
  logout: withAllEnglish(() => import('../features/auth/logout-modal')),
  linkDevice: withAllEnglish(() => import('../features/auth/link-device-modal')),
  walletNotFound: withAllEnglish(() => import('../features/wallet/wallet-not-found-modal')),
  usernameUpdate: withAllEnglish(() => import('../features/profile/username-modal')),
  emailVerify: withAllEnglish(() => import('../features/profile/email-modal')),
  savedChanges: withAllEnglish(() => import('../features/profile/saved-changes-modal')),
  unsavedChanges: withAllEnglish(() => import('../features/profile/unsaved-changes-modal')),
  accountDeletionInitiated: withAllEnglish(() =>
    import('../features/account-deletion/deletion-modals').then((m) => ({
      default: m.DeletionInitiatedModal,
    })),
  ),
  accountDeletionAlreadyRequested: withAllEnglish(() =>
    import('../features/account-deletion/deletion-modals').then((m) => ({
      default: m.DeletionAlreadyRequestedModal,
    })),
  ),
  gameUsernameAdd: withAllEnglish(() => import('../features/games/game-username-add-modal')),
  gameUsernameEdit: withAllEnglish(() => import('../features/games/game-username-edit-modal')),
  gameUsernameSelect: withAllEnglish(() => import('../features/games/game-username-select-modal')),
  currencyExchange: withAllEnglish(() => import('../features/swap/currency-exchange-modal')),
  fee: withAllEnglish(() => import('../features/swap/fee-modal')),
  swapTransaction: withAllEnglish(() => import('../features/swap/swap-transaction-modal')),
  storeRedemption: withAllEnglish(() => import('../features/store/store-redemption-modal')),
  storeOtpLess: withAllEnglish(() => import('../features/store/store-otp-less-modal')),
  storeOtp: withAllEnglish(() => import('../features/store/store-otp-modal')),
  kycFaq: withAllEnglish(() => import('../features/kyc/kyc-faq-modal')),
  kycCollectEarning: withAllEnglish(() => import('../features/earnings/kyc-collect-earning-modal')),
  skipKyc: withAllEnglish(() => import('../features/earnings/skip-kyc-modal')),
  noEarnings: withAllEnglish(() => import('../features/earnings/no-earnings-modal')),
  collectEarningsTransactionDetails: withAllEnglish(
    () => import('../features/earnings/transaction-details-modal'),
  ),
  kPointsSummary: withAllEnglish(() => import('../features/earnings/k-points-summary-modal')),
  taskSteps: withAllEnglish(() => import('../features/campaigns/task-steps-modal')),
  taskValidation: withAllEnglish(() => import('../features/campaigns/task-validation-modal')),
  taskInfo: withAllEnglish(() => import('../features/campaigns/task-info-modal')),
  taskConnect: withAllEnglish(() => import('../features/campaigns/task-connect-modal')),
  taskLock: withAllEnglish(() => import('../features/campaigns/task-lock-modal')),
  claimSuccess: withAllEnglish(() => import('../features/campaigns/claim-success-modal')),
  socialConnectLoading: withAllEnglish(() => import('../features/social/social-connect-loading-modal')),
  socialConnectError: withAllEnglish(() => import('../features/social/social-connect-error-modal')),
  telegramConnect: withAllEnglish(() => import('../features/social/telegram-connect-modal')),
  connectEvmWallet: withAllEnglish(() => import('../features/evm-wallets/connect-evm-wallet-modal')),
  multiWallet: withAllEnglish(() => import('../features/evm-wallets/multi-wallet-modal')),
  disconnectWallet: withAllEnglish(() => import('../features/evm-wallets/disconnect-wallet-modal')),
  walletConnectSuccess: withAllEnglish(() => import('../features/evm-wallets/wallet-connect-success-modal')),
  transactionSign: withAllEnglish(() => import('../features/evm-wallets/transaction-sign-modal')),
  firstRun: withAllEnglish(() => import('../features/onboarding/first-run-sheet')),
} satisfies Record<ModalName, ModalLoader>;

type LoadedComponent<L> = L extends () => Promise<{ default: infer C }> ? C : never;

/** Each modal's props, as its component declares them (`ModalProps<P>`): what `openModal` checks. */
export type ModalPropsByName = {
  [N in ModalName]: ComponentProps<LoadedComponent<(typeof MODAL_LOADERS)[N]>>['props'];
};
