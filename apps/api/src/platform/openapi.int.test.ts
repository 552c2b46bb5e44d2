import { createConfig, lintFromString, type NormalizedProblem } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_BY_NAME } from '@kp/contract';
import { createTestApp, type TestApp } from '../test/app';

// Not localhost: Redocly warns of a server there, and the document names the public URL.
const PUBLIC_URL = 'https://play.kplay.test';

/** The warnings of Redocly's recommended rules we keep, each for its reason; any other fails. */
const ACCEPTED_WARNINGS: Record<string, string> = {
  'info-license': 'the project has not chosen its licence yet',
  'no-ambiguous-paths':
    "/api/vouchers/{voucherId}/redeem beside /api/vouchers/redemptions/{redemptionId}: the spec's paths, which clients already call",
  'operation-2xx-response':
    'the sign-in callbacks and a campaign task visit only ever answer with a redirect (302)',
};

let t: TestApp;
let doc: {
  servers: unknown;
  paths: Record<string, Record<string, { operationId?: string; summary?: string; security?: unknown }>>;
};
let source: string;

beforeAll(async () => {
  // With the development clock on, its route is served and documented like every other.
  t = await createTestApp({ env: { PUBLIC_URL, DEV_CLOCK: 'true' } });
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  source = res.body;
  doc = res.json();
});
afterAll(() => t.close());

const describeProblem = (p: NormalizedProblem) =>
  `${p.ruleId}: ${p.message} at ${p.location.map((l) => l.pointer).join(', ')}`;

describe('the served OpenAPI document', () => {
  it("passes Redocly's recommended rules: no error, and only the warnings we chose to keep", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source, absoluteRef: 'openapi.json', config });
    const errors = problems.filter((p) => p.severity === 'error').map(describeProblem);
    expect(errors).toEqual([]);
    const unexpected = problems
      .filter((p) => p.severity === 'warn' && !(p.ruleId in ACCEPTED_WARNINGS))
      .map(describeProblem);
    expect(unexpected).toEqual([]);
  });

  it('documents every route of the contract, and nothing else, named and secured as the contract says', () => {
    const documented = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const contract = Object.values(ROUTE_BY_NAME).map(
      (def) => `${def.method} ${def.path.replace(/:(\w+)/g, '{$1}')}`,
    );
    expect(documented.sort()).toEqual(contract.sort());

    const signedIn = [{ bearerAuth: [] }, { cookieAuth: [] }];
    for (const [name, def] of Object.entries(ROUTE_BY_NAME)) {
      const operation = doc.paths[def.path.replace(/:(\w+)/g, '{$1}')]![def.method.toLowerCase()]!;
      expect({ name, ...operation }).toMatchObject({
        name,
        operationId: name,
        summary: def.summary,
        security: def.access === 'public' ? [] : signedIn,
      });
    }
  });

  it('names the public URL as its server', () => {
    expect(doc.servers).toEqual([{ url: PUBLIC_URL }]);
  });
});
