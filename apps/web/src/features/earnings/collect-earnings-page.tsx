import { useEffect, useRef, useState } from 'react';
import type { Earning, EarningsCollection } from '@kp/contract/earnings';
import type { EarningStatus } from '@kp/domain/campaigns';
import { formatCurrencyAmount } from '@kp/domain/display';
import { AppError } from '@kp/domain/errors';
import { refreshBalances } from '../../lib/user-data';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { ERROR_KEYS, errorText } from '../../lib/messages';
import { openModal } from '../../lib/modals';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLoad } from '../../lib/use-load';
import { useSignInRequired } from '../../lib/use-sign-in-required';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../ui/button';
import { SelectField } from '../../ui/select-field';
import { LoadFailed } from '../../components/load-failed';
import { SignInFirst } from '../../components/sign-in-first';
import { RowListSkeleton } from '../../components/page-skeletons';
import { currencyName } from '../../components/money';
import { showToast } from '../../ui/toast';
import { kycPathOf, kycStepOf, STATUS_ORDER } from './earning-display';
import { EarningRow } from './earning-row';
import { CollectConfirmSheet, CollectedSheet, type CollectTarget } from './collect-sheet';
import {
  collectAllEarnings,
  collectEarning,
  loadAggregate,
  loadEarnings,
  loadTaxInfo,
  type EarningsFilters,
  type EarningsPage,
} from './earnings-api';
import { EarningsSummary, TaxNotice } from './earnings-summary';
import { ShowMore } from '../../components/show-more';
import { CARD_CLASS } from '../../ui/card';

/** How often a collect-all still being paid out is asked again (its replay answers the batch as it stands). */
export const DISTRIBUTION_POLL_MS = 1500;

type Busy = { kind: 'one'; earningId: string } | { kind: 'all' } | null;
type Progress = { done: number; total: number; isWaiting: boolean } | null;

/**
 * `/collect-earnings`: the user's earnings with the spec's status labels, their totals, India's
 * tax, and collecting one or all of them (with the KYC collect-earning, skip-KYC and no-earnings
 * modals where they apply). Collect errors show the server's message.
 */
export default function CollectEarningsPage() {
  const { t, language } = useTranslation();
  const session = useSession();
  useDocumentTitle(t('earnings.title'));
  useSignInRequired(session.status);
  const userId = session.status === 'signed-in' ? session.user.id : null;

  const [filters, setFilters] = useState<EarningsFilters>({ status: '', earningType: '' });
  const filterKey = `${filters.status}|${filters.earningType}`;
  const aggregate = useLoad(userId, loadAggregate);
  const taxInfo = useLoad(userId, loadTaxInfo);
  const first = useLoad(userId && `${userId}|${filterKey}`, (signal) => loadEarnings(filters, 0, signal));
  // Later pages, kept for the filters they were read with (a change of filters starts over).
  const [more, setMore] = useState<{ key: string; pages: EarningsPage[] }>({ key: '', pages: [] });
  const [moreState, setMoreState] = useState<'idle' | 'loading' | 'error'>('idle');
  const extra = more.key === filterKey ? more.pages : [];

  const [busy, setBusy] = useState<Busy>(null);
  const [progress, setProgress] = useState<Progress>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [hasSkippedKyc, setHasSkippedKyc] = useState(false);
  // The sheet before a collection (nothing is collected until it is confirmed), and the one after
  // a collect-all saying what arrived.
  const [confirming, setConfirming] = useState<{ target: CollectTarget; collect: () => void } | null>(null);
  const [collected, setCollected] = useState<{ earnings: Earning[]; count: number } | null>(null);
  const isMounted = useRef(true);
  useEffect(
    () => () => {
      isMounted.current = false;
    },
    [],
  );

  const taxData = taxInfo.state.status === 'ready' ? taxInfo.state.data : null;
  const aggregateData = aggregate.state.status === 'ready' ? aggregate.state.data : null;

  function reloadAll() {
    aggregate.retry();
    taxInfo.retry();
    first.retry();
    setMore({ key: '', pages: [] });
    void refreshBalances();
  }

  /** Turns a refused collection into its modal, or shows the server's message. */
  function fail(error: unknown) {
    const appError = error instanceof AppError ? error : new AppError('SOMETHING_WENT_WRONG');
    if (appError.code === 'KYC_REQUIRED_TO_COLLECT') {
      openModal('kycCollectEarning', { kycPath: kycPathOf(taxData?.region ?? 'IN') });
      return;
    }
    if (appError.code === 'NO_EARNINGS_TO_COLLECT') {
      openModal('noEarnings');
      reloadAll();
      return;
    }
    // No verified country yet (no phone, no KYC): the KYC page's words, in the reader's language.
    const message =
      appError.code === 'COUNTRY_NOT_VERIFIED' ? t('kyc.countryUnknown') : errorText(t, appError);
    setFailure(message);
    showToast(message, 'error');
    // The earning moved on (collected elsewhere, expired): show it as it is now.
    if (appError.code.startsWith('EARNING_')) reloadAll();
  }

  /**
   * Runs a collection once the user may collect (India's KYC first, Brazil's offered KYC unless
   * skipped) and has confirmed it in the sheet that says what arrives and what is withheld.
   */
  function afterKyc(target: CollectTarget, run: () => Promise<void>) {
    const collect = () =>
      setConfirming({
        target,
        collect: () => {
          setConfirming(null);
          void run();
        },
      });
    const step = kycStepOf(taxData, hasSkippedKyc);
    if (step === 'kycRequired') {
      openModal('kycCollectEarning', { kycPath: kycPathOf(taxData!.region) });
      return;
    }
    if (step === 'kycOffered') {
      openModal('skipKyc', {
        kycPath: kycPathOf(taxData!.region),
        onSkip: () => {
          setHasSkippedKyc(true);
          collect();
        },
      });
      return;
    }
    collect();
  }

  function collectOne(earning: Earning) {
    afterKyc({ kind: 'one', earning }, async () => {
      setBusy({ kind: 'one', earningId: earning.id });
      setFailure(null);
      try {
        const collected = await collectEarning(earning.id, newIdempotencyKey());
        if (!isMounted.current) return;
        showToast(
          t('earnings.collectedOne', {
            amount: formatCurrencyAmount(collected.netAmount, collected.earningType, language),
            currency: currencyName(collected.earningType, collected.currencyName),
          }),
          'success',
        );
        openModal('collectEarningsTransactionDetails', { earning: collected });
        reloadAll();
      } catch (error) {
        if (isMounted.current) fail(error);
      } finally {
        if (isMounted.current) setBusy(null);
      }
    });
  }

  function collectAll() {
    if (aggregateData && aggregateData.collectableCount === 0) {
      openModal('noEarnings');
      return;
    }
    afterKyc({ kind: 'all', count: aggregateData?.collectableCount ?? 0 }, async () => {
      const key = newIdempotencyKey();
      setBusy({ kind: 'all' });
      setFailure(null);
      setProgress({ done: 0, total: aggregateData?.collectableCount ?? 0, isWaiting: false });
      try {
        let batch: EarningsCollection = await collectAllEarnings(key);
        while (isMounted.current) {
          setProgress({
            done: batch.credited + batch.failed,
            total: batch.total,
            isWaiting: batch.distributing > 0,
          });
          if (batch.distributing === 0) break;
          await new Promise((resolve) => setTimeout(resolve, DISTRIBUTION_POLL_MS));
          // The same key answers the same batch as it stands now (and pays what is left of it).
          batch = await collectAllEarnings(key);
        }
        if (!isMounted.current) return;
        if (batch.credited > 0) {
          showToast(t('earnings.collectedAll', { count: batch.credited }), 'success');
          setCollected({ earnings: batch.earnings, count: batch.credited });
        }
        if (batch.failed > 0) {
          const message = t('earnings.failedSome', { count: batch.failed });
          setFailure(message);
          showToast(message, 'error');
        }
        reloadAll();
      } catch (error) {
        if (isMounted.current) fail(error);
      } finally {
        if (isMounted.current) {
          setBusy(null);
          setProgress(null);
        }
      }
    });
  }

  const change = (next: Partial<EarningsFilters>) => {
    setFilters((current) => ({ ...current, ...next }));
    setMoreState('idle');
  };

  let content;
  if (session.status !== 'signed-in') {
    content =
      session.status === 'unknown' ? (
        <RowListSkeleton label={t('app.loading')} hasAction />
      ) : (
        <SignInFirst message={t('earnings.signInFirst')} />
      );
  } else if (first.state.status === 'loading') {
    content = <RowListSkeleton label={t('app.loading')} hasAction />;
  } else if (first.state.status === 'error') {
    content = (
      <LoadFailed message={t('earnings.loadFailed')} retryLabel={t('earnings.retry')} onRetry={first.retry} />
    );
  } else {
    const pages = [first.state.data, ...extra];
    const rows = pages.flatMap((p) => p.earnings);
    const nextOffset = pages.at(-1)?.nextOffset ?? null;
    const loadMore = async () => {
      if (nextOffset === null) return;
      setMoreState('loading');
      try {
        const page = await loadEarnings(filters, nextOffset);
        setMore({ key: filterKey, pages: [...extra, page] });
        setMoreState('idle');
      } catch {
        setMoreState('error');
      }
    };
    const isFiltered = filters.status !== '' || filters.earningType !== '';
    content =
      rows.length === 0 ? (
        <p className={`${CARD_CLASS} p-6 text-center text-slate-300`}>
          {isFiltered ? t('earnings.noneMatching') : t('earnings.none')}
        </p>
      ) : (
        <>
          <ul className={`${CARD_CLASS} divide-y divide-slate-800`}>
            {rows.map((earning) => (
              <EarningRow
                key={earning.id}
                earning={earning}
                isBusy={busy !== null}
                isCollecting={busy?.kind === 'one' && busy.earningId === earning.id}
                onCollect={() => collectOne(earning)}
                onDetails={() => openModal('collectEarningsTransactionDetails', { earning })}
              />
            ))}
          </ul>
          {nextOffset !== null && (
            <ShowMore
              state={moreState}
              onMore={() => void loadMore()}
              label={t('earnings.loadMore')}
              loadingLabel={t('app.loading')}
              errorText={t(ERROR_KEYS.SOMETHING_WENT_WRONG)}
            />
          )}
        </>
      );
  }

  const collectableCount = aggregateData?.collectableCount ?? 0;
  return (
    <section aria-labelledby="earnings-title" className="mx-auto max-w-3xl py-6">
      <h1 id="earnings-title" className="mb-4 text-2xl font-bold">
        {t('earnings.title')}
      </h1>
      {session.status === 'signed-in' && (
        <>
          {aggregateData && <EarningsSummary aggregate={aggregateData} />}
          {taxData && <TaxNotice info={taxData} />}
          <div className="mb-4 space-y-3">
            <Button
              fullWidth
              onClick={collectAll}
              disabled={busy !== null || aggregate.state.status !== 'ready'}
              loading={busy?.kind === 'all'}
            >
              {busy?.kind === 'all'
                ? t('earnings.collecting')
                : collectableCount > 0
                  ? t('earnings.collectAllCount', { count: collectableCount })
                  : t('earnings.collectAll')}
            </Button>
            {progress && (
              <div>
                <div
                  role="progressbar"
                  aria-label={t('earnings.progressLabel')}
                  aria-valuemin={0}
                  aria-valuemax={progress.total}
                  aria-valuenow={progress.done}
                  className="h-2 overflow-hidden rounded-full bg-slate-800"
                >
                  <div
                    className="h-full bg-primary transition-[width] motion-reduce:transition-none"
                    style={{ width: `${progress.total ? (100 * progress.done) / progress.total : 0}%` }}
                  />
                </div>
                <p role="status" className="mt-1 text-sm text-slate-300">
                  {t('earnings.progress', { done: progress.done, total: progress.total })}
                  {progress.isWaiting && <span className="block">{t('earnings.stillDistributing')}</span>}
                </p>
              </div>
            )}
            {failure && (
              <p role="alert" className="text-sm text-rose-300">
                {failure}
              </p>
            )}
          </div>
          <form
            aria-label={t('earnings.filters')}
            className="mb-4 grid grid-cols-1 gap-3 sm:grid-cols-2"
            onSubmit={(event) => event.preventDefault()}
          >
            <SelectField
              id="earnings-status"
              label={t('earnings.status')}
              value={filters.status}
              onChange={(event) => change({ status: event.target.value as EarningStatus | '' })}
            >
              <option value="">{t('earnings.allStatuses')}</option>
              {STATUS_ORDER.map((status) => (
                <option key={status} value={status}>
                  {t(`earnings.statuses.${status}`)}
                </option>
              ))}
            </SelectField>
            <SelectField
              id="earnings-type"
              label={t('earnings.type')}
              value={filters.earningType}
              onChange={(event) => change({ earningType: event.target.value })}
            >
              <option value="">{t('earnings.allTypes')}</option>
              {(aggregateData?.totals ?? []).map((totals) => (
                <option key={totals.earningType} value={totals.earningType}>
                  {totals.currencyName}
                </option>
              ))}
            </SelectField>
          </form>
        </>
      )}
      {content}
      {confirming && (
        <CollectConfirmSheet
          target={confirming.target}
          taxInfo={taxData}
          onConfirm={confirming.collect}
          onClose={() => setConfirming(null)}
        />
      )}
      {collected && (
        <CollectedSheet
          earnings={collected.earnings}
          count={collected.count}
          taxInfo={taxData}
          onClose={() => setCollected(null)}
        />
      )}
    </section>
  );
}
