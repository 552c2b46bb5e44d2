import type { ModalProps } from '../../lib/modals';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';

/** The no-earnings modal: nothing is ready to collect. */
export default function NoEarningsModal({ onClose }: ModalProps) {
  const { t } = useTranslation();
  return (
    <Modal title={t('earnings.noEarningsModal.title')} onClose={onClose}>
      <p role="status" className="mb-4">
        {t('earnings.noEarningsModal.body')}
      </p>
      <Button fullWidth autoFocus onClick={onClose}>
        {t('earnings.noEarningsModal.ok')}
      </Button>
    </Modal>
  );
}
