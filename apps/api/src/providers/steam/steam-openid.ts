// Steam sign-in as Steam offers it: OpenID 2.0 (https://openid.net/specs/openid-authentication-2_0.html)
// with Steam as the OpenID provider (https://steamcommunity.com/dev: "Steam as an OpenID Provider").
// The browser comes back with a positive assertion in its query string; nothing in it is believed
// until the provider itself confirms it (check_authentication, section 11.4.2: direct verification).
import { STEAM_CLAIMED_ID_PATTERN } from '@kp/domain/social';
import { malformedAnswer, requestText } from '../oauth2/provider-http';

const OPENID_NS = 'http://specs.openid.net/auth/2.0';
const IDENTIFIER_SELECT = 'http://specs.openid.net/auth/2.0/identifier_select';
// The fields an assertion must sign (section 10.1), so that none of them can be swapped.
const MUST_BE_SIGNED = [
  'op_endpoint',
  'return_to',
  'response_nonce',
  'assoc_handle',
  'claimed_id',
  'identity',
];
const PROVIDER = 'steam';

export type SteamOpenIdOptions = {
  /** `https://steamcommunity.com/openid/login`. */
  endpoint: string;
  timeoutMs: number;
  fetch?: typeof fetch;
};

/** Why an assertion was refused (kept on the server; the user is told only that it did not verify). */
export class SteamAssertionError extends Error {
  constructor(reason: string) {
    super(`Steam assertion refused: ${reason}`);
    this.name = 'SteamAssertionError';
  }
}

export type SteamOpenId = {
  /** The checkid_setup URL that sends the browser to Steam and back to `returnTo`. */
  authorizationUrl(input: { returnTo: string; realm: string }): string;
  /**
   * The SteamID64 of a positive assertion made for `expectedReturnTo`, once Steam confirmed it;
   * throws SteamAssertionError when it is not one, ProviderError when Steam could not be asked.
   */
  verify(params: Record<string, string>, expectedReturnTo: string): Promise<string>;
};

/** The Steam OpenID 2.0 relying party. */
export function createSteamOpenId(options: SteamOpenIdOptions): SteamOpenId {
  return {
    authorizationUrl({ returnTo, realm }) {
      const url = new URL(options.endpoint);
      url.search = new URLSearchParams({
        'openid.ns': OPENID_NS,
        'openid.mode': 'checkid_setup',
        'openid.return_to': returnTo,
        'openid.realm': realm,
        'openid.identity': IDENTIFIER_SELECT,
        'openid.claimed_id': IDENTIFIER_SELECT,
      }).toString();
      return url.href;
    },

    async verify(params, expectedReturnTo) {
      const field = (name: string) => params[`openid.${name}`];
      if (field('ns') !== OPENID_NS) throw new SteamAssertionError('not an OpenID 2.0 message');
      if (field('mode') !== 'id_res') throw new SteamAssertionError(`mode is ${field('mode') ?? 'missing'}`);
      if (field('op_endpoint') !== options.endpoint) throw new SteamAssertionError('another OpenID provider');
      if (field('return_to') !== expectedReturnTo) throw new SteamAssertionError('return_to is not ours');
      const claimedId = field('claimed_id') ?? '';
      const steamId = STEAM_CLAIMED_ID_PATTERN.exec(claimedId)?.[1];
      if (!steamId) throw new SteamAssertionError('claimed_id is not a Steam id');
      if (field('identity') !== claimedId) throw new SteamAssertionError('identity differs from claimed_id');
      const signed = (field('signed') ?? '').split(',');
      const unsigned = MUST_BE_SIGNED.filter((name) => !signed.includes(name));
      if (unsigned.length) throw new SteamAssertionError(`not signed: ${unsigned.join(', ')}`);
      if (!field('sig') || !field('assoc_handle')) throw new SteamAssertionError('no signature');

      // Direct verification: the same fields back to Steam, mode changed; only is_valid:true passes.
      const body = new URLSearchParams();
      for (const [key, value] of Object.entries(params))
        if (key.startsWith('openid.') && key !== 'openid.mode') body.set(key, value);
      body.set('openid.mode', 'check_authentication');
      const answer = await requestText(PROVIDER, options.endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/plain' },
        body: body.toString(),
        timeoutMs: options.timeoutMs,
        ...(options.fetch ? { fetch: options.fetch } : {}),
      });
      const fields = parseKeyValueForm(answer);
      if (fields.get('ns') !== OPENID_NS || !fields.has('is_valid'))
        throw malformedAnswer(PROVIDER, 'check_authentication answer');
      if (fields.get('is_valid') !== 'true')
        throw new SteamAssertionError('Steam says the assertion is not valid');
      return steamId;
    },
  };
}

/** Whether an error is Steam's assertion being refused (as opposed to Steam not answering). */
export function isSteamAssertionError(error: unknown): error is SteamAssertionError {
  return error instanceof SteamAssertionError;
}

/** OpenID's key-value form (section 4.1.1): `key:value` lines. */
function parseKeyValueForm(text: string): Map<string, string> {
  const fields = new Map<string, string>();
  for (const line of text.split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) fields.set(line.slice(0, colon), line.slice(colon + 1).trim());
  }
  return fields;
}
