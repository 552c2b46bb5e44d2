import type { ModalProps } from '../../lib/modals';
import { useTranslation } from '../../lib/use-translation';
import { PRIMARY_BUTTON_CLASS } from '../../ui/form-styles';
import { Modal } from '../../ui/modal';

/** The saved-changes modal, after the profile form was saved. */
export default function SavedChangesModal({ onClose }: ModalProps) {
  const { t } = useTranslation();
  return (
    <Modal title={t('profile.savedTitle')} onClose={onClose}>
      <p role="status" className="mb-4">
        {t('profile.savedBody')}
      </p>
      <button type="button" onClick={onClose} className={PRIMARY_BUTTON_CLASS}>
        {t('profile.ok')}
      </button>
    </Modal>
  );
}
