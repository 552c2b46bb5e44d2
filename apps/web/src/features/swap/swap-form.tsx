import { useId, useState, type FormEvent } from 'react';
import { USDT } from '@kp/domain/currencies';
import { SWAP_AMOUNT_DECIMALS } from '@kp/domain/swap';
import { balanceOf, useBalances } from '../../lib/user-data';
import { openModal } from '../../lib/modals';
import { useLoad } from '../../lib/use-load';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../ui/button';
import { ERROR_CLASS, Field, HINT_CLASS, Input } from '../../ui/field';
import { QuoteRows } from '../../components/quote-rows';
import { amountMessage, checkSwapAmount, formatKcashAmount, formatUsdt, type Message } from './amounts';
import { loadDeductions } from './swap-api';
import { useDebounced } from './use-debounced';

/** How long typing pauses before the fee is asked for. */
export const ESTIMATE_DELAY_MS = 400;

/** The whole USDT balance in the swap's steps (5 decimals), as a typed amount. */
function swappableAll(balance: string): string {
  const [whole = '0', fraction = ''] = balance.split('.');
  const cut = fraction.slice(0, SWAP_AMOUNT_DECIMALS).replace(/0+$/, '');
  return cut ? `${whole}.${cut}` : whole;
}

/**
 * The swap of USDT into K-Cash as a form (on /swap and in the currency exchange modal): the
 * balances, the amount checked by the domain's rules and against the USDT held, an estimate of
 * the K-Cash after fees, then the fee modal and the swap transaction modal.
 */
export function SwapForm({ onSwapped }: { onSwapped?: () => void }) {
  const { t, language } = useTranslation();
  const messageId = useId();
  const balances = useBalances();
  const usdt = balanceOf(balances, USDT.code);
  const kcash = balanceOf(balances, 'KCASH');
  const [amount, setAmount] = useState('');
  const [isSubmitted, setIsSubmitted] = useState(false);
  const check = checkSwapAmount(amount, usdt?.balance ?? null);
  const valid = check.status === 'ok' ? amount.trim() : null;
  const settled = useDebounced(valid, ESTIMATE_DELAY_MS);
  const estimate = useLoad(settled, (signal) => loadDeductions(settled!, signal));

  let message: { text: string; tone: 'error' | 'hint' };
  const say = (m: Message) => t(m.key, m.values) as string;
  if (check.status === 'invalid' && (isSubmitted || amount.trim() !== '')) {
    message = { text: say(check.message), tone: 'error' };
  } else if (check.status === 'empty' && isSubmitted) {
    message = { text: t('swap.amountErrors.zero'), tone: 'error' };
  } else if (valid !== null && settled === valid && estimate.state.status === 'error') {
    const error = estimate.state.error;
    message =
      error.code === 'INVALID_AMOUNT'
        ? { text: say(amountMessage(error)), tone: 'error' }
        : { text: t('swap.fee.failed'), tone: 'error' };
  } else if (valid !== null && settled === valid && estimate.state.status === 'ready') {
    message = {
      text: t('swap.estimate', { amount: formatKcashAmount(estimate.state.data.receiveAmount, language) }),
      tone: 'hint',
    };
  } else if (valid !== null) {
    message = { text: t('swap.estimating'), tone: 'hint' };
  } else {
    message = { text: t('swap.amountHint', { decimals: SWAP_AMOUNT_DECIMALS }), tone: 'hint' };
  }
  const isRefused =
    check.status !== 'ok' ||
    (settled === valid &&
      estimate.state.status === 'error' &&
      estimate.state.error.code === 'INVALID_AMOUNT');

  function submit(event: FormEvent) {
    event.preventDefault();
    setIsSubmitted(true);
    if (isRefused || valid === null) return;
    openModal('fee', {
      amount: valid,
      onSwapped: () => {
        setAmount('');
        setIsSubmitted(false);
        onSwapped?.();
      },
    });
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <QuoteRows
        className="gap-x-3 gap-y-1 rounded-control border border-border bg-surface-sunken/60 p-3 text-label"
        rows={[
          {
            label: t('swap.balance', { currency: USDT.name }),
            value: <span className="font-semibold">{usdt ? formatUsdt(usdt.balance, language) : '…'}</span>,
          },
          {
            label: t('swap.balance', { currency: kcash?.name ?? 'K-Cash' }),
            value: (
              <span className="font-semibold">
                {kcash ? formatKcashAmount(kcash.balance, language) : '…'}
              </span>
            ),
          },
        ]}
      />
      {balances.status === 'error' && !usdt && (
        <p role="alert" className={ERROR_CLASS}>
          {t('swap.balanceUnknown')}
        </p>
      )}
      <div>
        <Field label={t('swap.amountLabel')} describedBy={messageId} invalid={message.tone === 'error'}>
          {(control) => (
            <div className="flex gap-2">
              <Input
                {...control}
                inputMode="decimal"
                autoComplete="off"
                dir="ltr"
                value={amount}
                onChange={(event) => setAmount(event.target.value)}
                className="tabular-nums"
                placeholder="10"
              />
              <Button
                variant="secondary"
                disabled={!usdt || /^0(\.0*)?$/.test(usdt.balance)}
                onClick={() => usdt && setAmount(swappableAll(usdt.balance))}
                // Named by its visible word first (WCAG 2.5.3, label in name), then what it does.
                aria-label={`${t('swap.max')}: ${t('swap.maxLabel')}`}
                className="shrink-0"
              >
                {t('swap.max')}
              </Button>
            </div>
          )}
        </Field>
        <p id={messageId} aria-live="polite" className={message.tone === 'error' ? ERROR_CLASS : HINT_CLASS}>
          {message.text}
        </p>
      </div>
      <Button type="submit" fullWidth disabled={isSubmitted && isRefused}>
        {t('swap.swapButton')}
      </Button>
    </form>
  );
}
