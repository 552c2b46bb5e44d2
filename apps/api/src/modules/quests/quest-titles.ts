import { isUuid } from '@kp/domain/ids';
import { DEFAULT_LANGUAGE } from '@kp/domain/languages';
import { stageEarningIdOf } from '@kp/domain/quests';
import type { DbOrTx } from '../../db/client';
import type { ContentTexts } from '../../platform/content-language';
import type { QuestTextsRepository } from './quest-texts.repository';

/**
 * What a quest's earnings are called in a reader's language: "<quest>: <stage>", as the award
 * wrote them in English (quests.service.ts completeStage), each part in the reader's language
 * where the quest or stage has it. Keyed by the earnings' source ids: only those of a quest with
 * words in the reader's language (the others keep the title they were awarded with).
 */
export function createQuestEarningTitles(texts: Pick<QuestTextsRepository, 'listStageEarningTexts'>) {
  return async function earningTitles(
    earnings: readonly { source: string; sourceId: string }[],
    reader: ContentTexts,
    tx?: DbOrTx,
  ): Promise<ReadonlyMap<string, string>> {
    const bySourceId = new Map<string, string>();
    for (const { source, sourceId } of earnings) {
      const id = source === 'quest' ? stageEarningIdOf(sourceId) : null;
      if (id && isUuid(id)) bySourceId.set(id, sourceId);
    }
    const rows = await texts.listStageEarningTexts([...bySourceId.keys()], tx);
    const titles = new Map<string, string>();
    for (const { stageEarningId, quest, stage } of rows) {
      const questTitle = reader.pick<'title'>({ title: quest.title }, quest.translations);
      const stageTitle = reader.pick<'title'>({ title: stage.title }, stage.translations);
      // Neither in the reader's language: the earning keeps the words it was awarded with.
      if (questTitle.language === DEFAULT_LANGUAGE && stageTitle.language === DEFAULT_LANGUAGE) continue;
      titles.set(bySourceId.get(stageEarningId)!, `${questTitle.title}: ${stageTitle.title}`);
    }
    return titles;
  };
}
export type QuestEarningTitles = ReturnType<typeof createQuestEarningTitles>;

/** Quests' titles in a reader's language (English where a quest has none), by id; unknown ids are left out. */
export function createQuestTitles(texts: Pick<QuestTextsRepository, 'listQuestTitles'>) {
  return async function questTitles(
    questIds: readonly string[],
    reader: ContentTexts,
  ): Promise<ReadonlyMap<string, string>> {
    const rows = await texts.listQuestTitles(questIds.filter((id) => isUuid(id)));
    return new Map(
      rows.map((row) => [row.id, reader.pick<'title'>({ title: row.title }, row.translations).title]),
    );
  };
}
export type QuestTitles = ReturnType<typeof createQuestTitles>;
