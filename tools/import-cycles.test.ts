import { readFileSync } from 'node:fs';
import path from 'node:path';
import madge from 'madge';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

/**
 * No circular import in the api (what `npm run cycles` shows), with the same settings (.madgerc):
 * imports that run, not `import type` (erased when compiled, so no module waits on another).
 * Modules that need each other meet in app.ts through the user's lifecycle or a late-bound port.
 */
describe('the api imports', () => {
  it('have no cycle', async () => {
    const config = JSON.parse(readFileSync(path.join(root, '.madgerc'), 'utf8'));
    const graph = await madge(path.join(root, 'apps/api/src'), { ...config, baseDir: root });
    expect(graph.circular()).toEqual([]);
  }, 120_000);
});
