import type { ModalProps } from '../../lib/modals';
import { useTranslation } from '../../lib/use-translation';
import { campaignPath } from '../../components/campaign-card';
import { Celebration } from '../../components/celebration';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import type { ClaimSuccessProps } from './task-modal-props';

/**
 * The claim success modal: "Reward disbursement success", the spec's one success code, as a
 * moment: the reward big and flying into the balance, confetti, and a prompt to share the campaign.
 */
export default function ClaimSuccessModal({ onClose, props }: ModalProps<ClaimSuccessProps>) {
  const { t } = useTranslation();
  const url = props.campaign
    ? new URL(campaignPath(props.campaign.slug), window.location.origin).href
    : window.location.href;
  return (
    <Modal title={t('campaign.claimSuccess.title')} onClose={onClose}>
      <div className="space-y-4 text-center">
        <Celebration
          rewards={[{ amount: props.amount, currency: props.currency }]}
          destination="balance"
          share={{ title: props.campaign?.title ?? t('campaign.claimSuccess.title'), url }}
        />
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
