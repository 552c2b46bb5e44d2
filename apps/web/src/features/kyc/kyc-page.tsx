import { useEffect, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import type { KycStatus } from '@kp/contract/kyc';
import { KYC_DOCUMENTS, KYC_PREREQUISITES, type KycDocument } from '@kp/domain/kyc';
import { useFeaturesState } from '../../lib/features';
import { ERROR_KEYS } from '../../lib/messages';
import { openModal } from '../../lib/modals';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSignInRequired } from '../../lib/use-sign-in-required';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../ui/button';
import { SignInFirst } from '../../components/sign-in-first';
import { LoadFailed } from '../../components/load-failed';
import { FormSkeleton } from '../../components/page-skeletons';
import { BonusCard } from './bonus-card';
import { CountryNote } from './country-note';
import { DocumentStep } from './document-step';
import { loadKycStatus } from './kyc-api';
import { useKycStatus } from './use-kyc-status';

const isKycDocument = (value: string | null): value is KycDocument =>
  value !== null && (KYC_DOCUMENTS as readonly string[]).includes(value);

/** What a screen reader hears when a document's status changes on its own (the check came back). */
function useStatusAnnouncement(status: KycStatus | null): string {
  const { t } = useTranslation();
  const previous = useRef<Map<KycDocument, string> | null>(null);
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    if (!status) return;
    const now = new Map(status.documents.map((d) => [d.document, `${d.status}|${d.update?.status ?? ''}`]));
    const before = previous.current;
    previous.current = now;
    if (!before) return;
    const changed = status.documents.filter((d) => before.get(d.document) !== now.get(d.document));
    if (changed.length === 0) return;
    const text = changed
      .map((d) => `${t(`kyc.documents.${d.document}`)}: ${t(`kyc.status.${d.status}`)}`)
      .join('. ');
    // Announced from an effect on purpose: the change came from the server, not from this render.
    setAnnouncement(text);
  }, [status, t]);
  return announcement;
}

/**
 * `/kyc?requiredDoc=pan`: identity verification for the user's region (India: PAN, Aadhaar, bank
 * account; Brazil: CPF, PIX key), one step per document, followed live as the checks come back;
 * the KYC FAQ modal and the one-time bonus. `requiredDoc` (from collecting earnings) brings the
 * step of that document forward.
 */
export default function KycPage() {
  const { t } = useTranslation();
  const session = useSession();
  useDocumentTitle(t('kyc.title'));
  useSignInRequired(session.status);
  const search = useSearch();
  const requested = new URLSearchParams(search).get('requiredDoc');
  const requiredDoc = isKycDocument(requested) ? requested : null;
  const userId = session.status === 'signed-in' ? session.user.id : null;
  const { features, isFailed: featuresFailed, retry: retryFeatures } = useFeaturesState();
  // Switched off on this installation (no provider): nothing to load, nothing to send.
  const live = useKycStatus(features?.kyc ? userId : null);
  const status = live.state.status === 'ready' ? live.state.data : null;
  const announcement = useStatusAnnouncement(status);
  const { set } = live;

  // Once loaded, the step the page was opened for comes into view with the focus on its title.
  const hasFocused = useRef(false);
  const canFocus =
    status !== null && requiredDoc !== null && status.documents.some((d) => d.document === requiredDoc);
  useEffect(() => {
    if (!canFocus || hasFocused.current) return;
    hasFocused.current = true;
    const step = document.getElementById(`kyc-step-${requiredDoc}`);
    step?.scrollIntoView?.({ block: 'start' });
    step?.querySelector<HTMLElement>('h2')?.focus();
  }, [canFocus, requiredDoc]);

  let content;
  if (session.status === 'signed-in' && features !== null && !features.kyc) {
    // No KYC provider on this installation: said plainly, no form that would lead nowhere.
    content = (
      <p role="status" className="text-slate-300">
        {t('kyc.unavailable')}
      </p>
    );
  } else if (session.status === 'signed-in' && featuresFailed) {
    content = (
      <LoadFailed message={t('app.loadFailed')} retryLabel={t('app.retry')} onRetry={retryFeatures} />
    );
  } else if (
    session.status === 'unknown' ||
    (session.status === 'signed-in' && (features === null || live.state.status === 'loading'))
  ) {
    // What a reader to verify sees first: a word on why, then the first document's step.
    content = <FormSkeleton label={t('app.loading')} hasIntro hasTitle fields={2} />;
  } else if (session.status === 'signed-out') {
    content = <SignInFirst message={t('kyc.signInFirst')} />;
  } else if (live.state.status === 'error') {
    content = (
      <div role="alert" className="space-y-3">
        <p>{t('kyc.loadFailed')}</p>
        <p className="text-sm text-slate-400">
          {t(
            live.state.error.code === 'SERVICE_UNAVAILABLE'
              ? ERROR_KEYS.SERVICE_UNAVAILABLE
              : ERROR_KEYS.SOMETHING_WENT_WRONG,
          )}
        </p>
        <Button variant="secondary" onClick={live.retry}>
          {t('kyc.retry')}
        </Button>
      </div>
    );
  } else if (status) {
    const verified = new Set(status.documents.filter((d) => d.status === 'verified').map((d) => d.document));
    const showRequired =
      requiredDoc !== null &&
      status.documents.some((d) => d.document === requiredDoc) &&
      !verified.has(requiredDoc);
    content = (
      <div className="space-y-5">
        {status.country !== null && (
          <p className="text-slate-300">
            {status.documents.length === 0
              ? t('kyc.notOffered')
              : status.required
                ? t('kyc.required')
                : t('kyc.optional')}
          </p>
        )}
        <CountryNote country={status.country} />
        {showRequired && (
          <p className="rounded-lg border border-amber-300/60 bg-amber-300/10 p-3 text-sm text-amber-100">
            {t('kyc.requiredDoc', { document: t(`kyc.documents.${requiredDoc}`) })}
          </p>
        )}
        {status.verified && (
          <p className="rounded-lg border border-emerald-400/60 bg-emerald-950/40 p-3 text-sm text-emerald-200">
            {t('kyc.complete')}
          </p>
        )}
        {status.documents.length > 0 && (
          <ol aria-label={t('kyc.stepsLabel')} className="space-y-4">
            {status.documents.map((state, index) => {
              const prerequisite = KYC_PREREQUISITES[state.document] ?? null;
              return (
                <li key={state.document}>
                  <DocumentStep
                    state={state}
                    position={index + 1}
                    total={status.documents.length}
                    lockedBy={prerequisite && !verified.has(prerequisite) ? prerequisite : null}
                    isRequested={state.document === requiredDoc}
                    onStatus={set}
                  />
                </li>
              );
            })}
          </ol>
        )}
        {status.bonus && (
          <BonusCard
            bonus={status.bonus}
            onChanged={() => {
              loadKycStatus().then(set, () => {});
            }}
          />
        )}
      </div>
    );
  }

  return (
    <section aria-labelledby="kyc-title" className="mx-auto max-w-2xl py-6">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 id="kyc-title" className="text-2xl font-bold">
          {t('kyc.title')}
        </h1>
        <Button variant="secondary" onClick={() => openModal('kycFaq')}>
          {t('kyc.faq')}
        </Button>
      </div>
      {content}
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </section>
  );
}
