// `npm run bench`: every benchmark in turn; each prints its figures and writes bench/results.md.
import { spawnSync } from 'node:child_process';

let failed = false;
for (const bench of [
  'first-load.mjs',
  'lighthouse.mjs',
  'api-throughput.mjs',
  'ledger.mjs',
  'quest-list.mjs',
  'pog-card.mjs',
]) {
  console.log(`\n▶ ${bench}`);
  const result = spawnSync(process.execPath, [bench], { cwd: import.meta.dirname, stdio: 'inherit' });
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
