import type { QuestDetail } from '@kp/contract/quests';
import type { QuestState } from '@kp/domain/quests';
import { call } from '../../lib/api-client';
import { withIdempotencyKey } from '../../lib/idempotency-key';
import { refreshProgress } from '../../lib/user-data';

export const QUESTS_PAGE_SIZE = 20;

/** The quests of a filter, the first `pages` pages of them at once. */
export async function filterQuests(
  filter: { game?: string; state: QuestState | ''; search: string; pages: number },
  signal: AbortSignal,
) {
  const { game, state, search, pages } = filter;
  const answer = await call(
    'filterQuests',
    {
      query: {
        limit: QUESTS_PAGE_SIZE * pages,
        offset: 0,
        ...(game ? { game } : {}),
        ...(state ? { state } : {}),
        ...(search ? { search } : {}),
      },
    },
    { signal },
  );
  return answer.data;
}

/** A quest's top 20. */
export async function getQuestLeaderboard(questId: string, signal: AbortSignal) {
  return (await call('getQuestLeaderboard', { params: { questId }, query: { limit: 20 } }, { signal })).data;
}

/** A quest by its id or slug. */
export async function getQuest(idOrSlug: string, signal: AbortSignal) {
  return (await call('getQuest', { params: { idOrSlug } }, { signal })).data;
}

/** The signed-in user's progress in a quest. */
export async function getQuestStatus(questId: string, signal: AbortSignal) {
  return (await call('getQuestStatus', { query: { questId } }, { signal })).data;
}

/** Starts a quest; `idempotencyKey` is the decision's, kept for its retries. */
export async function startQuest(questId: string, idempotencyKey: string) {
  await call('startQuest', { body: { questId } }, { fetch: withIdempotencyKey(idempotencyKey) });
}

/** Sends a stage's proof; `idempotencyKey` is this proof's, kept for its retries. */
export async function submitProof(
  proof: { stageId: string; submissionType: QuestDetail['stages'][number]['submissionType']; value: string },
  idempotencyKey: string,
) {
  await call('submitProof', { body: proof }, { fetch: withIdempotencyKey(idempotencyKey) });
  void refreshProgress();
}

/** How many of the user's quests a page of `/gamer/k-quest` holds. */
export const MY_QUESTS_PAGE_SIZE = 50;

/** A page of the quests the signed-in user started, latest first, with their progress. */
export async function listMyQuests(offset: number, signal?: AbortSignal) {
  return (await call('listMyQuests', { query: { limit: MY_QUESTS_PAGE_SIZE, offset } }, { signal })).data;
}
