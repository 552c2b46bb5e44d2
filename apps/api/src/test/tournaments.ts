import { createHmac, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { REPORT_HEADERS, reportSigningString } from '@kp/domain/third-party';
import type { Clock } from '../platform/clock';
import { latestCode, newWaId, newWaIdOf } from './sign-in';

/** Calls of the tournaments and third-party tests: a signed-in user, a game client, a player token, a signed report. */
export type Who = { headers: Record<string, string>; id: string };
export type TestClient = { id: string; clientId: string; clientSecret: string; signingSecret: string };
export const TEST_REDIRECT = 'http://localhost:4100/callback';

export function tournamentCalls(app: FastifyInstance, clock: Clock) {
  const inject = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, headers = {}) =>
    app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  let nextAddress = 0;
  /**
   * Signs in by phone end to end, each user from an address of their own (10.x.y.z): tests that
   * need many users stay under the per-address limits of sign-in.
   */
  async function signIn(waId: string = newWaId()): Promise<Who> {
    nextAddress += 1;
    const remoteAddress = `10.${(nextAddress >> 16) & 255}.${(nextAddress >> 8) & 255}.${nextAddress & 255}`;
    const login = await app.inject({
      method: 'POST',
      url: '/api/authentication/login?source=website&region=IN',
      remoteAddress,
      payload: { waId, platform: 'browser', hostname: 'localhost' },
    });
    expect(login.statusCode, login.body).toBe(201);
    const code = await latestCode(app, `+${waId}`);
    const verify = await app.inject({
      method: 'POST',
      url: '/api/authentication/verify',
      remoteAddress,
      payload: { challengeId: login.json().data.challengeId, code },
    });
    expect(verify.statusCode, verify.body).toBe(200);
    const data = verify.json().data as { accessToken: string; user: { id: string } };
    return { headers: { authorization: `Bearer ${data.accessToken}` }, id: data.user.id };
  }

  return {
    inject,
    signIn,

    /** A user of a country (the verified phone's: the country law follows), signed in. */
    signInFrom(country: Parameters<typeof newWaIdOf>[0]): Promise<Who> {
      return signIn(newWaIdOf(country));
    },

    async grantKcash(admin: Record<string, string>, userId: string, amount: string) {
      const res = await inject(
        'POST',
        '/api/admin/ledger/grants',
        { userId, currency: 'KCASH', amount, subBalance: 'earned', reason: 'tournament test balance' },
        { ...admin, 'idempotency-key': randomUUID() },
      );
      expect(res.statusCode, res.body).toBe(201);
    },

    async createTournament(admin: Record<string, string>, body: Record<string, unknown>) {
      const res = await inject('POST', '/api/admin/tournaments', body, admin);
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data as { id: string; status: string };
    },

    join(who: Who, id: string, key: string = randomUUID()) {
      return inject('POST', `/api/tournaments/${id}/join`, undefined, {
        ...who.headers,
        'idempotency-key': key,
      });
    },

    async createClient(admin: Record<string, string>, gameId: string): Promise<TestClient> {
      const res = await inject(
        'POST',
        '/api/admin/third-party-clients',
        { name: 'Tournament game', gameId, redirectUris: [TEST_REDIRECT] },
        admin,
      );
      expect(res.statusCode, res.body).toBe(201);
      const { client, clientSecret, signingSecret } = res.json().data;
      return { id: client.id, clientId: client.clientId, clientSecret, signingSecret };
    },

    redirect(who: Who, client: TestClient, target: string) {
      return inject(
        'GET',
        `/api/third-party-client/redirect-url?clientId=${client.clientId}${target}`,
        undefined,
        who.headers,
      );
    },

    exchange(client: TestClient, code: string) {
      return inject('POST', '/api/third-party-client/auth-tokens', {
        grantType: 'authorization_code',
        code,
        clientId: client.clientId,
        clientSecret: client.clientSecret,
        redirectUri: TEST_REDIRECT,
      });
    },

    /** The player token of a redirect and exchange (`target`: `&tournamentId=…`, `&questId=…` or ''). */
    async playerToken(who: Who, client: TestClient, target: string): Promise<string> {
      const redirect = await this.redirect(who, client, target);
      expect(redirect.statusCode, redirect.body).toBe(200);
      const code = new URL(redirect.json().data.redirectUrl).searchParams.get('code')!;
      const res = await this.exchange(client, code);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.accessToken as string;
    },

    report(
      client: TestClient,
      body: { reportId: string; playerToken: string; stageId?: string; score: number },
    ) {
      const timestamp = String(Math.floor(clock.now().getTime() / 1000));
      const signature = createHmac('sha256', client.signingSecret)
        .update(reportSigningString(client.clientId, timestamp, body))
        .digest('hex');
      return inject('POST', '/api/third-party-client/reports', body, {
        [REPORT_HEADERS.clientId]: client.clientId,
        [REPORT_HEADERS.timestamp]: timestamp,
        [REPORT_HEADERS.signature]: `sha256=${signature}`,
      });
    },
  };
}
