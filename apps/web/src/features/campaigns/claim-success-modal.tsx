import type { ModalProps } from '../../lib/modals';
import { Modal } from '../../ui/modal';

/** Scaffold of the claimSuccess modal: its helper replaces this file. */
export default function ScaffoldModal({ onClose }: ModalProps) {
  return <Modal title="claimSuccess" onClose={onClose}>{null}</Modal>;
}
