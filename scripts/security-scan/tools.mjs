// The security scan's tools: sqlmap on every target, wapiti on the site.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  MARGIN_MS,
  OUT,
  SQLMAP_DBMS,
  SQLMAP_JOBS,
  SQLMAP_LEVEL,
  SQLMAP_RISK,
  TARGET_SECONDS,
  WAPITI_MODULES,
  deadline,
  log,
  seconds,
} from './settings.mjs';

// ——— Running the tools ———

/** sqlmap's tamper script (see the top): a random client address and Idempotency-Key per payload. */
export const TAMPER = path.join(OUT, 'tamper', 'kp_scan_tamper.py');
export const TAMPER_SOURCE = `# Written by scripts/security-scan.mjs.
import random
import uuid

from lib.core.enums import PRIORITY

__priority__ = PRIORITY.NORMAL


def dependencies():
    pass


def tamper(payload, **kwargs):
    headers = kwargs.get("headers", {})
    headers["X-Forwarded-For"] = ".".join(str(random.randint(11, 223)) for _ in range(4))
    headers["Idempotency-Key"] = "security-scan-%s" % uuid.uuid4()
    return payload
`;

/** Runs a command with its output in a file, killed (its process group) at `limitMs`. */
function runBounded(command, args, { outFile, limitMs }) {
  return new Promise((resolve) => {
    const out = fs.openSync(outFile, 'w');
    const child = spawn(command, args, { stdio: ['ignore', out, out], detached: true });
    let timedOut = false;
    const timer = setTimeout(
      () => {
        timedOut = true;
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // already gone
        }
      },
      Math.max(1_000, limitMs),
    );
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      fs.closeSync(out);
      resolve({ code: code ?? signal, timedOut });
    });
    child.once('error', (error) => {
      clearTimeout(timer);
      resolve({ code: error.message, timedOut });
    });
  });
}

/** sqlmap's request file of a target. */
function requestFile(target, host, token) {
  const lines = [
    `${target.method} ${target.url} HTTP/1.1`,
    `Host: ${host}`,
    `Authorization: Bearer ${token}`,
    'Accept: application/json',
    // The baseline's key; the tamper gives each payload its own.
    `Idempotency-Key: security-scan-${randomUUID()}`,
  ];
  if (target.body !== undefined) lines.push('Content-Type: application/json');
  return `${lines.join('\r\n')}\r\n\r\n${target.body ?? ''}`;
}

/** The exchanges of sqlmap's traffic log (-t) that the server answered with a 5xx. */
function serverErrorsInTraffic(file) {
  if (!fs.existsSync(file)) return [];
  const text = fs.readFileSync(file, 'utf8');
  const errors = [];
  for (const match of text.matchAll(
    /HTTP request \[#(\d+)\]:\n([\s\S]*?)\n\nHTTP response \[#\1\] \((\d{3})[^)]*\):\n([\s\S]*?)(?=\n\nHTTP request \[#|$)/g,
  )) {
    if (Number(match[3]) < 500) continue;
    const request = match[2].replace(/^Authorization: .*$/im, 'Authorization: Bearer …');
    const answer = match[4].split(/\n\n/).slice(1).join('\n\n').slice(0, 500);
    errors.push({ status: Number(match[3]), request: request.slice(0, 1500), answer });
  }
  return errors;
}

async function runSqlmap(target, index, { host, token }) {
  const dir = path.join(OUT, 'sqlmap', String(index).padStart(3, '0'));
  fs.mkdirSync(dir, { recursive: true });
  const limitMs = Math.min(TARGET_SECONDS * 1000, deadline - MARGIN_MS - Date.now());
  if (limitMs < 5_000) return { target, skipped: 'no time left' };
  const common = [
    '--batch',
    // Not the targets of stdin: without this, sqlmap reads its targets there whenever stdin is no
    // terminal, and runs none.
    '--ignore-stdin',
    `--level=${SQLMAP_LEVEL}`,
    `--risk=${SQLMAP_RISK}`,
    '--flush-session',
    `--output-dir=${dir}`,
    '--timeout=10',
    '--retries=1',
    `--tamper=${TAMPER}`,
    // A made-up id's 404 (or a switched-off feature's 403) would stop sqlmap before its tests.
    '--ignore-code=401,403,404,429',
    '--disable-coloring',
    '-t',
    path.join(dir, 'traffic.txt'),
    ...(SQLMAP_DBMS ? [`--dbms=${SQLMAP_DBMS}`] : []),
  ];
  let args;
  if (target.method === 'GET') {
    args = ['-u', `http://${host}${target.url}`, '-H', `Authorization: Bearer ${token}`, ...common];
  } else {
    const file = path.join(dir, 'request.txt');
    fs.writeFileSync(file, requestFile(target, host, token));
    args = ['-r', file, ...common];
  }
  const began = Date.now();
  const run = await runBounded('sqlmap', args, { outFile: path.join(dir, 'output.txt'), limitMs });
  const output = fs.readFileSync(path.join(dir, 'output.txt'), 'utf8');
  const injections = [
    ...output.matchAll(/sqlmap identified the following injection point\(s\)[^\n]*\n---\n([\s\S]*?)\n---/g),
  ].map((m) => m[1]);
  // A parameter that "appears to be injectable" is one until sqlmap's own check of false positives
  // says "does not seem to be injectable" for it: then it is a dismissed candidate, listed apart.
  const dismissed = [];
  for (const m of output.matchAll(/^.*parameter '([^']+)' (?:is|appears to be) '([^']+)' injectable.*$/gm)) {
    const after = output.slice(m.index);
    const isDismissed = after.includes(`parameter '${m[1]}' does not seem to be injectable`);
    if (isDismissed) dismissed.push(`${m[1]}: ${m[2]} (sqlmap: "false positive or unexploitable")`);
    else if (!injections.some((text) => text.includes(m[1]))) injections.push(m[0]);
  }
  const heuristics = [
    ...output.matchAll(/^.*heuristic \(basic\) test shows that (.*might be injectable.*)$/gm),
  ]
    .map((m) => m[1])
    .concat([...output.matchAll(/^.*heuristic \(XSS\) test shows that (.*)$/gm)].map((m) => m[1]));
  const errorCodes = output.match(/HTTP error codes detected during run:\s*\n?([^\n]*)/)?.[1] ?? '';
  const requests = Number(output.match(/HTTP requests?: (\d+)/)?.[1] ?? 0);
  const serverErrors = /\b5\d\d\b/.test(errorCodes)
    ? serverErrorsInTraffic(path.join(dir, 'traffic.txt'))
    : [];
  const trafficRequests = fs.existsSync(path.join(dir, 'traffic.txt'))
    ? (fs.readFileSync(path.join(dir, 'traffic.txt'), 'utf8').match(/^HTTP request \[#/gm) ?? []).length
    : requests;
  const critical = [...output.matchAll(/^\[[\d:]+\] \[CRITICAL\] (.*)$/gm)].map((m) => m[1]);
  // A run that tested no parameter (and was not stopped at its time limit) says why last.
  const tested = /testing for SQL injection on|(?:does not seem|do not appear) to be injectable/.test(output);
  const untested =
    tested || run.timedOut
      ? undefined
      : ([...output.matchAll(/^\[[\d:]+\] \[(?:CRITICAL|ERROR)\] (.*)$/gm)].at(-1)?.[1] ??
        `exit ${run.code}`);
  return {
    target,
    dir,
    seconds: seconds(Date.now() - began),
    timedOut: run.timedOut,
    exit: run.code,
    requests: trafficRequests,
    injections,
    heuristics,
    errorCodes,
    serverErrors,
    critical,
    untested,
    dismissed,
  };
}

export async function sqlmapAll(targets, context) {
  const results = [];
  let next = 0;
  const worker = async () => {
    while (next < targets.length) {
      const index = next++;
      const result = await runSqlmap(targets[index], index, context);
      results[index] = result;
      const t = result.target;
      log(
        `sqlmap ${index + 1}/${targets.length} ${t.method} ${t.route}: ` +
          (result.skipped
            ? `skipped (${result.skipped})`
            : `${result.requests} requests, ${result.seconds} s${result.timedOut ? ' (time limit)' : ''}` +
              `${result.injections.length ? ', INJECTABLE' : ''}${result.serverErrors.length ? ', 5xx' : ''}` +
              `${result.untested ? `, NOT TESTED: ${result.untested}` : ''}`),
      );
    }
  };
  await Promise.all(Array.from({ length: SQLMAP_JOBS }, worker));
  return results;
}

export async function runWapiti({ base, token, getUrls }) {
  const dir = path.join(OUT, 'wapiti');
  fs.mkdirSync(dir, { recursive: true });
  const report = path.join(dir, 'report.json');
  const scanSeconds = Math.max(60, seconds(deadline - MARGIN_MS - Date.now()) - 30);
  const modules = WAPITI_MODULES.split(',').filter(Boolean);
  const args = [
    '-u',
    `${base}/`,
    ...getUrls.flatMap((url) => ['-s', `${base}${url}`]),
    '-H',
    `Authorization: Bearer ${token}`,
    '-m',
    modules.join(','),
    '--flush-session',
    '--store-session',
    path.join(dir, 'session'),
    '--store-config',
    path.join(dir, 'config'),
    '--max-scan-time',
    String(scanSeconds),
    '--max-attack-time',
    String(Math.max(30, Math.floor((scanSeconds * 0.85) / modules.length))),
    '-t',
    '10',
    '--no-bugreport',
    '-v',
    '1',
    '-f',
    'json',
    '-o',
    report,
  ];
  const began = Date.now();
  const run = await runBounded('wapiti', args, {
    outFile: path.join(dir, 'output.txt'),
    limitMs: deadline - MARGIN_MS / 2 - Date.now(),
  });
  const result = {
    dir,
    modules,
    seconds: seconds(Date.now() - began),
    timedOut: run.timedOut,
    exit: run.code,
    vulnerabilities: [],
    serverErrors: [],
    anomalies: [],
    reported: fs.existsSync(report),
    notes: [],
  };
  const output = fs.readFileSync(path.join(dir, 'output.txt'), 'utf8');
  // The ssrf module sends its payloads but asks its own server (wapiti3.ovh) which of them were
  // followed: offline, it cannot tell.
  const endpoint = output.match(/Unable to request endpoint URL '([^']+)'/)?.[1];
  if (endpoint)
    result.notes.push(`ssrf: its endpoint ${endpoint} could not be reached, so no SSRF could be confirmed`);
  if (/Traceback \(most recent call last\)/.test(output)) result.notes.push('wapiti printed a traceback');
  if (!result.reported) return result;
  const json = JSON.parse(fs.readFileSync(report, 'utf8'));
  const brief = (category, entry) => ({
    category,
    method: entry.method,
    path: entry.path,
    parameter: entry.parameter,
    info: entry.info,
    request: entry.http_request?.replace(/^Authorization: .*$/im, 'Authorization: Bearer …'),
  });
  for (const [category, entries] of Object.entries(json.vulnerabilities ?? {}))
    for (const entry of entries) result.vulnerabilities.push(brief(category, entry));
  for (const [category, entries] of Object.entries(json.anomalies ?? {}))
    for (const entry of entries)
      (/internal server error/i.test(category) ? result.serverErrors : result.anomalies).push(
        brief(category, entry),
      );
  result.crawled = Number(output.match(/Wapiti found (\d+) URLs and forms/)?.[1] ?? NaN);
  return result;
}
