import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENV_NAMES, envDefaults } from './config';
import { ENV_DOCS, ENV_TABLE_MARKERS, NON_API_VARIABLES, readEnvTable, renderEnvTable } from './config-docs';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** A default as the README writes it: a path relative to the repository, a list comma-separated. */
function written(value: unknown): string | null {
  if (typeof value === 'string') return value.startsWith(repoRoot) ? path.relative(repoRoot, value) : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value) && value.every((v) => typeof v === 'string' || typeof v === 'number'))
    return value.length ? value.join(',') : null;
  return undefined as never;
}

describe("the README's table of environment variables", () => {
  it('documents every variable of the config schema once, and nothing the api does not read', () => {
    const documented = ENV_DOCS.flatMap((doc) => doc.names);
    expect(new Set(documented).size).toBe(documented.length);
    const extra = new Set<string>(NON_API_VARIABLES);
    expect(documented.filter((name) => !extra.has(name)).sort()).toEqual([...ENV_NAMES].sort());
  });

  it("gives each variable the schema's own default", () => {
    const defaults = envDefaults();
    for (const doc of ENV_DOCS) {
      for (const name of doc.names) {
        if (!(name in defaults)) continue;
        const value = defaults[name as keyof typeof defaults];
        const shown = value === undefined ? null : written(value);
        if (shown === undefined) continue; // an object or a key: described in words
        if (shown === null) expect(doc.default, name).toMatch(/^—|—$/);
        else expect(doc.default, name).toContain(`\`${shown}`);
      }
    }
  });

  it('is in the README as config-docs.ts writes it (npm run docs:env)', () => {
    const readme = fs.readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
    const start = readme.indexOf(ENV_TABLE_MARKERS.start);
    const end = readme.indexOf(ENV_TABLE_MARKERS.end);
    expect(start).toBeGreaterThan(-1);
    expect(readEnvTable(readme.slice(start, end))).toEqual(readEnvTable(renderEnvTable()));
  });
});
