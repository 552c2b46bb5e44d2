import { createHmac } from 'node:crypto';
import type { ProfileCompleteField } from '@kp/domain/task-config';
import { sameHash } from '../../../platform/secrets';
import { profileFieldWords } from './check-words';
import { failed, passed, type ValidatorSet } from './validator';

/**
 * Validators of the platform's own task types: they look at our own records (through other
 * modules' services, given as ports), never at the outside world.
 */
export type InternalValidatorPorts = {
  /** How many users joined with the user's referral code. */
  countReferred(userId: string): Promise<number>;
  /** When the user went through our redirect of the task, or null. */
  findVisit(taskId: string, userId: string): Promise<{ firstVisitedAt: Date } | null>;
  /** The user's username in a game, or null (games service). */
  findGameUsername(userId: string, gameId: string): Promise<{ value: string } | null>;
  /** The user's status in a quest: started, completed, and its completed stages (quests service). */
  questProgress(
    userId: string,
    questId: string,
  ): Promise<{
    title: string | null;
    hasStarted: boolean;
    isCompleted: boolean;
    completedStageIds: string[];
  } | null>;
  /** The account's facts the internal checks read (users and KYC services). */
  accountFacts(userId: string): Promise<{
    hasPhoneNumber: boolean;
    isKycVerified: boolean;
    missingProfileFields: readonly ProfileCompleteField[];
  }>;
  /** The keyed hash of a special code (campaignCodeHash with the installation's key). */
  hashCode(code: string): string;
};

/** The keyed hash kept for a special code: HMAC-SHA256 of the code, trimmed and in capitals. */
export function campaignCodeHash(key: Buffer, code: string): string {
  return createHmac('sha256', key).update(`campaign-code\0${code.trim().toUpperCase()}`).digest('hex');
}

export function internalValidators(ports: InternalValidatorPorts): ValidatorSet {
  return {
    async create_referral({ userId, task }) {
      const referred = await ports.countReferred(userId);
      const needed = task.config.minReferrals;
      return referred >= needed
        ? passed({ referred, needed })
        : failed('REQUIREMENT_NOT_MET', 'REFERRALS_TOO_FEW', { referred, needed }, { referred, needed });
    },

    async general_uri_redirection({ userId, task }) {
      const visit = await ports.findVisit(task.id, userId);
      return visit
        ? passed({ url: task.config.url, visitedAt: visit.firstVisitedAt.toISOString() })
        : failed(
            'REQUIREMENT_NOT_MET',
            'LINK_NOT_VISITED',
            { host: new URL(task.config.url).host },
            { url: task.config.url },
          );
    },

    async capture_login_and_game_details({ userId, task }) {
      const username = await ports.findGameUsername(userId, task.config.gameId);
      return username
        ? passed({ gameId: task.config.gameId, username: username.value })
        : failed('REQUIREMENT_NOT_MET', 'GAME_USERNAME_MISSING', {}, { gameId: task.config.gameId });
    },

    async game_api_validation({ userId, task }) {
      const { questId, stageId } = task.config;
      const progress = await ports.questProgress(userId, questId);
      if (!progress) return failed('REQUIREMENT_NOT_MET', 'QUEST_UNAVAILABLE', {}, { questId });
      const done = progress.completedStageIds.length;
      const words = {
        quest: progress.title ?? undefined,
        hasStarted: progress.hasStarted,
        completedStages: done,
      };
      if (stageId) {
        return progress.completedStageIds.includes(stageId)
          ? passed({ questId, stageId })
          : failed('REQUIREMENT_NOT_MET', 'STAGE_NOT_COMPLETED', words, {
              questId,
              stageId,
              completedStages: done,
            });
      }
      return progress.isCompleted
        ? passed({ questId })
        : failed('REQUIREMENT_NOT_MET', 'QUEST_NOT_COMPLETED', words, { questId, completedStages: done });
    },

    async special_code_validation({ task, submission }) {
      if (!submission?.trim()) return failed('INVALID_SUBMISSION', 'CODE_MISSING', {});
      return sameHash(ports.hashCode(submission), task.config.codeHash)
        ? passed({ code: 'matched' })
        : failed('INVALID_SUBMISSION', 'CODE_INCORRECT', {}, { code: 'did not match' });
    },

    async internal_api_validation({ userId, task }) {
      const { check, questId } = task.config;
      if (check === 'quest_completed') {
        if (!questId) return failed('PROVIDER_NOT_CONFIGURED', 'TASK_CONFIG_INCOMPLETE', {});
        const progress = await ports.questProgress(userId, questId);
        // A quest that is gone can never be completed: saying "complete it" would send the user
        // looking for it, so this says what game_api_validation says.
        if (!progress) return failed('REQUIREMENT_NOT_MET', 'QUEST_UNAVAILABLE', {}, { check, questId });
        return progress.isCompleted
          ? passed({ check, questId })
          : failed(
              'REQUIREMENT_NOT_MET',
              'QUEST_NOT_COMPLETED',
              { quest: progress.title ?? undefined, hasStarted: progress.hasStarted },
              { check, questId, hasStarted: progress.hasStarted },
            );
      }
      const facts = await ports.accountFacts(userId);
      switch (check) {
        case 'phone_verified':
          return facts.hasPhoneNumber
            ? passed({ check })
            : failed('REQUIREMENT_NOT_MET', 'PHONE_NOT_VERIFIED', {}, { check });
        case 'kyc_verified':
          return facts.isKycVerified
            ? passed({ check })
            : failed('REQUIREMENT_NOT_MET', 'KYC_NOT_VERIFIED', {}, { check });
        case 'profile_complete':
          return facts.missingProfileFields.length === 0
            ? passed({ check })
            : failed(
                'REQUIREMENT_NOT_MET',
                'PROFILE_INCOMPLETE',
                {
                  missing: profileFieldWords(facts.missingProfileFields),
                  missingFields: facts.missingProfileFields,
                },
                {
                  check,
                  missing: profileFieldWords(facts.missingProfileFields),
                  missingFields: facts.missingProfileFields,
                },
              );
      }
    },
  };
}
