import { useLocation } from 'wouter';
import { EARNINGS_KYC_PATH } from '@kp/domain/earnings';
import type { ModalProps } from '../../lib/modals';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';

export type KycCollectEarningProps = { kycPath?: string };

/**
 * The KYC collect-earning modal: where KYC is required before a payout (India), a collection
 * waits for it; the modal sends the user to the KYC page (`/kyc?requiredDoc=pan`).
 */
export default function KycCollectEarningModal({ onClose, props }: ModalProps<KycCollectEarningProps>) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  return (
    <Modal title={t('earnings.kycModal.title')} onClose={onClose}>
      <p className="mb-4">{t('earnings.kycModal.body')}</p>
      <div className="flex flex-col gap-2">
        <Button
          fullWidth
          autoFocus
          onClick={() => {
            onClose();
            navigate(props.kycPath ?? EARNINGS_KYC_PATH);
          }}
        >
          {t('earnings.kycModal.action')}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {t('earnings.kycModal.later')}
        </Button>
      </div>
    </Modal>
  );
}
