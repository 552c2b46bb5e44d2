import { createAuthorizePlayer } from './authorize-player';
import { createFindClients } from './find-clients';
import { createManageClients } from './manage-clients';
import { createReportScore } from './report-score';
import { createThirdPartyContext } from './third-party-context';
import type { ThirdPartyDeps } from './third-party-deps';

export type { PlayTarget, ReportHeaders, SealedSecret, Sealer } from './third-party-deps';

/**
 * Third-party clients and what they do: the redirect with an authorization code, the code
 * exchange for a player token (OAuth 2 style) and game API validation (HMAC-signed reports that
 * complete quest stages through the quests module's `completeStage`, which awards once).
 *
 * Secrets: the client secret is kept as a keyed hash only; the signing secret is sealed, bound
 * to its client and version. Neither is ever logged. Codes are kept as keyed hashes and live 60 s.
 * The player token is an HS256 JWT (iss kplay-third-party, sub the user id, aud the client id,
 * jti the grant, `qid` the quest or `tid` the tournament when there is one), 15 minutes; a reused code revokes the grant, and with it the
 * token, at once.
 *
 * One use case per file beside this one, composed here into one service.
 */
export function createThirdPartyService(deps: ThirdPartyDeps) {
  const ctx = createThirdPartyContext(deps);
  return {
    ...createManageClients(ctx),
    ...createFindClients(ctx),
    ...createAuthorizePlayer(ctx),
    ...createReportScore(ctx),
  };
}

export type ThirdPartyService = ReturnType<typeof createThirdPartyService>;
