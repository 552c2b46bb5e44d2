import type { ModalProps } from '../../lib/modals';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';

/** The saved-changes modal, after the profile form was saved. */
export default function SavedChangesModal({ onClose }: ModalProps) {
  const { t } = useTranslation();
  return (
    <Modal title={t('profile.savedTitle')} onClose={onClose}>
      <p role="status" className="mb-4">
        {t('profile.savedBody')}
      </p>
      <Button fullWidth onClick={onClose}>
        {t('profile.ok')}
      </Button>
    </Modal>
  );
}
