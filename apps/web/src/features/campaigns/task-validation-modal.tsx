import type { ModalProps } from '../../lib/modals';
import { Modal } from '../../ui/modal';

/** Scaffold of the taskValidation modal: its helper replaces this file. */
export default function ScaffoldModal({ onClose }: ModalProps) {
  return <Modal title="taskValidation" onClose={onClose}>{null}</Modal>;
}
