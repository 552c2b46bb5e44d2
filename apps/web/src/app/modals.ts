import { registerModal, type ModalLoader } from '../lib/modals';

/** The name of every feature's modal (their loaders are in modal-loaders.ts, a chunk of its own). */
export const MODAL_NAMES = [
  'login',
  'logout',
  'linkDevice',
  'walletNotFound',
  'usernameUpdate',
  'emailVerify',
  'savedChanges',
  'unsavedChanges',
  'accountDeletionInitiated',
  'accountDeletionAlreadyRequested',
  'gameUsernameAdd',
  'gameUsernameEdit',
  'gameUsernameSelect',
  'currencyExchange',
  'fee',
  'swapTransaction',
  'storeRedemption',
  'storeOtpLess',
  'storeOtp',
  'kycFaq',
  'kycCollectEarning',
  'skipKyc',
  'noEarnings',
  'collectEarningsTransactionDetails',
  'kPointsSummary',
  'taskSteps',
  'taskValidation',
  'taskInfo',
  'taskConnect',
  'taskLock',
  'claimSuccess',
  'socialConnectLoading',
  'socialConnectError',
  'telegramConnect',
  'connectEvmWallet',
  'multiWallet',
  'disconnectWallet',
  'walletConnectSuccess',
  'transactionSign',
  'firstRun',
] as const;
export type ModalName = (typeof MODAL_NAMES)[number];

/**
 * Registers every feature's modal by name. The table of their loaders loads with the first modal
 * that opens, then the modal's own code: the first load carries the names only.
 */
export function registerModals(): void {
  for (const name of MODAL_NAMES) {
    registerModal(name, async () => {
      const loaders: Record<ModalName, ModalLoader> = (await import('./modal-loaders')).MODAL_LOADERS;
      return loaders[name]();
    });
  }
}
