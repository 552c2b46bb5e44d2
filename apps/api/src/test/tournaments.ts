import { createHmac, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { REPORT_HEADERS, reportSigningString } from '@kp/domain/third-party';
import type { Clock } from '../platform/clock';

// Calls of the tournaments and third-party tests: a game client, a player token, a signed report.

/** Who makes a call: a `SignedInUser` (factories.ts) or a Telegram user (`signInByTelegram`). */
export type Who = { headers: Record<string, string>; id: string };
export type TestClient = { id: string; clientId: string; clientSecret: string; signingSecret: string };
export const TEST_REDIRECT = 'http://localhost:4100/callback';

export function tournamentCalls(app: FastifyInstance, clock: Clock) {
  const inject = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, headers = {}) =>
    app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  return {
    inject,

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
