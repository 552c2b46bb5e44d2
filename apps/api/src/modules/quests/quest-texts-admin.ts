import type {
  AdminQuestTexts,
  AdminQuestTextsUpdate,
  AdminStageTextsUpdate,
} from '@kp/contract/quests-admin';
import { AppError } from '@kp/domain/errors';
import type { Db } from '../../db/client';
import type { QuestTextsRepository } from './quest-texts.repository';
import type { QuestsRepository } from './quests.repository';

/**
 * Operators change what a quest and its stages say, in English and in the other languages (issue
 * 18): the titles and descriptions only; a change of translations replaces the whole set.
 */
export function createQuestTextsAdmin(deps: {
  db: Db;
  quests: Pick<QuestsRepository, 'findQuest' | 'listStages'>;
  texts: QuestTextsRepository;
}) {
  const { db, quests, texts } = deps;

  async function getQuestTexts(id: string): Promise<AdminQuestTexts> {
    const quest = await quests.findQuest(id);
    if (!quest) throw new AppError('QUEST_NOT_FOUND');
    const stages = await quests.listStages(id);
    return {
      id: quest.id,
      slug: quest.slug,
      title: quest.title,
      description: quest.description,
      translations: quest.translations,
      stages: stages.map((stage) => ({
        id: stage.id,
        position: stage.position,
        title: stage.title,
        description: stage.description,
        translations: stage.translations,
      })),
    };
  }

  return {
    getQuestTexts,

    async updateQuestTexts(id: string, input: AdminQuestTextsUpdate): Promise<AdminQuestTexts> {
      if (!(await texts.updateQuestTexts(id, input))) throw new AppError('QUEST_NOT_FOUND');
      return getQuestTexts(id);
    },

    async updateStageTexts(
      questId: string,
      stageId: string,
      input: AdminStageTextsUpdate,
    ): Promise<AdminQuestTexts> {
      await db.transaction(async (tx) => {
        if (!(await quests.findQuest(questId, tx))) throw new AppError('QUEST_NOT_FOUND');
        if (!(await texts.updateStageTexts(questId, stageId, input, tx)))
          throw new AppError('STAGE_NOT_FOUND');
      });
      return getQuestTexts(questId);
    },
  };
}
export type QuestTextsAdmin = ReturnType<typeof createQuestTextsAdmin>;
