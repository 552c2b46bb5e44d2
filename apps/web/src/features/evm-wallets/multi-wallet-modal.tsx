import { useState } from 'react';
import type { EvmWalletList, LinkedEvmWallet } from '@kp/contract/evm-wallets';
import { MAX_EVM_WALLETS_PER_USER, shortAddress } from '@kp/domain/evm-wallets';
import { openModal, type ModalProps } from '../../lib/modals';
import { useLoad } from '../../lib/use-load';
import { useTranslation } from '../../lib/use-translation';
import { CopyButton } from '../../components/copy-button';
import { Button } from '../../ui/button';
import { Badge } from '../../ui/badge';
import { Sheet } from '../../ui/modal';
import { Spinner } from '../../ui/spinner';
import { listWallets, setPrimaryWallet } from './evm-wallets-api';
import { chainLabel, problemOf, say, type Message } from './wallet-messages';
import { formatDate } from '../../lib/dates';

export type MultiWalletProps = { onChanged?: (list: EvmWalletList) => void };

/**
 * The multi wallet modal (spec section 2): the user's linked wallets, the primary one first; make
 * another primary, disconnect one (the disconnect wallet modal), or connect another.
 */
export default function MultiWalletModal({ onClose, props }: ModalProps<MultiWalletProps>) {
  const { t } = useTranslation();
  const { state, retry, set } = useLoad('evm-wallets', (signal) => listWallets(signal));
  const [pending, setPending] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ tone: 'done' | 'error'; message: Message } | null>(null);

  const changed = (list: EvmWalletList) => {
    set(list);
    props.onChanged?.(list);
  };

  async function makePrimary(address: string) {
    setPending(address);
    setNotice(null);
    try {
      changed(await setPrimaryWallet(address));
      setNotice({
        tone: 'done',
        message: { key: 'evmWallet.multi.primaryDone', values: { address: shortAddress(address) } },
      });
    } catch (error) {
      setNotice({ tone: 'error', message: problemOf(error).message });
    } finally {
      setPending(null);
    }
  }

  const connect = () => openModal('connectEvmWallet', { onLinked: changed });
  const disconnect = (address: string) => {
    setNotice(null);
    openModal('disconnectWallet', { address, onDisconnected: changed });
  };

  return (
    <Sheet title={t('evmWallet.multi.title')} onClose={onClose}>
      <div className="space-y-4">
        {state.status === 'loading' && <Spinner label={t('evmWallet.multi.loading')} />}
        {state.status === 'error' && (
          <div role="alert" className="space-y-3">
            <p>{t('evmWallet.multi.loadError')}</p>
            <p className="text-sm text-slate-300">{say(t, problemOf(state.error).message)}</p>
            <Button variant="secondary" onClick={retry}>
              {t('evmWallet.retry')}
            </Button>
          </div>
        )}
        {state.status === 'ready' && state.data.wallets.length === 0 && (
          <>
            <p>{t('evmWallet.multi.empty')}</p>
            <p className="text-sm text-slate-300">{t('evmWallet.multi.emptyHint')}</p>
            <Button fullWidth autoFocus onClick={connect}>
              {t('evmWallet.connect.connect')}
            </Button>
          </>
        )}
        {state.status === 'ready' && state.data.wallets.length > 0 && (
          <>
            <p className="text-sm text-slate-300">{t('evmWallet.multi.intro')}</p>
            <ul className="space-y-3" aria-label={t('evmWallet.multi.listLabel')}>
              {state.data.wallets.map((wallet) => (
                <WalletRow
                  key={wallet.address}
                  wallet={wallet}
                  isPending={pending === wallet.address}
                  isLocked={pending !== null}
                  onMakePrimary={() => void makePrimary(wallet.address)}
                  onDisconnect={() => disconnect(wallet.address)}
                />
              ))}
            </ul>
            <p
              role={notice?.tone === 'error' ? 'alert' : 'status'}
              className={`text-sm ${notice?.tone === 'error' ? 'text-rose-300' : 'text-emerald-300'}`}
            >
              {notice ? say(t, notice.message) : ''}
            </p>
            {state.data.wallets.length < MAX_EVM_WALLETS_PER_USER ? (
              <Button fullWidth onClick={connect}>
                {t('evmWallet.multi.connectAnother')}
              </Button>
            ) : (
              <p className="text-sm text-slate-400">
                {t('evmWallet.multi.limit', { max: MAX_EVM_WALLETS_PER_USER })}
              </p>
            )}
          </>
        )}
      </div>
    </Sheet>
  );
}

function WalletRow({
  wallet,
  isPending,
  isLocked,
  onMakePrimary,
  onDisconnect,
}: {
  wallet: LinkedEvmWallet;
  isPending: boolean;
  isLocked: boolean;
  onMakePrimary: () => void;
  onDisconnect: () => void;
}) {
  const { t, language } = useTranslation();
  const short = shortAddress(wallet.address);
  return (
    <li
      className="space-y-2 rounded-lg border border-slate-700 p-3"
      data-primary={wallet.isPrimary || undefined}
    >
      <div className="flex flex-wrap items-center gap-2">
        <span dir="ltr" title={wallet.address} className="font-mono font-semibold">
          {short}
        </span>
        {wallet.isPrimary && <Badge tone="primary">{t('evmWallet.multi.primary')}</Badge>}
        {wallet.isSmartContract && <Badge tone="info">{t('evmWallet.multi.smartContract')}</Badge>}
        <span className="ms-auto">
          <CopyButton text={wallet.address} label={t('evmWallet.multi.copy', { address: short })} />
        </span>
      </div>
      <p className="text-sm text-slate-400">
        {t('evmWallet.multi.linkedOn', {
          network: chainLabel(t, wallet.chainId),
          date: formatDate(wallet.linkedAt, language),
        })}
      </p>
      <div className="flex flex-wrap gap-2">
        {!wallet.isPrimary && (
          <Button
            variant="secondary"
            disabled={isLocked}
            onClick={onMakePrimary}
            aria-label={t('evmWallet.multi.makePrimaryOf', { address: short })}
          >
            {isPending ? t('evmWallet.multi.makingPrimary') : t('evmWallet.multi.makePrimary')}
          </Button>
        )}
        <Button
          variant="secondary"
          disabled={isLocked}
          onClick={onDisconnect}
          aria-label={t('evmWallet.multi.disconnectOf', { address: short })}
          className="hover:border-danger"
        >
          {t('evmWallet.multi.disconnect')}
        </Button>
      </div>
    </li>
  );
}
