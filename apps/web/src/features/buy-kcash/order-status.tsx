import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { PaymentOrder } from '@kp/contract/payments';
import { formatCurrencyAmount } from '@kp/domain/display';
import { AppError } from '@kp/domain/errors';
import { formatFiat, isFiatCode, PAYMENT_SLOW_AFTER_MS } from '@kp/domain/swap';
import { refreshBalances } from '../../lib/user-data';
import { ERROR_KEYS } from '../../lib/messages';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../ui/button';
import { LoadingRegion } from '../../components/page-skeletons';
import { Skeleton } from '../../ui/skeleton';
import { Spinner } from '../../ui/spinner';
import { loadOrder } from './buy-api';

/** How often a pending order is asked about: every 2 s, every 5 s after the first minute. */
export const POLL_MS = 2_000;
export const SLOW_POLL_MS = 5_000;
/** After this long the page stops asking (the K-Cash still comes once the payment is confirmed). */
export const STOP_POLLING_AFTER_MS = 30 * 60_000;

const KNOWN_REASONS = [
  'card_declined',
  'insufficient_funds',
  'authentication_failed',
  'payer_cancelled',
  'expired',
  'payment_failed',
] as const;
type KnownReason = (typeof KNOWN_REASONS)[number];

type State =
  { status: 'loading' } | { status: 'error'; error: AppError } | { status: 'ready'; order: PaymentOrder };

const LINK_CLASS = 'rounded text-amber-200 underline underline-offset-4 hover:text-amber-100';

/** An order on its way: where it stands, what it buys, the links on from it. */
export function OrderSkeleton({ label }: { label: string }) {
  return (
    <LoadingRegion label={label} className="space-y-4">
      <Skeleton className="h-7 w-56 max-w-full rounded-control" />
      <Skeleton className="h-5 w-64 max-w-full rounded-control" />
      <Skeleton className="h-6 w-40 max-w-full rounded-control" />
    </LoadingRegion>
  );
}

/**
 * An order after the provider's checkout (`/buy-kcash/?order=<id>`): followed until the payment
 * is confirmed or failed. A confirmation that is late shows "Payment taking longer than usual"
 * first (spec section 8); a success refreshes the balances.
 */
export function OrderStatus({ orderId }: { orderId: string }) {
  const { t, language } = useTranslation();
  const [state, setState] = useState<State>({ status: 'loading' });
  const [round, setRound] = useState(0);
  const [isStopped, setIsStopped] = useState(false);
  const [isSlow, setIsSlow] = useState(false);
  const hasRefreshed = useRef(false);

  useEffect(() => {
    const controller = new AbortController();
    const startedAt = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      try {
        const order = await loadOrder(orderId, controller.signal);
        setState({ status: 'ready', order });
        if (order.status !== 'pending') return;
        const elapsed = Date.now() - startedAt;
        if (elapsed >= STOP_POLLING_AFTER_MS) return setIsStopped(true);
        timer = setTimeout(() => void poll(), elapsed < 60_000 ? POLL_MS : SLOW_POLL_MS);
      } catch (error) {
        if (controller.signal.aborted) return;
        setState({
          status: 'error',
          error: error instanceof AppError ? error : new AppError('SOMETHING_WENT_WRONG'),
        });
      }
    };
    void poll();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [orderId, round]);

  // A confirmation that has not come after a few seconds is "taking longer than usual".
  useEffect(() => {
    const timer = setTimeout(() => setIsSlow(true), PAYMENT_SLOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [orderId]);

  const order = state.status === 'ready' ? state.order : null;
  useEffect(() => {
    if (order?.status === 'success' && !hasRefreshed.current) {
      hasRefreshed.current = true;
      void refreshBalances();
    }
  }, [order?.status]);

  const again = () => {
    setIsStopped(false);
    setState({ status: 'loading' });
    setRound((n) => n + 1);
  };

  if (state.status === 'loading') return <OrderSkeleton label={t('buyKcash.order.loading')} />;
  if (state.status === 'error') {
    const isMissing = state.error.code === 'ORDER_NOT_FOUND' || state.error.code === 'VALIDATION_FAILED';
    return (
      <div role="alert" className="space-y-3">
        <p>{isMissing ? t('buyKcash.order.notFound') : t(ERROR_KEYS.SOMETHING_WENT_WRONG)}</p>
        {isMissing ? (
          <Link href="/buy-kcash/" className={LINK_CLASS}>
            {t('buyKcash.order.buyMore')}
          </Link>
        ) : (
          <Button variant="secondary" onClick={again}>
            {t('buyKcash.retry')}
          </Button>
        )}
      </div>
    );
  }

  const current = state.order;
  const fiat = isFiatCode(current.fiatCurrency)
    ? formatFiat(current.fiatAmount, current.fiatCurrency, language)
    : `${current.fiatAmount} ${current.fiatCurrency}`;
  const kcash = formatCurrencyAmount(current.receiveAmount, 'KCASH', language);
  const summary = (
    <p className="text-sm text-slate-400">
      <bdi>{t('buyKcash.order.summary', { fiat, kcash })}</bdi>
    </p>
  );

  if (current.status === 'success') {
    return (
      <div className="space-y-4">
        <p role="status" className="text-lg font-semibold text-emerald-300">
          {t('buyKcash.order.success', { amount: kcash })}
        </p>
        {summary}
        <div className="flex flex-wrap gap-4">
          <Link href="/transaction-history/" className={LINK_CLASS}>
            {t('buyKcash.order.history')}
          </Link>
          <Link href="/buy-kcash/" className={LINK_CLASS}>
            {t('buyKcash.order.buyMore')}
          </Link>
        </div>
      </div>
    );
  }

  // Refunded by the provider (or charged back): the K-Cash it bought was taken back.
  if (current.status === 'refunded') {
    return (
      <div className="space-y-4">
        <p role="status" className="text-lg font-semibold text-slate-100">
          {t('buyKcash.order.refunded')}
        </p>
        {summary}
        <Link href="/transaction-history/" className={LINK_CLASS}>
          {t('buyKcash.order.history')}
        </Link>
      </div>
    );
  }

  if (current.status === 'failed') {
    // A reason the web has no words for says the payment failed (never the provider's English).
    const reason = current.failureReason ?? 'payment_failed';
    const reasonText = t(
      `buyKcash.order.reasons.${(KNOWN_REASONS as readonly string[]).includes(reason) ? (reason as KnownReason) : 'payment_failed'}`,
    );
    return (
      <div className="space-y-4">
        <div role="alert" className="space-y-1">
          <p className="text-lg font-semibold text-rose-300">{t('buyKcash.order.failed')}</p>
          <p>{t('buyKcash.order.reason', { reason: reasonText })}</p>
        </div>
        {summary}
        <Button href="/buy-kcash/" fullWidth>
          {t('buyKcash.order.tryAgain')}
        </Button>
      </div>
    );
  }

  const showSlow = current.paymentStatus === 'processing' || isSlow;
  return (
    <div className="space-y-4">
      {showSlow ? (
        <div role="status" className="space-y-1 rounded-lg border border-amber-300/40 bg-amber-300/10 p-4">
          <p className="font-semibold text-amber-200">{t('buyKcash.order.slow')}</p>
          <p className="text-sm text-slate-300">{t('buyKcash.order.slowHint')}</p>
        </div>
      ) : (
        // The order is known and its payment under way: a spinner while the provider confirms it.
        <Spinner label={t('buyKcash.order.waiting')} />
      )}
      {summary}
      {isStopped && (
        <div className="space-y-2">
          <p className="text-sm text-slate-300">{t('buyKcash.order.stopped')}</p>
          <Button variant="secondary" onClick={again}>
            {t('buyKcash.order.checkAgain')}
          </Button>
        </div>
      )}
      {current.paymentStatus === 'open' && current.checkoutUrl && (
        <p className="text-sm text-slate-300">
          {t('buyKcash.order.notPaid')}{' '}
          <a href={current.checkoutUrl} className={LINK_CLASS}>
            {t('buyKcash.order.continuePayment')}
          </a>
        </p>
      )}
    </div>
  );
}
