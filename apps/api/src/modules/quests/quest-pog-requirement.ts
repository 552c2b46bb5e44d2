import type { Tier } from '@kp/domain/pog';
import { AppError } from '@kp/domain/errors';
import { asPogTier } from '@kp/domain/pog-scores';
import type { PogGate } from '../pog-scores/pog-scores.service';
import type { QuestsRepository } from './quests.repository';

/**
 * What starting a quest requires of a POG card (issue 17, "The card keeps bots out"): operators set
 * a minimum human score and tier, and a start is gated on them through the pog-scores module's gate
 * (late-bound), before the start's transaction: the card's facts are read from other modules.
 */
export function createQuestPogRequirement(deps: { repository: QuestsRepository; pogGate?: PogGate }) {
  const { repository } = deps;
  return {
    /** Refuses (403 POG_REQUIREMENT_NOT_MET) a user short of the quest's requirement; an unknown quest passes (the start says 404). */
    async assertMeets(userId: string, questId: string): Promise<void> {
      if (!deps.pogGate || !/^[0-9a-f-]{36}$/i.test(questId)) return;
      const quest = await repository.findQuest(questId);
      if (quest) await deps.pogGate(userId, quest);
    },

    /** An operator sets what starting the quest requires of a POG card (null: nothing). */
    async set(questId: string, input: { minPogHumanScore: number | null; minPogTier: Tier | null }) {
      const row = await repository.setPogRequirement(questId, input);
      if (!row) throw new AppError('QUEST_NOT_FOUND');
      return {
        questId: row.id,
        minPogHumanScore: row.minPogHumanScore,
        minPogTier: asPogTier(row.minPogTier),
      };
    },
  };
}

export type QuestPogRequirement = ReturnType<typeof createQuestPogRequirement>;
