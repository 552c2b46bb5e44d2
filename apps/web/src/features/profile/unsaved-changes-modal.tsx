import type { ModalProps } from '../../lib/modals';
import { useTranslation } from '../../lib/use-translation';
import { PRIMARY_BUTTON_CLASS, SECONDARY_BUTTON_CLASS } from '../../ui/form-styles';
import { Modal } from '../../ui/modal';

/** The unsaved-changes modal: stay and save, or leave and lose the changes. */
export default function UnsavedChangesModal({ onClose, props }: ModalProps<{ onLeave: () => void }>) {
  const { t } = useTranslation();
  return (
    <Modal title={t('profile.unsavedTitle')} onClose={onClose}>
      <p className="mb-4">{t('profile.unsavedBody')}</p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button
          type="button"
          onClick={() => {
            onClose();
            props.onLeave();
          }}
          className={SECONDARY_BUTTON_CLASS}
        >
          {t('profile.leave')}
        </button>
        <button type="button" onClick={onClose} className={`${PRIMARY_BUTTON_CLASS} sm:w-auto`}>
          {t('profile.stay')}
        </button>
      </div>
    </Modal>
  );
}
