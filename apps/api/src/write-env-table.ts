// Writes the README's table of environment variables from config-docs.ts
// (`npm run docs:env`); apps/api/src/config-docs.test.ts fails while the two disagree.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ENV_TABLE_MARKERS, renderEnvTable } from './config-docs';

const readme = path.resolve(import.meta.dirname, '../../../README.md');
const text = fs.readFileSync(readme, 'utf8');
const start = text.indexOf(ENV_TABLE_MARKERS.start);
const end = text.indexOf(ENV_TABLE_MARKERS.end);
if (start === -1 || end < start)
  throw new Error(`README.md has no ${ENV_TABLE_MARKERS.start} … ${ENV_TABLE_MARKERS.end}`);
const table = `${ENV_TABLE_MARKERS.start}\n\n${renderEnvTable()}\n\n`;
fs.writeFileSync(readme, text.slice(0, start) + table + text.slice(end));
const prettier = spawnSync('npx', ['prettier', '--write', readme], { stdio: 'inherit' });
process.exit(prettier.status ?? 1);
