import { createClaimBonus } from './claim-bonus';
import type { KycGate } from './kyc-gate';
import type { KycDeps } from './kyc-deps';
import { createKycFollowers } from './kyc-followers';
import { createKycStatus } from './kyc-status';
import { createSettleCheck } from './settle-check';
import { createSubmitDocument } from './submit-document';

export type { KycSubmission, KycUsers } from './kyc-deps';

/**
 * The KYC use cases, one per file beside this one, composed into one service; what stays here is
 * the work in flight between them: a check being kept while its provider already answered, and
 * the settlements that closing waits for.
 */
export function createKycService(deps: KycDeps) {
  const { providers, log } = deps;
  const { announce, follow } = createKycFollowers();
  const { regionOfUser, payoutStatus, getStatus } = createKycStatus(deps);
  const { settle, settlePending } = createSettleCheck({ ...deps, payoutStatus, announce });

  // Checks sent to the provider and not yet kept, and whether their outcome was announced meanwhile.
  const submitting = new Map<string, boolean>();

  // Settlements under way, so that closing waits for them rather than cutting them off.
  const settling = new Set<Promise<unknown>>();
  function track(work: Promise<unknown>): void {
    const tracked = work
      .catch((error: unknown) => log.error({ err: error }, 'a KYC check could not be settled'))
      .finally(() => settling.delete(tracked));
    settling.add(tracked);
  }
  providers.onOutcomeReady(({ checkId }) => {
    // Still being kept (the provider was quick): the submission settles it once it is kept.
    if (submitting.has(checkId)) submitting.set(checkId, true);
    else track(settle(checkId));
  });

  const submit = createSubmitDocument({
    ...deps,
    regionOfUser,
    getStatus,
    announce,
    submitting,
    settle,
    track,
  });

  const gate: KycGate = { payoutStatus };

  return {
    ...gate,
    getStatus,
    submit,
    settle,
    settlePending,
    claimBonus: createClaimBonus({ ...deps, payoutStatus, announce }),
    follow,

    /** Stops the provider's timers and waits for the settlements under way. */
    async close(): Promise<void> {
      providers.close();
      await Promise.allSettled([...settling]);
    },
  };
}
export type KycService = ReturnType<typeof createKycService>;
