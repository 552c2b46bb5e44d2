import { shortAddress } from '@kp/domain/evm-wallets';
import type { ModalProps } from '../../lib/modals';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';

export type WalletConnectSuccessProps = { address: string };

/** The wallet connect success modal (spec section 2): which wallet is now linked, and what it is for. */
export default function WalletConnectSuccessModal({ onClose, props }: ModalProps<WalletConnectSuccessProps>) {
  const { t } = useTranslation();
  return (
    <Modal title={t('evmWallet.success.title')} onClose={onClose}>
      <div className="space-y-4 text-center">
        <p aria-hidden="true" className="text-4xl text-emerald-400">
          ✓
        </p>
        <p role="status" className="text-lg font-semibold">
          {t('evmWallet.success.body', { address: shortAddress(props.address) })}
        </p>
        <p dir="ltr" className="font-mono text-xs break-all text-slate-400">
          {props.address}
        </p>
        <p className="text-sm text-slate-300">{t('evmWallet.success.next')}</p>
        <Button fullWidth autoFocus onClick={onClose}>
          {t('evmWallet.success.done')}
        </Button>
      </div>
    </Modal>
  );
}
