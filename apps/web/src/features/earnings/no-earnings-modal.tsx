import type { ModalProps } from '../../lib/modals';
import { useTranslation } from '../../lib/use-translation';
import { PRIMARY_BUTTON_CLASS } from '../../ui/form-styles';
import { Modal } from '../../ui/modal';

/** The no-earnings modal: nothing is ready to collect. */
export default function NoEarningsModal({ onClose }: ModalProps) {
  const { t } = useTranslation();
  return (
    <Modal title={t('earnings.noEarningsModal.title')} onClose={onClose}>
      <p role="status" className="mb-4">
        {t('earnings.noEarningsModal.body')}
      </p>
      <button type="button" autoFocus onClick={onClose} className={PRIMARY_BUTTON_CLASS}>
        {t('earnings.noEarningsModal.ok')}
      </button>
    </Modal>
  );
}
