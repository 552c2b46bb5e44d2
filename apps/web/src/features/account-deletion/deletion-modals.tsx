import type { ModalProps } from '../../lib/modals';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { formatDate } from '../../lib/dates';

type Props = ModalProps<{ deletesAt: string }>;

function DeletionModal({ onClose, title, body }: { onClose: () => void; title: string; body: string }) {
  const { t } = useTranslation();
  return (
    <Modal title={title} onClose={onClose}>
      <p role="status" className="mb-4">
        {body}
      </p>
      <Button fullWidth onClick={onClose}>
        {t('profile.ok')}
      </Button>
    </Modal>
  );
}

/** The "account deletion initiated" modal, with the day the account goes. */
export function DeletionInitiatedModal({ onClose, props }: Props) {
  const { t, language } = useTranslation();
  const date = formatDate(props.deletesAt, language);
  return (
    <DeletionModal
      onClose={onClose}
      title={t('deletion.initiatedTitle')}
      body={t('deletion.initiatedBody', { date })}
    />
  );
}

/** The "already requested" modal: a request was already pending. */
export function DeletionAlreadyRequestedModal({ onClose, props }: Props) {
  const { t, language } = useTranslation();
  const date = formatDate(props.deletesAt, language);
  return (
    <DeletionModal
      onClose={onClose}
      title={t('deletion.alreadyTitle')}
      body={t('deletion.alreadyBody', { date })}
    />
  );
}
