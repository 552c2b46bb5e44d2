import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { formPage, readBody, readForm, redirect, sendText } from './local-http';

const OPENID_NS = 'http://specs.openid.net/auth/2.0';
const SIGNED = [
  'signed',
  'op_endpoint',
  'claimed_id',
  'identity',
  'return_to',
  'response_nonce',
  'assoc_handle',
];

export type LocalSteamOpenIdServer = {
  /** The OP endpoint (STEAM_OPENID_URL): `<root>/openid/login`, as Steam's is. */
  endpoint: string;
  /** The SteamID64s one can sign in as. */
  steamIds: string[];
  /** Plays the browser: opens the sign-in page, presses "Sign in" as `steamId`; the return_to URL with the assertion. */
  signIn(authorizationUrl: string, steamId?: string): Promise<string>;
  close(): Promise<void>;
};

/**
 * A local Steam OpenID 2.0 provider: checkid_setup shows a "Sign in" page, whose button sends the
 * browser back with a positive assertion signed (HMAC-SHA256) by a stateless handle, which
 * check_authentication confirms once (a replayed assertion is not valid), answering in OpenID's
 * key-value form as Steam does. Claimed ids are `https://steamcommunity.com/openid/id/<SteamID64>`.
 */
export async function startLocalSteamOpenIdServer(
  options: { steamIds?: string[] } = {},
): Promise<LocalSteamOpenIdServer> {
  const steamIds = options.steamIds ?? ['76561197960287930'];
  const key = randomBytes(32);
  const checked = new Set<string>();
  let endpoint = '';

  const keyValueForm = (fields: [string, string][]) => fields.map(([k, v]) => `${k}:${v}\n`).join('');
  const sign = (params: Map<string, string>, signed: string[]) =>
    createHmac('sha256', key)
      .update(keyValueForm(signed.map((name) => [name, params.get(`openid.${name}`) ?? ''])))
      .digest('base64');

  function checkidParams(query: URLSearchParams): { error: string } | { returnTo: string; realm: string } {
    if (query.get('openid.ns') !== OPENID_NS) return { error: 'Not an OpenID 2.0 request' };
    if (query.get('openid.mode') !== 'checkid_setup') return { error: 'Unsupported mode' };
    const returnTo = query.get('openid.return_to') ?? '';
    const realm = query.get('openid.realm') ?? '';
    if (!returnTo.startsWith(realm) || !realm) return { error: 'return_to is not under the realm' };
    return { returnTo, realm };
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/openid/login' && req.method === 'GET') {
      const params = checkidParams(url.searchParams);
      if ('error' in params) return sendText(res, 400, params.error);
      return sendText(
        res,
        200,
        formPage({
          title: `Local Steam: sign in to ${params.realm}`,
          action: '/openid/login/approve',
          fields: { return_to: params.returnTo, realm: params.realm },
          choice: {
            name: 'steam_id',
            label: 'Steam account',
            options: steamIds.map((id) => ({ value: id, label: id })),
          },
          button: 'Sign in',
        }),
        'text/html',
      );
    }
    if (url.pathname === '/openid/login/approve' && req.method === 'POST') {
      const form = new URLSearchParams(await readBody(req));
      const steamId = form.get('steam_id') ?? steamIds[0]!;
      if (!steamIds.includes(steamId)) return sendText(res, 400, 'Unknown account');
      const claimedId = `https://steamcommunity.com/openid/id/${steamId}`;
      const params = new Map<string, string>([
        ['openid.ns', OPENID_NS],
        ['openid.mode', 'id_res'],
        ['openid.op_endpoint', endpoint],
        ['openid.claimed_id', claimedId],
        ['openid.identity', claimedId],
        ['openid.return_to', form.get('return_to') ?? ''],
        [
          'openid.response_nonce',
          `${new Date().toISOString().replace(/\.\d+Z$/, 'Z')}${randomBytes(8).toString('hex')}`,
        ],
        ['openid.assoc_handle', '1234567890'],
        ['openid.signed', SIGNED.join(',')],
      ]);
      params.set('openid.sig', sign(params, SIGNED));
      const back = new URL(form.get('return_to') ?? '');
      for (const [k, v] of params) back.searchParams.set(k, v);
      return redirect(res, back.href);
    }
    if (url.pathname === '/openid/login' && req.method === 'POST') {
      const params = new Map(new URLSearchParams(await readBody(req)));
      if (params.get('openid.mode') !== 'check_authentication') return sendText(res, 400, 'Unsupported mode');
      const signed = (params.get('openid.signed') ?? '').split(',');
      const expected = Buffer.from(sign(params, signed), 'base64');
      const given = Buffer.from(params.get('openid.sig') ?? '', 'base64');
      const nonce = params.get('openid.response_nonce') ?? '';
      const isValid =
        SIGNED.every((name) => signed.includes(name)) &&
        expected.length === given.length &&
        timingSafeEqual(expected, given) &&
        !checked.has(nonce);
      if (isValid) checked.add(nonce);
      return sendText(
        res,
        200,
        keyValueForm([
          ['ns', OPENID_NS],
          ['is_valid', String(isValid)],
        ]),
      );
    }
    return sendText(res, 404, 'Not found');
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => sendText(res, 500, String(error)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/openid/login`;

  return {
    endpoint,
    steamIds,
    async signIn(authorizationUrl, steamId) {
      const page = await fetch(authorizationUrl);
      const html = await page.text();
      if (page.status !== 200) throw new Error(`sign-in page answered ${page.status}: ${html}`);
      const form = readForm(html);
      const answer = await fetch(new URL(form.action, authorizationUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ ...form.fields, ...(steamId ? { steam_id: steamId } : {}) }).toString(),
        redirect: 'manual',
      });
      const location = answer.headers.get('location');
      if (answer.status !== 302 || !location) throw new Error(`sign-in answered ${answer.status}`);
      return location;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
