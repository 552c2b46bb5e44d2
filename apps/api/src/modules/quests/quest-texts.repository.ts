import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { quests, questStages } from './quests.tables';

type QuestTexts = Partial<Pick<typeof quests.$inferInsert, 'title' | 'description' | 'translations'>>;
type StageTexts = Partial<Pick<typeof questStages.$inferInsert, 'title' | 'description' | 'translations'>>;

/** The words of quests and stages that operators change (the rest of a quest is the seed's). */
export function createQuestTextsRepository(db: DbOrTx) {
  return {
    async updateQuestTexts(id: string, values: QuestTexts, tx: DbOrTx = db) {
      const [row] = await tx.update(quests).set(values).where(eq(quests.id, id)).returning({ id: quests.id });
      return row ?? null;
    },
    /** Changes a stage of this quest only (a stage of another quest is none). */
    async updateStageTexts(questId: string, stageId: string, values: StageTexts, tx: DbOrTx = db) {
      const [row] = await tx
        .update(questStages)
        .set(values)
        .where(and(eq(questStages.id, stageId), eq(questStages.questId, questId)))
        .returning({ id: questStages.id });
      return row ?? null;
    },
  };
}
export type QuestTextsRepository = ReturnType<typeof createQuestTextsRepository>;
