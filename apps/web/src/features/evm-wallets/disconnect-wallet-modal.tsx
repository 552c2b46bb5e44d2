import { useState } from 'react';
import type { EvmWalletList } from '@kp/contract/evm-wallets';
import { shortAddress } from '@kp/domain/evm-wallets';
import type { ModalProps } from '../../lib/modals';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { showToast } from '../../ui/toast';
import { disconnectWallet } from './evm-wallets-api';
import { problemOf, say, type Problem } from './wallet-messages';

export type DisconnectWalletProps = { address: string; onDisconnected?: (list: EvmWalletList) => void };

/** The disconnect wallet modal (spec section 2): says what unlinking a wallet means, then unlinks it. */
export default function DisconnectWalletModal({ onClose, props }: ModalProps<DisconnectWalletProps>) {
  const { t } = useTranslation();
  const [isBusy, setIsBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const short = shortAddress(props.address);

  async function confirm() {
    setIsBusy(true);
    setProblem(null);
    try {
      const list = await disconnectWallet(props.address);
      showToast(t('evmWallet.disconnect.done', { address: short }), 'success');
      onClose();
      props.onDisconnected?.(list);
    } catch (error) {
      setProblem(problemOf(error));
      setIsBusy(false);
    }
  }

  return (
    <Modal title={t('evmWallet.disconnect.title')} onClose={() => !isBusy && onClose()}>
      <div className="space-y-4">
        <p className="text-lg font-semibold">{t('evmWallet.disconnect.question', { address: short })}</p>
        <p dir="ltr" className="font-mono text-xs break-all text-slate-400">
          {props.address}
        </p>
        <p className="text-sm text-slate-300">{t('evmWallet.disconnect.effect')}</p>
        <p className="text-sm text-slate-300">{t('evmWallet.disconnect.primaryNote')}</p>
        {problem && (
          <p role="alert" className="text-sm text-rose-300">
            {say(t, problem.message)}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <Button variant="secondary" autoFocus disabled={isBusy} onClick={onClose} className="sm:w-1/3">
            {t('evmWallet.cancel')}
          </Button>
          <Button variant="danger" fullWidth loading={isBusy} onClick={() => void confirm()}>
            {isBusy ? t('evmWallet.disconnect.busy') : t('evmWallet.disconnect.confirm')}
          </Button>
        </div>
        <p role="status" className="sr-only">
          {isBusy ? t('evmWallet.disconnect.busy') : ''}
        </p>
      </div>
    </Modal>
  );
}
