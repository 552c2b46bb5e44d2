import type { Voucher } from '@kp/contract/store';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../ui/button';
import { Amount } from './voucher-price';

/** One voucher of the store: what it is, its price, what is left, and the way to redeem it. */
export function VoucherCard({
  voucher,
  onRedeem,
}: {
  voucher: Voucher;
  onRedeem: (voucher: Voucher) => void;
}) {
  const { t } = useTranslation();
  const headingId = `voucher-${voucher.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className={`flex h-full flex-col rounded-xl border p-4 ${
        voucher.isAvailable ? 'border-slate-700 bg-slate-900' : 'border-slate-800 bg-slate-900/60'
      }`}
    >
      <p className="text-xs font-semibold tracking-wide text-amber-200 uppercase">{voucher.brand}</p>
      <h2 id={headingId} className="mt-1 text-lg font-semibold break-words text-white">
        {voucher.title}
      </h2>
      {voucher.description && (
        <p className="mt-1 flex-1 text-sm break-words text-slate-300">{voucher.description}</p>
      )}
      <dl className="mt-3 flex flex-wrap justify-between gap-x-2 text-sm">
        <dt className="text-slate-400">{t('store.price')}</dt>
        <dd className="font-semibold text-white">
          <Amount amount={voucher.price} currency={voucher.currency} currencyName={voucher.currencyName} />
        </dd>
      </dl>
      <p className="mt-1 flex flex-wrap justify-between gap-x-2 text-sm">
        <span className={voucher.isAvailable ? 'text-emerald-300' : 'font-semibold text-rose-300'}>
          {voucher.isAvailable ? t('store.inStock', { count: voucher.stock }) : t('store.soldOut')}
        </span>
        <span className="text-slate-400">
          {voucher.isOtpRequired ? t('store.withCode') : t('store.withoutCode')}
        </span>
      </p>
      <Button
        fullWidth
        onClick={() => onRedeem(voucher)}
        disabled={!voucher.isAvailable}
        aria-label={t('store.redeemVoucher', { title: voucher.title })}
        className="mt-4"
      >
        {voucher.isAvailable ? t('store.redeem') : t('store.soldOut')}
      </Button>
    </article>
  );
}
