// `npm test`: every check and every test, on a fresh machine as well as a warm one.
// 1. Debian's Chromium for the end-to-end tests (installed when missing; needs root).
// 2. Types, lint and formatting (`npm run check`).
// 3. All vitest projects: domain, contract, tools, api (PGlite, and PostgreSQL when
//    TEST_DATABASE_URL is set), web, and e2e against the built product.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(`\n✗ ${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium is missing at ${CHROMIUM} and this user cannot install it.\n` +
        "Install Debian's package as root (`apt-get update && apt-get install -y chromium`) or set CHROMIUM_PATH.",
    );
    process.exit(1);
  }
  console.log("Installing Debian's chromium for the end-to-end tests…");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update', '-q'], { env });
  run('apt-get', ['install', '-y', '-q', '--no-install-recommends', 'chromium', 'fonts-noto-core'], { env });
  execFileSync(CHROMIUM, ['--version'], { stdio: 'inherit' });
}

const started = Date.now();
ensureChromium();
run('npm', ['run', 'check']);
run('npx', ['vitest', 'run', ...process.argv.slice(2)]);
console.log(`\nAll checks and tests passed in ${Math.round((Date.now() - started) / 1000)} s.`);
