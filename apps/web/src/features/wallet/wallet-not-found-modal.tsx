import { openModal, type ModalProps } from '../../lib/modals';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';

/**
 * The wallet-not-found error (spec sections 6 and 8): this account has no wallet saved, which
 * most actions need. However it is closed, the logout modal follows.
 */
export default function WalletNotFoundModal({ onClose }: ModalProps) {
  const { t } = useTranslation();
  const close = () => {
    onClose();
    openModal('logout');
  };
  return (
    <Modal title={t('wallet.notFoundTitle')} onClose={close}>
      <p role="alert" className="mb-4">
        {t('wallet.notFoundBody')}
      </p>
      <Button fullWidth onClick={close}>
        {t('wallet.notFoundOk')}
      </Button>
    </Modal>
  );
}
