import type { FastifyInstance } from 'fastify';
import type { CurrencyRegistry } from '@kp/domain/currencies';
import { AppError } from '@kp/domain/errors';
import { PROFILE_COMPLETE_FIELDS } from '@kp/domain/task-config';
import type { SocialAccount } from '@kp/domain/tasks';
import type { Db, DbOrTx } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { Job } from '../../platform/jobs';
import { deriveKey } from '../../platform/keys';
import { createRateLimiter } from '../../platform/rate-limit';
import type { Config } from '../../config';
import { createXApiClient } from '../../providers/x/x-api';
import type { ClaimTermsPort } from '../evm-wallets/evm-wallets.service';
import type { LedgerService } from '../ledger/ledger.service';
import type { CampaignsDeps } from './campaign-context';
import type { ClaimSignaturePort } from './claim-signature';
import { createCampaignsRepository } from './campaigns.repository';
import { campaignsRoutes } from './campaigns.routes';
import { createCampaignsService, type CampaignsService } from './campaigns.service';
import { evmValidators, type EvmValidatorDeps } from './validators/evm';
import { campaignCodeHash, internalValidators } from './validators/internal';
import { socialValidators, type SocialValidatorDeps } from './validators/social';
import { xValidators, type XValidatorDeps } from './validators/x';

/** The key special codes are hashed with, derived from the installation's hash key. */
export function campaignCodeKey(hashKey: Buffer): Buffer {
  return deriveKey(hashKey, 'campaign-codes');
}

/**
 * Makes the campaigns module: the engine with the platform's own validators and those of the
 * other modules' task types (social, X, EVM), its routes, and its jobs (the schedule, the
 * distribution of claims, the rate-limit counters' clean-up). It answers the EVM wallets module's
 * terms of a claim (an EIP-712 claim carries the campaign's reward and chain).
 */
export function registerCampaigns(
  app: FastifyInstance,
  deps: {
    config: Config;
    db: Db;
    clock: Clock;
    hashKey: Buffer;
    ledger: LedgerService;
    currencies: CurrencyRegistry;
    evmWallets: {
      service: EvmValidatorDeps & ClaimSignaturePort;
      connectClaimTerms(port: ClaimTermsPort): void;
    };
    social: {
      service: SocialValidatorDeps['social'] & Pick<XValidatorDeps, 'findLinkedAccount' | 'withAccessToken'>;
      discord: SocialValidatorDeps['discord'];
      telegramBot: SocialValidatorDeps['telegramBot'];
    };
    /** False when this installation has no X client credentials. */
    isXConfigured: boolean;
    /** The accounts users can connect here: a task through another is not offered. */
    availableAccounts: ReadonlySet<SocialAccount>;
    users: {
      getUser(id: string): Promise<{
        createdAt: Date;
        phoneNumber: string | null;
        username: string | null;
        firstName: string | null;
        countryCode: string | null;
      }>;
      getProfile(id: string): Promise<{ socialStatuses: Record<SocialAccount, { isActive: boolean }> }>;
    };
    games: {
      listUsernames(
        userId: string,
        input: { gameId?: string; limit: number; offset: number },
      ): Promise<{ usernames: { value: string }[] }>;
    };
    quests: {
      getQuest(id: string): Promise<{ title: string }>;
      getStatus(
        userId: string,
        questId: string,
      ): Promise<{
        hasStarted: boolean;
        userQuest: { status: string } | null;
        stages: { stageId: string; status: string }[];
      }>;
    };
    kyc: { payoutStatus(tx: DbOrTx, userId: string): Promise<{ verified: boolean }> };
    /** The referrals module: how many joined with a user's code, and their referral link. */
    referrals: {
      countReferred(userId: string): Promise<number>;
      referralLinkOf(userId: string): Promise<string>;
    };
    xp: CampaignsDeps['xp'];
    /** The POG gate of a start (late-bound: the pog-scores module is registered later). */
    pogGate?: CampaignsDeps['pogGate'];
    /** Quests' titles in a reader's language (the quests module): a failed check names its quest by it. */
    questTitles?: CampaignsDeps['questTitles'];
    /** The pages a post may link to share the user's POG card (null: none minted); without it no share task. */
    pogCardLinks?: (userId: string) => Promise<readonly string[] | null>;
  },
) {
  const { config, db, clock, social } = deps;
  const repository = createCampaignsRepository(db);
  const rateLimiter = createRateLimiter({ db, clock });
  const codeKey = campaignCodeKey(deps.hashKey);
  const hashCode = (code: string) => campaignCodeHash(codeKey, code);
  // The engine's X validators ask the engine itself (called at validation time, once it exists).
  const service: CampaignsService = createCampaignsService({
    db,
    repository,
    ledger: deps.ledger,
    currencies: deps.currencies,
    clock,
    rateLimiter,
    claimSignatures: deps.evmWallets.service,
    users: deps.users,
    ...(deps.pogGate ? { pogGate: deps.pogGate } : {}),
    ...(deps.questTitles ? { questTitles: deps.questTitles } : {}),
    xp: deps.xp,
    hashCode,
    availableAccounts: deps.availableAccounts,
    log: app.log,
    accountLinks: async (userId) => {
      const { socialStatuses } = await deps.users.getProfile(userId);
      return Object.fromEntries(Object.entries(socialStatuses).map(([account, s]) => [account, s.isActive]));
    },
    validators: [
      internalValidators({
        countReferred: (userId) => deps.referrals.countReferred(userId),
        findVisit: (taskId, userId) => repository.findVisit(taskId, userId),
        async findGameUsername(userId, gameId) {
          const { usernames } = await deps.games.listUsernames(userId, { gameId, limit: 1, offset: 0 });
          return usernames[0] ? { value: usernames[0].value } : null;
        },
        async questProgress(userId, questId) {
          try {
            const { title } = await deps.quests.getQuest(questId);
            const status = await deps.quests.getStatus(userId, questId);
            return {
              title,
              hasStarted: status.hasStarted,
              isCompleted: status.userQuest?.status === 'completed',
              completedStageIds: status.stages.filter((s) => s.status === 'completed').map((s) => s.stageId),
            };
          } catch (error) {
            // Only a quest that is gone (or whose game is no longer listed) is "no longer available";
            // anything else (the database, a bug) is thrown, and the engine answers
            // PROVIDER_UNAVAILABLE: the user tries again later instead of giving up on the task.
            if (error instanceof AppError && error.code === 'QUEST_NOT_FOUND') return null;
            throw error;
          }
        },
        async accountFacts(userId) {
          const user = await deps.users.getUser(userId);
          const kyc = await deps.kyc.payoutStatus(db, userId);
          const values = { username: user.username, firstName: user.firstName, country: user.countryCode };
          const missing = PROFILE_COMPLETE_FIELDS.filter((field) => !values[field]);
          return {
            hasPhoneNumber: user.phoneNumber !== null,
            isKycVerified: kyc.verified,
            missingProfileFields: missing,
          };
        },
        hashCode,
      }),
      evmValidators(deps.evmWallets.service),
      socialValidators({ social: social.service, discord: social.discord, telegramBot: social.telegramBot }),
      xValidators({
        isConfigured: deps.isXConfigured,
        api: createXApiClient({ apiUrl: config.X_API_URL, timeoutMs: config.SOCIAL_HTTP_TIMEOUT_MS }),
        findLinkedAccount: (userId, provider) => social.service.findLinkedAccount(userId, provider),
        withAccessToken: (userId, provider, fn) => social.service.withAccessToken(userId, provider, fn),
        referralLink: (userId) => deps.referrals.referralLinkOf(userId),
        pogCardUrl: deps.pogCardLinks ?? null,
        campaignStartsAt: async (campaignId) =>
          new Date((await service.getCampaign(campaignId, null)).startsAt),
      }),
    ],
  });
  deps.evmWallets.connectClaimTerms(async (userId, campaignId) => {
    const campaign = await service.getCampaign(campaignId, userId);
    return {
      amount: campaign.reward.amount,
      currency: campaign.reward.currency,
      chainId: campaign.claimChainId,
    };
  });
  campaignsRoutes(app, service);
  const jobs: Job[] = [
    // Campaigns going live at their start, ending, opening and closing their claim window.
    { name: 'campaign-schedule', everyMs: 15_000, run: () => service.advanceSchedule() },
    // Claims a request left unpaid (a crash, a restart) and failed payouts with tries left.
    { name: 'campaign-distribution', everyMs: 30_000, run: () => service.distributeOutstanding() },
    { name: 'rate-limit-windows', everyMs: 10 * 60_000, run: () => rateLimiter.purgeExpired() },
  ];
  return { service, jobs };
}
