import { useRef, useState } from 'react';
import type { ParseKeys } from 'i18next';
import type { KycStatus } from '@kp/contract/kyc';
import { formatCurrencyAmount } from '@kp/domain/display';
import { AppError } from '@kp/domain/errors';
import { refreshBalances } from '../../lib/user-data';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../ui/button';
import { ERROR_CLASS } from '../../ui/field';
import { showToast } from '../../ui/toast';
import { claimKycBonus } from './kyc-api';
import { kycErrorKey } from './kyc-messages';
import { formatDate } from '../../lib/dates';

type Bonus = NonNullable<KycStatus['bonus']>;

/**
 * The one-time K-Cash bonus for completing KYC: what it takes, the claim button once it is
 * available, and when it was claimed. One Idempotency-Key per claim the user makes, kept for its
 * retries, so a lost answer retried never credits twice.
 */
export function BonusCard({ bonus, onChanged }: { bonus: Bonus; onChanged: () => void }) {
  const { t, language } = useTranslation();
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<ParseKeys | null>(null);
  const key = useRef<string | null>(null);
  const amount = formatCurrencyAmount(bonus.amount, bonus.currency, language);

  async function claim() {
    key.current ??= newIdempotencyKey();
    setIsBusy(true);
    setError(null);
    try {
      const claimed = await claimKycBonus(key.current);
      key.current = null;
      showToast(
        t('kyc.bonus.credited', { amount: formatCurrencyAmount(claimed.amount, claimed.currency, language) }),
        'success',
      );
      void refreshBalances();
      onChanged();
    } catch (cause) {
      // Refused for good (not a lost answer): the next claim is a new one.
      if (cause instanceof AppError && cause.statusCode < 500 && cause.code !== 'CONFLICT_IN_PROGRESS')
        key.current = null;
      if (cause instanceof AppError && cause.code === 'KYC_BONUS_ALREADY_CLAIMED') onChanged();
      setError(kycErrorKey(cause));
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <section
      aria-labelledby="kyc-bonus"
      className="rounded-xl border border-amber-300/40 bg-amber-300/5 p-4 sm:p-5"
    >
      <h2 id="kyc-bonus" className="text-lg font-semibold">
        {t('kyc.bonus.title')}
      </h2>
      {bonus.status === 'locked' && (
        <p className="mt-2 text-sm text-slate-300">{t('kyc.bonus.locked', { amount })}</p>
      )}
      {bonus.status === 'available' && (
        <>
          <p className="mt-2 text-sm text-slate-300">{t('kyc.bonus.available', { amount })}</p>
          <Button fullWidth onClick={claim} loading={isBusy} className="mt-4">
            {isBusy ? t('kyc.bonus.claiming') : t('kyc.bonus.claim', { amount })}
          </Button>
        </>
      )}
      {bonus.status === 'claimed' && bonus.claimedAt && (
        <p className="mt-2 text-sm text-emerald-300">
          {t('kyc.bonus.claimed', { amount, date: formatDate(bonus.claimedAt, language) })}
        </p>
      )}
      {error && (
        <p role="alert" className={ERROR_CLASS}>
          {t(error)}
        </p>
      )}
    </section>
  );
}
