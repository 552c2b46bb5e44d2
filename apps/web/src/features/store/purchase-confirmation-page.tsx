import { Link, useSearch } from 'wouter';
import type { Redemption } from '@kp/contract/store';
import { AppError } from '@kp/domain/errors';
import { openModal } from '../../lib/modals';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLoad } from '../../lib/use-load';
import { useSignInRequired } from '../../lib/use-sign-in-required';
import { useTranslation } from '../../lib/use-translation';
import { CopyButton } from '../../components/copy-button';
import { Button } from '../../ui/button';
import { LoadingRegion, TextShapes } from '../../components/page-skeletons';
import { Skeleton } from '../../ui/skeleton';
import { getRedemption, REDEMPTION_PARAM } from './store-api';
import { Amount } from './voucher-price';
import { CARD_CLASS } from '../../ui/card';
import { isolate } from '../../components/user-text';
import { formatDate } from '../../lib/dates';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const LINK_CLASS = 'rounded text-amber-200 underline underline-offset-4 hover:text-amber-100';

function Links() {
  const { t } = useTranslation();
  return (
    <p className="flex flex-wrap gap-x-6 gap-y-2">
      <Link href="/k-store/" className={LINK_CLASS}>
        {t('store.confirmation.backToStore')}
      </Link>
      <Link href="/transaction-history/" className={LINK_CLASS}>
        {t('store.confirmation.history')}
      </Link>
    </p>
  );
}

/** A completed redemption: the voucher code (its owner's eyes only), what was paid and when. */
function Completed({ redemption }: { redemption: Redemption }) {
  const { t, language } = useTranslation();
  return (
    <div className="space-y-5">
      <div role="status">
        <h2 className="text-xl font-semibold text-emerald-300">{t('store.confirmation.completedTitle')}</h2>
        <p className="mt-1 break-words text-slate-300">
          {t('store.confirmation.completedBody', { title: isolate(redemption.voucher.title) })}
        </p>
      </div>
      {redemption.code && (
        <div className="rounded-xl border border-amber-300/40 bg-slate-950 p-4">
          <p className="text-sm text-slate-400">{t('store.confirmation.yourCode')}</p>
          {/* The code on a line of its own, so a phone shows it whole; the copy button under it. */}
          <code dir="ltr" className="mt-2 block font-mono text-lg font-bold break-all text-white select-all">
            {redemption.code}
          </code>
          <div className="mt-3 flex justify-end">
            <CopyButton text={redemption.code} label={t('store.confirmation.copyCode')} />
          </div>
        </div>
      )}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-400">{t('store.confirmation.paid')}</dt>
        <dd>
          <Amount
            amount={redemption.price}
            currency={redemption.currency}
            currencyName={redemption.currencyName}
          />
        </dd>
        <dt className="text-slate-400">{t('store.confirmation.date')}</dt>
        <dd>
          <time dateTime={redemption.completedAt ?? redemption.createdAt}>
            {formatDate(redemption.completedAt ?? redemption.createdAt, language, 'dateTime')}
          </time>
        </dd>
      </dl>
    </div>
  );
}

/** A redemption on its way: where it ended up, a word on it, then the code's box and what was paid. */
function RedemptionSkeleton({ label }: { label: string }) {
  return (
    <LoadingRegion label={label} className="space-y-5">
      <div aria-hidden="true" className="space-y-2">
        <Skeleton className="h-7 w-48 max-w-full rounded-control" />
        <TextShapes lines={2} className="space-y-2" />
      </div>
      <Skeleton className="h-32 w-full rounded-xl" />
      <TextShapes lines={2} className="w-48 max-w-full space-y-2" />
    </LoadingRegion>
  );
}

/**
 * `/purchase-confirmation?redemptionId=…`: where a redemption ended up. Completed, with the code
 * and a copy button; waiting for its one-time code, with the way to enter it; or stopped (too
 * many wrong codes, or too late), saying that nothing was charged.
 */
export default function PurchaseConfirmationPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('store.confirmation.title'));
  const session = useSession();
  useSignInRequired(session.status);
  const id = new URLSearchParams(useSearch()).get(REDEMPTION_PARAM);
  const isValidId = id !== null && UUID.test(id);
  const userId = session.status === 'signed-in' ? session.user.id : null;
  const loaded = useLoad(userId && isValidId ? `${userId}|${id}` : null, (signal) =>
    getRedemption(id!, signal),
  );

  let content;
  if (!isValidId) {
    content = <p className="text-slate-300">{t('store.confirmation.noPurchase')}</p>;
  } else if (session.status === 'unknown') {
    content = <RedemptionSkeleton label={t('app.loading')} />;
  } else if (session.status === 'signed-out') {
    content = (
      <div className="space-y-4">
        <p className="text-slate-300">{t('store.confirmation.signInFirst')}</p>
        <Button variant="secondary" onClick={() => openModal('login')}>
          {t('header.signIn')}
        </Button>
      </div>
    );
  } else if (loaded.state.status === 'loading') {
    content = <RedemptionSkeleton label={t('store.confirmation.loading')} />;
  } else if (loaded.state.status === 'error') {
    const isMissing =
      loaded.state.error instanceof AppError && loaded.state.error.code === 'REDEMPTION_NOT_FOUND';
    content = (
      <div role="alert" className="space-y-3">
        <p>{isMissing ? t('store.confirmation.notFound') : t('store.confirmation.loadError')}</p>
        {!isMissing && (
          <Button variant="secondary" onClick={loaded.retry}>
            {t('store.retry')}
          </Button>
        )}
      </div>
    );
  } else {
    const redemption = loaded.state.data;
    if (redemption.status === 'completed') {
      content = <Completed redemption={redemption} />;
    } else if (redemption.status === 'pending') {
      content = (
        <div className="space-y-4">
          <h2 className="text-xl font-semibold">{t('store.confirmation.pendingTitle')}</h2>
          <p className="break-words text-slate-300">
            {t('store.confirmation.pendingBody', { title: isolate(redemption.voucher.title) })}
          </p>
          <Button
            variant="secondary"
            onClick={() => openModal('storeOtp', { redemption, onChanged: loaded.retry })}
          >
            {t('store.confirmation.enterCode')}
          </Button>
        </div>
      );
    } else {
      const isFailed = redemption.status === 'failed';
      content = (
        <div role="status" className="space-y-2">
          <h2 className="text-xl font-semibold text-rose-300">
            {isFailed ? t('store.confirmation.failedTitle') : t('store.confirmation.expiredTitle')}
          </h2>
          <p className="text-slate-300">
            {isFailed ? t('store.confirmation.failedBody') : t('store.confirmation.expiredBody')}
          </p>
        </div>
      );
    }
  }

  return (
    <section aria-labelledby="purchase-title" className="mx-auto max-w-2xl space-y-6 py-6">
      <h1 id="purchase-title" className="text-2xl font-bold">
        {t('store.confirmation.title')}
      </h1>
      <div className={`${CARD_CLASS} p-4 sm:p-6`}>{content}</div>
      <Links />
    </section>
  );
}
