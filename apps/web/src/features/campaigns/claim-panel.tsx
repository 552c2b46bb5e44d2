import { useRef, useState } from 'react';
import type { CampaignClaim, CampaignDetail } from '@kp/contract/campaigns';
import { AppError } from '@kp/domain/errors';
import { refreshBalances } from '../../lib/user-data';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { openModal } from '../../lib/modals';
import { ERROR_KEYS, errorText, storedErrorText } from '../../lib/messages';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../ui/button';
import { formatMoney } from '../../components/money';
import type { ClaimSuccessProps } from './task-modal-props';
import { claimReward, type ClaimSignature } from './campaigns-api';
import { formatDate } from '../../lib/dates';

// The claim errors with their own words on screen (spec section 8 and the catalogue).
const CLAIM_ERRORS = [
  'CLAIM_TRANSACTION_FAILED',
  'TRANSACTION_FAILED',
  'CLAIM_FAILED',
  'CLAIM_UNSUCCESSFUL',
  'CLAIM_SIGNATURE_REQUIRED',
  'CAMPAIGN_POOL_EXHAUSTED',
  'REWARD_ALREADY_CLAIMED',
  'CAMPAIGN_TASKS_INCOMPLETE',
  'CAMPAIGN_NOT_CLAIMABLE',
] as const;
type ClaimErrorCode = (typeof CLAIM_ERRORS)[number];
const isClaimError = (code: string): code is ClaimErrorCode =>
  (CLAIM_ERRORS as readonly string[]).includes(code);

// Refusals after which the campaign has changed under the user: read it again, no retry.
const SETTLED: readonly string[] = [
  'CAMPAIGN_POOL_EXHAUSTED',
  'REWARD_ALREADY_CLAIMED',
  'CAMPAIGN_TASKS_INCOMPLETE',
  'CAMPAIGN_NOT_CLAIMABLE',
];

type ClaimError = { error: AppError; isAnswerLost: boolean };

function ClaimStatus({ claim, onRefresh }: { claim: CampaignClaim; onRefresh: () => void }) {
  const { t, language } = useTranslation();
  const amount = formatMoney(claim.amount, claim.currency, language);
  // Why it failed, in the reader's words; said without a reason the web has no words for.
  const failureReason = storedErrorText(t, claim.failureError);
  if (claim.status === 'credited')
    return (
      <div role="status" className="space-y-2">
        <p className="font-semibold text-emerald-200">
          {t('campaign.claim.credited', {
            amount,
            date: formatDate(claim.creditedAt ?? claim.createdAt, language),
          })}
        </p>
        <a href="/transaction-history/" className="text-sm underline underline-offset-2">
          {t('campaign.claim.history')}
        </a>
      </div>
    );
  return (
    <div role="status" className="space-y-2">
      {claim.status === 'processing' ? (
        <p>{t('campaign.claim.processing', { amount })}</p>
      ) : (
        <p className="text-rose-200">
          {failureReason
            ? t('campaign.claim.paymentFailedWithReason', { amount, reason: failureReason })
            : t('campaign.claim.paymentFailed', { amount })}
        </p>
      )}
      <Button variant="secondary" onClick={onRefresh}>
        {t('campaign.claim.refresh')}
      </Button>
    </div>
  );
}

/**
 * The reward's claim: the button once every task is verified (signed first when the campaign asks
 * for a signature), one Idempotency-Key per claim intent (a retry after a lost answer sends the same
 * key and body; a refusal starts a new intent), then the claim's status.
 */
export function ClaimPanel({ campaign, onChanged }: { campaign: CampaignDetail; onChanged: () => void }) {
  const { t } = useTranslation();
  const [isBusy, setIsBusy] = useState(false);
  const [failure, setFailure] = useState<ClaimError | null>(null);
  // The intent under way: its key, and the signature it was sent with (retried as it was).
  const intent = useRef<{ key: string; signature: ClaimSignature | undefined } | null>(null);

  if (campaign.claim) return <ClaimStatus claim={campaign.claim} onRefresh={onChanged} />;
  if (campaign.cardState !== 'CLAIM_REWARDS') return null;
  if (campaign.reward.isPoolExhausted)
    return <p className="text-rose-200">{t('campaign.reward.poolUsedUp')}</p>;

  async function claim(signature: ClaimSignature | undefined) {
    intent.current ??= { key: newIdempotencyKey(), signature };
    const { key } = intent.current;
    setIsBusy(true);
    setFailure(null);
    try {
      const data = await claimReward(campaign.id, signature, key);
      intent.current = null;
      if (data.status === 'credited')
        openModal('claimSuccess', {
          amount: data.amount,
          currency: data.currency,
          campaign: { slug: campaign.slug, title: campaign.title },
        } satisfies ClaimSuccessProps);
      void refreshBalances();
      onChanged();
    } catch (cause) {
      const error = cause instanceof AppError ? cause : new AppError('SOMETHING_WENT_WRONG');
      // No answer, or the server failed: the claim may have gone through; the retry is the same intent.
      const isAnswerLost = error.statusCode >= 500;
      if (!isAnswerLost) intent.current = null;
      setFailure({ error, isAnswerLost });
      if (SETTLED.includes(error.code)) onChanged();
    } finally {
      setIsBusy(false);
    }
  }

  function start() {
    if (!campaign.claimRequiresSignature) return void claim(undefined);
    const isOpen = openModal('transactionSign', {
      campaignId: campaign.id,
      chainId: campaign.claimChainId,
      onSigned: (signature: ClaimSignature) => void claim(signature),
    });
    if (!isOpen) setFailure({ error: new AppError('CLAIM_FAILED'), isAnswerLost: false });
  }

  function retry() {
    const pending = intent.current;
    if (failure?.isAnswerLost && pending) void claim(pending.signature);
    else start();
  }

  const message = failure
    ? failure.isAnswerLost
      ? t('campaign.claim.answerLost')
      : isClaimError(failure.error.code)
        ? t(ERROR_KEYS[failure.error.code])
        : errorText(t, failure.error)
    : null;
  const canRetry = failure !== null && !SETTLED.includes(failure.error.code);

  return (
    <div className="space-y-3">
      <p>{t('campaign.claim.ready')}</p>
      {!failure && (
        <Button fullWidth loading={isBusy} onClick={start}>
          {isBusy ? t('campaign.claim.claiming') : t('campaign.claim.button')}
        </Button>
      )}
      {failure && (
        <div role="alert" className="space-y-2 rounded-lg border border-rose-800 bg-rose-950/40 p-3">
          <p>{message}</p>
          {canRetry && (
            <Button variant="secondary" loading={isBusy} onClick={retry}>
              {isBusy ? t('campaign.claim.claiming') : t('campaign.claim.retry')}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
