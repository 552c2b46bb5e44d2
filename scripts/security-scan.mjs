// `npm run security-scan`: Debian's sqlmap and wapiti against a running instance of the product.
// Not part of `npm test`: it takes about 5 minutes of both cores after the web build, and is
// bounded to 15 (SECURITY_SCAN_MINUTES). Its last result is in docs/security.md ("Last scan").
//
// What it does:
// 1. Starts the product as the e2e tests do (scripts/product.mjs: the built web and the api in
//    development mode, with the outbox, the sandboxes and the demo data, on a free port and a
//    throw-away data dir; SKIP_WEB_BUILD=1 reuses an existing web build). TRUST_PROXY=true so that
//    sqlmap's payloads, each from a random X-Forwarded-For (a tamper script written to <out>), are
//    not all stopped by the per-address limit of public writes (60 a minute): the limit is not
//    what is under test. The same tamper gives each payload a fresh Idempotency-Key, which the
//    money-moving routes require. Access tokens live an hour so that one sign-in lasts the scan.
// 2. Signs a user in by phone (the code read from the dev outbox), as an admin
//    (ADMIN_PHONE_NUMBERS), and registers a username: every route, admin ones too, is scanned
//    with `Authorization: Bearer …`.
// 3. Derives the targets from the contract, as served in the OpenAPI document (/api/docs/json):
//    - every GET route, its path parameters filled with ids of the demo data (from the list routes)
//      or a random UUID, every query parameter given a sample value;
//    - every other route with something to inject (path or query parameters, a JSON body) as a
//      sqlmap request file, with a sample JSON body drawn from the route's schema.
//    POST /api/authentication/logout is left out: it would end the scanner's own session.
// 4. Runs sqlmap (`--batch --level=2 --risk=1`, `--dbms=PostgreSQL` since the product runs on
//    PostgreSQL or PGlite, every path and query value marked `*`, JSON bodies processed) on every
//    target, two at a time, each within a time limit; and, at the same time, wapiti on the site
//    with the GET URLs as start URLs and the injection modules (sql, blindsql, xss, permanentxss,
//    exec, file, crlf, redirect, ssrf, xxe) within --max-scan-time.
// 5. Reads sqlmap's output (injection points; HTTP 5xx answers, with the request and the answer
//    from its traffic log) and wapiti's JSON report (vulnerabilities; anomalies: a 500 is a
//    finding, a timeout a note), checks that the instance still answers, prints a summary and
//    writes it to <out>/summary.json.
//
// Exit code: 0 nothing found, 1 something found, 2 the scan could not run or did not cover every
// target in time.
//
// Settings (environment):
//   SECURITY_SCAN_MINUTES        whole run, web build and start included (default 15)
//   SECURITY_SCAN_SQLMAP_JOBS    sqlmap processes at a time (default 2)
//   SECURITY_SCAN_TARGET_SECONDS time limit of one sqlmap target (default 120)
//   SECURITY_SCAN_SQLMAP_DBMS    sqlmap's --dbms (default PostgreSQL; empty: every DBMS, slower)
//   SECURITY_SCAN_SQLMAP_LEVEL   sqlmap's --level (default 2; 3 tests User-Agent and Referer too)
//   SECURITY_SCAN_SQLMAP_RISK    sqlmap's --risk (default 1; 2 adds heavy time-based queries)
//   SECURITY_SCAN_WAPITI_MODULES wapiti's modules (default above)
//   SECURITY_SCAN_OUT            where the tools' output goes (default a new dir under /tmp)
//   SKIP_WEB_BUILD=1             reuse apps/web/dist
//   SECURITY_SCAN_DRY_RUN=1      only list the targets (and their sample bodies)
import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildWebAsync, startProduct } from './product.mjs';

const env = process.env;
const startedAt = Date.now();
const deadline = startedAt + Number(env.SECURITY_SCAN_MINUTES || 15) * 60_000;
const SQLMAP_JOBS = Math.max(1, Number(env.SECURITY_SCAN_SQLMAP_JOBS || 2));
const TARGET_SECONDS = Number(env.SECURITY_SCAN_TARGET_SECONDS || 120);
const SQLMAP_DBMS = env.SECURITY_SCAN_SQLMAP_DBMS ?? 'PostgreSQL';
const SQLMAP_LEVEL = env.SECURITY_SCAN_SQLMAP_LEVEL || '2';
const SQLMAP_RISK = env.SECURITY_SCAN_SQLMAP_RISK || '1';
const WAPITI_MODULES =
  env.SECURITY_SCAN_WAPITI_MODULES || 'sql,blindsql,xss,permanentxss,exec,file,crlf,redirect,ssrf,xxe';
const OUT = env.SECURITY_SCAN_OUT || fs.mkdtempSync(path.join(os.tmpdir(), 'kp-security-scan-'));
/** Time kept at the end to stop the tools, check the instance and stop it. */
const MARGIN_MS = 45_000;
/** The scanner's phone number (an admin of the instance it starts) and username. */
const WA_ID = '919000077001';
const USERNAME = 'scanner1';
/** Routes not scanned, by `METHOD path`, and why. */
const EXCLUDED = new Map([['POST /api/authentication/logout', "it would end the scanner's own session"]]);

const seconds = (ms) => Math.round(ms / 1000);
const log = (message) => console.log(`[${seconds(Date.now() - startedAt)} s] ${message}`);

function toolVersion(command, args) {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.error) throw new Error(`${command} is not installed (${result.error.message})`);
  return `${result.stdout}${result.stderr}`;
}

// ——— The instance and the scanner's session ———

async function call(base, method, url, { token, body } = {}) {
  const res = await fetch(base + url, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: res.status, json, text };
}

/** The phone sign-in of apps/api/src/test/sign-in.ts, over HTTP; then a username. */
async function signIn(base) {
  const login = await call(base, 'POST', '/api/authentication/login?source=website&region=IN', {
    body: { waId: WA_ID, platform: 'browser', hostname: 'localhost' },
  });
  if (login.status !== 201) throw new Error(`login failed: ${login.status} ${login.text}`);
  const outbox = await call(base, 'GET', `/api/dev/outbox?recipient=${encodeURIComponent(`+${WA_ID}`)}`);
  const code = outbox.json?.data?.[0]?.body?.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code in the outbox: ${outbox.text}`);
  const verify = await call(base, 'POST', '/api/authentication/verify', {
    body: { challengeId: login.json.data.challengeId, code },
  });
  if (verify.status !== 200) throw new Error(`verify failed: ${verify.status} ${verify.text}`);
  let token = verify.json.data.accessToken;
  const register = await call(base, 'POST', '/api/authentication/register', {
    token,
    body: { username: USERNAME, firstName: 'Scan' },
  });
  if (register.status >= 300) log(`registering a username answered ${register.status}: ${register.text}`);
  token = register.json?.data?.accessToken ?? token;
  const me = await call(base, 'GET', '/api/users/me/profile', { token });
  if (me.status !== 200) throw new Error(`the signed-in profile answered ${me.status}: ${me.text}`);
  return { token, user: me.json.data };
}

// ——— Targets from the OpenAPI document ———

/** Lists of the demo data whose first ids fill path and query parameters, by kind. */
const ID_SOURCES = {
  game: { url: '/api/game?limit=5' },
  quest: { url: '/api/quest/questlist?limit=5' },
  campaign: { url: '/api/platform-campaign-hub/airdrop-campaign/campaigns/by-state?pageLimit=5' },
  tournament: { url: '/api/platform-centralized-leaderboard/leaderboards?type=tournament&limit=5' },
  voucher: { url: '/api/vouchers?limit=5' },
};

/** The id of the first element of the first list in a response. */
function firstListedId(value) {
  if (Array.isArray(value)) return typeof value[0]?.id === 'string' ? value[0].id : undefined;
  if (value && typeof value === 'object') {
    for (const child of Object.values(value)) {
      const id = firstListedId(child);
      if (id) return id;
    }
  }
  return undefined;
}

async function demoIds(base, token, user) {
  const ids = { me: user.id, username: user.username ?? USERNAME };
  for (const [kind, source] of Object.entries(ID_SOURCES)) {
    const res = await call(base, 'GET', source.url, { token });
    ids[kind] = firstListedId(res.json?.data);
  }
  if (ids.campaign) {
    const campaign = await call(base, 'GET', `/api/platform-campaign-hub/airdrop-campaign/${ids.campaign}`, {
      token,
    });
    ids.task = campaign.json?.data?.tasks?.[0]?.id;
  }
  return ids;
}

/** Which demo id a parameter takes (undefined: none; a random UUID or a sample then). */
function idKind(routePath, name) {
  const byName = {
    userId: 'me',
    userName: 'username',
    gameId: 'game',
    questId: 'quest',
    campaignId: 'campaign',
    tournamentId: 'tournament',
    voucherId: 'voucher',
  };
  if (byName[name]) return byName[name];
  if (name === 'taskId' && routePath.includes('campaign-hub')) return 'task';
  if (name !== 'id' && name !== 'idOrSlug') return undefined;
  if (/^\/api\/(admin\/)?games?\//.test(routePath)) return 'game';
  if (routePath.startsWith('/api/quest/')) return 'quest';
  if (routePath.includes('campaign')) return 'campaign';
  if (/tournament|leaderboard/.test(routePath)) return 'tournament';
  return undefined;
}

/** Sample strings by the name of a field or parameter (the first that fits the schema is taken). */
const NAMED_SAMPLES = [
  // The scanner's own number: the one it verified (a clan chief application asks for it).
  [/phone|waid|recipient/i, [`+${WA_ID}`, WA_ID]],
  [/hostname/i, ['localhost']],
  [/fiat.*currency/i, ['INR']],
  [/earningtype/i, ['KCASH']],
  [/^code$|otp/i, ['123456']],
  [/cursor/i, ['abcdefghijkl']],
  [/email/i, ['scan@example.com']],
  [/username|^handle$/i, ['scanuser2']],
  [/name$/i, ['Scan']],
  [/country/i, ['IN']],
  [/currency/i, ['KCASH', 'INR']],
  [/amount|price/i, ['100']],
  [/address/i, [`0x${'1'.repeat(40)}`]],
  [/signature/i, [`0x${'ab'.repeat(65)}`]],
  [/icon|image|cover/i, ['/icon.png']],
  // A page of this site: redirects elsewhere are refused before anything else is read.
  [/url|uri|returnto|redirect/i, [() => `${siteUrl}/`, '/']],
  [/^ip$/i, ['8.8.8.8']],
  [/city/i, ['Mumbai']],
];
const GENERIC_SAMPLES = ['test', 'Test', 'scanner', 'IN', '100', '1', 'TEST1', 'test-1', 'test_1'];

function compile(pattern) {
  for (const flags of ['u', '']) {
    try {
      return new RegExp(pattern, flags);
    } catch {
      // try without the u flag
    }
  }
  return null;
}

/** The string patterns and length bounds of a string schema, its allOf included. */
function stringRules(schema) {
  const parts = [schema, ...(schema.allOf ?? [])];
  return {
    patterns: parts.map((s) => s.pattern && compile(s.pattern)).filter(Boolean),
    minLength: Math.max(0, ...parts.map((s) => s.minLength ?? 0)),
    maxLength: Math.min(Infinity, ...parts.map((s) => s.maxLength ?? Infinity)),
  };
}

/** The demo ids (set once signed in), for uuid fields and parameters named after what they point to. */
let demo = {};
/** The instance's address (set once it listens). */
let siteUrl = '';
const DAY = 86_400_000;

function sampleString(schema, name) {
  if (schema.enum?.length) return schema.enum[0];
  const kind = idKind('', name);
  if (kind && demo[kind]) return demo[kind];
  const format = schema.format ?? schema.allOf?.find((s) => s.format)?.format;
  const byFormat = {
    uuid: randomUUID(),
    email: 'scan@example.com',
    uri: 'https://example.com/',
    url: 'https://example.com/',
    // Tomorrow; what ends, later (an end before a start is refused before anything else).
    'date-time': new Date(Date.now() + (/end|expire/i.test(name) ? 3 : 1) * DAY).toISOString(),
    date: new Date(Date.now() + DAY).toISOString().slice(0, 10),
  };
  if (byFormat[format]) return byFormat[format];
  const rules = stringRules(schema);
  const named = (NAMED_SAMPLES.find(([re]) => re.test(name ?? ''))?.[1] ?? []).map((c) =>
    typeof c === 'function' ? c() : c,
  );
  const candidates = [...named, ...GENERIC_SAMPLES];
  const fits = (s) =>
    s.length >= rules.minLength && s.length <= rules.maxLength && rules.patterns.every((re) => re.test(s));
  const fit = candidates.find(fits);
  if (fit) return fit;
  // Stretch or cut a candidate to the length bounds.
  const base = candidates[0];
  const stretched = base.padEnd(rules.minLength, base).slice(0, Math.min(rules.maxLength, 64));
  return stretched;
}

/** A sample value of a JSON schema: every property given (more to inject), strings that fit. */
function sample(schema = {}, name = '', depth = 0) {
  if (depth > 6) return null;
  if ('const' in schema) return schema.const;
  if (schema.default !== undefined) return schema.default;
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) {
    const option = alternatives.find((s) => s.type !== 'null' && !s.nullable) ?? alternatives[0];
    return sample({ ...schema, anyOf: undefined, oneOf: undefined, ...option }, name, depth + 1);
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (schema.enum?.length) return schema.enum[0];
  switch (type ?? (schema.properties ? 'object' : schema.items ? 'array' : 'string')) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, child]) => [key, sample(child, key, depth + 1)]),
      );
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () =>
        sample(schema.items, name, depth + 1),
      );
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? (schema.exclusiveMinimum === undefined ? undefined : 1);
      // The local chain's id: the only chain a development instance knows.
      if (/chainid/i.test(name)) return 31337;
      const value = /limit/i.test(name) ? 10 : /offset/i.test(name) ? 0 : Math.max(min ?? 1, 1);
      return Math.min(value, schema.maximum ?? Infinity);
    }
    case 'boolean':
      return true;
    default:
      return sampleString(schema, name);
  }
}

/** The value of a path or query parameter: a demo id when one fits, else a sample of its schema. */
function paramValue(routePath, param, ids) {
  const kind = idKind(routePath, param.name);
  if (kind && ids[kind]) return ids[kind];
  if (param.name === 'clientId') return 'sample-game';
  return String(sample(param.schema ?? {}, param.name));
}

/**
 * The targets of the OpenAPI document: `{ method, route, url, body? }` where `url` has every path
 * and query value followed by sqlmap's injection marker `*` (taken out for wapiti).
 */
function targetsOf(doc, ids) {
  const targets = [];
  for (const [route, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const METHOD = method.toUpperCase();
      if (!['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(METHOD)) continue;
      const params = operation.parameters ?? [];
      let url = route;
      for (const param of params.filter((p) => p.in === 'path'))
        url = url.replace(`{${param.name}}`, `${encodeURIComponent(paramValue(route, param, ids))}*`);
      const query = params
        .filter((p) => p.in === 'query')
        .map((p) => `${encodeURIComponent(p.name)}=${encodeURIComponent(paramValue(route, p, ids))}*`);
      if (query.length) url += `?${query.join('&')}`;
      const schema = operation.requestBody?.content?.['application/json']?.schema;
      const body = schema ? sample(schema) : undefined;
      // sqlmap finds the values of a JSON object itself; a body of one value is marked.
      // A write without a body gets `{}`: sqlmap would send an empty form, refused (415) before
      // the route's parameters are read.
      const isObject = body !== null && typeof body === 'object';
      const bodyText =
        body === undefined
          ? METHOD === 'GET'
            ? undefined
            : '{}'
          : isObject
            ? JSON.stringify(body)
            : `${JSON.stringify(body)}*`;
      targets.push({
        method: METHOD,
        route,
        url,
        body: bodyText,
        injectable:
          url.includes('*') || (isObject && /[^{}[\]]/.test(bodyText)) || (body !== undefined && !isObject),
        excluded: EXCLUDED.get(`${METHOD} ${route}`),
      });
    }
  }
  return targets;
}

// ——— Running the tools ———

/** sqlmap's tamper script (see the top): a random client address and Idempotency-Key per payload. */
const TAMPER = path.join(OUT, 'tamper', 'kp_scan_tamper.py');
const TAMPER_SOURCE = `# Written by scripts/security-scan.mjs.
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

async function sqlmapAll(targets, context) {
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

async function runWapiti({ base, token, getUrls }) {
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

// ——— The run ———

async function main() {
  const versions = {
    sqlmap: toolVersion('sqlmap', ['--version']).match(/^\S+/)?.[0],
    wapiti: toolVersion('wapiti', ['--version']).match(/Wapiti[- ]([\d.]+)/i)?.[1],
  };
  fs.mkdirSync(OUT, { recursive: true });
  fs.mkdirSync(path.dirname(TAMPER), { recursive: true });
  fs.writeFileSync(TAMPER, TAMPER_SOURCE);
  fs.writeFileSync(path.join(path.dirname(TAMPER), '__init__.py'), ''); // sqlmap asks for one
  log(`sqlmap ${versions.sqlmap}, wapiti ${versions.wapiti}; output in ${OUT}`);
  await buildWebAsync();
  const product = await startProduct({
    env: {
      ADMIN_PHONE_NUMBERS: `+${WA_ID}`,
      TRUST_PROXY: 'true',
      ACCESS_TOKEN_TTL_SECONDS: '3600',
    },
  });
  const summary = { startedAt: new Date(startedAt).toISOString(), versions, out: OUT };
  try {
    const base = product.url;
    const host = new URL(base).host;
    siteUrl = base.replace('127.0.0.1', 'localhost'); // the origin the instance calls its own
    log(`the product listens on ${base}`);
    const { token, user } = await signIn(base);
    const ids = await demoIds(base, token, user);
    demo = ids;
    log(`signed in as ${user.username ?? user.id} (admin); demo ids: ${JSON.stringify(ids)}`);
    const doc = await call(base, 'GET', '/api/docs/json');
    if (doc.status !== 200) throw new Error(`/api/docs/json answered ${doc.status}`);
    const targets = targetsOf(doc.json, ids);
    const getUrls = targets
      .filter((t) => t.method === 'GET' && !t.excluded)
      .map((t) => t.url.replaceAll('*', ''));
    const sqlmapTargets = targets.filter((t) => t.injectable && !t.excluded);
    const requestFiles = sqlmapTargets.filter((t) => t.method !== 'GET').length;
    log(
      `${targets.length} routes: ${getUrls.length} GET URLs (wapiti's start URLs), ` +
        `${sqlmapTargets.length} sqlmap targets (${sqlmapTargets.length - requestFiles} GET URLs, ` +
        `${requestFiles} request files); left out: ${targets
          .filter((t) => t.excluded)
          .map((t) => `${t.method} ${t.route} (${t.excluded})`)
          .join(', ')}`,
    );

    if (env.SECURITY_SCAN_DRY_RUN === '1') {
      for (const t of targets)
        console.log(
          `${t.excluded ? 'left out' : t.injectable ? 'sqlmap' : t.method === 'GET' ? 'wapiti only' : 'nothing to inject'}`,
          `${t.method} ${t.url} ${t.body ?? ''}`,
        );
      return 0;
    }

    // wapiti and sqlmap at the same time, each bounded by the deadline.
    const [sqlmap, wapiti] = await Promise.all([
      sqlmapAll(sqlmapTargets, { host, token }),
      runWapiti({ base, token, getUrls }),
    ]);

    // Is the instance still up, the scanner still signed in?
    const health = await call(base, 'GET', '/api/health').catch((error) => ({ status: error.message }));
    const profile = await call(base, 'GET', '/api/users/me/profile', { token }).catch((error) => ({
      status: error.message,
    }));
    const serverLog = product
      .output()
      .split('\n')
      .filter((line) => /"level":(50|60)/.test(line));

    const ran = sqlmap.filter((r) => !r.skipped);
    summary.finishedAt = new Date().toISOString();
    summary.seconds = seconds(Date.now() - startedAt);
    summary.targets = {
      routes: targets.length,
      getUrls: getUrls.length,
      sqlmapTargets: sqlmapTargets.length,
      sqlmapGetUrls: sqlmapTargets.length - requestFiles,
      sqlmapRequestFiles: requestFiles,
      excluded: targets.filter((t) => t.excluded).map((t) => `${t.method} ${t.route}`),
    };
    summary.sqlmap = {
      ran: ran.length,
      skipped: sqlmap.length - ran.length,
      timedOut: ran.filter((r) => r.timedOut).map((r) => `${r.target.method} ${r.target.route}`),
      untested: ran
        .filter((r) => r.untested)
        .map((r) => `${r.target.method} ${r.target.route}: ${r.untested}`),
      requests: ran.reduce((n, r) => n + r.requests, 0),
      injections: ran
        .filter((r) => r.injections.length)
        .map((r) => ({ route: `${r.target.method} ${r.target.url}`, injections: r.injections, dir: r.dir })),
      serverErrors: ran
        .filter((r) => r.serverErrors.length)
        .map((r) => ({
          route: `${r.target.method} ${r.target.route}`,
          codes: r.errorCodes,
          first: r.serverErrors[0],
          dir: r.dir,
        })),
      dismissed: ran
        .filter((r) => r.dismissed.length)
        .map((r) => ({ route: `${r.target.method} ${r.target.route}`, dismissed: r.dismissed })),
      heuristics: ran
        .filter((r) => r.heuristics.length)
        .map((r) => ({ route: `${r.target.method} ${r.target.route}`, heuristics: r.heuristics })),
      critical: ran
        .filter((r) => r.critical.length)
        .map((r) => ({ route: `${r.target.method} ${r.target.route}`, critical: [...new Set(r.critical)] })),
      errorCodes: ran
        .filter((r) => r.errorCodes)
        .map((r) => ({ route: `${r.target.method} ${r.target.route}`, codes: r.errorCodes })),
    };
    summary.wapiti = wapiti;
    summary.after = { health: health.status, profile: profile.status, serverErrorLogLines: serverLog.length };
    summary.serverLog = serverLog.slice(0, 20);

    const findings = [
      ...summary.sqlmap.injections.map((f) => `sqlmap: injectable ${f.route}\n${f.injections.join('\n')}`),
      ...summary.sqlmap.serverErrors.map(
        (f) =>
          `sqlmap: ${f.route} answered ${f.codes}\n  request: ${f.first?.request}\n  answer: ${f.first?.answer}`,
      ),
      ...wapiti.vulnerabilities.map(
        (v) =>
          `wapiti: ${v.category} ${v.method} ${v.path} parameter ${v.parameter}: ${v.info}\n${v.request ?? ''}`,
      ),
      ...wapiti.serverErrors.map(
        (v) =>
          `wapiti: ${v.category} ${v.method} ${v.path} parameter ${v.parameter}: ${v.info}\n${v.request ?? ''}`,
      ),
      ...(health.status === 200
        ? []
        : [`the instance did not answer /api/health after the scan (${health.status})`]),
      ...(profile.status === 200 ? [] : [`the scanner's session did not last the scan (${profile.status})`]),
      ...(serverLog.length ? [`the server logged ${serverLog.length} errors (first: ${serverLog[0]})`] : []),
    ];
    const incomplete = [
      ...(summary.sqlmap.skipped ? [`sqlmap did not reach ${summary.sqlmap.skipped} targets in time`] : []),
      ...summary.sqlmap.untested.map((line) => `sqlmap tested nothing on ${line}`),
      ...(wapiti.reported
        ? []
        : [`wapiti wrote no report (exit ${wapiti.exit}; see ${wapiti.dir}/output.txt)`]),
    ];
    summary.findings = findings;
    summary.incomplete = incomplete;
    fs.writeFileSync(path.join(OUT, 'summary.json'), JSON.stringify(summary, null, 2));

    console.log('\n=== Security scan ===');
    console.log(`duration: ${summary.seconds} s; sqlmap ${versions.sqlmap}, wapiti ${versions.wapiti}`);
    console.log(
      `targets: ${targets.length} routes; ${getUrls.length} GET URLs; sqlmap ${sqlmapTargets.length} targets ` +
        `(${summary.targets.sqlmapGetUrls} URLs, ${requestFiles} request files)`,
    );
    console.log(
      `sqlmap: ${ran.length} targets scanned, ${summary.sqlmap.requests} requests, ` +
        `${summary.sqlmap.timedOut.length} stopped at their time limit (${TARGET_SECONDS} s), ` +
        `${summary.sqlmap.injections.length} injectable, ${summary.sqlmap.serverErrors.length} with 5xx answers, ` +
        `${summary.sqlmap.heuristics.length} heuristic hints (not confirmed), ` +
        `${summary.sqlmap.dismissed.length} candidates dismissed by sqlmap's false-positive check`,
    );
    for (const h of summary.sqlmap.heuristics) console.log(`  hint ${h.route}: ${h.heuristics.join('; ')}`);
    for (const d of summary.sqlmap.dismissed)
      console.log(`  dismissed ${d.route}: ${d.dismissed.join('; ')}`);
    console.log(
      `wapiti: modules ${wapiti.modules.join(',')}; ${wapiti.seconds} s${wapiti.timedOut ? ' (killed)' : ''}; ` +
        `${wapiti.crawled} URLs and forms crawled and attacked; ${wapiti.vulnerabilities.length} vulnerabilities, ` +
        `${wapiti.serverErrors.length} internal server errors, ${wapiti.anomalies.length} other anomalies`,
    );
    for (const a of wapiti.anomalies)
      console.log(`  anomaly ${a.category}: ${a.method} ${a.path} ${a.parameter}`);
    for (const note of wapiti.notes) console.log(`  note: ${note}`);
    console.log(`after the scan: /api/health ${health.status}, the scanner's profile ${profile.status}`);
    console.log(`output: ${OUT} (summary.json)`);
    for (const line of incomplete) console.log(`INCOMPLETE: ${line}`);
    for (const line of findings) console.log(`FINDING: ${line}`);
    if (!findings.length && !incomplete.length) console.log('Nothing found.');
    return findings.length ? 1 : incomplete.length ? 2 : 0;
  } finally {
    await product.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`The security scan could not run: ${error.stack ?? error}`);
    process.exit(2);
  },
);
