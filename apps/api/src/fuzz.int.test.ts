import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { RouteDef } from '@kp/contract/route';
import { ROUTES } from '@kp/contract/routes';
import { seedDemoDataIfEmpty } from './db/seed';
import { createTestApp, type TestApp } from './test/app';
import { newWaId, signInByPhone, signInByTelegram } from './test/sign-in';

/**
 * The fuzzer kept in the repository (issue 13). Every operation of the contract gets requests
 * generated from its own input schemas (their JSON Schema, as the OpenAPI document shows them),
 * half of them plausible enough to pass validation and reach the services, half hostile: NUL
 * and other controls, lone surrogates, huge strings, wrong types, negative and huge numbers, bad
 * UUIDs, missing and unknown fields. Anonymous, as a user and (on the operators' routes) as an
 * admin, on the demo data. Whatever it sends: never a 5xx, and every refusal in the error shape.
 * Bounded and repeatable: a fixed seed and a fixed number of runs per operation and caller.
 */
// FUZZ_SEED and FUZZ_RUNS explore further by hand (FUZZ_SEED=7 FUZZ_RUNS=50 npx vitest run …); the
// suite keeps the fixed ones, so a failure it finds is a failure every run.
const SEED = Number(process.env['FUZZ_SEED'] ?? 20261126);
const RUNS = Number(process.env['FUZZ_RUNS'] ?? 8);
/** Calls that stop at the guard: a few are enough. */
const GUARDED_RUNS = 2;
type Caller = 'anonymous' | 'user' | 'admin';
const isGuarded = (route: RouteDef, caller: Caller) =>
  (caller === 'anonymous' && route.access !== 'public') || (caller === 'user' && route.access === 'admin');
const BOT_TOKEN = '123456:fuzz-bot-token-of-the-fuzzer';
const ADMIN = newWaId();

type JsonSchema = {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  propertyNames?: JsonSchema;
};

// What a careless or hostile client sends in place of any value.
const HOSTILE: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    '\u0000',
    'a\u0000b',
    '\u001b[2J',
    'line\nbreak',
    '\u0085\u009b',
    '\ud800',
    'x\udfffy',
    '🎮'.repeat(300),
    'x'.repeat(20_000),
    '',
    ' ',
    '../../etc/passwd',
    "' OR '1'='1",
    '<script>alert(1)</script>',
    '%00',
    'not-a-uuid',
    '00000000-0000-0000-0000-000000000000',
    '-1',
    '1e309',
    'NaN',
    '__proto__',
    -1,
    0,
    -(2 ** 63),
    2 ** 53 + 1,
    1e308,
    0.5,
    true,
    null,
    [],
    {},
    { __proto__: { polluted: 1 } },
    [[[[[]]]]],
  ),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.integer(),
  fc.jsonValue({ maxDepth: 2 }),
);

// The JSON body under another name, now and then: each is refused (415) or read as the JSON it is.
const CONTENT_TYPES = fc.oneof(
  { arbitrary: fc.constant('application/json'), weight: 6 },
  fc.constantFrom(
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/json; charset=latin1',
    'application/xml',
    'image/jpeg',
  ),
);

type Pools = { uuids: string[]; words: string[] };
/** What the generators draw from: the demo data's ids and words, and whether to mix hostile values in. */
type Gen = { pools: Pools; isHostile: boolean };

const TEXT_RULE_PATTERN = /^\^\[\^\\u0000/;

function patternsOf(schema: JsonSchema): string[] {
  return [schema.pattern, ...(schema.allOf ?? []).map((s) => s.pattern)].filter(
    (p): p is string => typeof p === 'string' && !TEXT_RULE_PATTERN.test(p),
  );
}

function matching(pattern: string): fc.Arbitrary<string> | null {
  for (const flags of ['u', '']) {
    try {
      return fc.stringMatching(new RegExp(pattern, flags));
    } catch {
      // Not a pattern fast-check can generate from: try without the u flag, then give up.
    }
  }
  return null;
}

function stringOf(schema: JsonSchema, { pools }: Gen): fc.Arbitrary<string> {
  switch (schema.format) {
    case 'uuid':
      return pools.uuids.length ? fc.oneof(fc.constantFrom(...pools.uuids), fc.uuid()) : fc.uuid();
    case 'date-time':
      return fc
        .date({ min: new Date('2020-01-01'), max: new Date('2035-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString());
    case 'email':
      return fc.emailAddress();
    case 'uri':
      // Never a real host: nothing here may leave the machine.
      return fc.constantFrom('https://example.invalid/a', 'http://localhost:9/b', 'https://x.example/c?d=e');
    case 'ipv4':
      return fc.ipV4();
    case 'ipv6':
      return fc.ipV6();
    default:
      break;
  }
  const pattern = patternsOf(schema).at(-1);
  const byPattern = pattern ? matching(pattern) : null;
  if (byPattern) return byPattern;
  const plain = fc.string({
    minLength: schema.minLength ?? 0,
    maxLength: Math.max(schema.minLength ?? 0, Math.min(schema.maxLength ?? 24, 24)),
  });
  return pools.words.length ? fc.oneof(plain, fc.constantFrom(...pools.words)) : plain;
}

function numberOf(schema: JsonSchema, isInteger: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1e6);
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 1e6);
  const lo = Math.max(min, Number.MIN_SAFE_INTEGER);
  const hi = Math.min(max, Number.MAX_SAFE_INTEGER);
  return isInteger
    ? fc.integer({ min: Math.ceil(lo), max: Math.floor(hi) })
    : fc.double({ min: lo, max: hi, noNaN: true });
}

/** A value that the schema probably accepts (the hostile ones are mixed in by `valueOf`). */
function plausibleOf(schema: JsonSchema, gen: Gen, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return fc.oneof(...options.map((option) => valueOf(option, gen, depth)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'string':
      return stringOf(schema, gen);
    case 'integer':
    case 'number':
      return numberOf(schema, type === 'integer');
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(schema.items ? valueOf(schema.items, gen, depth + 1) : fc.jsonValue({ maxDepth: 1 }), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 3)),
      });
    case 'object':
      return objectOf(schema, gen, depth);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function objectOf(schema: JsonSchema, gen: Gen, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const fields = fc.record(
    Object.fromEntries(
      Object.entries(properties).map(([key, value]) => [key, valueOf(value, gen, depth + 1)]),
    ),
    { requiredKeys: [] },
  );
  // Hostile: a required field is missing one time in ten. Optional fields are there half of the time.
  const keep = fc.array(fc.boolean(), {
    minLength: Object.keys(properties).length,
    maxLength: Object.keys(properties).length,
  });
  const extra =
    typeof schema.additionalProperties === 'object'
      ? fc.dictionary(
          schema.propertyNames ? stringOf(schema.propertyNames, gen) : fc.string({ maxLength: 12 }),
          valueOf(schema.additionalProperties, gen, depth + 1),
          { maxKeys: 3 },
        )
      : gen.isHostile
        ? fc.oneof(
            { arbitrary: fc.constant({}), weight: 4 },
            { arbitrary: fc.constant({ unknownField: 1 }), weight: 1 },
          )
        : fc.constant({});
  return fc.tuple(fields, keep, fc.nat({ max: 9 }), extra).map(([values, kept, roll, more]) => {
    const out: Record<string, unknown> = { ...more };
    Object.keys(properties).forEach((key, i) => {
      const isKept = required.has(key) ? roll > 0 || !gen.isHostile : kept[i];
      if (isKept && key in values) out[key] = values[key];
    });
    return out;
  });
}

/** A plausible value; hostile, one time in four at any depth. */
function valueOf(schema: JsonSchema, gen: Gen, depth: number): fc.Arbitrary<unknown> {
  if (depth > 4) return gen.isHostile ? HOSTILE : fc.constant(null);
  if (!gen.isHostile) return plausibleOf(schema, gen, depth);
  if (schema.type === 'string' && !schema.enum && schema.const === undefined) {
    // A value that looks right but for one control character or broken UTF-16 in it: what once
    // reached PostgreSQL and answered 500.
    const tainted = fc
      .tuple(
        stringOf(schema, gen),
        fc.oneof(
          { arbitrary: fc.constant('\u0000'), weight: 3 },
          fc.constantFrom('\u0007', '\u001b', '\u0085', '\ud800'),
        ),
        fc.nat(),
      )
      .map(([value, bad, at]) => {
        const i = value.length ? at % value.length : 0;
        return `${value.slice(0, i)}${bad}${value.slice(i)}`;
      });
    return fc.oneof(
      { arbitrary: plausibleOf(schema, gen, depth), weight: 1 },
      { arbitrary: tainted, weight: 3 },
      { arbitrary: HOSTILE, weight: 1 },
    );
  }
  return fc.oneof(
    { arbitrary: plausibleOf(schema, gen, depth), weight: 3 },
    { arbitrary: HOSTILE, weight: 1 },
  );
}

const jsonSchemaOf = (schema: z.ZodType | undefined): JsonSchema | undefined =>
  schema ? (z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema) : undefined;

/** Percent-encodes a value for a path or a query; a lone surrogate goes as its raw (invalid) UTF-8. */
function encodePart(value: unknown): string {
  const text =
    typeof value === 'string'
      ? value
      : value !== null && typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);
  try {
    return encodeURIComponent(text);
  } catch {
    return [...Buffer.from(text, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
  }
}

function queryOf(values: unknown): string {
  if (values === null || typeof values !== 'object' || Array.isArray(values))
    return `q=${encodePart(values)}`;
  return Object.entries(values as Record<string, unknown>)
    .flatMap(([key, value]) =>
      (Array.isArray(value) ? value : [value]).map(
        (v) => `${encodePart(key)}=${v === null ? '' : encodePart(v)}`,
      ),
    )
    .join('&');
}

const seedOffset = (name: string) =>
  [...name].reduce((sum, c) => (sum * 31 + c.charCodeAt(0)) % 1_000_003, 0);

/** Requests to one route: half plausible all through (to reach the services), half hostile. */
function requestsOf(route: RouteDef, pools: Pools) {
  const params = jsonSchemaOf(route.params);
  const query = jsonSchemaOf(route.querystring);
  const body = jsonSchemaOf(route.body);
  const names = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const plausible: Gen = { pools, isHostile: false };
  const hostile: Gen = { pools, isHostile: true };
  const none = fc.constant(undefined);
  const requests = (gen: Gen) =>
    fc.record({
      params: params ? objectOf(params, gen, 0) : fc.constant<Record<string, unknown>>({}),
      query: query
        ? gen.isHostile
          ? fc.option(valueOf(query, gen, 0), { nil: undefined, freq: 4 })
          : valueOf(query, gen, 0)
        : none,
      body: body
        ? gen.isHostile
          ? fc.option(valueOf(body, gen, 0), { nil: undefined, freq: 6 })
          : valueOf(body, gen, 0)
        : none,
      idempotencyKey: gen.isHostile ? fc.option(fc.uuid(), { nil: undefined, freq: 6 }) : fc.uuid(),
      contentType: gen.isHostile ? CONTENT_TYPES : fc.constant('application/json'),
      remoteAddress: fc.ipV4(),
    });
  const hostileParams = fc.record({
    params: fc.record(Object.fromEntries(names.map((n) => [n, HOSTILE]))),
    query: none,
    body: none,
    idempotencyKey: fc.uuid(),
    contentType: fc.constant('application/json'),
    remoteAddress: fc.ipV4(),
  });
  return fc
    .oneof(
      { arbitrary: requests(plausible), weight: 3 },
      { arbitrary: requests(hostile), weight: 3 },
      ...(names.length ? [{ arbitrary: hostileParams, weight: 1 }] : []),
    )
    .map((r) => {
      const path = route.path.replace(/:(\w+)/g, (_, name: string) => {
        const value = r.params[name];
        return value === undefined || value === '' ? 'x' : encodePart(value);
      });
      return { ...r, url: r.query === undefined ? path : `${path}?${queryOf(r.query)}` };
    });
}

let t: TestApp;
const pools: Pools = { uuids: [], words: [] };
let adminAuth: Record<string, string>;
let userAuth: Record<string, string> | null = null;
let telegramAddress = 0;

/** A signed-in user; a new one once a route ended the last one's session (logout, deletion). */
async function userHeaders(): Promise<Record<string, string>> {
  userAuth ??= (
    await signInByTelegram(t.app, {
      botToken: BOT_TOKEN,
      now: new Date(),
      remoteAddress: `10.13.${Math.floor(++telegramAddress / 250)}.${telegramAddress % 250}`,
    })
  ).headers;
  return userAuth;
}

/** Every id and slug the demo data's lists show: the generated requests name real things too. */
async function collectPools() {
  const uuids = new Set<string>();
  const words = new Set<string>();
  const walk = (value: unknown, key?: string) => {
    if (typeof value === 'string') {
      if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)) uuids.add(value);
      else if (key === 'slug' || key === 'code' || key === 'clientId') words.add(value);
    } else if (Array.isArray(value)) value.forEach((v) => walk(v));
    else if (value && typeof value === 'object') Object.entries(value).forEach(([k, v]) => walk(v, k));
  };
  const lists = ROUTES.filter((r) => r.method === 'GET' && !r.params && r.access !== 'user');
  for (const route of lists) {
    const res = await t.app.inject({
      method: 'GET',
      url: route.path,
      headers: route.access === 'admin' ? adminAuth : {},
    });
    if (res.statusCode === 200 && String(res.headers['content-type']).includes('json')) walk(res.json());
  }
  pools.uuids.push(...[...uuids].slice(0, 60));
  pools.words.push(...[...words].slice(0, 60));
}

beforeAll(async () => {
  t = await createTestApp({
    env: {
      ADMIN_PHONE_NUMBERS: `+${ADMIN}`,
      TELEGRAM_BOT_TOKEN: BOT_TOKEN,
      TELEGRAM_BOT_USERNAME: 'fuzz_bot',
    },
  });
  await seedDemoDataIfEmpty(t.database.db, new Date());
  adminAuth = { authorization: `Bearer ${(await signInByPhone(t.app, ADMIN)).accessToken}` };
  await collectPools();
}, 120_000);
afterAll(() => t?.close());

// A stream answers for as long as the session lasts: its refusals are fuzzed, not its stream.
const isStream = (route: RouteDef) =>
  (route.response[200] as z.ZodType | undefined)?.description?.startsWith('text/event-stream') === true;

const CASES = ROUTES.flatMap((route) =>
  (['anonymous', 'user', 'admin'] as const)
    .filter((caller) => (caller === 'admin' ? route.access === 'admin' : true))
    .filter((caller) => !(caller !== 'anonymous' && isStream(route)))
    .map((caller) => [`${route.method} ${route.path} as ${caller}`, route, caller] as const),
);

describe('the fuzzer, on every operation of the contract', () => {
  it('covers every operation', () => {
    expect(new Set(CASES.map(([, route]) => route)).size).toBe(ROUTES.length);
  });

  it.each(CASES)('%s: never a 5xx, every refusal in the error shape', async (name, route, caller: Caller) => {
    await fc.assert(
      fc.asyncProperty(requestsOf(route, pools), async (request) => {
        const auth = caller === 'admin' ? adminAuth : caller === 'user' ? await userHeaders() : {};
        const hasBody = request.body !== undefined && route.method !== 'GET';
        const res = await t.app.inject({
          method: route.method,
          url: request.url,
          remoteAddress: request.remoteAddress,
          headers: {
            ...auth,
            ...(request.idempotencyKey ? { 'idempotency-key': request.idempotencyKey } : {}),
            ...(hasBody ? { 'content-type': request.contentType } : {}),
          },
          ...(hasBody ? { payload: JSON.stringify(request.body) } : {}),
        });
        const answer = `${route.method} ${request.url.slice(0, 300)} ${hasBody ? JSON.stringify(request.body).slice(0, 300) : ''} → ${res.statusCode} ${res.body.slice(0, 300)}`;
        if (caller === 'user' && (res.statusCode === 401 || res.body.includes('DELETION_REQUESTED')))
          userAuth = null;
        expect(res.statusCode, answer).toBeLessThan(500);
        if (res.statusCode >= 400) {
          expect(res.json(), answer).toMatchObject({
            statusCode: res.statusCode,
            errorCode: expect.any(String),
            message: expect.any(String),
          });
        }
      }),
      {
        // One seed for the whole file, so each operation and caller gets requests of its own.
        seed: SEED + seedOffset(name),
        // Calls that stop at the guard (anonymous on a signed-in route, a user on an operators' one).
        numRuns: isGuarded(route, caller) ? GUARDED_RUNS : RUNS,
        endOnFailure: true,
      },
    );
  });
});
