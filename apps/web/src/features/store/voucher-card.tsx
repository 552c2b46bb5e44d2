import { Link } from 'wouter';
import type { WalletBalance } from '@kp/contract/ledger';
import type { Voucher } from '@kp/contract/store';
import { useTranslation } from '../../lib/use-translation';
import { formatMoney } from '../../components/money';
import { Button } from '../../ui/button';
import { shortfallOf } from './affordability';
import { Amount } from './voucher-price';
import { VoucherPicture } from './voucher-picture';
import { UserText } from '../../components/user-text';

/** Where K-Cash, reward tokens and K-Points are earned. */
export const EARN_PATH = '/k-quest/';

/**
 * One voucher of the store: its picture and what it is, its price, what is left, and the way to
 * redeem it. With the reader's balance of its currency known and short of the price, redeeming is
 * off and the card says how much more is needed, with the way to earn it.
 */
export function VoucherCard({
  voucher,
  balance,
  onRedeem,
}: {
  voucher: Voucher;
  /** The reader's balance of the voucher's currency; null when unknown (signed out, loading). */
  balance: WalletBalance | null;
  onRedeem: (voucher: Voucher) => void;
}) {
  const { t, language } = useTranslation();
  const headingId = `voucher-${voucher.id}`;
  const needId = `voucher-${voucher.id}-need`;
  const shortfall = voucher.isAvailable ? shortfallOf(voucher.price, balance) : null;
  return (
    <article
      aria-labelledby={headingId}
      className={`flex h-full flex-col rounded-xl border p-4 ${
        voucher.isAvailable ? 'border-slate-700 bg-slate-900' : 'border-slate-800 bg-slate-900/60'
      }`}
    >
      <div className="flex items-start gap-3">
        <VoucherPicture imageUrl={voucher.imageUrl} size={56} className="size-14" />
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-amber-200 uppercase">{voucher.brand}</p>
          <h2 id={headingId} className="mt-1 text-lg font-semibold break-words text-white">
            <UserText>{voucher.title}</UserText>
          </h2>
        </div>
      </div>
      {voucher.description && (
        <p dir="auto" className="mt-1 flex-1 text-sm break-words text-slate-300">
          {voucher.description}
        </p>
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
      {shortfall && (
        <p id={needId} className="mt-3 text-sm text-amber-200">
          {t('store.needMore', {
            amount: formatMoney(shortfall, voucher.currency, language, voucher.currencyName),
          })}{' '}
          —{' '}
          <Link href={EARN_PATH} className="font-semibold underline underline-offset-2 hover:text-amber-100">
            {t('store.earnIt')}
          </Link>
        </p>
      )}
      <Button
        fullWidth
        // Off (sold out, or more than the balance): drawn plain, not as the page's bright action.
        variant={voucher.isAvailable && !shortfall ? 'primary' : 'secondary'}
        size="md"
        onClick={() => onRedeem(voucher)}
        disabled={!voucher.isAvailable || shortfall !== null}
        aria-label={t('store.redeemVoucher', { title: voucher.title })}
        aria-describedby={shortfall ? needId : undefined}
        className={shortfall ? 'mt-2' : 'mt-4'}
      >
        {voucher.isAvailable ? t('store.redeem') : t('store.soldOut')}
      </Button>
    </article>
  );
}
