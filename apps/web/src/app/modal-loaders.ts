import type { ComponentProps } from 'react';
import { withAllMessages } from '../lib/i18n';
import type { ModalLoader } from '../lib/modals';

/**
 * Every feature's modal by name, each one's code (and texts) loaded when it first opens. This
 * table is a chunk of its own, read the first time any modal opens: the first load carries not
 * even the names (app/modals.ts).
 */
export const MODAL_LOADERS = {
  login: withAllMessages(() => import('../features/auth/login-modal')),
  logout: withAllMessages(() => import('../features/auth/logout-modal')),
  linkDevice: withAllMessages(() => import('../features/auth/link-device-modal')),
  walletNotFound: withAllMessages(() => import('../features/wallet/wallet-not-found-modal')),
  usernameUpdate: withAllMessages(() => import('../features/profile/username-modal')),
  emailVerify: withAllMessages(() => import('../features/profile/email-modal')),
  savedChanges: withAllMessages(() => import('../features/profile/saved-changes-modal')),
  unsavedChanges: withAllMessages(() => import('../features/profile/unsaved-changes-modal')),
  accountDeletionInitiated: withAllMessages(() =>
    import('../features/account-deletion/deletion-modals').then((m) => ({
      default: m.DeletionInitiatedModal,
    })),
  ),
  accountDeletionAlreadyRequested: withAllMessages(() =>
    import('../features/account-deletion/deletion-modals').then((m) => ({
      default: m.DeletionAlreadyRequestedModal,
    })),
  ),
  gameUsernameAdd: withAllMessages(() => import('../features/games/game-username-add-modal')),
  gameUsernameEdit: withAllMessages(() => import('../features/games/game-username-edit-modal')),
  gameUsernameSelect: withAllMessages(() => import('../features/games/game-username-select-modal')),
  currencyExchange: withAllMessages(() => import('../features/swap/currency-exchange-modal')),
  fee: withAllMessages(() => import('../features/swap/fee-modal')),
  swapTransaction: withAllMessages(() => import('../features/swap/swap-transaction-modal')),
  storeRedemption: withAllMessages(() => import('../features/store/store-redemption-modal')),
  storeOtpLess: withAllMessages(() => import('../features/store/store-otp-less-modal')),
  storeOtp: withAllMessages(() => import('../features/store/store-otp-modal')),
  kycFaq: withAllMessages(() => import('../features/kyc/kyc-faq-modal')),
  kycCollectEarning: withAllMessages(() => import('../features/earnings/kyc-collect-earning-modal')),
  skipKyc: withAllMessages(() => import('../features/earnings/skip-kyc-modal')),
  noEarnings: withAllMessages(() => import('../features/earnings/no-earnings-modal')),
  collectEarningsTransactionDetails: withAllMessages(
    () => import('../features/earnings/transaction-details-modal'),
  ),
  kPointsSummary: withAllMessages(() => import('../features/earnings/k-points-summary-modal')),
  taskSteps: withAllMessages(() => import('../features/campaigns/task-steps-modal')),
  taskValidation: withAllMessages(() => import('../features/campaigns/task-validation-modal')),
  taskInfo: withAllMessages(() => import('../features/campaigns/task-info-modal')),
  taskConnect: withAllMessages(() => import('../features/campaigns/task-connect-modal')),
  taskLock: withAllMessages(() => import('../features/campaigns/task-lock-modal')),
  claimSuccess: withAllMessages(() => import('../features/campaigns/claim-success-modal')),
  socialConnectLoading: withAllMessages(() => import('../features/social/social-connect-loading-modal')),
  socialConnectError: withAllMessages(() => import('../features/social/social-connect-error-modal')),
  telegramConnect: withAllMessages(() => import('../features/social/telegram-connect-modal')),
  connectEvmWallet: withAllMessages(() => import('../features/evm-wallets/connect-evm-wallet-modal')),
  multiWallet: withAllMessages(() => import('../features/evm-wallets/multi-wallet-modal')),
  disconnectWallet: withAllMessages(() => import('../features/evm-wallets/disconnect-wallet-modal')),
  walletConnectSuccess: withAllMessages(() => import('../features/evm-wallets/wallet-connect-success-modal')),
  transactionSign: withAllMessages(() => import('../features/evm-wallets/transaction-sign-modal')),
  firstRun: withAllMessages(() => import('../features/onboarding/first-run-sheet')),
} satisfies Record<string, ModalLoader>;

/** The name of every feature's modal. */
export type ModalName = keyof typeof MODAL_LOADERS;

type LoadedComponent<L> = L extends () => Promise<{ default: infer C }> ? C : never;

/** Each modal's props, as its component declares them (`ModalProps<P>`): what `openModal` checks. */
export type ModalPropsByName = {
  [N in ModalName]: ComponentProps<LoadedComponent<(typeof MODAL_LOADERS)[N]>>['props'];
};
