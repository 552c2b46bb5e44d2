import { stageEarningIdOf } from '@kp/domain/quests';
import type { ContentTexts } from '../../platform/content-language';
import { UUID } from './quest-cursor';
import type { QuestTextsRepository } from './quest-texts.repository';

/**
 * What a quest's earnings are called in a reader's language: "<quest>: <stage>", as the award
 * wrote them in English (quests.service.ts completeStage), each part in the reader's language
 * where the quest or stage has it. Keyed by the earnings' source ids; others are not the quests'.
 */
export function createQuestEarningTitles(texts: Pick<QuestTextsRepository, 'listStageEarningTexts'>) {
  return async function earningTitles(
    earnings: readonly { source: string; sourceId: string }[],
    reader: ContentTexts,
  ): Promise<ReadonlyMap<string, string>> {
    const bySourceId = new Map<string, string>();
    for (const { source, sourceId } of earnings) {
      const id = source === 'quest' ? stageEarningIdOf(sourceId) : null;
      if (id && UUID.test(id)) bySourceId.set(id, sourceId);
    }
    const rows = await texts.listStageEarningTexts([...bySourceId.keys()]);
    const titleOf = (item: (typeof rows)[number]['quest']) =>
      reader.pick<'title'>({ title: item.title }, item.translations).title;
    return new Map(
      rows.map(({ stageEarningId, quest, stage }) => [
        bySourceId.get(stageEarningId)!,
        `${titleOf(quest)}: ${titleOf(stage)}`,
      ]),
    );
  };
}
export type QuestEarningTitles = ReturnType<typeof createQuestEarningTitles>;
