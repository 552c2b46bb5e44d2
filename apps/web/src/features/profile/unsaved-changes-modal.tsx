import type { ModalProps } from '../../lib/modals';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';

/** The unsaved-changes modal: stay and save, or leave and lose the changes. */
export default function UnsavedChangesModal({ onClose, props }: ModalProps<{ onLeave: () => void }>) {
  const { t } = useTranslation();
  return (
    <Modal title={t('profile.unsavedTitle')} onClose={onClose}>
      <p className="mb-4">{t('profile.unsavedBody')}</p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button
          variant="secondary"
          onClick={() => {
            onClose();
            props.onLeave();
          }}
        >
          {t('profile.leave')}
        </Button>
        <Button fullWidth onClick={onClose} className="sm:w-auto">
          {t('profile.stay')}
        </Button>
      </div>
    </Modal>
  );
}
