import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { quests, questStageEarnings, questStages } from './quests.tables';

type QuestTexts = Partial<Pick<typeof quests.$inferInsert, 'title' | 'description' | 'translations'>>;
type StageTexts = Partial<Pick<typeof questStages.$inferInsert, 'title' | 'description' | 'translations'>>;

/** The words of quests and stages: the ones operators change, and the ones other modules show. */
export function createQuestTextsRepository(db: DbOrTx) {
  return {
    /** These quests' titles and their translations. */
    async listQuestTitles(questIds: readonly string[], tx: DbOrTx = db) {
      if (!questIds.length) return [];
      return tx
        .select({ id: quests.id, title: quests.title, translations: quests.translations })
        .from(quests)
        .where(inArray(quests.id, [...questIds]));
    },
    /** The quest's and stage's words of each of these stage earnings (what an earning of it is called). */
    async listStageEarningTexts(stageEarningIds: readonly string[], tx: DbOrTx = db) {
      if (!stageEarningIds.length) return [];
      return tx
        .select({
          stageEarningId: questStageEarnings.id,
          quest: { title: quests.title, translations: quests.translations },
          stage: { title: questStages.title, translations: questStages.translations },
        })
        .from(questStageEarnings)
        .innerJoin(questStages, eq(questStages.id, questStageEarnings.stageId))
        .innerJoin(quests, eq(quests.id, questStages.questId))
        .where(inArray(questStageEarnings.id, [...stageEarningIds]));
    },
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
