import { createAppeals } from './appeals';
import { createCampaignClaims } from './campaign-claims';
import { createCampaignContext, type CampaignsDeps } from './campaign-context';
import { createCampaignSchedule } from './campaign-schedule';
import { createCampaignViews } from './campaign-views';
import { createCampaignsAdmin } from './campaigns-admin';
import { createTaskEngine } from './task-engine';
/** The claim-signature port's shapes, for the module that answers it (evm-wallets). */
export type { ClaimSignatureInput, ClaimSignatureRefusal, ClaimSignatureResult } from './claim-signature';
export type { AccountLinksPort } from './campaign-context';
export { mergeValidators } from './task-engine';

/**
 * K-Drop campaigns and the task validation engine (README.md): the lists and the detail with the
 * caller's progress, starting, validating (locks, rate limits, the validator outside any
 * transaction, the attempt and the completion recorded after), appeals, claims against the pool
 * and their payment through the ledger, the schedule and funding. (Referrals are the referrals
 * module's.)
 */
export function createCampaignsService(deps: CampaignsDeps) {
  const ctx = createCampaignContext(deps);
  return {
    ...createCampaignViews(ctx),
    ...createTaskEngine(ctx),
    ...createAppeals(ctx),
    ...createCampaignClaims(ctx),
    ...createCampaignSchedule(ctx),
    ...createCampaignsAdmin(ctx),
  };
}

export type CampaignsService = ReturnType<typeof createCampaignsService>;
