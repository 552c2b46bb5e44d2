import type { EarningsTaxInfo } from '@kp/contract/earnings';
import { EARNING_STATUS_LABELS, type EarningStatus } from '@kp/domain/campaigns';
import { formatNumber } from '@kp/domain/display';
import { EARNINGS_KYC_PATH } from '@kp/domain/earnings';
import { kycRuleOf } from '@kp/domain/kyc';
import { type Language } from '@kp/domain/languages';
import type { Region } from '@kp/domain/locations';
import type { BadgeTone } from '../../ui/badge';

/** The tone of each backend status's badge; its words are the spec's labels (EARNING_STATUS_LABELS). */
export const STATUS_BADGE_TONE: Readonly<Record<EarningStatus, BadgeTone>> = {
  pending: 'warning',
  distributing: 'info',
  credited: 'success',
  expired: 'neutral',
  failed: 'danger',
};

/** The statuses in the order the filter offers them. */
export const STATUS_ORDER = Object.keys(EARNING_STATUS_LABELS) as EarningStatus[];

/**
 * An amount as the api writes it, with the language's separators and every decimal it has (the
 * details modal's exact figures: a tax of 0.003 USDT is not shown as 0).
 */
export function formatExactAmount(amount: string, scale: number, language: Language): string {
  const value = Number(amount);
  if (!Number.isFinite(value)) return amount;
  return formatNumber(value, language, {
    minimumFractionDigits: 0,
    maximumFractionDigits: scale,
  });
}

/** What stands between the user and a collection: nothing, India's required KYC, or KYC offered (Brazil). */
export type KycStep = 'collect' | 'kycRequired' | 'kycOffered';

/** The step before collecting, from tax-info's KYC; `hasSkipped` once the user chose to skip KYC. */
export function kycStepOf(info: EarningsTaxInfo | null, hasSkipped: boolean): KycStep {
  if (!info || info.kyc.verified) return 'collect';
  if (info.kyc.required) return 'kycRequired';
  return kycRuleOf(info.region).documents.length > 0 && !hasSkipped ? 'kycOffered' : 'collect';
}

/** The KYC page for a region, opened on the document the region asks for first. */
export function kycPathOf(region: Region): string {
  const first = kycRuleOf(region).documents[0];
  return region === 'IN' || !first ? EARNINGS_KYC_PATH : `/kyc?requiredDoc=${first}`;
}
