import { useState } from 'react';
import type { Voucher } from '@kp/contract/store';
import { openModal } from '../../lib/modals';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLoad } from '../../lib/use-load';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { listVouchers } from './store-api';
import { storeErrorText } from './store-errors';
import { VoucherCard } from './voucher-card';
import { ShowMore } from '../../components/show-more';
import { CARD_CLASS } from '../../ui/card';

type Page = { vouchers: Voucher[]; total: number };

/**
 * `/k-store/`: the vouchers on sale with their price and stock, a page at a time. Anyone may
 * look; redeeming asks a signed-out visitor to sign in first. After a redemption the list is
 * read again, so a code handed out is a code less in stock.
 */
export default function StorePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('store.title'));
  const session = useSession();
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

  let content;
  if (first.state.status === 'loading') {
    content = <Spinner label={t('store.loading')} />;
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
                <VoucherCard voucher={voucher} onRedeem={redeem} />
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
      {content}
    </section>
  );
}
