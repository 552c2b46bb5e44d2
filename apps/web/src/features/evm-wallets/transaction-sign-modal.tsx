import { useEffect, useRef, useState } from 'react';
import { AppError } from '@kp/domain/errors';
import { CLAIM_SIGNATURE_TTL_MS, shortAddress } from '@kp/domain/evm-wallets';
import { openModal, type ModalProps } from '../../lib/modals';
import { ERROR_KEYS } from '../../lib/messages';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import {
  findInjectedWallets,
  isSameAddress,
  pickWalletFor,
  readChainId,
  requestAccounts,
  signTypedData,
  switchChain,
  WalletError,
  type Eip1193Provider,
} from './ethereum-provider';
import { getClaimTypedData, listWallets } from './evm-wallets-api';
import { chainLabel, problemOf, say, type Problem } from './wallet-messages';
import { WalletSteps } from './wallet-steps';

/** A reward claim's signature, as `claimReward`'s body takes it. */
export type ClaimSignature = { chainId: number; deadline: number; signature: string };

export type TransactionSignProps = {
  campaignId: string;
  /** The chain the campaign asks claims to be signed on; null: the one the wallet was linked on. */
  chainId: number | null;
  onSigned: (signature: ClaimSignature) => void;
};

const STEPS = ['wallet', 'claim', 'network', 'signature'] as const;
type Step = (typeof STEPS)[number];

const STEP_LABELS = {
  wallet: 'evmWallet.sign.steps.wallet',
  claim: 'evmWallet.sign.steps.claim',
  network: 'evmWallet.sign.steps.network',
  signature: 'evmWallet.sign.steps.signature',
} as const;

const STEP_STATUS = {
  wallet: 'evmWallet.sign.status.wallet',
  claim: 'evmWallet.sign.status.claim',
  network: 'evmWallet.sign.status.network',
  signature: 'evmWallet.sign.status.signature',
} as const;

type Flow =
  | { name: 'ready' }
  | { name: 'running'; step: Step }
  | { name: 'noWalletLinked' }
  | { name: 'failed'; step: Step; problem: Problem; isFinal: boolean };

/** Refusals that signing again cannot change: the claim itself is not open to this user. */
const FINAL_REFUSALS: ReadonlySet<string> = new Set([
  'CAMPAIGN_NOT_FOUND',
  'CAMPAIGN_NOT_CLAIMABLE',
  'CAMPAIGN_TASKS_INCOMPLETE',
  'REWARD_ALREADY_CLAIMED',
]);

/** A failure already put in words for the user. */
class ProblemError extends Error {
  readonly problem: Problem;
  constructor(problem: Problem) {
    super(problem.message.key);
    this.problem = problem;
  }
}

/**
 * The transaction sign modal of a reward claim (spec section 2): the user's linked wallet signs the
 * claim's EIP-712 typed data (no transaction, no gas); the signature goes back to the claim.
 * A fresh typed data is asked for on every attempt, so a retry never signs a used nonce.
 */
export default function TransactionSignModal({ onClose, props }: ModalProps<TransactionSignProps>) {
  const { t } = useTranslation();
  const [flow, setFlow] = useState<Flow>({ name: 'ready' });
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  /** Moves the wallet to the typed data's chain; a refusal says which network to pick. */
  async function ensureChain(provider: Eip1193Provider, target: number) {
    if ((await readChainId(provider)) === target) return;
    const network = chainLabel(t, target);
    const hint = { key: 'evmWallet.sign.pickNetwork', values: { network } } as const;
    try {
      await switchChain(provider, target);
    } catch (error) {
      const isUnknown = error instanceof WalletError && error.kind === 'unknownChain';
      throw new ProblemError({
        message: isUnknown
          ? { key: 'evmWallet.connect.unknownChain', values: { network } }
          : problemOf(error).message,
        hint,
      });
    }
    const now = await readChainId(provider);
    if (now !== target)
      throw new ProblemError({
        message: { key: 'evmWallet.connect.stillWrongChain', values: { current: chainLabel(t, now) } },
        hint,
      });
  }

  async function sign() {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    const { signal } = controller;
    let step: Step = 'wallet';
    const at = (next: Step) => {
      step = next;
      setFlow({ name: 'running', step: next });
    };
    try {
      at('wallet');
      const list = await listWallets(signal);
      const primary = list.evmWalletAddress ?? list.wallets[0]?.address;
      if (signal.aborted) return;
      if (!primary) return setFlow({ name: 'noWalletLinked' });
      const wallet = await pickWalletFor(await findInjectedWallets(), primary);
      if (!wallet) throw new WalletError('noWallet');
      const { provider } = wallet;
      const accounts = await requestAccounts(provider);
      if (signal.aborted) return;
      // The primary wallet signs; another linked one may, when it is the account the wallet offers.
      const signer = accounts.some((a) => isSameAddress(a, primary))
        ? primary
        : list.wallets.find((w) => accounts.some((a) => isSameAddress(a, w.address)))?.address;
      if (!signer)
        throw new ProblemError({
          message: { key: 'evmWallet.sign.switchAccount', values: { address: shortAddress(primary) } },
        });
      at('claim');
      const typedData = await getClaimTypedData(
        {
          campaignId: props.campaignId,
          ...(props.chainId !== null ? { chainId: props.chainId } : {}),
          address: signer,
        },
        signal,
      );
      if (signal.aborted) return;
      at('network');
      await ensureChain(provider, typedData.domain.chainId);
      if (signal.aborted) return;
      at('signature');
      const signature = await signTypedData(provider, signer, typedData);
      if (signal.aborted) return;
      if (Date.parse(typedData.expiresAt) <= Date.now())
        throw new ProblemError({
          message: { key: 'evmWallet.sign.expired', values: { minutes: CLAIM_SIGNATURE_TTL_MS / 60_000 } },
        });
      onClose();
      props.onSigned({
        chainId: typedData.domain.chainId,
        deadline: Number(typedData.message.deadline),
        signature,
      });
    } catch (error) {
      if (signal.aborted) return;
      if (error instanceof AppError && error.code === 'EVM_WALLET_REQUIRED')
        return setFlow({ name: 'noWalletLinked' });
      setFlow({
        name: 'failed',
        step,
        problem: error instanceof ProblemError ? error.problem : problemOf(error),
        isFinal: error instanceof AppError && FINAL_REFUSALS.has(error.code),
      });
    }
  }

  const connect = () => openModal('connectEvmWallet', { onLinked: () => setFlow({ name: 'ready' }) });

  return (
    <Modal title={t('evmWallet.sign.title')} onClose={onClose}>
      <div className="space-y-4" data-flow={flow.name}>
        {flow.name === 'ready' && (
          <>
            <p>{t('evmWallet.sign.intro')}</p>
            <p className="text-sm text-slate-300">{t('evmWallet.sign.noGas')}</p>
            <Button fullWidth autoFocus onClick={() => void sign()}>
              {t('evmWallet.sign.sign')}
            </Button>
          </>
        )}
        {flow.name === 'running' && (
          <>
            <WalletSteps
              steps={STEPS}
              labels={STEP_LABELS}
              current={flow.step}
              status={t(STEP_STATUS[flow.step])}
            />
            <Button variant="secondary" fullWidth onClick={onClose}>
              {t('evmWallet.cancel')}
            </Button>
          </>
        )}
        {flow.name === 'noWalletLinked' && (
          <>
            <div role="alert" className="space-y-1">
              <p className="font-semibold">{t('evmWallet.errors.EVM_WALLET_REQUIRED')}</p>
              <p className="text-sm text-slate-300">{t('evmWallet.sign.noWalletHint')}</p>
            </div>
            <Button fullWidth autoFocus onClick={connect}>
              {t('evmWallet.connect.connect')}
            </Button>
          </>
        )}
        {flow.name === 'failed' && (
          <>
            <WalletSteps
              steps={STEPS}
              labels={STEP_LABELS}
              current={flow.step}
              isFailed
              status={t('evmWallet.sign.notSigned')}
            />
            <div role="alert" className="space-y-1 rounded-lg border border-rose-400/50 p-3">
              {!flow.isFinal && (
                <p className="font-semibold text-rose-300">{t(ERROR_KEYS.CLAIM_TRANSACTION_FAILED)}</p>
              )}
              <p>{say(t, flow.problem.message)}</p>
              {flow.problem.hint && <p className="text-sm text-slate-300">{say(t, flow.problem.hint)}</p>}
            </div>
            <div className="flex flex-col-reverse gap-2 sm:flex-row">
              <Button variant="secondary" onClick={onClose} className="sm:w-1/3">
                {t('evmWallet.close')}
              </Button>
              {!flow.isFinal && (
                <Button fullWidth autoFocus onClick={() => void sign()}>
                  {t('evmWallet.sign.signAgain')}
                </Button>
              )}
            </div>
          </>
        )}
      </div>
    </Modal>
  );
}
