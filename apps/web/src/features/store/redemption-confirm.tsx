import { useState } from 'react';
import { useLocation } from 'wouter';
import type { Redemption, Voucher } from '@kp/contract/store';
import { balanceOf, refreshBalances, useBalances } from '../../lib/user-data';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { openModal } from '../../lib/modals';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../ui/button';
import { ERROR_CLASS } from '../../ui/field';
import { Modal } from '../../ui/modal';
import { QuoteRows } from '../../components/quote-rows';
import { confirmationPath, redeemVoucher } from './store-api';
import { storeErrorText } from './store-errors';
import { Amount } from './voucher-price';
import { VoucherPicture } from './voucher-picture';
import { UserText } from '../../components/user-text';

/** What the store's confirmation modals receive. */
export type RedemptionModalProps = {
  voucher: Voucher;
  /** Told when the redemption changed the store (a code handed out, a balance spent). */
  onChanged?: () => void;
};

/**
 * The confirmation of a redemption: what the voucher costs, what the user holds, and the
 * refusals in the spec's words. One Idempotency-Key per opening: confirming again after a lost
 * answer gets the first answer, never a second payment. A voucher without a code completes here
 * and the result page opens; one with a code moves on to the store OTP modal.
 */
export function RedemptionConfirm({
  title,
  voucher,
  onChanged,
  onClose,
}: RedemptionModalProps & { title: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const balances = useBalances();
  const balance = balanceOf(balances, voucher.currency);
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  function done(redemption: Redemption) {
    onClose();
    if (redemption.status === 'pending') {
      openModal('storeOtp', { redemption, onChanged });
      return;
    }
    void refreshBalances();
    onChanged?.();
    navigate(confirmationPath(redemption.id));
  }

  async function confirm() {
    setIsBusy(true);
    setError(null);
    try {
      done(await redeemVoucher(voucher.id, idempotencyKey));
    } catch (caught) {
      setError(storeErrorText(t, caught, voucher.currencyName));
      setIsBusy(false);
    }
  }

  const busyText = voucher.isOtpRequired ? t('store.confirm.sending') : t('store.confirm.redeeming');
  return (
    <Modal title={title} onClose={onClose}>
      <div className="space-y-4">
        <div className="flex items-center gap-3">
          <VoucherPicture imageUrl={voucher.imageUrl} size={48} className="size-12" />
          <div className="min-w-0">
            <p className="text-lg font-semibold break-words text-white">
              <UserText>{voucher.title}</UserText>
            </p>
            <p className="text-sm text-slate-400">{voucher.brand}</p>
          </div>
        </div>
        <QuoteRows
          className="gap-x-3 gap-y-1 rounded-control bg-surface-overlay p-3"
          rows={[
            {
              label: t('store.confirm.youPay'),
              value: (
                <span className="font-semibold">
                  <Amount
                    amount={voucher.price}
                    currency={voucher.currency}
                    currencyName={voucher.currencyName}
                  />
                </span>
              ),
            },
            {
              label: t('store.confirm.yourBalance'),
              value: balance ? (
                <Amount amount={balance.balance} currency={balance.currency} currencyName={balance.name} />
              ) : (
                <span className="text-text-muted">{t('store.confirm.balanceUnknown')}</span>
              ),
            },
          ]}
        />
        <p className="text-slate-300">
          {voucher.isOtpRequired ? t('store.confirm.withCode') : t('store.confirm.withoutCode')}
        </p>
        {error && (
          <p role="alert" className={ERROR_CLASS}>
            {error}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <Button variant="secondary" onClick={onClose} className="sm:flex-1">
            {t('store.confirm.cancel')}
          </Button>
          <Button fullWidth onClick={() => void confirm()} loading={isBusy} className="sm:flex-1">
            {isBusy
              ? busyText
              : voucher.isOtpRequired
                ? t('store.confirm.sendCode')
                : t('store.confirm.redeem')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
