import type { ModalProps } from '../../lib/modals';
import { useTranslation } from '../../lib/use-translation';
import { RedemptionConfirm, type RedemptionModalProps } from './redemption-confirm';

/** The store OTP-less modal (spec section 2): redeems a voucher that needs no code, at once. */
export default function StoreOtpLessModal({ onClose, props }: ModalProps<RedemptionModalProps>) {
  const { t } = useTranslation();
  return <RedemptionConfirm {...props} title={t('store.confirm.otpLessTitle')} onClose={onClose} />;
}
