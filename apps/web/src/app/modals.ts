import { withAllEnglish } from '../lib/i18n';
import { registerModal } from '../lib/modals';

/** Registers every feature's modal by name; each one's code (and texts) load when it first opens. */
export function registerModals(): void {
  registerModal(
    'login',
    withAllEnglish(() => import('../features/auth/login-modal')),
  );
  registerModal(
    'logout',
    withAllEnglish(() => import('../features/auth/logout-modal')),
  );
  registerModal(
    'linkDevice',
    withAllEnglish(() => import('../features/auth/link-device-modal')),
  );
  registerModal(
    'walletNotFound',
    withAllEnglish(() => import('../features/wallet/wallet-not-found-modal')),
  );
  registerModal(
    'usernameUpdate',
    withAllEnglish(() => import('../features/profile/username-modal')),
  );
  registerModal(
    'emailVerify',
    withAllEnglish(() => import('../features/profile/email-modal')),
  );
  registerModal(
    'savedChanges',
    withAllEnglish(() => import('../features/profile/saved-changes-modal')),
  );
  registerModal(
    'unsavedChanges',
    withAllEnglish(() => import('../features/profile/unsaved-changes-modal')),
  );
  registerModal(
    'accountDeletionInitiated',
    withAllEnglish(() =>
      import('../features/account-deletion/deletion-modals').then((m) => ({
        default: m.DeletionInitiatedModal,
      })),
    ),
  );
  registerModal(
    'accountDeletionAlreadyRequested',
    withAllEnglish(() =>
      import('../features/account-deletion/deletion-modals').then((m) => ({
        default: m.DeletionAlreadyRequestedModal,
      })),
    ),
  );
  registerModal(
    'gameUsernameAdd',
    withAllEnglish(() => import('../features/games/game-username-add-modal')),
  );
  registerModal(
    'gameUsernameEdit',
    withAllEnglish(() => import('../features/games/game-username-edit-modal')),
  );
  registerModal(
    'gameUsernameSelect',
    withAllEnglish(() => import('../features/games/game-username-select-modal')),
  );
  registerModal(
    'currencyExchange',
    withAllEnglish(() => import('../features/swap/currency-exchange-modal')),
  );
  registerModal(
    'fee',
    withAllEnglish(() => import('../features/swap/fee-modal')),
  );
  registerModal(
    'swapTransaction',
    withAllEnglish(() => import('../features/swap/swap-transaction-modal')),
  );
  registerModal(
    'storeRedemption',
    withAllEnglish(() => import('../features/store/store-redemption-modal')),
  );
  registerModal(
    'storeOtpLess',
    withAllEnglish(() => import('../features/store/store-otp-less-modal')),
  );
  registerModal(
    'storeOtp',
    withAllEnglish(() => import('../features/store/store-otp-modal')),
  );
  registerModal(
    'kycFaq',
    withAllEnglish(() => import('../features/kyc/kyc-faq-modal')),
  );
  registerModal(
    'kycCollectEarning',
    withAllEnglish(() => import('../features/earnings/kyc-collect-earning-modal')),
  );
  registerModal(
    'skipKyc',
    withAllEnglish(() => import('../features/earnings/skip-kyc-modal')),
  );
  registerModal(
    'noEarnings',
    withAllEnglish(() => import('../features/earnings/no-earnings-modal')),
  );
  registerModal(
    'collectEarningsTransactionDetails',
    withAllEnglish(() => import('../features/earnings/transaction-details-modal')),
  );
  registerModal(
    'kPointsSummary',
    withAllEnglish(() => import('../features/earnings/k-points-summary-modal')),
  );
}
