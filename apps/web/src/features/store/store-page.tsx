import { useState } from 'react';
import type { Voucher } from '@kp/contract/store';
import { balanceOf, useBalances, type BalancesState } from '../../lib/user-data';
import { openModal } from '../../lib/modals';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLoad } from '../../lib/use-load';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../ui/button';
import { CardGridSkeleton } from '../../components/page-skeletons';
import { listVouchers } from './store-api';
import { storeErrorText } from './store-errors';
import { VoucherCard } from './voucher-card';
import { Amount } from './voucher-price';
import { ShowMore } from '../../components/show-more';
import { CARD_CLASS } from '../../ui/card';

type Page = { vouchers: Voucher[]; total: number };

/**
 * The reader's balance of K-Cash and of every other currency the vouchers on screen are priced in,
 * above the vouchers: what can be spent here.
 */
function StoreBalances({ balances, currencies }: { balances: BalancesState; currencies: string[] }) {
  const { t } = useTranslation();
  const shown = currencies.flatMap((code) => balanceOf(balances, code) ?? []);
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="store-balance" className={`${CARD_CLASS} mb-6 p-4`}>
      <h2 id="store-balance" className="text-label text-text-muted">
        {t('store.yourBalance')}
      </h2>
      <ul className="mt-1 flex flex-wrap gap-x-6 gap-y-1">
        {shown.map((balance) => (
          <li key={balance.currency} className="text-title font-bold text-amber-200">
            <Amount amount={balance.balance} currency={balance.currency} currencyName={balance.name} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * `/k-store/`: the vouchers on sale with their price and stock, a page at a time. Anyone may
 * look; redeeming asks a signed-out visitor to sign in first. After a redemption the list is
 * read again, so a code handed out is a code less in stock.
 */
export default function StorePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('store.title'));
  const session = useSession();
  const balances = useBalances();
  const [version, setVersion] = useState(0);
  const first = useLoad(`vouchers|${version}`, (signal) => listVouchers(0, signal));
  const [more, setMore] = useState<{ version: number; pages: Page[] }>({ version: 0, pages: [] });
  const [moreState, setMoreState] = useState<'idle' | 'loading' | 'error'>('idle');
  const extra = more.version === version ? more.pages : [];
  const reload = () => {
    setVersion((v) => v + 1);
    setMoreState('idle');
  };

  function redeem(voucher: Voucher) {
    if (session.status !== 'signed-in') {
      openModal('login');
      return;
    }
    openModal(voucher.isOtpRequired ? 'storeRedemption' : 'storeOtpLess', { voucher, onChanged: reload });
  }

  // K-Cash first, then each other currency a voucher on screen is priced in.
  const listed =
    first.state.status === 'ready' ? [first.state.data, ...extra].flatMap((p) => p.vouchers) : [];
  const priceCurrencies = [...new Set(['KCASH', ...listed.map((v) => v.currency)])];

  let content;
  if (first.state.status === 'loading') {
    content = <CardGridSkeleton label={t('store.loading')} shape="icon" />;
  } else if (first.state.status === 'error') {
    content = (
      <div role="alert" className="space-y-3 rounded-xl bg-slate-900 p-5">
        <p>{t('store.loadError')}</p>
        <p className="text-sm text-slate-400">{storeErrorText(t, first.state.error)}</p>
        <Button variant="secondary" onClick={first.retry}>
          {t('store.retry')}
        </Button>
      </div>
    );
  } else {
    const pages = [first.state.data, ...extra];
    const vouchers = pages.flatMap((p) => p.vouchers);
    const hasMore = vouchers.length < first.state.data.total;
    const loadMore = async () => {
      setMoreState('loading');
      try {
        const page = await listVouchers(vouchers.length);
        setMore({ version, pages: [...extra, page] });
        setMoreState('idle');
      } catch {
        setMoreState('error');
      }
    };
    content =
      vouchers.length === 0 ? (
        <p className={`${CARD_CLASS} p-6 text-center text-slate-300`}>{t('store.none')}</p>
      ) : (
        <>
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {vouchers.map((voucher) => (
              <li key={voucher.id}>
                <VoucherCard
                  voucher={voucher}
                  balance={balanceOf(balances, voucher.currency)}
                  onRedeem={redeem}
                />
              </li>
            ))}
          </ul>
          {hasMore && (
            <ShowMore
              className="mt-6"
              state={moreState}
              onMore={() => void loadMore()}
              label={t('store.loadMore')}
              loadingLabel={t('store.loading')}
              errorText={t('store.loadError')}
            />
          )}
        </>
      );
  }

  return (
    <section aria-labelledby="store-title" className="py-6">
      <h1 id="store-title" className="text-2xl font-bold">
        {t('store.title')}
      </h1>
      <p className="mt-1 mb-6 text-slate-300">{t('store.subtitle')}</p>
      {session.status === 'signed-in' && <StoreBalances balances={balances} currencies={priceCurrencies} />}
      {content}
    </section>
  );
}
