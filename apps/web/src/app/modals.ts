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
}
