import { useLocation } from 'wouter';
import type { ModalProps } from '../../lib/modals';
import { useTranslation } from '../../lib/use-translation';
import { PRIMARY_BUTTON_CLASS, SECONDARY_BUTTON_CLASS } from '../../ui/form-styles';
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
        <button
          type="button"
          autoFocus
          onClick={() => {
            onClose();
            navigate(props.kycPath);
          }}
          className={PRIMARY_BUTTON_CLASS}
        >
          {t('earnings.skipKycModal.verify')}
        </button>
        <button
          type="button"
          onClick={() => {
            onClose();
            props.onSkip();
          }}
          className={SECONDARY_BUTTON_CLASS}
        >
          {t('earnings.skipKycModal.skip')}
        </button>
      </div>
    </Modal>
  );
}
