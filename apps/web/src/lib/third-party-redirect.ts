import { call } from './api-client';

/** The spec's redirect failure alert (section 8). */
export const API_FAIL = 'API_FAIL';

/**
 * What a third-party game is opened for: its client, and at most one of a quest (the player
 * plays for it) or a tournament (the game reports every run's score); neither is free play.
 */
export type ThirdPartyPlay = { clientId: string; questId?: string; tournamentId?: string };

/**
 * Asks the api where a third-party game wants the player (`GET third-party-client/redirect-url`;
 * `{ statusCode: 200, data: { redirectUrl } }`): a URL carrying a single-use code. Null when the
 * answer is not a web URL. Throws the api's refusal as an AppError.
 */
export async function fetchThirdPartyRedirectUrl(
  play: ThirdPartyPlay,
  doFetch: typeof fetch = globalThis.fetch,
): Promise<string | null> {
  const query = {
    clientId: play.clientId,
    ...(play.questId ? { questId: play.questId } : {}),
    ...(play.tournamentId ? { tournamentId: play.tournamentId } : {}),
  };
  const answer = await call('getThirdPartyRedirectUrl', { query }, { fetch: doFetch });
  const redirectUrl = answer.statusCode === 200 ? answer.data.redirectUrl : undefined;
  return typeof redirectUrl === 'string' && /^https?:\/\//.test(redirectUrl) ? redirectUrl : null;
}
