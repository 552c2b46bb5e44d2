// Target Rush: the platform's sample third-party game. Plain Node (no dependencies): its own
// small HTTP server that receives the platform's redirect with an authorization code, exchanges
// it server-side for a player token (POST /api/third-party-client/auth-tokens), serves the game
// (also inside the platform's arena frame), and reports scores to the platform with
// HMAC-SHA256-signed requests (game API validation): a quest's stage, a tournament's runs, or
// nothing in free play. See README.md.
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';

const PUBLIC_DIR = path.join(import.meta.dirname, 'public');
/** Hits a run needs for the game to report it in quest mode (the demo quest's stage asks for 5). */
export const TARGET_SCORE = 5;
const TARGETS_PER_RUN = 12;
const RUN_MS = 20_000;
const SESSION_MS = 30 * 60_000;

/** What a session plays for: the exchange's answer carries at most one of a quest and a tournament. */
export function modeOf(session) {
  if (session.questId) return 'quest';
  if (session.tournamentId) return 'tournament';
  return 'free';
}

/** The configuration, from the environment. */
export function configFromEnv(env = process.env) {
  const publicUrl = env.SAMPLE_GAME_URL || 'http://localhost:4000';
  const apiUrl = env.KP_API_URL || `http://localhost:${env.PORT || 3000}`;
  const config = {
    publicUrl,
    port: Number(env.SAMPLE_GAME_PORT || new URL(publicUrl).port || 4000),
    host: env.SAMPLE_GAME_HOST || '127.0.0.1',
    apiUrl,
    webUrl: env.KP_WEB_URL || apiUrl,
    clientId: env.SAMPLE_GAME_CLIENT_ID || 'sample-game',
    clientSecret: env.SAMPLE_GAME_CLIENT_SECRET,
    signingSecret: env.SAMPLE_GAME_SIGNING_SECRET,
  };
  if (!config.clientSecret || !config.signingSecret)
    throw new Error('SAMPLE_GAME_CLIENT_SECRET and SAMPLE_GAME_SIGNING_SECRET are required');
  return config;
}

/**
 * The string a report's signature covers (as packages/domain/src/third-party.ts builds it); a
 * tournament's report has no stage, and its line is empty.
 */
export function reportSigningString(clientId, timestamp, report) {
  return [
    'kp-report-v1',
    clientId,
    timestamp,
    report.reportId,
    report.stageId ?? '',
    String(report.score),
    report.playerToken,
  ].join('\n');
}

const escapeHtml = (s) =>
  String(s).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );

function page(title, body) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><link rel="icon" href="data:,"><link rel="stylesheet" href="/game.css"></head><body><main>${body}</main></body></html>`;
}

/**
 * The headers that let the platform's arena frame the game, and no one else: CSP
 * `frame-ancestors` with the platform's web origin (no X-Frame-Options, which cannot name an
 * origin). The session cookie: `SameSite=Lax` works framed when the platform and the game are the
 * same site (localhost:3000 framing localhost:4000: ports do not make another site); served over
 * https it is `SameSite=None; Secure; Partitioned`, which a frame on another site needs (a
 * partitioned cookie, CHIPS, is kept per top-level site, so browsers that block third-party
 * cookies keep it too).
 */
export function framingOf(config) {
  const webOrigin = new URL(config.webUrl).origin;
  const isHttps = new URL(config.publicUrl).protocol === 'https:';
  return {
    csp: `default-src 'self'; style-src 'self'; script-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'self'; frame-ancestors ${webOrigin}`,
    cookieAttributes: isHttps ? 'SameSite=None; Secure; Partitioned' : 'SameSite=Lax',
  };
}

export function createSampleGameServer(config) {
  const framing = framingOf(config);
  const ownOrigin = new URL(config.publicUrl).origin;
  /** sessionId → { playerToken, userId, username, questId, tournamentId, expiresAt } */
  const sessions = new Map();
  /** runId → { sessionId, targets: Set<string>, startedAt, finished } */
  const runs = new Map();

  const api = async (pathname, init = {}) => {
    const response = await fetch(new URL(pathname, config.apiUrl), {
      ...init,
      headers: { 'content-type': 'application/json', accept: 'application/json', ...init.headers },
    });
    const body = await response.json().catch(() => null);
    return { status: response.status, body };
  };

  const sessionOf = (req) => {
    const cookie = req.headers.cookie ?? '';
    const id = /(?:^|;\s*)sg_session=([A-Za-z0-9_-]+)/.exec(cookie)?.[1];
    const session = id ? sessions.get(id) : undefined;
    if (!session || session.expiresAt < Date.now()) return null;
    return { id, ...session };
  };

  const send = (res, status, type, body, headers = {}) => {
    res.writeHead(status, {
      'content-type': type,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'content-security-policy': framing.csp,
      ...headers,
    });
    res.end(body);
  };
  const json = (res, status, body) => send(res, status, 'application/json', JSON.stringify(body));

  async function readJson(req) {
    let size = 0;
    const chunks = [];
    for await (const chunk of req) {
      size += chunk.length;
      if (size > 16_384) throw new Error('too large');
      chunks.push(chunk);
    }
    return chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : {};
  }

  /** Where the game's link back leads: the quest, the tournament, or the arena (free play). */
  function backUrlOf(session, quest) {
    if (session.questId)
      return quest
        ? new URL(`/k-quest/${encodeURIComponent(quest.slug)}`, config.webUrl).toString()
        : new URL(`/k-quest/${encodeURIComponent(session.questId)}`, config.webUrl).toString();
    if (session.tournamentId)
      return new URL(
        `/tournaments/?id=${encodeURIComponent(session.tournamentId)}`,
        config.webUrl,
      ).toString();
    return new URL('/klash', config.webUrl).toString();
  }

  /** Signs and sends a report to the platform (game API validation). */
  async function sendReport(report) {
    const timestamp = String(Math.floor(Date.now() / 1000));
    const signature = createHmac('sha256', config.signingSecret)
      .update(reportSigningString(config.clientId, timestamp, report))
      .digest('hex');
    return api('/api/third-party-client/reports', {
      method: 'POST',
      headers: {
        'x-kp-client-id': config.clientId,
        'x-kp-timestamp': timestamp,
        'x-kp-signature': `sha256=${signature}`,
      },
      body: JSON.stringify(report),
    });
  }

  /** The quest's stage the game completes (proof method v3), and the quest's slug for the way back. */
  async function questInfo(questId) {
    const { status, body } = await api(`/api/quest/${encodeURIComponent(questId)}`);
    if (status !== 200) return null;
    const stage = body.data.stages.find((s) => s.proofMethod === 'v3');
    return { slug: body.data.slug, title: body.data.title, stageId: stage?.id ?? null };
  }

  async function callback(req, res, url) {
    const code = url.searchParams.get('code');
    if (!code)
      return send(
        res,
        400,
        'text/html',
        page(
          'Target Rush',
          `<h1>Target Rush</h1><p role="alert">The sign-in code is missing. Start the game from the platform.</p>${backHome()}`,
        ),
      );
    const { status, body } = await api('/api/third-party-client/auth-tokens', {
      method: 'POST',
      body: JSON.stringify({
        grantType: 'authorization_code',
        code,
        clientId: config.clientId,
        clientSecret: config.clientSecret,
        redirectUri: new URL('/callback', config.publicUrl).toString(),
      }),
    });
    if (status !== 200) {
      const message = body?.message ?? 'The platform did not accept the sign-in.';
      return send(
        res,
        400,
        'text/html',
        page('Target Rush', `<h1>Target Rush</h1><p role="alert">${escapeHtml(message)}</p>${backHome()}`),
      );
    }
    const { accessToken, userId, username, questId, tournamentId, expiresIn } = body.data;
    const sessionId = randomBytes(24).toString('base64url');
    sessions.set(sessionId, {
      playerToken: accessToken,
      userId,
      username,
      questId: questId ?? null,
      tournamentId: tournamentId ?? null,
      expiresAt: Date.now() + Math.min(expiresIn * 1000, SESSION_MS),
    });
    send(res, 303, 'text/plain', '', {
      location: '/play',
      'set-cookie': `sg_session=${sessionId}; HttpOnly; ${framing.cookieAttributes}; Path=/; Max-Age=${Math.floor(SESSION_MS / 1000)}`,
    });
  }

  async function startRun(res, session) {
    const runId = randomUUID();
    const targets = Array.from({ length: TARGETS_PER_RUN }, () => ({
      id: randomBytes(8).toString('hex'),
      x: 5 + Math.floor(Math.random() * 80),
      y: 5 + Math.floor(Math.random() * 80),
    }));
    runs.set(runId, {
      sessionId: session.id,
      targets: new Set(targets.map((t) => t.id)),
      startedAt: Date.now(),
      finished: false,
    });
    // A quest's run ends at the stage's score; a tournament's (or free play's) goes on to the last target.
    const goal = modeOf(session) === 'quest' ? TARGET_SCORE : TARGETS_PER_RUN;
    json(res, 201, { runId, targets, durationMs: RUN_MS, targetScore: TARGET_SCORE, goal });
  }

  async function finishRun(req, res, session, runId) {
    const run = runs.get(runId);
    if (!run || run.sessionId !== session.id) return json(res, 404, { message: 'No such run' });
    if (run.finished) return json(res, 409, { message: 'This run is already over' });
    let body;
    try {
      body = await readJson(req);
    } catch {
      return json(res, 400, { message: 'Bad request' });
    }
    if (!Array.isArray(body.hits)) return json(res, 400, { message: 'hits: a list of target ids' });
    run.finished = true;
    const late = Date.now() - run.startedAt > RUN_MS + 2_000;
    const score = late
      ? 0
      : new Set(body.hits.filter((id) => typeof id === 'string' && run.targets.has(id))).size;
    const mode = modeOf(session);
    if (mode === 'free')
      return json(res, 200, { mode, score, reported: false, backUrl: backUrlOf(session, null) });
    if (mode === 'tournament') {
      // Every finished run counts: the platform keeps the player's best.
      const answer = await sendReport({ reportId: `run-${runId}`, playerToken: session.playerToken, score });
      return answerReport(res, answer, { mode, score, backUrl: backUrlOf(session, null) });
    }
    const quest = await questInfo(session.questId);
    const backUrl = backUrlOf(session, quest);
    if (score < TARGET_SCORE || !quest?.stageId)
      return json(res, 200, { mode, score, reported: false, backUrl });
    const answer = await sendReport({
      reportId: `run-${runId}`,
      playerToken: session.playerToken,
      stageId: quest.stageId,
      score,
    });
    answerReport(res, answer, { mode, score, backUrl });
  }

  /** The player's view of the platform's answer to a report. */
  function answerReport(res, answer, { mode, score, backUrl }) {
    if (answer.status !== 200)
      return json(res, 200, {
        mode,
        score,
        reported: false,
        error: answer.body?.message ?? 'The platform refused the report',
        backUrl,
      });
    return json(res, 200, { mode, score, reported: true, result: answer.body.data, backUrl });
  }

  /** The link back to the platform's arena, leaving any frame (target _top). */
  function backHome() {
    const arena = new URL('/klash', config.webUrl).toString();
    return `<p><a href="${escapeHtml(arena)}" target="_top">Go to Klash</a></p>`;
  }

  /** A JSON request from the game's own page: a cross-site form can send neither (CSRF). */
  function isOwnJsonPost(req) {
    const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
    const origin = req.headers.origin;
    return type === 'application/json' && (origin === undefined || origin === ownOrigin);
  }

  async function staticFile(res, name, type) {
    try {
      send(res, 200, type, await readFile(path.join(PUBLIC_DIR, name)), { 'cache-control': 'no-cache' });
    } catch {
      send(res, 404, 'text/plain', 'Not found');
    }
  }

  const server = http.createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', config.publicUrl);
      const route = `${req.method} ${url.pathname}`;
      if (route === 'GET /') {
        return send(
          res,
          200,
          'text/html',
          page(
            'Target Rush',
            `<h1>Target Rush</h1><p>Hit the targets before time runs out. Start the game from the platform: its arena (Klash), a quest or a tournament.</p>${backHome()}`,
          ),
        );
      }
      if (route === 'GET /callback') return await callback(req, res, url);
      if (route === 'GET /game.js') return await staticFile(res, 'game.js', 'text/javascript');
      if (route === 'GET /game.css') return await staticFile(res, 'game.css', 'text/css');
      if (route === 'GET /health') return json(res, 200, { status: 'ok' });
      const session = sessionOf(req);
      if (route === 'GET /play') {
        if (!session) return send(res, 303, 'text/plain', '', { location: '/' });
        return await staticFile(res, 'play.html', 'text/html');
      }
      if (!session) return json(res, 401, { message: 'Start the game from the platform to sign in' });
      // The game's own page posts JSON to its own origin: anything else is another site's form.
      if (req.method === 'POST' && !isOwnJsonPost(req))
        return json(res, 403, { message: 'Requests come from the game itself' });
      if (route === 'GET /api/me')
        return json(res, 200, {
          username: session.username,
          mode: modeOf(session),
          questId: session.questId,
          tournamentId: session.tournamentId,
          targetScore: TARGET_SCORE,
          backUrl: backUrlOf(session, session.questId ? await questInfo(session.questId) : null),
        });
      if (route === 'POST /api/runs') return await startRun(res, session);
      const finish = /^POST \/api\/runs\/([0-9a-f-]{36})\/finish$/.exec(route);
      if (finish) return await finishRun(req, res, session, finish[1]);
      send(res, 404, 'text/plain', 'Not found');
    } catch (error) {
      console.error('sample game:', error instanceof Error ? error.message : error);
      if (!res.headersSent) json(res, 502, { message: 'The platform could not be reached' });
      else res.end();
    }
  });
  // Expired sessions and runs are dropped now and then.
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [id, s] of sessions) if (s.expiresAt < now) sessions.delete(id);
    for (const [id, r] of runs) if (now - r.startedAt > SESSION_MS) runs.delete(id);
  }, 60_000);
  sweep.unref();
  server.on('close', () => clearInterval(sweep));
  return server;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const config = configFromEnv();
  const server = createSampleGameServer(config);
  server.listen(config.port, config.host, () => {
    const address = server.address();
    process.stdout.write(
      `Target Rush ready on http://${config.host}:${address.port} (platform: ${config.apiUrl})\n`,
    );
  });
  const stop = () => server.close(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}
