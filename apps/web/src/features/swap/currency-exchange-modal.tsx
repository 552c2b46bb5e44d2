import { Link } from 'wouter';
import type { ModalProps } from '../../lib/modals';
import { useTranslation } from '../../lib/use-translation';
import { Modal } from '../../ui/modal';
import { SwapForm } from './swap-form';

/** The currency exchange modal: from USDT to K-Cash (the one pair the platform exchanges). */
export default function CurrencyExchangeModal({ onClose }: ModalProps) {
  const { t } = useTranslation();
  return (
    <Modal title={t('swap.exchange.title')} onClose={onClose}>
      <div className="space-y-4">
        <p className="text-sm font-semibold text-amber-200">{t('swap.exchange.pair')}</p>
        <SwapForm onSwapped={onClose} />
        <Link
          href="/buy-kcash/"
          onClick={onClose}
          className="block text-center text-sm text-amber-200 underline underline-offset-4 hover:text-amber-100"
        >
          {t('swap.buyInstead')}
        </Link>
      </div>
    </Modal>
  );
}
