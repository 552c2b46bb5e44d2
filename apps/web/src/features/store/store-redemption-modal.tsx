import type { ModalProps } from '../../lib/modals';
import { useTranslation } from '../../lib/use-translation';
import { RedemptionConfirm, type RedemptionModalProps } from './redemption-confirm';

/** The store redemption modal (spec section 2): confirms a voucher that a one-time code secures. */
export default function StoreRedemptionModal({ onClose, props }: ModalProps<RedemptionModalProps>) {
  const { t } = useTranslation();
  return <RedemptionConfirm {...props} title={t('store.confirm.title')} onClose={onClose} />;
}
