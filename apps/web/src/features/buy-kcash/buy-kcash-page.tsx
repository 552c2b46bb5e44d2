import { useSearch } from 'wouter';
import { useFeaturesState } from '../../lib/features';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSignInRequired } from '../../lib/use-sign-in-required';
import { useTranslation } from '../../lib/use-translation';
import { SignInFirst } from '../../components/sign-in-first';
import { LoadFailed } from '../../components/load-failed';
import { Card } from '../../ui/card';
import { FormSkeleton } from '../../components/page-skeletons';
import { BuyForm } from './buy-form';
import { OrderSkeleton, OrderStatus } from './order-status';

/**
 * `/buy-kcash/`: buy K-Cash with money through the payment provider's hosted checkout; back from
 * it (`?order=<id>`), the order's progress until the K-Cash is credited.
 */
export default function BuyKcashPage() {
  const { t } = useTranslation();
  const session = useSession();
  useSignInRequired(session.status);
  const orderId = new URLSearchParams(useSearch()).get('order');
  useDocumentTitle(orderId ? t('buyKcash.order.title') : t('buyKcash.title'));
  const { features, isFailed, retry } = useFeaturesState();

  // The form, or the order followed, on its way (the session, or what this installation offers).
  const skeleton = orderId ? (
    <Card className="p-4 sm:p-6">
      <OrderSkeleton label={t('app.loading')} />
    </Card>
  ) : (
    <FormSkeleton label={t('app.loading')} fields={2} />
  );
  let content;
  if (session.status === 'unknown') content = skeleton;
  else if (session.status === 'signed-out') content = <SignInFirst message={t('buyKcash.signInFirst')} />;
  else if (isFailed)
    content = <LoadFailed message={t('app.loadFailed')} retryLabel={t('app.retry')} onRetry={retry} />;
  else if (features === null) content = skeleton;
  // No payment provider on this installation: said plainly, no form that would lead nowhere.
  else if (!features.buyKcash)
    content = (
      <Card role="status" className="p-4 text-slate-300 sm:p-6">
        {t('buyKcash.unavailable')}
      </Card>
    );
  else
    content = <Card className="p-4 sm:p-6">{orderId ? <OrderStatus orderId={orderId} /> : <BuyForm />}</Card>;

  return (
    <section aria-labelledby="buy-title" className="mx-auto max-w-xl space-y-6 py-6">
      <div>
        <h1 id="buy-title" className="mb-2 text-2xl font-bold">
          {orderId ? t('buyKcash.order.title') : t('buyKcash.title')}
        </h1>
        {!orderId && features?.buyKcash !== false && <p className="text-slate-300">{t('buyKcash.intro')}</p>}
      </div>
      {content}
    </section>
  );
}
