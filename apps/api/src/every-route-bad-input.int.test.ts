import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '@kp/contract/routes';
import { createTestApp, type TestApp } from './test/app';
import { newWaId, signInByPhone } from './test/sign-in';

// Every route of the contract, signed in as an operator (so no guard stops the input before its
// checks), given junk where its input goes: each answers a 4xx in the error shape, never a 5xx.
const ADMIN = newWaId();
let t: TestApp;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_PHONE_NUMBERS: `+${ADMIN}` } });
  auth = { authorization: `Bearer ${(await signInByPhone(t.app, ADMIN)).accessToken}` };
});
afterAll(() => t.close());

const fill = (path: string) => path.replace(/:(\w+)/g, 'not-valid');
const JUNK_BODIES = ['{"amount": "-1e309", "code": [1], "__proto__": {"x": 1}}', '{not json', '[]', 'null'];

describe('every route, given junk', () => {
  const withInput = ROUTES.filter((r) => r.params || r.querystring || r.body);

  it.each(withInput.map((r) => [`${r.method} ${r.path}`, r] as const))(
    '%s answers a 4xx',
    async (_name, route) => {
      const url = `${fill(route.path)}?__junk=1&limit=-5`;
      const bodies = route.method === 'GET' || route.method === 'DELETE' ? [undefined] : JUNK_BODIES;
      for (const body of bodies) {
        const res = await t.app.inject({
          method: route.method,
          url,
          headers: {
            ...auth,
            source: 'website',
            'idempotency-key': 'junk-key',
            'content-type': 'application/json',
          },
          ...(body === undefined ? {} : { payload: body }),
        });
        const answer = `${route.method} ${url} ${body ?? ''} → ${res.statusCode} ${res.body.slice(0, 200)}`;
        // Redirect routes send the browser on, whatever they are given; the rest refuse.
        if (res.statusCode === 302) continue;
        expect(res.statusCode, answer).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, answer).toBeLessThan(500);
        expect(res.json(), answer).toMatchObject({
          statusCode: res.statusCode,
          errorCode: expect.any(String),
        });
      }
    },
  );
});
