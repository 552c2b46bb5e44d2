import type { ModalProps } from '../../lib/modals';
import { Modal } from '../../ui/modal';

/** Scaffold of the telegramConnect modal: its helper replaces this file. */
export default function ScaffoldModal({ onClose }: ModalProps) {
  return <Modal title="telegramConnect" onClose={onClose}>{null}</Modal>;
}
