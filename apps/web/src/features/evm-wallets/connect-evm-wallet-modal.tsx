import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import type { EvmWalletList } from '@kp/contract/evm-wallets';
import { openModal, type ModalProps } from '../../lib/modals';
import { useLoad } from '../../lib/use-load';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../ui/button';
import { LoadFailed } from '../../components/load-failed';
import { Modal } from '../../ui/modal';
import { Spinner } from '../../ui/spinner';
import {
  findInjectedWallets,
  isSameAddress,
  onChainChanged,
  readChainId,
  requestAccounts,
  signMessage,
  switchChain,
  WalletError,
  type Eip1193Provider,
  type InjectedWallet,
} from './ethereum-provider';
import { createNonce, listWallets, verifyWallet } from './evm-wallets-api';
import { chainLabel, chainList, problemOf, say, type Problem } from './wallet-messages';
import { WalletSteps } from './wallet-steps';

export type ConnectEvmWalletProps = { onLinked?: (list: EvmWalletList) => void };

/** The steps of linking a wallet, in order. */
const STEPS = ['account', 'network', 'message', 'signature', 'verify'] as const;
type Step = (typeof STEPS)[number];

const STEP_LABELS = {
  account: 'evmWallet.connect.steps.account',
  network: 'evmWallet.connect.steps.network',
  message: 'evmWallet.connect.steps.message',
  signature: 'evmWallet.connect.steps.signature',
  verify: 'evmWallet.connect.steps.verify',
} as const;

const STEP_STATUS = {
  account: 'evmWallet.connect.status.account',
  network: 'evmWallet.connect.status.network',
  message: 'evmWallet.connect.status.message',
  signature: 'evmWallet.connect.status.signature',
  verify: 'evmWallet.connect.status.verify',
} as const;

type Flow =
  | { name: 'ready' }
  | { name: 'running'; step: Step }
  | {
      name: 'wrongChain';
      wallet: InjectedWallet;
      address: string;
      chainId: number;
      isSwitching: boolean;
      problem: Problem | null;
    }
  | { name: 'failed'; step: Step; problem: Problem };

/**
 * The connect EVM wallet modal (spec section 2): the user's wallet shares an account, moves to a
 * network this site links wallets on, and signs the api's Sign-In with Ethereum message; the api
 * checks the signature and links the wallet. Each step shows as it happens.
 */
export default function ConnectEvmWalletModal({ onClose, props }: ModalProps<ConnectEvmWalletProps>) {
  const { t, language } = useTranslation();
  const setup = useLoad('connect-evm-wallet', async (signal) => {
    const [list, wallets] = await Promise.all([listWallets(signal), findInjectedWallets()]);
    return { chainIds: list.chainIds, wallets };
  });
  const [flow, setFlow] = useState<Flow>({ name: 'ready' });
  const [chosen, setChosen] = useState<string | null>(null);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const chainIds = setup.state.status === 'ready' ? setup.state.data.chainIds : [];
  const wallets = setup.state.status === 'ready' ? setup.state.data.wallets : [];
  const wallet = wallets.find((w) => w.info.uuid === chosen) ?? wallets[0];

  /** A fresh run: any run before it stops counting. */
  function begin(): AbortSignal {
    running.current?.abort();
    running.current = new AbortController();
    return running.current.signal;
  }

  /** Signs the api's message with the account on an allowed chain, then links it. */
  async function link(signal: AbortSignal, provider: Eip1193Provider, address: string, chainId: number) {
    let step: Step = 'message';
    const at = (next: Step) => {
      step = next;
      if (!signal.aborted) setFlow({ name: 'running', step: next });
    };
    try {
      at('message');
      const { message } = await createNonce(address, chainId, signal);
      if (signal.aborted) return;
      at('signature');
      const signature = await signMessage(provider, address, message);
      if (signal.aborted) return;
      at('verify');
      // Not cancelled with the modal: once the api answers, the wallet is linked.
      const list = await verifyWallet(message, signature);
      props.onLinked?.(list);
      if (signal.aborted) return;
      const linked = list.wallets.find((w) => isSameAddress(w.address, address))?.address ?? address;
      onClose();
      openModal('walletConnectSuccess', { address: linked });
    } catch (error) {
      if (!signal.aborted) setFlow({ name: 'failed', step, problem: problemOf(error) });
    }
  }

  async function connect() {
    const signal = begin();
    let step: Step = 'account';
    try {
      setFlow({ name: 'running', step: 'account' });
      if (!wallet) throw new WalletError('noWallet');
      const [address] = await requestAccounts(wallet.provider);
      if (signal.aborted || !address) return;
      step = 'network';
      setFlow({ name: 'running', step: 'network' });
      const chainId = await readChainId(wallet.provider);
      if (signal.aborted) return;
      if (!chainIds.includes(chainId)) {
        setFlow({ name: 'wrongChain', wallet, address, chainId, isSwitching: false, problem: null });
        return;
      }
      await link(signal, wallet.provider, address, chainId);
    } catch (error) {
      if (!signal.aborted) setFlow({ name: 'failed', step, problem: problemOf(error) });
    }
  }

  async function switchTo(target: number) {
    if (flow.name !== 'wrongChain') return;
    const { address } = flow;
    const signal = begin();
    setFlow({ ...flow, isSwitching: true, problem: null });
    const network = chainLabel(t, target);
    try {
      await switchChain(flow.wallet.provider, target);
      const now = await readChainId(flow.wallet.provider);
      if (signal.aborted) return;
      if (chainIds.includes(now)) return void (await link(signal, flow.wallet.provider, address, now));
      setFlow({
        ...flow,
        chainId: now,
        isSwitching: false,
        problem: {
          message: { key: 'evmWallet.connect.stillWrongChain', values: { current: chainLabel(t, now) } },
          hint: { key: 'evmWallet.connect.pickNetwork', values: { network } },
        },
      });
    } catch (error) {
      if (signal.aborted) return;
      const isUnknown = error instanceof WalletError && error.kind === 'unknownChain';
      setFlow({
        ...flow,
        isSwitching: false,
        problem: {
          message: isUnknown
            ? { key: 'evmWallet.connect.unknownChain', values: { network } }
            : problemOf(error).message,
          hint: { key: 'evmWallet.connect.pickNetwork', values: { network } },
        },
      });
    }
  }

  // The user may move to the right network in the wallet itself: go on when it lands on one.
  const onWalletChain = useEffectEvent((chainId: number) => {
    if (flow.name !== 'wrongChain' || flow.isSwitching) return;
    if (chainIds.includes(chainId)) void link(begin(), flow.wallet.provider, flow.address, chainId);
    else setFlow({ ...flow, chainId });
  });
  const watched = flow.name === 'wrongChain' ? flow.wallet.provider : null;
  useEffect(() => (watched ? onChainChanged(watched, (id) => onWalletChain(id)) : undefined), [watched]);

  const canCancel = flow.name === 'running' || flow.name === 'wrongChain';
  return (
    <Modal title={t('evmWallet.connect.title')} onClose={onClose}>
      <div className="space-y-4" data-flow={flow.name}>
        {setup.state.status === 'loading' && <Spinner label={t('evmWallet.connect.loading')} />}
        {setup.state.status === 'error' && (
          <LoadFailed
            message={say(t, problemOf(setup.state.error).message)}
            retryLabel={t('evmWallet.retry')}
            onRetry={setup.retry}
          />
        )}
        {setup.state.status === 'ready' && chainIds.length === 0 && (
          <>
            <p role="alert">{t('evmWallet.connect.noChains')}</p>
            <Button fullWidth autoFocus onClick={onClose}>
              {t('evmWallet.close')}
            </Button>
          </>
        )}
        {setup.state.status === 'ready' && chainIds.length > 0 && wallets.length === 0 && (
          <>
            <p role="alert">{t('evmWallet.walletErrors.noWallet')}</p>
            <Button variant="secondary" onClick={setup.retry}>
              {t('evmWallet.connect.lookAgain')}
            </Button>
          </>
        )}
        {setup.state.status === 'ready' && chainIds.length > 0 && wallets.length > 0 && (
          <>
            {flow.name === 'ready' && (
              <Intro
                networks={chainList(t, language, chainIds)}
                wallets={wallets}
                chosen={wallet?.info.uuid ?? null}
                onChoose={setChosen}
                onConnect={() => void connect()}
              />
            )}
            {flow.name === 'running' && (
              <WalletSteps
                steps={STEPS}
                labels={STEP_LABELS}
                current={flow.step}
                status={t(STEP_STATUS[flow.step])}
              />
            )}
            {flow.name === 'wrongChain' && (
              <WrongChain
                flow={flow}
                networks={chainList(t, language, chainIds)}
                chainIds={chainIds}
                onSwitch={(id) => void switchTo(id)}
              />
            )}
            {flow.name === 'failed' && (
              <>
                <WalletSteps
                  steps={STEPS}
                  labels={STEP_LABELS}
                  current={flow.step}
                  isFailed
                  status={t('evmWallet.connect.failed')}
                />
                <div role="alert" className="space-y-1 rounded-lg border border-rose-400/50 p-3">
                  <p className="font-semibold text-rose-300">{say(t, flow.problem.message)}</p>
                  {flow.problem.hint && <p className="text-sm">{say(t, flow.problem.hint)}</p>}
                </div>
                <div className="flex flex-col-reverse gap-2 sm:flex-row">
                  <Button variant="secondary" onClick={onClose} className="sm:w-1/3">
                    {t('evmWallet.close')}
                  </Button>
                  <Button fullWidth autoFocus onClick={() => void connect()}>
                    {t('evmWallet.retry')}
                  </Button>
                </div>
              </>
            )}
            {canCancel && (
              <Button variant="secondary" fullWidth onClick={onClose}>
                {t('evmWallet.cancel')}
              </Button>
            )}
          </>
        )}
      </div>
    </Modal>
  );
}

function Intro({
  networks,
  wallets,
  chosen,
  onChoose,
  onConnect,
}: {
  networks: string;
  wallets: readonly InjectedWallet[];
  chosen: string | null;
  onChoose: (uuid: string) => void;
  onConnect: () => void;
}) {
  const { t } = useTranslation();
  const legendId = useId();
  return (
    <>
      <p>{t('evmWallet.connect.intro')}</p>
      <p className="text-sm text-slate-300">{t('evmWallet.connect.noGas')}</p>
      <p className="text-sm text-slate-400">{t('evmWallet.connect.networks', { networks })}</p>
      {wallets.length > 1 && (
        <div role="radiogroup" aria-labelledby={legendId} className="space-y-2">
          <p id={legendId} className="text-sm font-medium text-slate-200">
            {t('evmWallet.connect.chooseWallet')}
          </p>
          {wallets.map(({ info }) => (
            <label
              key={info.uuid}
              className="flex cursor-pointer items-center gap-3 rounded-control border border-border-strong px-3 py-2 has-[:checked]:border-primary"
            >
              <input
                type="radio"
                name="evm-wallet"
                value={info.uuid}
                checked={chosen === info.uuid}
                onChange={() => onChoose(info.uuid)}
                className="accent-primary"
              />
              {info.icon.startsWith('data:image/') && (
                <img src={info.icon} alt="" width={24} height={24} className="size-6" />
              )}
              <span>{info.name || t('evmWallet.browserWallet')}</span>
            </label>
          ))}
        </div>
      )}
      <Button fullWidth autoFocus onClick={onConnect}>
        {t('evmWallet.connect.connect')}
      </Button>
    </>
  );
}

function WrongChain({
  flow,
  networks,
  chainIds,
  onSwitch,
}: {
  flow: Extract<Flow, { name: 'wrongChain' }>;
  networks: string;
  chainIds: readonly number[];
  onSwitch: (chainId: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <p role="status" aria-live="polite">
        {flow.isSwitching
          ? t('evmWallet.connect.switching')
          : t('evmWallet.connect.wrongChain', { current: chainLabel(t, flow.chainId), networks })}
      </p>
      {flow.problem && (
        <div role="alert" className="space-y-1 rounded-lg border border-rose-400/50 p-3">
          <p className="font-semibold text-rose-300">{say(t, flow.problem.message)}</p>
          {flow.problem.hint && <p className="text-sm">{say(t, flow.problem.hint)}</p>}
        </div>
      )}
      <div className="space-y-2">
        {chainIds.map((id, index) => (
          <Button
            fullWidth
            key={id}
            autoFocus={index === 0}
            disabled={flow.isSwitching}
            onClick={() => onSwitch(id)}
          >
            {t('evmWallet.connect.switchTo', { network: chainLabel(t, id) })}
          </Button>
        ))}
      </div>
    </>
  );
}
