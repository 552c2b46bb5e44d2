import { Link } from 'wouter';
import { KCASH_PER_USDT } from '@kp/domain/constants';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useTranslation } from '../../lib/use-translation';
import { ChainList } from './chain-list';
import { FormSkeleton } from '../../components/page-skeletons';
import { SignedInOnly } from './signed-in-only';
import { SwapForm } from './swap-form';
import { CARD_CLASS } from '../../ui/card';

/** `/swap`: the user's USDT into K-Cash, at 1 USDT = 1000 K-Cash less the fee shown before confirming. */
export default function SwapPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('swap.title'));
  return (
    <section aria-labelledby="swap-title" className="mx-auto max-w-xl space-y-6 py-6">
      <div>
        <h1 id="swap-title" className="mb-2 text-2xl font-bold">
          {t('swap.title')}
        </h1>
        <p className="text-slate-300">{t('swap.intro', { rate: KCASH_PER_USDT })}</p>
      </div>
      <SignedInOnly skeleton={<FormSkeleton label={t('app.loading')} fields={2} />}>
        <div className={`${CARD_CLASS} p-4 sm:p-6`}>
          <SwapForm />
        </div>
      </SignedInOnly>
      <ChainList />
      <Link
        href="/buy-kcash/"
        className="inline-block rounded text-amber-200 underline underline-offset-4 hover:text-amber-100"
      >
        {t('swap.buyInstead')}
      </Link>
    </section>
  );
}
