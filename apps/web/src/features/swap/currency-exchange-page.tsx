import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { KCASH_PER_USDT } from '@kp/domain/constants';
import { isModalOpen, openModal } from '../../lib/modals';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { CardGridSkeleton } from '../../components/page-skeletons';
import { SignedInOnly } from './signed-in-only';

/**
 * `/currency-exchange/`: the ways to K-Cash (a swap of USDT, or buying with money); the currency
 * exchange modal opens on arrival, and again from its button.
 */
export default function CurrencyExchangePage() {
  const { t } = useTranslation();
  const session = useSession();
  useDocumentTitle(t('swap.exchange.title'));
  const hasOpened = useRef(false);
  useEffect(() => {
    if (session.status !== 'signed-in' || hasOpened.current) return;
    hasOpened.current = true;
    if (!isModalOpen('currencyExchange')) openModal('currencyExchange');
  }, [session.status]);

  return (
    <section aria-labelledby="exchange-title" className="mx-auto max-w-2xl space-y-6 py-6">
      <div>
        <h1 id="exchange-title" className="mb-2 text-2xl font-bold">
          {t('swap.exchange.title')}
        </h1>
        <p className="text-slate-300">{t('swap.exchange.intro')}</p>
      </div>
      <SignedInOnly
        skeleton={
          <CardGridSkeleton
            label={t('app.loading')}
            shape="text"
            count={2}
            className="grid gap-4 sm:grid-cols-2"
          />
        }
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <Card as="section" aria-labelledby="exchange-swap" className="flex flex-col gap-3 p-4 sm:p-6">
            <h2 id="exchange-swap" className="text-lg font-semibold">
              {t('swap.exchange.swapTitle')}
            </h2>
            <p className="flex-1 text-sm text-slate-300">
              {t('swap.exchange.swapText')} {t('swap.intro', { rate: KCASH_PER_USDT })}
            </p>
            <Button fullWidth onClick={() => openModal('currencyExchange')}>
              {t('swap.exchange.open')}
            </Button>
            <Link href="/swap" className="text-center text-sm text-amber-200 underline underline-offset-4">
              {t('swap.exchange.swapPage')}
            </Link>
          </Card>
          <Card as="section" aria-labelledby="exchange-buy" className="flex flex-col gap-3 p-4 sm:p-6">
            <h2 id="exchange-buy" className="text-lg font-semibold">
              {t('swap.exchange.buyTitle')}
            </h2>
            <p className="flex-1 text-sm text-slate-300">{t('swap.exchange.buyText')}</p>
            <Button variant="secondary" href="/buy-kcash/">
              {t('swap.exchange.buy')}
            </Button>
          </Card>
        </div>
      </SignedInOnly>
    </section>
  );
}
