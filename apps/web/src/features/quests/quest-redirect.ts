import { STORAGE_KEYS } from '@kp/domain/storage-keys';
import { storage } from '../../lib/storage';
import { API_FAIL, fetchThirdPartyRedirectUrl } from '../../lib/third-party-redirect';

export { API_FAIL };

type QuestForRedirect = {
  id: string;
  slug: string;
  game: { id: string };
  isThirdPartyGame: boolean;
  /** The client id of the quest's game (the quest detail carries it for third-party quests). */
  thirdPartyClientId?: string | null | undefined;
};

/**
 * Whether the quest is played in its game: the third-party flag, and a client of the game to send
 * the player to (a flagged quest whose game has none is done on its page, by proofs).
 */
export function isPlayedInGame(quest: QuestForRedirect): boolean {
  return quest.isThirdPartyGame && Boolean(quest.thirdPartyClientId);
}

/**
 * Asks the api where a third-party game wants the player (`GET third-party-client/redirect-url`
 * with the game's client id and the quest; `{ statusCode: 200, data: { redirectUrl } }`), a URL
 * carrying a single-use code. Null when the quest's game has no client or the answer is not that.
 */
export async function fetchRedirectUrl(
  quest: QuestForRedirect,
  doFetch: typeof fetch = globalThis.fetch,
): Promise<string | null> {
  if (!quest.thirdPartyClientId) return null;
  return fetchThirdPartyRedirectUrl({ clientId: quest.thirdPartyClientId, questId: quest.id }, doFetch);
}

/**
 * Spec section 2, behaviour after login on the quest route (and the quest page's Play for a
 * third-party quest): the game id and that the user is on the quest are stored; a third-party
 * game's quest goes to the game's redirect URL (API_FAIL alert when it cannot be had), any other
 * (a flagged one without a client too: there is no game to send the player to) opens the quest
 * details.
 */
export async function continueQuestAfterLogin(
  quest: QuestForRedirect,
  deps: {
    navigate: (path: string) => void;
    assign: (url: string) => void;
    alert: (message: string) => void;
    fetchRedirect?: (quest: QuestForRedirect) => Promise<string | null>;
  },
): Promise<void> {
  storage.set(STORAGE_KEYS.gameId, quest.game.id);
  if (!isPlayedInGame(quest)) {
    deps.navigate(`/quest-details/?slug=${encodeURIComponent(quest.slug)}`);
    return;
  }
  const redirectUrl = await (deps.fetchRedirect ?? fetchRedirectUrl)(quest).catch(() => null);
  if (redirectUrl) deps.assign(redirectUrl);
  else deps.alert(API_FAIL);
}
