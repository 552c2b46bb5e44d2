import { registerModalCatalogue } from '../lib/modals';
import type { ModalName } from './modal-loaders';

export type { ModalName };

/**
 * Registers every feature's modal, found by name when it first opens: the table of their loaders
 * (modal-loaders.ts) loads then, and the modal's own code after it. The first load carries none
 * of it.
 */
export function registerModals(): void {
  registerModalCatalogue((name) => async () => (await import('./modal-loaders')).MODAL_LOADERS[name]());
}
