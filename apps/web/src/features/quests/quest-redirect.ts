import { STORAGE_KEYS } from '@kp/domain/storage-keys';
import { buildUrl, SOURCE_HEADER } from '../../lib/api-client';
import { storage } from '../../lib/storage';

/** The spec's redirect failure alert (section 8). */
export const API_FAIL = 'API_FAIL';

/** The third-party redirect call of spec section 7; the third-party clients module answers it. */
export const REDIRECT_URL_PATH = '/api/third-party-client/redirect-url';

type QuestForRedirect = { id: string; slug: string; game: { id: string }; isThirdPartyGame: boolean };

/**
 * Asks the api where a third-party game wants the player (`{ statusCode: 200, data: { redirectUrl } }`);
 * null when it does not answer so.
 */
export async function fetchRedirectUrl(
  quest: QuestForRedirect,
  doFetch: typeof fetch = fetch,
): Promise<string | null> {
  const url = buildUrl(REDIRECT_URL_PATH, undefined, { clientId: quest.game.id, questId: quest.id });
  const response = await doFetch(url, { headers: { ...SOURCE_HEADER, Accept: 'application/json' } });
  if (!response.ok) return null;
  const body = (await response.json()) as { statusCode?: number; data?: { redirectUrl?: unknown } };
  const redirectUrl = body.statusCode === 200 ? body.data?.redirectUrl : undefined;
  return typeof redirectUrl === 'string' && /^https?:\/\//.test(redirectUrl) ? redirectUrl : null;
}

/**
 * Spec section 2, behaviour after login on the quest route: the game id and that the user is on
 * the quest are stored; a third-party game's quest goes to the game's redirect URL (API_FAIL
 * alert when it cannot be had), any other opens the quest details.
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
  if (!quest.isThirdPartyGame) {
    deps.navigate(`/quest-details/?slug=${encodeURIComponent(quest.slug)}`);
    return;
  }
  const redirectUrl = await (deps.fetchRedirect ?? fetchRedirectUrl)(quest).catch(() => null);
  if (redirectUrl) deps.assign(redirectUrl);
  else deps.alert(API_FAIL);
}
