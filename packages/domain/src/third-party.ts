/**
 * Third-party games (spec sections 2, 7 and 8): the clients registered to send players to a game
 * and back, the authorization code of the redirect, the player token of the exchange, and game API
 * validation, the HMAC-signed reports a game's server sends. The sample game (apps/sample-game)
 * builds the same signing string by hand; keep the two in step.
 */

/** A client id: what the game's server names itself with (public, in URLs). */
export const THIRD_PARTY_CLIENT_ID_PATTERN = /^[A-Za-z0-9_-]{3,64}$/;

export const THIRD_PARTY_LIMITS = {
  nameMaxLength: 80,
  redirectUrisMax: 10,
  urlMaxLength: 500,
  /** An authorization code lives this long, and works once. */
  codeTtlSeconds: 60,
  /** The player token the exchange gives the game. */
  playerTokenTtlSeconds: 15 * 60,
  /** A report's timestamp may be this far from the platform's clock, either way. */
  reportMaxSkewSeconds: 300,
  reportIdMaxLength: 100,
  /** The most a single report may add to the player's quest score. */
  reportScoreMax: 1_000_000,
  /** Failed exchanges a client may make per minute before it is refused for a while. */
  failedExchangesPerMinute: 20,
  /** A code or secret as written on the wire (base64url of 32 random bytes is 43). */
  secretMaxLength: 200,
  playerTokenMaxLength: 2000,
} as const;

/** The headers of a signed report. */
export const REPORT_HEADERS = {
  clientId: 'x-kp-client-id',
  timestamp: 'x-kp-timestamp',
  signature: 'x-kp-signature',
} as const;

/**
 * What a game's server reports: who played (the player token), what was done, and the report's
 * own id. A quest's report names the stage; a tournament's names none (its score counts).
 */
export type GameReportFields = {
  reportId: string;
  playerToken: string;
  stageId?: string | undefined;
  score: number;
};

/**
 * The string a report's signature covers, one field a line: a version, the client, the timestamp
 * (seconds since the epoch, as sent in the header), then the report's fields (the stage line
 * empty when the report names no stage). The signature is `sha256=` and the hex HMAC-SHA256 of it
 * under the client's signing secret.
 */
export function reportSigningString(clientId: string, timestamp: string, report: GameReportFields): string {
  return [
    'kp-report-v1',
    clientId,
    timestamp,
    report.reportId,
    report.stageId ?? '',
    String(report.score),
    report.playerToken,
  ].join('\n');
}

/** Whether a redirect URI may be registered: absolute http(s), no fragment, plain http only on the loopback. */
export function isAllowedRedirectUri(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.hash || url.username || url.password) return false;
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}
