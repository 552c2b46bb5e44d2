// The security scan's settings (see scripts/security-scan.mjs for what each one does) and its log.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const env = process.env;
export const startedAt = Date.now();
export const deadline = startedAt + Number(env.SECURITY_SCAN_MINUTES || 15) * 60_000;
export const SQLMAP_JOBS = Math.max(1, Number(env.SECURITY_SCAN_SQLMAP_JOBS || 2));
export const TARGET_SECONDS = Number(env.SECURITY_SCAN_TARGET_SECONDS || 120);
export const SQLMAP_DBMS = env.SECURITY_SCAN_SQLMAP_DBMS ?? 'PostgreSQL';
export const SQLMAP_LEVEL = env.SECURITY_SCAN_SQLMAP_LEVEL || '2';
export const SQLMAP_RISK = env.SECURITY_SCAN_SQLMAP_RISK || '1';
export const WAPITI_MODULES =
  env.SECURITY_SCAN_WAPITI_MODULES || 'sql,blindsql,xss,permanentxss,exec,file,crlf,redirect,ssrf,xxe';
export const OUT = env.SECURITY_SCAN_OUT || fs.mkdtempSync(path.join(os.tmpdir(), 'kp-security-scan-'));
/** Time kept at the end to stop the tools, check the instance and stop it. */
export const MARGIN_MS = 45_000;
/** The scanner's phone number (an admin of the instance it starts) and username. */
export const WA_ID = '919000077001';
export const USERNAME = 'scanner1';
/** Routes not scanned, by `METHOD path`, and why. */
export const EXCLUDED = new Map([
  ['POST /api/authentication/logout', "it would end the scanner's own session"],
]);

export const seconds = (ms) => Math.round(ms / 1000);
export const log = (message) => console.log(`[${seconds(Date.now() - startedAt)} s] ${message}`);

export function toolVersion(command, args) {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.error) throw new Error(`${command} is not installed (${result.error.message})`);
  return `${result.stdout}${result.stderr}`;
}
