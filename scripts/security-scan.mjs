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
import fs from 'node:fs';
import path from 'node:path';
import { buildWebAsync, startProduct } from './product.mjs';
import { demoIds, knowInstance, targetsOf } from './security-scan/targets.mjs';
import { call, signIn } from './security-scan/session.mjs';
import { TAMPER, TAMPER_SOURCE, runWapiti, sqlmapAll } from './security-scan/tools.mjs';
import {
  OUT,
  TARGET_SECONDS,
  WA_ID,
  env,
  log,
  seconds,
  startedAt,
  toolVersion,
} from './security-scan/settings.mjs';

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
    knowInstance({ siteUrl: base.replace('127.0.0.1', 'localhost') }); // the origin the instance calls its own
    log(`the product listens on ${base}`);
    const { token, user } = await signIn(base);
    const ids = await demoIds(base, token, user);
    knowInstance({ demo: ids });
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
