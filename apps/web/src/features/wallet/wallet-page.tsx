import { useEffect, useEffectEvent, useId, type ReactNode } from 'react';
import { ArrowLeftRight, History, ShoppingBag, ShoppingCart, type LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import type { WalletBalance } from '@kp/contract/ledger';
import { formatCurrencyAmount } from '@kp/domain/display';
import { balancesOf, refreshBalances, useBalances } from '../../lib/user-data';
import { useFeatures } from '../../lib/features';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLoad } from '../../lib/use-load';
import { useSignInRequired } from '../../lib/use-sign-in-required';
import { useTranslation } from '../../lib/use-translation';
import { LoadFailed } from '../../components/load-failed';
import { SignInFirst } from '../../components/sign-in-first';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Skeleton } from '../../ui/skeleton';
import { getEarningsAggregate, readyAmounts, type ReadyAmount } from './wallet-api';

const KCASH = 'KCASH';

/** An amount and its currency's name, as one phrase that keeps its direction: "120.5 K-Cash". */
function Amount({ amount, currency, name }: { amount: string; currency: string; name: string }) {
  const { language } = useTranslation();
  return (
    <>
      <bdi className="tabular-nums">{formatCurrencyAmount(amount, currency, language)}</bdi> {name}
    </>
  );
}

/** A region on its way: its skeleton, and one "Loading…" for a screen reader. */
function Loading({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="space-y-3">
      <span className="sr-only">{t('wallet.loading')}</span>
      {children}
    </div>
  );
}

/** Every balance: K-Cash first and large, with its earned and purchased parts, then the others. */
function Balances() {
  const { t, language } = useTranslation();
  const balances = useBalances();
  const list = balancesOf(balances);
  if (!list && balances.status === 'error')
    return (
      <LoadFailed
        message={t('account.balancesUnavailable')}
        retryLabel={t('wallet.retry')}
        onRetry={() => void refreshBalances()}
      />
    );
  if (!list)
    return (
      <Loading>
        <Skeleton className="h-10 w-48 rounded-control" />
        <Skeleton className="h-4 w-64 rounded-control" />
        <Skeleton className="h-24 w-full rounded-control" />
      </Loading>
    );
  const kcash = list.find((b) => b.currency === KCASH);
  const others = list.filter((b) => b.currency !== KCASH);
  return (
    <div className="space-y-4">
      {kcash && <KcashBalance kcash={kcash} />}
      {others.length > 0 && (
        <dl className="divide-y divide-border rounded-control border border-border">
          {others.map((b) => (
            <div key={b.currency} className="flex items-baseline justify-between gap-3 px-3 py-2">
              <dt className="text-text-muted">{b.name}</dt>
              <dd className="text-end font-semibold tabular-nums">
                <bdi>{formatCurrencyAmount(b.balance, b.currency, language)}</bdi>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}

function KcashBalance({ kcash }: { kcash: WalletBalance }) {
  const { t, language } = useTranslation();
  const parts = kcash.subBalances;
  return (
    <div>
      <p className="text-3xl font-black text-amber-200">
        <Amount amount={kcash.balance} currency={KCASH} name={kcash.name} />
      </p>
      {parts && (
        <p className="mt-1 text-label text-text-muted">
          {t('wallet.kcashParts', {
            earned: formatCurrencyAmount(parts.earned, KCASH, language),
            purchased: formatCurrencyAmount(parts.purchased, KCASH, language),
          })}
        </p>
      )}
    </div>
  );
}

/** What is ready to collect, and the way to collect it. */
function ReadyToCollect({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const amountsId = useId();
  const aggregate = useLoad(userId, getEarningsAggregate);
  if (aggregate.state.status === 'loading')
    return (
      <Loading>
        <Skeleton className="h-6 w-40 rounded-control" />
        <Skeleton className="h-10 w-32 rounded-control" />
      </Loading>
    );
  if (aggregate.state.status === 'error')
    return (
      <LoadFailed
        message={t('wallet.earningsFailed')}
        retryLabel={t('wallet.retry')}
        onRetry={aggregate.retry}
      />
    );
  const ready: ReadyAmount[] = readyAmounts(aggregate.state.data);
  if (ready.length === 0)
    return (
      <div className="space-y-3">
        <p className="text-text-muted">{t('wallet.nothingReady')}</p>
        <Button href="/collect-earnings" variant="secondary">
          {t('wallet.seeEarnings')}
        </Button>
      </div>
    );
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <ul id={amountsId} className="space-y-1 text-title font-bold text-amber-200">
        {ready.map((r) => (
          <li key={r.currency}>
            <Amount amount={r.amount} currency={r.currency} name={r.name} />
          </li>
        ))}
      </ul>
      <Button href="/collect-earnings" aria-describedby={amountsId} className="max-sm:w-full">
        {t('wallet.collect')}
      </Button>
    </div>
  );
}

type Action = { href: string; label: string; icon: LucideIcon };

/** Where money goes from here: buying (where this installation sells K-Cash), swapping, spending, the history. */
function WalletActions() {
  const { t } = useTranslation();
  const features = useFeatures();
  const actions: Action[] = [
    ...(features?.buyKcash
      ? [{ href: '/buy-kcash/', label: t('account.buyKcash'), icon: ShoppingCart }]
      : []),
    { href: '/swap', label: t('account.swap'), icon: ArrowLeftRight },
    { href: '/k-store/', label: t('nav.kStore'), icon: ShoppingBag },
    { href: '/transaction-history/', label: t('account.transactionHistory'), icon: History },
  ];
  return (
    <nav aria-label={t('wallet.actions')}>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {actions.map(({ href, label, icon: Icon }) => (
          <li key={href}>
            <Link
              href={href}
              className="card flex h-full min-h-20 flex-col items-center justify-center gap-2 p-3 text-center text-label font-semibold hover:border-primary"
            >
              <Icon aria-hidden="true" className="size-6 text-primary" />
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The signed-in user's wallet; the balances read again on opening it (another device may have moved them). */
function Wallet({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const balances = useBalances();
  // Read before (by the header): read again. Not read yet: the store is reading them already.
  const refreshIfRead = useEffectEvent(() => {
    if (balances.status === 'ready' || balances.status === 'error') void refreshBalances();
  });
  useEffect(() => refreshIfRead(), []);
  return (
    <div className="space-y-4">
      <Card title={t('wallet.balances')}>
        <Balances />
      </Card>
      <Card title={t('wallet.readyToCollect')}>
        <ReadyToCollect userId={userId} />
      </Card>
      <WalletActions />
    </div>
  );
}

/** `/wallet`: the user's balances, what is ready to collect, and where to buy, swap and spend. */
export default function WalletPage() {
  const { t } = useTranslation();
  const session = useSession();
  useDocumentTitle(t('wallet.title'));
  useSignInRequired(session.status);
  let content;
  if (session.status === 'signed-in') content = <Wallet userId={session.user.id} />;
  else if (session.status === 'unknown')
    content = (
      <Loading>
        <Skeleton className="h-40 w-full rounded-card" />
        <Skeleton className="h-28 w-full rounded-card" />
      </Loading>
    );
  else content = <SignInFirst message={t('wallet.signInFirst')} />;
  return (
    <section aria-labelledby="wallet-title" className="mx-auto max-w-3xl">
      <h1 id="wallet-title" className="mb-4 text-2xl font-bold">
        {t('wallet.title')}
      </h1>
      {content}
    </section>
  );
}
