import { useEffect, useId, useState, type FormEvent } from 'react';
import type { OnrampQuoteAnswer } from '@kp/contract/payments';
import { formatCurrencyAmount } from '@kp/domain/display';
import { KCASH } from '@kp/domain/currencies';
import { AppError } from '@kp/domain/errors';
import {
  FIAT_CURRENCIES,
  FIAT_CURRENCY_CODES,
  formatFeeBps,
  formatFiat,
  formatUsdtAmount,
  type FiatCode,
} from '@kp/domain/swap';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { ERROR_KEYS } from '../../lib/messages';
import { useSession } from '../../lib/session';
import { useLoad } from '../../lib/use-load';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../ui/button';
import { ERROR_CLASS, HINT_CLASS, TextField } from '../../ui/field';
import { SelectField } from '../../ui/select-field';
import { QuoteRows } from '../../components/quote-rows';
import { formatMoney } from '../../components/money';
import { browser, createOrder, loadConversion, loadGasFee } from './buy-api';
import { checkFiatAmount, fiatAmountMessage, type Message } from './fiat-amount';

/** How long typing pauses before the quote is asked for. */
export const QUOTE_DELAY_MS = 400;

/** The currency a user most likely pays in, by their number's country (India first). */
function likelyCurrency(phoneNumber: string | null | undefined): FiatCode {
  if (phoneNumber?.startsWith('+55')) return 'BRL';
  if (phoneNumber?.startsWith('+1')) return 'USD';
  return 'INR';
}

/** The value once it stopped changing for `ms` (for asking the server while typing). */
function useDebouncedValue<T>(value: T, ms: number): T {
  const [current, setCurrent] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setCurrent(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return current;
}

/** The quote's lines: rate, USDT bought, the fees, and the K-Cash received. */
function QuoteLines({ quote, chainName }: { quote: OnrampQuoteAnswer; chainName: string | null }) {
  const { t, language } = useTranslation();
  const code = quote.fiatCurrency as FiatCode;
  const usdt = (amount: string) => `${formatUsdtAmount(amount, language)} USDT`;
  return (
    <QuoteRows
      rows={[
        {
          label: t('buyKcash.rate'),
          value: t('buyKcash.rateValue', { rate: formatFiat(quote.ratePerUsdt, code, language) }),
        },
        { label: t('buyKcash.usdt'), value: usdt(quote.usdtAmount) },
        ...quote.deductions.map((d) => ({
          label:
            d.type === 'network_fee'
              ? t('buyKcash.networkFee', { chain: chainName ?? 'USDT' })
              : t('buyKcash.providerFee', { percent: formatFeeBps(d.feeBps ?? 0, language) }),
          value: `− ${usdt(d.amount)}`,
        })),
        {
          label: t('buyKcash.receive'),
          value: formatMoney(quote.receiveAmount, KCASH.code, language),
          isTotal: true,
        },
      ]}
    />
  );
}

/**
 * Buying K-Cash: the currency and amount to pay, checked by the domain's rules, the quote
 * (rate, USDT, fees, K-Cash) as the api computes it, then the order and the provider's checkout.
 */
export function BuyForm() {
  const { t, language } = useTranslation();
  const session = useSession();
  const messageId = useId();
  const [currency, setCurrency] = useState<FiatCode>(() =>
    likelyCurrency(session.status === 'signed-in' ? session.user.phoneNumber : null),
  );
  const [amount, setAmount] = useState('');
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState<{ input: string; key: string; error: Message | null } | null>(
    null,
  );
  const [isRedirecting, setIsRedirecting] = useState(false);
  const gas = useLoad('gas-fee', (signal) => loadGasFee(signal));
  const check = checkFiatAmount(amount, currency);
  const input = check.status === 'ok' ? `${currency}|${amount.trim()}` : null;
  const settled = useDebouncedValue(input, QUOTE_DELAY_MS);
  const quote = useLoad(settled, (signal) => {
    const [code, typed] = settled!.split('|') as [FiatCode, string];
    return loadConversion(code, typed, signal);
  });
  const isCurrent = input !== null && settled === input;
  const say = (m: Message) => t(m.key, m.values) as string;

  let message: { text: string; tone: 'error' | 'hint' };
  if (check.status === 'invalid') message = { text: say(check.message), tone: 'error' };
  else if (check.status === 'empty' && isSubmitted)
    message = { text: t('buyKcash.amountErrors.zero'), tone: 'error' };
  else if (isCurrent && quote.state.status === 'error')
    message = {
      text:
        quote.state.error.code === 'INVALID_AMOUNT'
          ? say(fiatAmountMessage(quote.state.error, currency))
          : t(ERROR_KEYS.SOMETHING_WENT_WRONG),
      tone: 'error',
    };
  else if (isCurrent && quote.state.status === 'ready')
    message = {
      text: t('buyKcash.limits', {
        minimum: formatFiat(quote.state.data.limits.minimum, currency, language),
        maximum: formatFiat(quote.state.data.limits.maximum, currency, language),
      }),
      tone: 'hint',
    };
  else
    message = { text: t('buyKcash.amountHint', { decimals: FIAT_CURRENCIES[currency].scale }), tone: 'hint' };

  const canBuy = isCurrent && quote.state.status === 'ready' && !isRedirecting;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setIsSubmitted(true);
    if (!canBuy || input === null) return;
    // One key per decision (this currency and amount), kept for its retries.
    const key = submitting?.input === input ? submitting.key : newIdempotencyKey();
    setSubmitting({ input, key, error: null });
    setIsRedirecting(true);
    try {
      const { checkoutUrl } = await createOrder({ fiatCurrency: currency, fiatAmount: amount.trim() }, key);
      browser.assign(checkoutUrl);
    } catch (error) {
      const code = error instanceof AppError ? error.code : 'SOMETHING_WENT_WRONG';
      const failure: Message =
        error instanceof AppError && code === 'INVALID_AMOUNT'
          ? fiatAmountMessage(error, currency)
          : {
              key:
                code === 'SERVICE_UNAVAILABLE'
                  ? ERROR_KEYS.SERVICE_UNAVAILABLE
                  : ERROR_KEYS.SOMETHING_WENT_WRONG,
            };
      setSubmitting({ input, key, error: failure });
      setIsRedirecting(false);
    }
  }

  const orderError = submitting?.input === input ? submitting.error : null;
  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)]">
        <SelectField
          label={t('buyKcash.currencyLabel')}
          value={currency}
          onChange={(event) => setCurrency(event.target.value as FiatCode)}
        >
          {FIAT_CURRENCY_CODES.map((code) => (
            <option key={code} value={code}>
              {t(`buyKcash.currencies.${code}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('buyKcash.amountLabel')}
          describedBy={messageId}
          invalid={message.tone === 'error'}
          inputMode="decimal"
          autoComplete="off"
          dir="ltr"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          controlClassName="tabular-nums"
          placeholder="500"
        />
      </div>
      <p id={messageId} aria-live="polite" className={message.tone === 'error' ? ERROR_CLASS : HINT_CLASS}>
        {message.text}
      </p>
      <section
        aria-labelledby="buy-quote"
        className="rounded-control border border-border bg-surface-sunken/60 p-4"
      >
        <h2 id="buy-quote" className="mb-3 text-base font-semibold">
          {t('buyKcash.quoteTitle')}
        </h2>
        {isCurrent && quote.state.status === 'ready' ? (
          <QuoteLines
            quote={quote.state.data}
            chainName={gas.state.status === 'ready' ? gas.state.data.chain.name : null}
          />
        ) : input !== null && !(isCurrent && quote.state.status === 'error') ? (
          <p role="status" className="text-sm text-slate-400">
            {t('buyKcash.estimating')}
          </p>
        ) : gas.state.status === 'ready' ? (
          <p className="text-sm text-slate-400">
            {t('buyKcash.gasFee', {
              amount: formatUsdtAmount(gas.state.data.amount, language),
              kcash: formatCurrencyAmount(gas.state.data.kcashEquivalent, 'KCASH', language),
              chain: gas.state.data.chain.name,
            })}
          </p>
        ) : gas.state.status === 'error' ? (
          <p className="text-sm text-slate-400">{t('buyKcash.gasFeeFailed')}</p>
        ) : null}
      </section>
      {orderError && (
        <p role="alert" className={ERROR_CLASS}>
          {say(orderError)}
        </p>
      )}
      <Button
        fullWidth
        type="submit"
        disabled={isRedirecting || (isSubmitted && !canBuy)}
        loading={isRedirecting}
      >
        {isRedirecting ? t('buyKcash.redirecting') : t('buyKcash.buyButton')}
      </Button>
    </form>
  );
}
