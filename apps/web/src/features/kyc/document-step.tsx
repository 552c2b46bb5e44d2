import { useId, useState, type ReactNode } from 'react';
import type { KycDocumentState, KycStatus } from '@kp/contract/kyc';
import { KYC_UPDATABLE_DOCUMENTS, type KycDocument } from '@kp/domain/kyc';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../ui/button';
import { DocumentForm } from './document-form';
import { Badge, type BadgeTone } from '../../ui/badge';
import { isolate } from '../../components/user-text';

const BADGE_TONE: Record<KycDocumentState['status'], BadgeTone> = {
  not_submitted: 'neutral',
  pending: 'warning',
  verified: 'success',
  rejected: 'danger',
};

/** A masked number or a code, kept left to right in right-to-left pages. */
function Code({ children }: { children: ReactNode }) {
  return (
    <bdi dir="ltr" className="font-mono">
      {children}
    </bdi>
  );
}

/**
 * One step of the KYC page: a document, where it stands (not verified, checking, verified with
 * the name on record, turned down with the reason) and its form when it is to be sent. A bank
 * account or PIX key that is verified can be replaced: the new one is checked while the old one
 * stays.
 */
export function DocumentStep({
  state,
  position,
  total,
  lockedBy,
  isRequested,
  onStatus,
}: {
  state: KycDocumentState;
  position: number;
  total: number;
  /** The document that must be verified first, while it is not. */
  lockedBy: KycDocument | null;
  /** The document the page was opened for (`?requiredDoc=`). */
  isRequested: boolean;
  onStatus: (status: KycStatus) => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const [isChanging, setIsChanging] = useState(false);
  const { document } = state;
  const name = t(`kyc.documents.${document}`);
  const reasonText = (reason: KycDocumentState['reason']) => (reason ? t(`kyc.reasons.${reason.code}`) : '');
  const canChange = KYC_UPDATABLE_DOCUMENTS.includes(document);

  let body: ReactNode;
  if (state.status === 'verified') {
    const update = state.update;
    body = (
      <>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-slate-400">{t('kyc.number')}</dt>
          <dd>
            <Code>{state.maskedNumber}</Code>
          </dd>
          {state.details.ifsc && (
            <>
              <dt className="text-slate-400">{t('kyc.ifsc')}</dt>
              <dd>
                <Code>{state.details.ifsc}</Code>
              </dd>
            </>
          )}
          {state.details.pixKeyType && (
            <>
              <dt className="text-slate-400">{t('kyc.pixKeyType')}</dt>
              <dd>{t(`kyc.pixKeyTypes.${state.details.pixKeyType}`)}</dd>
            </>
          )}
        </dl>
        {state.holderName && (
          <p className="mt-2 text-sm">{t('kyc.verifiedAs', { name: isolate(state.holderName) })}</p>
        )}
        {update && (
          <p className={`mt-3 text-sm ${update.status === 'rejected' ? 'text-rose-300' : 'text-amber-200'}`}>
            {update.status === 'pending'
              ? t('kyc.updatePending', { document: name, number: update.maskedNumber })
              : t('kyc.updateRejected', {
                  document: name,
                  number: update.maskedNumber,
                  reason: reasonText(update.reason),
                })}
          </p>
        )}
        {canChange &&
          update?.status !== 'pending' &&
          (isChanging ? (
            <div className="mt-4 border-t border-slate-700 pt-4">
              <h3 className="font-semibold">{t(`kyc.changeTitle.${document as 'bank' | 'pix'}`)}</h3>
              <DocumentForm
                document={document}
                isUpdate
                onSent={(status) => {
                  setIsChanging(false);
                  onStatus(status);
                }}
                onCancel={() => setIsChanging(false)}
              />
            </div>
          ) : (
            <Button variant="secondary" onClick={() => setIsChanging(true)} className="mt-4">
              {t(`kyc.change.${document as 'bank' | 'pix'}`)}
            </Button>
          ))}
      </>
    );
  } else if (state.status === 'pending') {
    body = (
      <div className="mt-3 flex items-start gap-3 text-sm text-slate-300">
        <span
          aria-hidden="true"
          className="mt-0.5 size-4 shrink-0 animate-spin rounded-full border-2 border-slate-500 border-t-amber-300 motion-reduce:animate-none"
        />
        <div>
          <p>
            {t('kyc.number')}: <Code>{state.maskedNumber}</Code>
          </p>
          <p className="mt-1">{t('kyc.pending')}</p>
        </div>
      </div>
    );
  } else if (lockedBy) {
    body = (
      <p className="mt-3 text-sm text-slate-400">
        {t('kyc.locked', { document: t(`kyc.documents.${lockedBy}`) })}
      </p>
    );
  } else {
    body = (
      <>
        {state.status === 'rejected' && (
          <div className="mt-3 rounded-lg border border-rose-400/60 bg-rose-950/40 p-3 text-sm">
            <p>{t('kyc.rejected', { reason: reasonText(state.reason) })}</p>
            <p className="mt-1 text-slate-300">
              {t('kyc.number')}: <Code>{state.maskedNumber}</Code>
            </p>
            <p className="mt-1 text-slate-300">{t('kyc.sendAgain')}</p>
          </div>
        )}
        <DocumentForm document={document} onSent={onStatus} />
      </>
    );
  }

  return (
    <section
      id={`kyc-step-${document}`}
      aria-labelledby={headingId}
      className={`rounded-xl border bg-slate-900/60 p-4 sm:p-5 ${isRequested ? 'border-amber-300' : 'border-slate-700'}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} tabIndex={-1} className="text-lg font-semibold">
          <span className="block text-xs font-normal text-slate-400">
            {t('kyc.step', { step: position, total })}
          </span>
          {name}
        </h2>
        <Badge tone={BADGE_TONE[state.status]}>{t(`kyc.status.${state.status}`)}</Badge>
      </div>
      {state.status !== 'verified' && (
        <p className="mt-2 text-sm text-slate-400">{t(`kyc.hints.${document}`)}</p>
      )}
      {body}
    </section>
  );
}
