import { withAllEnglish } from '../lib/i18n';
import { registerModal } from '../lib/modals';

/** Registers every feature's modal by name; each one's code (and texts) load when it first opens. */
export function registerModals(): void {
  registerModal(
    'login',
    withAllEnglish(() => import('../features/auth/login-modal')),
  );
}
