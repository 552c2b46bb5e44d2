// Type-checks every workspace project in turn; exits non-zero on the first failure.
import { spawnSync } from 'node:child_process';

const projects = ['packages/domain', 'packages/contract', 'apps/api', 'apps/web', 'e2e'];
for (const project of projects) {
  const result = spawnSync('npx', ['tsc', '-p', project], { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`typecheck failed in ${project}`);
    process.exit(result.status ?? 1);
  }
}
console.log(`typecheck ok (${projects.length} projects)`);
