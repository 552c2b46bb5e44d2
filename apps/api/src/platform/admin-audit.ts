import type { FastifyInstance } from 'fastify';
import { REDACTED } from './redact';

/** One admin action as the audit log keeps it. */
export type AdminAction = {
  actorId: string;
  action: string;
  target: unknown;
  request: unknown;
  before: unknown;
  after: unknown;
  statusCode: number;
  errorCode: string | null;
  requestId: string;
};

/** Where admin actions are written (the audit module). */
export type AdminAudit = { record(action: AdminAction): Promise<void> };

/** Keys whose values the log never keeps (codes, secrets, tokens, document numbers). */
const SECRET_KEYS = new Set(
  [
    'code',
    'codes',
    'otp',
    'secret',
    'clientSecret',
    'signingSecret',
    'webhookSecret',
    'apiKey',
    'token',
    'accessToken',
    'refreshToken',
    'password',
    'privateKey',
    'pan',
    'aadhaar',
    'accountNumber',
    'cpf',
    'pixKey',
  ].map((key) => key.toLowerCase()),
);
/** The most a value may take in the log; past it, a note of its size instead. */
const MAX_JSON_CHARS = 16_000;
const MAX_DEPTH = 8;

function redactValue(value: unknown, depth: number): unknown {
  if (value === null || typeof value !== 'object') return typeof value === 'bigint' ? String(value) : value;
  // A file sent as the body (an uploaded picture) is kept as its size, never its bytes.
  if (ArrayBuffer.isView(value)) return { bytes: value.byteLength };
  if (depth >= MAX_DEPTH) return '[…]';
  if (Array.isArray(value)) return value.map((item) => redactValue(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      SECRET_KEYS.has(key.toLowerCase()) && item !== null && item !== undefined
        ? REDACTED
        : redactValue(item, depth + 1),
    ]),
  );
}

/** A value as the audit log keeps it: secrets redacted, bigints as text, bounded in size. */
export function auditValue(value: unknown): unknown {
  if (value === undefined) return null;
  const redacted = redactValue(value, 0);
  const json = JSON.stringify(redacted) ?? 'null';
  return json.length <= MAX_JSON_CHARS ? redacted : { truncated: true, chars: json.length };
}

/** Makes the audit log the route layer writes admin actions to. */
export function registerAdminAudit(app: FastifyInstance, audit: AdminAudit): void {
  app.decorate('adminAudit', audit);
}

declare module 'fastify' {
  // Module augmentation only works with an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    adminAudit?: AdminAudit;
  }
}
