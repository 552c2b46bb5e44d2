import type { SwapRecord } from '@kp/contract/swap';
import { ERROR_KEYS } from '../../lib/messages';
import { openModal, type ModalProps } from '../../lib/modals';
import { useLoad } from '../../lib/use-load';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { Spinner } from '../../ui/spinner';
import { amountMessage } from './amounts';
import { SwapQuoteRows } from './swap-quote-rows';
import { loadDeductions } from './swap-api';

export type FeeModalProps = { amount: string; onSwapped?: (record: SwapRecord) => void };

/**
 * The fee modal: the deductions of swapping an amount, as the api computes them for the swap
 * itself, shown before anything is confirmed; continuing opens the swap transaction modal.
 */
export default function FeeModal({ onClose, props }: ModalProps<FeeModalProps>) {
  const { t } = useTranslation();
  const quote = useLoad(`fee|${props.amount}`, (signal) => loadDeductions(props.amount, signal));

  let content;
  if (quote.state.status === 'loading') {
    content = <Spinner label={t('swap.fee.loading')} />;
  } else if (quote.state.status === 'error') {
    const error = quote.state.error;
    const text =
      error.code === 'INVALID_AMOUNT'
        ? (t(amountMessage(error).key, amountMessage(error).values) as string)
        : error.code === 'SERVICE_UNAVAILABLE'
          ? t(ERROR_KEYS.SERVICE_UNAVAILABLE)
          : t('swap.fee.failed');
    content = (
      <div role="alert" className="space-y-3">
        <p>{text}</p>
        <div className="flex gap-2">
          {error.code !== 'INVALID_AMOUNT' && (
            <Button variant="secondary" onClick={quote.retry}>
              {t('swap.retry')}
            </Button>
          )}
          <Button variant="secondary" onClick={onClose}>
            {t('swap.fee.cancel')}
          </Button>
        </div>
      </div>
    );
  } else {
    const data = quote.state.data;
    content = (
      <div className="space-y-5">
        <SwapQuoteRows quote={data} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <Button variant="secondary" onClick={onClose} className="sm:w-1/3">
            {t('swap.fee.cancel')}
          </Button>
          <Button
            fullWidth
            autoFocus
            onClick={() => {
              onClose();
              openModal('swapTransaction', { quote: data, onSwapped: props.onSwapped });
            }}
          >
            {t('swap.fee.continue')}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <Modal title={t('swap.fee.title')} onClose={onClose}>
      {content}
    </Modal>
  );
}
