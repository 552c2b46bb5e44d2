// The security scan's targets, derived from the OpenAPI document with sample values.
import { randomUUID } from 'node:crypto';
import { call } from './session.mjs';
import { EXCLUDED, USERNAME, WA_ID } from './settings.mjs';

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

export async function demoIds(base, token, user) {
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
/** Tells the samples the instance's address (once it listens) and its demo ids (once signed in). */
export function knowInstance(values) {
  if (values.siteUrl !== undefined) siteUrl = values.siteUrl;
  if (values.demo !== undefined) demo = values.demo;
}
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
export function targetsOf(doc, ids) {
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
