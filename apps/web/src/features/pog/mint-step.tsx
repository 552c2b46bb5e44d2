import { useId, useRef, useState } from 'react';
import type { PogCard, PogMintStatus } from '@kp/contract/pog';
import type { AvatarGenre } from '@kp/domain/pog';
import { mintPercent, POG_MINT_DURATION_MS_DEFAULT } from '@kp/domain/pog-mint';
import { Money } from '../../components/money';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { ERROR_KEYS } from '../../lib/messages';
import { useNow } from '../../lib/use-now';
import { balanceOf, refreshBalances, useBalances } from '../../lib/user-data';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../ui/button';
import { ERROR_CLASS } from '../../ui/field';
import { Spinner } from '../../ui/spinner';
import { activatePog, codeOf, pogErrorText, quickMint, retryMint, unlockSlot } from './pog-api';
import { ProgressBar } from './progress-bar';
import { isolate } from '../../components/user-text';

export type QuickPick = { genre: AvatarGenre; variantId?: string };

/** The mint's live progress: the bar with its percentage and the time left, redrawn every second. */
export function MintProgress({ card }: { card: PogCard }) {
  const { t } = useTranslation();
  const now = useNow();
  const startedAt = new Date(card.progress.startedAt);
  const finishesAt = new Date(card.progress.finishesAt);
  // The server's figure, carried forward by the clock between two reads of the status.
  const percent = Math.max(
    card.progress.percent,
    mintPercent({ status: card.status, startedAt, finishesAt }, new Date(now)),
  );
  const secondsLeft = Math.max(0, Math.ceil((finishesAt.getTime() - now) / 1000));
  const totalSeconds =
    Math.round((finishesAt.getTime() - startedAt.getTime()) / 1000) || POG_MINT_DURATION_MS_DEFAULT / 1000;
  return (
    <div className="space-y-3">
      <p className="font-semibold">{t('pog.mint.minting', { name: isolate(card.name) })}</p>
      <ProgressBar
        label={t('pog.mint.progressLabel')}
        percent={percent}
        detail={
          secondsLeft > 0 ? t('pog.mint.secondsLeft', { seconds: secondsLeft }) : t('pog.mint.almostThere')
        }
      />
      <p className="text-sm text-slate-300">{t('pog.mint.leaveHint', { seconds: totalSeconds })}</p>
    </div>
  );
}

/**
 * Paying for a slot in K-Cash or the reward token: one Idempotency-Key per decision (the currency
 * chosen), kept for its retries, so a retried payment never pays twice; "slot payment processing"
 * while the request runs, "Payment Failed, Please try again!" with a retry when it is refused.
 */
function SlotPayment({
  status,
  isPaying,
  onPaying,
  onPaid,
}: {
  status: PogMintStatus;
  isPaying: boolean;
  onPaying: (isPaying: boolean) => void;
  onPaid: () => void;
}) {
  const { t } = useTranslation();
  const name = useId();
  const balances = useBalances();
  const prices = status.slot.prices;
  const [currency, setCurrency] = useState(prices[0]?.currency ?? 'KCASH');
  const key = useRef<string | null>(null);
  const [error, setError] = useState<string | null>(
    status.error?.errorCode === 'PAYMENT_FAILED' ? t(ERROR_KEYS.PAYMENT_FAILED) : null,
  );

  async function pay() {
    key.current ??= newIdempotencyKey();
    setError(null);
    onPaying(true);
    try {
      await unlockSlot(currency, key.current);
      key.current = null; // paid: the next slot is a new decision
      onPaid();
    } catch (caught) {
      setError(codeOf(caught) === 'PAYMENT_FAILED' ? t(ERROR_KEYS.PAYMENT_FAILED) : pogErrorText(t, caught));
    } finally {
      onPaying(false);
      void refreshBalances();
    }
  }

  return (
    <div className="space-y-4">
      <fieldset disabled={isPaying}>
        <legend className="mb-2 font-semibold">{t('pog.mint.slotTitle')}</legend>
        <p className="mb-3 text-slate-300">{t('pog.mint.slotIntro')}</p>
        <div className="space-y-2">
          {prices.map((price) => {
            const balance = balanceOf(balances, price.currency);
            return (
              <label key={price.currency} className="card flex cursor-pointer items-center gap-3 p-3">
                <input
                  type="radio"
                  name={name}
                  value={price.currency}
                  checked={currency === price.currency}
                  onChange={() => {
                    setCurrency(price.currency);
                    key.current = null; // another currency: another decision
                  }}
                />
                <span className="flex-1">
                  <Money
                    amount={price.amount}
                    currency={price.currency}
                    name={balance?.name}
                    className="font-semibold tabular-nums"
                  />
                  {balance && (
                    <span className="block text-sm text-slate-300">
                      {t('pog.mint.balance')}{' '}
                      <Money amount={balance.balance} currency={balance.currency} name={balance.name} />
                    </span>
                  )}
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
      {isPaying && <Spinner label={t('pog.states.slot_payment_processing')} />}
      {error && !isPaying && (
        <p role="alert" className={ERROR_CLASS}>
          {error}
        </p>
      )}
      <Button loading={isPaying} onClick={() => void pay()}>
        {error ? t('pog.retry') : t('pog.mint.pay')}
      </Button>
    </div>
  );
}

/**
 * MINT POG CARD: pay for a slot, mint (quick_mint with the genre picked, customize_pog with the
 * avatar made), follow the mint to the card, or try a failed one again in the same slot.
 */
export function MintStep({
  status,
  quickPick,
  isPaying,
  onPaying,
  onChange,
  onChooseAvatar,
}: {
  status: PogMintStatus;
  quickPick: QuickPick | null;
  isPaying: boolean;
  onPaying: (isPaying: boolean) => void;
  onChange: () => void;
  onChooseAvatar: () => void;
}) {
  const { t } = useTranslation();
  const [isMintAnother, setIsMintAnother] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const card = status.card;

  async function act(action: () => Promise<unknown>) {
    setIsBusy(true);
    setError(null);
    try {
      await action();
      onChange();
    } catch (caught) {
      setError(pogErrorText(t, caught));
    } finally {
      setIsBusy(false);
    }
  }
  const errorLine = error && (
    <p role="alert" className={ERROR_CLASS}>
      {error}
    </p>
  );

  if (status.next === 'reserve_name') return <p>{t(ERROR_KEYS.POG_NAME_REQUIRED)}</p>;
  if (card?.status === 'minting' && status.next === 'wait_for_mint') return <MintProgress card={card} />;
  if (card?.status === 'failed' && status.next === 'retry_mint')
    return (
      <div className="space-y-3">
        <h3 className="text-xl font-bold">{t('pog.mint.failedTitle')}</h3>
        <p role="alert" className={ERROR_CLASS}>
          {t(ERROR_KEYS.MINT_FAILED)}
        </p>
        <p className="text-slate-300">{t('pog.mint.retryHint')}</p>
        {errorLine}
        <Button loading={isBusy} onClick={() => void act(retryMint)}>
          {t('pog.retry')}
        </Button>
      </div>
    );
  if (status.state === 'minted' && !isMintAnother && !isPaying)
    return (
      <div className="space-y-4">
        <p role="status" className="text-xl font-bold text-success">
          {t('pog.mint.minted', { name: isolate(card?.name ?? status.name ?? '') })}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button href="/my-pog">{t('pog.mint.seeCard')}</Button>
          <Button variant="secondary" onClick={() => setIsMintAnother(true)}>
            {t('pog.mint.mintAnother')}
          </Button>
        </div>
      </div>
    );
  if (status.mode === 'customize_pog' && status.avatarStep !== 'ready')
    return (
      <div className="space-y-3">
        <p>{t(ERROR_KEYS.POG_AVATAR_NOT_READY)}</p>
        <Button variant="secondary" onClick={onChooseAvatar}>
          {t('pog.tabs.create_avatar')}
        </Button>
      </div>
    );
  if (status.next === 'unlock_slot' || isPaying)
    return <SlotPayment status={status} isPaying={isPaying} onPaying={onPaying} onPaid={onChange} />;

  // A paid slot waits for its card.
  if (status.mode === 'quick_mint' && !quickPick)
    return (
      <div className="space-y-3">
        <p className="font-semibold text-success">{t('pog.mint.slotReady')}</p>
        <p>{t('pog.mint.chooseGenreFirst')}</p>
        <Button onClick={onChooseAvatar}>{t('pog.avatar.genre')}</Button>
      </div>
    );
  return (
    <div className="space-y-3">
      <p className="font-semibold text-success">{t('pog.mint.slotReady')}</p>
      {quickPick && status.mode === 'quick_mint' && (
        <p>{t('pog.mint.quickGenre', { genre: t(`pog.genres.${quickPick.genre}`) })}</p>
      )}
      {errorLine}
      <Button
        loading={isBusy}
        onClick={() =>
          void act(() =>
            status.mode === 'quick_mint' && quickPick
              ? quickMint(quickPick.genre, quickPick.variantId)
              : activatePog(),
          )
        }
      >
        {t('pog.mint.mint')}
      </Button>
    </div>
  );
}
