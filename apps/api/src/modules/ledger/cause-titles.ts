import { isUuid } from '@kp/domain/ids';
import type { ContentTexts } from '../../platform/content-language';

/**
 * The titles a movement's note names, in a reader's language: a movement keeps the English words
 * of its cause (a voucher's title, a campaign's, an earning's), and the module of each cause type
 * words them again for the reader (app.ts connects them). Keyed by `type:id`; a cause missing from
 * the answer keeps the note as written (no translation, or not a cause with a title).
 */
export type CauseTitles = (
  causes: readonly { type: string; id: string }[],
  reader: ContentTexts,
) => Promise<ReadonlyMap<string, string>>;

/** One module's titles of its causes, by cause id: only those it has in the reader's language. */
export type TitlesOfCauses = (
  ids: readonly string[],
  reader: ContentTexts,
) => Promise<ReadonlyMap<string, string>>;

/** The key of a cause in a CauseTitles answer. */
export const causeKey = (cause: { type: string; id: string }) => `${cause.type}:${cause.id}`;

/** The titles of every cause type some module words, each type asked of its module once. */
export function causeTitlesOf(byType: Readonly<Record<string, TitlesOfCauses>>): CauseTitles {
  return async (causes, reader) => {
    const idsByType = new Map<string, Set<string>>();
    for (const { type, id } of causes) {
      // The worded causes are rows of their modules, named by their ids.
      if (!Object.hasOwn(byType, type) || !isUuid(id)) continue;
      idsByType.set(type, (idsByType.get(type) ?? new Set()).add(id));
    }
    const answers = await Promise.all(
      [...idsByType].map(async ([type, ids]) => [type, await byType[type]!([...ids], reader)] as const),
    );
    const titles = new Map<string, string>();
    for (const [type, found] of answers)
      for (const [id, title] of found) titles.set(causeKey({ type, id }), title);
    return titles;
  };
}
