import { Link } from 'wouter';
import { formatCurrencyAmount } from '@kp/domain/display';
import { balanceOf, balancesOf, useBalances, type BalancesState } from '../lib/user-data';
import { useTranslation } from '../lib/use-translation';

const KCASH = 'KCASH';

/**
 * The signed-in user's K-Cash in the header, by the spec's display rule and named ("120 K-Cash",
 * never a bare number), linking to the wallet. Nothing is drawn until the ledger answered: a
 * balance is never guessed.
 */
export function HeaderBalance() {
  const { t, language } = useTranslation();
  const balances = useBalances();
  const kcash = balanceOf(balances, KCASH);
  if (!kcash) return null;
  const amount = formatCurrencyAmount(kcash.balance, KCASH, language);
  const currency = t('account.kcashShort');
  return (
    // Its name holds what it shows ("Balance: 120 K-Cash. Open your wallet").
    <Link
      href="/wallet"
      aria-label={t('account.kcashBalance', { amount: `${amount} ${currency}` })}
      className="shrink-0 rounded-md border border-amber-300/40 px-2 py-1 text-sm font-semibold whitespace-nowrap text-amber-200 tabular-nums hover:border-amber-300"
    >
      <bdi>{amount}</bdi> {currency}
    </Link>
  );
}

/** Every balance of the user, for the account menu. */
export function BalanceList({ balances }: { balances: BalancesState }) {
  const { t, language } = useTranslation();
  const list = balancesOf(balances);
  if (!list) {
    return balances.status === 'error' ? (
      <p className="text-rose-300">{t('account.balancesUnavailable')}</p>
    ) : null;
  }
  return (
    <dl className="mb-3 grid grid-cols-[1fr_auto] gap-x-3 gap-y-1">
      {list.map((b) => (
        <div key={b.currency} className="contents">
          <dt className="truncate text-slate-400">{b.name}</dt>
          <dd className="text-end font-semibold tabular-nums">
            <bdi>{formatCurrencyAmount(b.balance, b.currency, language)}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}
