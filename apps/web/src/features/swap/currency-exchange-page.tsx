import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { KCASH_PER_USDT } from '@kp/domain/constants';
import { isModalOpen, openModal } from '../../lib/modals';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useTranslation } from '../../lib/use-translation';
import { PRIMARY_BUTTON_CLASS, SECONDARY_BUTTON_CLASS } from '../../ui/form-styles';
import { SignedInOnly } from './signed-in-only';

const CARD_CLASS = 'flex flex-col gap-3 rounded-xl border border-slate-800 bg-slate-900 p-4 sm:p-6';

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
      <SignedInOnly>
        <div className="grid gap-4 sm:grid-cols-2">
          <section aria-labelledby="exchange-swap" className={CARD_CLASS}>
            <h2 id="exchange-swap" className="text-lg font-semibold">
              {t('swap.exchange.swapTitle')}
            </h2>
            <p className="flex-1 text-sm text-slate-300">
              {t('swap.exchange.swapText')} {t('swap.intro', { rate: KCASH_PER_USDT })}
            </p>
            <button
              type="button"
              onClick={() => openModal('currencyExchange')}
              className={PRIMARY_BUTTON_CLASS}
            >
              {t('swap.exchange.open')}
            </button>
            <Link
              href="/swap"
              className="text-center text-sm text-amber-200 underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-amber-300"
            >
              {t('swap.exchange.swapPage')}
            </Link>
          </section>
          <section aria-labelledby="exchange-buy" className={CARD_CLASS}>
            <h2 id="exchange-buy" className="text-lg font-semibold">
              {t('swap.exchange.buyTitle')}
            </h2>
            <p className="flex-1 text-sm text-slate-300">{t('swap.exchange.buyText')}</p>
            <Link href="/buy-kcash/" className={`${SECONDARY_BUTTON_CLASS} text-center`}>
              {t('swap.exchange.buy')}
            </Link>
          </section>
        </div>
      </SignedInOnly>
    </section>
  );
}
