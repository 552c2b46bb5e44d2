import { mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoDataIfEmpty } from '../db/seed';
import { createTestApp, type TestApp } from '../test/app';

const REPO_NODE_MODULES = path.resolve(import.meta.dirname, '../../../../node_modules');

/**
 * What a game studio would write against the document: openapi-fetch typed only by the types
 * generated from it. The calls that must not compile keep the types honest (were `paths` loose,
 * their @ts-expect-error would be unused, itself an error).
 */
const CLIENT = `import createClient from 'openapi-fetch';
import type { paths } from './api';

export async function callApi(baseUrl: string) {
  const client = createClient<paths>({ baseUrl });
  const health = await client.GET('/api/health');
  const quests = await client.GET('/api/quest/filter', {
    params: { query: { game: 'dark-throne', limit: 5 } },
  });
  if (!health.data || !quests.data) throw new Error('a call failed: ' + JSON.stringify([health.error, quests.error]));
  const db: 'pglite' | 'postgres' = health.data.db;
  const slugs: string[] = quests.data.data.quests.map((quest) => quest.slug);
  return { status: health.data.status, db, slugs };
}

export function callsTheContractRefuses(client: ReturnType<typeof createClient<paths>>) {
  // @ts-expect-error: the contract has no such route
  void client.GET('/api/no-such-route');
  // @ts-expect-error: a quest's state is one of the contract's
  void client.GET('/api/quest/filter', { params: { query: { state: 'sleeping' } } });
  // @ts-expect-error: the health answer has no such field
  void client.GET('/api/health').then(({ data }) => data?.uptime);
}
`;

let t: TestApp;
let dir: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoDataIfEmpty(t.database.db, new Date());
  dir = await mkdtemp(path.join(tmpdir(), 'kp-openapi-client-'));
  // The client resolves openapi-fetch (and the compiler its types) from the repository's packages.
  await symlink(REPO_NODE_MODULES, path.join(dir, 'node_modules'), 'dir');
});
afterAll(async () => {
  await t.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('a client generated from the served OpenAPI document', () => {
  it('type-checks against the generated types and calls the api', async () => {
    const served = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(served.statusCode).toBe(200);
    const types = astToString(await openapiTS(served.json(), { silent: true }));
    expect(types).toContain('"/api/quest/filter"');
    await writeFile(path.join(dir, 'api.ts'), types);
    const clientFile = path.join(dir, 'client.ts');
    await writeFile(clientFile, CLIENT);

    const program = ts.createProgram([clientFile], {
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
      types: [],
    });
    const diagnostics = ts.getPreEmitDiagnostics(program);
    expect(
      ts.formatDiagnostics(diagnostics, {
        getCanonicalFileName: (name) => name,
        getCurrentDirectory: () => dir,
        getNewLine: () => '\n',
      }),
    ).toBe('');

    const baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const client = (await import(clientFile)) as {
      callApi(baseUrl: string): Promise<{ status: string; db: string; slugs: string[] }>;
    };
    expect(await client.callApi(baseUrl)).toEqual({
      status: 'ok',
      db: t.database.kind,
      slugs: ['dark-throne-raid'],
    });
  });
});
