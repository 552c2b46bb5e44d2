import { formatCurrencyAmount } from '@kp/domain/display';
import type { ModalProps } from '../../lib/modals';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import type { ClaimSuccessProps } from './task-modal-props';

/** The claim success modal: "Reward disbursement success", the spec's one success code. */
export default function ClaimSuccessModal({ onClose, props }: ModalProps<ClaimSuccessProps>) {
  const { t, language } = useTranslation();
  return (
    <Modal title={t('campaign.claimSuccess.title')} onClose={onClose}>
      <div className="space-y-4 text-center">
        <p aria-hidden="true" className="text-4xl">
          🎉
        </p>
        <p role="status" className="text-lg font-semibold">
          {t('campaign.claimSuccess.amount', {
            amount: formatCurrencyAmount(props.amount, props.currency, language),
            currency: props.currency,
          })}
        </p>
        <p className="text-sm text-slate-300">{t('campaign.claimSuccess.body')}</p>
        <a href="/transaction-history/" onClick={onClose} className="block underline underline-offset-2">
          {t('campaign.claimSuccess.history')}
        </a>
        <Button fullWidth autoFocus onClick={onClose}>
          {t('campaign.modal.done')}
        </Button>
      </div>
    </Modal>
  );
}
