import { useState } from 'react';
import type { SwapQuoteAnswer, SwapRecord } from '@kp/contract/swap';
import { AppError } from '@kp/domain/errors';
import { balanceOf, refreshBalances, useBalances } from '../../lib/user-data';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { ERROR_KEYS } from '../../lib/messages';
import type { ModalProps } from '../../lib/modals';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { showToast } from '../../ui/toast';
import { amountMessage, formatKcashAmount, formatUsdt, notEnoughBalance, type Message } from './amounts';
import { swapUsdt } from './swap-api';

/** The swap transaction modal's steps (spec section 2): initial, loading, failed. */
export type SwapStep = { name: 'initial' } | { name: 'loading' } | { name: 'failed'; message: Message };

export type SwapTransactionProps = { quote: SwapQuoteAnswer; onSwapped?: (record: SwapRecord) => void };

/**
 * Confirms and runs one swap. Its Idempotency-Key is made when the modal opens and kept for
 * every retry, so a swap whose answer was lost is never made twice.
 */
export default function SwapTransactionModal({ onClose, props }: ModalProps<SwapTransactionProps>) {
  const { t, language } = useTranslation();
  const balances = useBalances();
  const [key] = useState(newIdempotencyKey);
  const [step, setStep] = useState<SwapStep>({ name: 'initial' });
  const { quote } = props;
  const values = {
    amount: formatUsdt(quote.amount, language),
    receive: formatKcashAmount(quote.receiveAmount, language),
  };

  function failureOf(error: unknown): Message {
    if (!(error instanceof AppError)) return { key: ERROR_KEYS.SOMETHING_WENT_WRONG };
    if (error.code === 'INSUFFICIENT_BALANCE') {
      const code = (error.details as { currency?: string } | undefined)?.currency ?? quote.currency;
      const known = balanceOf(balances, code);
      return notEnoughBalance(known?.name ?? code);
    }
    if (error.code === 'INVALID_AMOUNT') return amountMessage(error);
    if (error.code === 'SERVICE_UNAVAILABLE') return { key: ERROR_KEYS.SERVICE_UNAVAILABLE };
    return { key: ERROR_KEYS.SOMETHING_WENT_WRONG };
  }

  async function confirm() {
    setStep({ name: 'loading' });
    try {
      const record = await swapUsdt(quote.amount, key);
      void refreshBalances();
      showToast(t('swap.transaction.success', values), 'success');
      props.onSwapped?.(record);
      onClose();
    } catch (error) {
      setStep({ name: 'failed', message: failureOf(error) });
    }
  }

  const isBusy = step.name === 'loading';
  return (
    // While the swap runs the modal stays: its answer is on its way.
    <Modal title={t('swap.transaction.title')} onClose={() => !isBusy && onClose()}>
      <div data-step={step.name} className="space-y-4">
        {step.name === 'initial' && (
          <>
            <p className="text-lg font-semibold">{t('swap.transaction.initial', values)}</p>
            <p className="text-sm text-slate-400">{t('swap.transaction.initialHint')}</p>
            <Button fullWidth autoFocus onClick={() => void confirm()}>
              {t('swap.transaction.confirm')}
            </Button>
          </>
        )}
        {step.name === 'loading' && (
          <div role="status" className="flex items-center gap-3 py-6">
            <span aria-hidden="true" className="spinner size-6" />
            <span>{t('swap.transaction.loading')}</span>
          </div>
        )}
        {step.name === 'failed' && (
          <>
            <div role="alert" className="space-y-1">
              <p className="font-semibold text-rose-300">{t('swap.transaction.failed')}</p>
              <p>{t(step.message.key, step.message.values) as string}</p>
            </div>
            <div className="flex flex-col-reverse gap-2 sm:flex-row">
              <Button variant="secondary" onClick={onClose} className="sm:w-1/3">
                {t('swap.transaction.close')}
              </Button>
              <Button fullWidth onClick={() => void confirm()}>
                {t('swap.transaction.tryAgain')}
              </Button>
            </div>
          </>
        )}
      </div>
    </Modal>
  );
}
