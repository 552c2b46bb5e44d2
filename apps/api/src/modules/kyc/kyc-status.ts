import type { KycDocumentState, KycStatus } from '@kp/contract/kyc';
import { formatAmount, KCASH } from '@kp/domain/currencies';
import {
  isKycComplete,
  KYC_REJECTION_REASONS,
  kycRuleOf,
  type KycDocument,
  type KycRejectionReason,
  type PixKey,
} from '@kp/domain/kyc';
import type { Region } from '@kp/domain/locations';
import { regulatoryRegion } from '@kp/domain/regulatory-country';
import type { DbOrTx } from '../../db/client';
import type { KycPayoutStatus } from './kyc-gate';
import type { KycCheckRow } from './kyc.repository';
import type { KycDeps } from './kyc-deps';

function iso(date: Date | null): string | null {
  return date ? date.toISOString() : null;
}

function reasonOf(row: KycCheckRow) {
  const code = row.reasonCode as KycRejectionReason | null;
  return code ? { code, message: KYC_REJECTION_REASONS[code] } : null;
}

/** The details of a check that are not secret, as the status shows them. */
function detailsOf(row: KycCheckRow): KycDocumentState['details'] {
  const { ifsc, pixKeyType } = row.attributes;
  return {
    ...(ifsc ? { ifsc } : {}),
    ...(pixKeyType ? { pixKeyType: pixKeyType as PixKey['type'] } : {}),
  };
}

/** One document's state from its verified, pending and latest rejected checks. */
function documentState(
  document: KycDocument,
  rows: { verified?: KycCheckRow; pending?: KycCheckRow; rejected?: KycCheckRow },
): KycDocumentState {
  const { verified, pending, rejected } = rows;
  if (verified) {
    // A newer value being checked, or turned down since, shows beside the verified one.
    const newer = pending ?? (rejected && rejected.submittedAt > verified.submittedAt ? rejected : undefined);
    return {
      document,
      status: 'verified',
      maskedNumber: verified.maskedNumber,
      holderName: verified.registeredName,
      details: detailsOf(verified),
      reason: null,
      submittedAt: iso(verified.submittedAt),
      decidedAt: iso(verified.decidedAt),
      update: newer
        ? {
            status: newer.status === 'pending' ? 'pending' : 'rejected',
            maskedNumber: newer.maskedNumber,
            reason: reasonOf(newer),
            submittedAt: newer.submittedAt.toISOString(),
            decidedAt: iso(newer.decidedAt),
          }
        : null,
    };
  }
  const latest = pending ?? rejected;
  if (!latest)
    return {
      document,
      status: 'not_submitted',
      maskedNumber: null,
      holderName: null,
      details: {},
      reason: null,
      submittedAt: null,
      decidedAt: null,
      update: null,
    };
  return {
    document,
    status: latest.status === 'pending' ? 'pending' : 'rejected',
    maskedNumber: latest.maskedNumber,
    holderName: null,
    details: detailsOf(latest),
    reason: reasonOf(latest),
    submittedAt: latest.submittedAt.toISOString(),
    decidedAt: iso(latest.decidedAt),
    update: null,
  };
}

/** The user's KYC region, what payouts ask of it, and the status the KYC page shows. */
export function createKycStatus(deps: Pick<KycDeps, 'db' | 'repository' | 'users' | 'bonusKcash'>) {
  const { db, repository, users, bonusKcash } = deps;

  /**
   * The user's KYC region: the region of their regulatory country (verified facts only, never the
   * profile). Unknown (no verified phone, no completed KYC) has no documents to offer: the user
   * verifies a phone number first, and until then cannot collect (see the users module's README).
   */
  async function regionOfUser(
    userId: string,
    tx?: DbOrTx,
  ): Promise<{ country: string | null; region: Region }> {
    const country = await users.getRegulatoryCountry(userId, tx);
    return { country, region: regulatoryRegion(country) ?? 'Others' };
  }

  async function payoutStatus(tx: DbOrTx, userId: string): Promise<KycPayoutStatus> {
    const { country, region } = await regionOfUser(userId, tx);
    const rule = kycRuleOf(region);
    const verified = rule.documents.length
      ? ((await repository.listVerifiedDocuments(userId, tx)) as KycDocument[])
      : [];
    return { country, region, required: rule.isRequiredForPayout, verified: isKycComplete(region, verified) };
  }

  /**
   * The user's KYC as the page shows it. Its reads share one snapshot (a read-only, repeatable-read
   * transaction): read apart, a decision committing between them could show a check as settled
   * with the reason of an older one.
   */
  async function getStatus(userId: string): Promise<KycStatus> {
    return db.transaction((tx) => readStatus(tx, userId), {
      isolationLevel: 'repeatable read',
      accessMode: 'read only',
    });
  }

  async function readStatus(tx: DbOrTx, userId: string): Promise<KycStatus> {
    const { country, region } = await regionOfUser(userId, tx);
    const rule = kycRuleOf(region);
    const active = await repository.listActiveChecks(userId, tx);
    const rejections = await repository.listLatestRejections(userId, tx);
    const claim = await repository.findBonusClaim(userId, tx);
    const documents = rule.documents.map((document) =>
      documentState(document, {
        verified: active.find((r) => r.document === document && r.status === 'verified'),
        pending: active.find((r) => r.document === document && r.status === 'pending'),
        rejected: rejections.find((r) => r.document === document),
      }),
    );
    const verified = isKycComplete(
      region,
      documents.filter((d) => d.status === 'verified').map((d) => d.document),
    );
    const hasBonus = bonusKcash > 0n && rule.documents.length > 0;
    return {
      country,
      region,
      required: rule.isRequiredForPayout,
      verified,
      documents,
      bonus:
        claim || hasBonus
          ? {
              amount: formatAmount(claim?.amount ?? bonusKcash, KCASH),
              currency: 'KCASH',
              status: claim ? 'claimed' : verified ? 'available' : 'locked',
              claimedAt: iso(claim?.claimedAt ?? null),
            }
          : null,
    };
  }

  return { regionOfUser, payoutStatus, getStatus };
}
