import { isNameMatch, type KycRejectionReason } from '@kp/domain/kyc';
import type { KycCheckOutcome } from '../../providers/kyc/kyc-provider';
import type { KycCheckRow } from './kyc.repository';
import type { KycDeps } from './kyc-deps';
import type { createKycStatus } from './kyc-status';

/** How many pending checks the reconciliation job settles per run. */
const SETTLE_BATCH = 100;

/** A check's decision, once its provider has answered: one at a time, or the reconciliation job's batch. */
export function createSettleCheck(
  deps: Pick<KycDeps, 'db' | 'repository' | 'lifecycle' | 'providers' | 'vault' | 'clock'> & {
    payoutStatus: ReturnType<typeof createKycStatus>['payoutStatus'];
    announce: (userId: string) => void;
  },
) {
  const { db, repository, lifecycle, providers, vault, clock, payoutStatus, announce } = deps;

  /** What a provider's outcome means for a check: verified, or turned down with a reason. */
  async function decide(
    row: KycCheckRow,
    outcome: KycCheckOutcome,
  ): Promise<{
    status: 'verified' | 'rejected';
    registeredName: string | null;
    reasonCode: KycRejectionReason | null;
  }> {
    if (!outcome.isFound) return { status: 'rejected', registeredName: null, reasonCode: outcome.reason };
    const registeredName = outcome.registeredName;
    if (row.document === 'pix') {
      // The key must be the verified CPF's: its owner's tax id is that CPF (a CNPJ never is).
      const cpf = (await repository.listActiveChecks(row.userId)).find(
        (r) => r.document === 'cpf' && r.status === 'verified',
      );
      const isOwner =
        cpf !== undefined &&
        outcome.ownerTaxId !== undefined &&
        vault.hash('cpf', outcome.ownerTaxId) === cpf.numberHash;
      if (!isOwner) return { status: 'rejected', registeredName, reasonCode: 'PIX_KEY_NOT_YOURS' };
    }
    if (!isNameMatch(row.submittedName, registeredName))
      return { status: 'rejected', registeredName, reasonCode: 'NAME_MISMATCH' };
    return { status: 'verified', registeredName, reasonCode: null };
  }

  /**
   * Reads a pending check's outcome from its provider and records the decision, once: the row is
   * locked and must still be pending, so a notification and the job settling it together decide
   * it once. True when this call decided it.
   */
  async function settle(checkId: string): Promise<boolean> {
    const row = await repository.findCheck(checkId);
    if (!row || row.status !== 'pending') return false;
    // Only the provider that has the check can answer it (one no longer configured: left pending).
    const provider = providers.byName(row.provider);
    if (!provider) return false;
    const outcome = await provider.fetchOutcome(row.providerReference);
    if (!outcome) return false;
    const decision = await decide(row, outcome);
    const isDecided = await db.transaction(async (tx) => {
      const locked = await repository.lockCheck(checkId, tx);
      if (!locked || locked.status !== 'pending') return false;
      if (decision.status === 'verified') await repository.supersedeVerified(row.userId, row.document, tx);
      await repository.decideCheck(checkId, { ...decision, decidedAt: clock.now() }, tx);
      // The last document of the region: the completed KYC fixes where law and tax apply.
      const status = decision.status === 'verified' ? await payoutStatus(tx, row.userId) : null;
      if (status?.verified) await lifecycle.kycVerified(row.userId, tx, { region: status.region });
      return true;
    });
    if (isDecided) announce(row.userId);
    return isDecided;
  }

  /**
   * The reconciliation job: settles the checks still pending whose provider has answered (a
   * notification lost to a restart or a network). The number settled.
   */
  async function settlePending(): Promise<number> {
    const rows = await repository.listPendingChecks(clock.now(), SETTLE_BATCH);
    let settled = 0;
    for (const row of rows) if (await settle(row.id)) settled++;
    return settled;
  }

  return { settle, settlePending };
}
