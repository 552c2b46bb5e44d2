import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('defaults to the embedded database in .data on port 3000', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, dbKind: 'pglite', SEED_DEMO_DATA: true });
    expect(config.dataDir).toBe(path.resolve('.data'));
  });

  it('uses PostgreSQL when DATABASE_URL is set, and treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@127.0.0.1:5432/db' }).dbKind).toBe('postgres');
    expect(loadConfig({ DATABASE_URL: '', PORT: '' })).toMatchObject({ dbKind: 'pglite', PORT: 3000 });
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ SEED_DEMO_DATA: 'maybe' })).toThrow(/SEED_DEMO_DATA/);
    expect(() => loadConfig({ REDIS_URL: 'not a url' })).toThrow(/REDIS_URL/);
  });
});
