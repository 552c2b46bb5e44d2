import { useLocation } from 'wouter';
import type { ModalProps } from '../../lib/modals';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';

export type SkipKycProps = { kycPath: string; onSkip: () => void };

/**
 * The skip-KYC modal: where KYC is offered but not required before a payout (Brazil), the user
 * may verify now or skip it and collect to their balance.
 */
export default function SkipKycModal({ onClose, props }: ModalProps<SkipKycProps>) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  return (
    <Modal title={t('earnings.skipKycModal.title')} onClose={onClose}>
      <p className="mb-4">{t('earnings.skipKycModal.body')}</p>
      <div className="flex flex-col gap-2">
        <Button
          fullWidth
          autoFocus
          onClick={() => {
            onClose();
            navigate(props.kycPath);
          }}
        >
          {t('earnings.skipKycModal.verify')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            onClose();
            props.onSkip();
          }}
        >
          {t('earnings.skipKycModal.skip')}
        </Button>
      </div>
    </Modal>
  );
}
