import { isIP } from 'node:net';
import path from 'node:path';
import { PRODUCTION_DEFAULTS, productionProblems } from './platform/production-safety';
import { z } from 'zod';
import { CURRENCY_CODE_PATTERN, DEFAULT_REWARD_TOKEN } from '@kp/domain/currencies';
import { AUTH_CODE_ENV } from './modules/auth/auth.config';
import { SWAP_ENV } from './modules/swap/swap.config';
import { PAYMENTS_ENV } from './modules/payments/payments.config';
import { KYC_ENV, kycConfigProblem } from './modules/kyc/kyc.config';
import { EARNINGS_ENV } from './modules/earnings/earnings.config';
import { THIRD_PARTY_ENV } from './modules/third-party/third-party.config';
import { TOURNAMENTS_ENV } from './modules/tournaments/tournaments.config';
import { EVM_ENV } from './providers/evm/evm.config';
import { POG_ENV, pogConfigProblem } from './modules/pog/pog.config';
import { SOCIAL_ENV } from './modules/social/social.config';
import { X_ENV, xConfigProblem } from './providers/x/x.config';
import { AVATARS_ENV, avatarsConfigProblem } from './modules/avatars/avatars.config';
import { REFERRAL_ENV, referralConfigProblem } from './modules/referrals/referrals.config';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** The names proxy-addr (Fastify's trustProxy) knows for ranges of private addresses. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddress(value: string): boolean {
  const [address = '', prefix, ...rest] = value.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return PROXY_RANGE_NAMES.includes(value);
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Which hops in front of the api may say who the client is (X-Forwarded-For): `false` (or `0`)
 * none, the connection's address is the client; a number n, the n proxies nearest the api (the
 * client is the address the outermost of them appended, whatever the client wrote before it);
 * or the proxies' addresses and CIDRs, comma-separated. `true` trusts every hop, so the client
 * picks its own address with the header: loadConfig refuses it in production.
 */
const trustProxy = z.string().transform((value, ctx): boolean | number | string[] => {
  const trimmed = value.trim().toLowerCase();
  if (trimmed === 'false' || trimmed === 'no') return false;
  if (trimmed === 'true' || trimmed === 'yes') return true;
  if (/^\d+$/.test(trimmed)) {
    const hops = Number(trimmed);
    if (hops <= 10) return hops === 0 ? false : hops;
  }
  const proxies = trimmed
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const wrong = proxies.filter((part) => !isProxyAddress(part));
  if (proxies.length === 0 || wrong.length > 0) {
    ctx.addIssue({
      code: 'custom',
      message: `must be false, a number of proxies (1 to 10), or proxy addresses and CIDRs, comma-separated${wrong.length ? ` (not an address: ${wrong.join(', ')})` : ''}`,
    });
    return z.NEVER;
  }
  return proxies;
});

/** A 256-bit key written as 64 hex characters or as base64 (standard or URL-safe, padded or not). */
const key256 = z
  .string()
  .refine(
    (v) => /^[0-9a-fA-F]{64}$/.test(v) || /^[A-Za-z0-9+/_-]{43}=?$/.test(v),
    'must be 32 bytes as 64 hex characters or base64 (openssl rand -base64 32)',
  )
  .transform((v) => Buffer.from(v, v.length === 64 ? 'hex' : 'base64'));

/** Every environment variable the api reads, with its default. The README's table mirrors this. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('.data'),
  REDIS_URL: z.url().optional(),
  REDIS_KEY_PREFIX: z
    .string()
    .max(60)
    .regex(/^[A-Za-z0-9:_-]*$/)
    .default('kp:'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO_DATA: booleanString.default(true),
  DEV_CLOCK: booleanString.default(false),
  WEB_DIST_DIR: z.string().min(1).default(path.join(repoRoot, 'apps/web/dist')),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(50 * 1024 * 1024)
    .default(1024 * 1024),
  TRUST_PROXY: trustProxy.default(false),
  FRAME_ANCESTORS: z.string().default("'self'"),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(3600).default(900),
  OTP_SENDER: z.enum(['outbox', 'twilio']).default('outbox'),
  TWILIO_ACCOUNT_SID: z.string().min(1).optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  TWILIO_FROM: z.string().min(1).optional(),
  TWILIO_WHATSAPP_FROM: z.string().min(1).optional(),
  TWILIO_BASE_URL: z.url().optional(),
  EMAIL_SENDER: z.enum(['outbox', 'sendgrid']).default('outbox'),
  SENDGRID_API_KEY: z.string().min(1).optional(),
  EMAIL_FROM: z.email().optional(),
  EMAIL_FROM_NAME: z.string().trim().min(1).max(100).default('KPlay'),
  SENDGRID_BASE_URL: z.url().optional(),
  PUBLIC_URL: z.url().optional(),
  ADMIN_PHONE_NUMBERS: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((n) => n.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^\+\d{7,15}$/, 'must be E.164 numbers, comma-separated')))
    .default([]),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  TELEGRAM_BOT_TOKEN: z
    .string()
    .regex(/^\d+:[\w-]{20,}$/, 'must look like 123456:ABC…')
    .optional(),
  TELEGRAM_BOT_USERNAME: z
    .string()
    .regex(/^\w{5,32}$/)
    .optional(),
  WALLET_ENCRYPTION_KEY: key256.optional(),
  VOUCHER_ENCRYPTION_KEY: key256.optional(),
  /** Seals KYC document numbers (AES-256-GCM); unset, a key derived from the installation secret. */
  KYC_ENCRYPTION_KEY: key256.optional(),
  REWARD_TOKEN_CODE: z
    .string()
    .regex(CURRENCY_CODE_PATTERN, 'must be 2 to 10 capital letters and digits, starting with a letter')
    .refine(
      (code) => !['KCASH', 'KPOINTS', 'USDT'].includes(code),
      'must not be the code of another currency',
    )
    .default(DEFAULT_REWARD_TOKEN.code),
  REWARD_TOKEN_NAME: z.string().trim().min(1).max(40).default(DEFAULT_REWARD_TOKEN.name),
  ...AUTH_CODE_ENV,
  ...SWAP_ENV,
  ...PAYMENTS_ENV,
  ...KYC_ENV,
  ...EARNINGS_ENV,
  ...THIRD_PARTY_ENV,
  ...TOURNAMENTS_ENV,
  ...EVM_ENV,
  ...POG_ENV,
  ...SOCIAL_ENV,
  ...X_ENV,
  ...AVATARS_ENV,
  ...REFERRAL_ENV,
});

export type Config = z.output<typeof envSchema> & { dbKind: 'pglite' | 'postgres'; dataDir: string };

/** The name of every environment variable the api reads (the README's table documents each). */
export type EnvName = keyof typeof envSchema.shape;
export const ENV_NAMES = Object.keys(envSchema.shape) as EnvName[];

/** What each variable is when it is left unset in development (undefined: no default). */
export function envDefaults(): Partial<Record<EnvName, unknown>> {
  return envSchema.parse({}) as Partial<Record<EnvName, unknown>>;
}

/** Whether a URL points at this machine (a local test provider may then speak plain http). */
export function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname;
  return host === 'localhost' || host === '127.0.0.1' || host === '[::1]';
}

/** Parses the environment once; a bad value stops the start with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable counts as unset, as compose files and CI often leave them.
  const present: Record<string, string | undefined> = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  // Production's defaults are not development's conveniences (demo data, sandbox providers).
  const defaults = present['NODE_ENV'] === 'production' ? PRODUCTION_DEFAULTS : {};
  const parsed = envSchema.safeParse({ ...defaults, ...present });
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const config = parsed.data;
  const unsafe = productionProblems(config);
  if (unsafe.length)
    throw new Error(
      `Refusing to start with NODE_ENV=production on development settings: ${unsafe.join('; ')}`,
    );
  if (config.OTP_SENDER === 'twilio') {
    const missing = (['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const).filter(
      (k) => !config[k],
    );
    if (missing.length)
      throw new Error(`Invalid configuration: OTP_SENDER=twilio needs ${missing.join(', ')}`);
  }
  if (config.EMAIL_SENDER === 'sendgrid') {
    const missing = (['SENDGRID_API_KEY', 'EMAIL_FROM'] as const).filter((k) => !config[k]);
    if (missing.length)
      throw new Error(`Invalid configuration: EMAIL_SENDER=sendgrid needs ${missing.join(', ')}`);
  }
  if (config.ONRAMP_MIN_USDT > config.ONRAMP_MAX_USDT)
    throw new Error('Invalid configuration: ONRAMP_MIN_USDT must not be above ONRAMP_MAX_USDT');
  if (config.GOOGLE_CLIENT_ID && !config.GOOGLE_CLIENT_SECRET)
    throw new Error('Invalid configuration: GOOGLE_CLIENT_ID needs GOOGLE_CLIENT_SECRET');
  if (Boolean(config.DISCORD_CLIENT_ID) !== Boolean(config.DISCORD_CLIENT_SECRET))
    throw new Error('Invalid configuration: DISCORD_CLIENT_ID and DISCORD_CLIENT_SECRET go together');
  const kycProblem = kycConfigProblem(config, isLoopbackUrl);
  if (kycProblem) throw new Error(`Invalid configuration: ${kycProblem}`);
  const pogProblem = pogConfigProblem(config);
  if (pogProblem) throw new Error(`Invalid configuration: ${pogProblem}`);
  const xProblem = xConfigProblem(config, isLoopbackUrl);
  if (xProblem) throw new Error(`Invalid configuration: ${xProblem}`);
  const avatarsProblem = avatarsConfigProblem(config, isLoopbackUrl);
  if (avatarsProblem) throw new Error(`Invalid configuration: ${avatarsProblem}`);
  const referralProblem = referralConfigProblem(config);
  if (referralProblem) throw new Error(`Invalid configuration: ${referralProblem}`);
  if (config.GOOGLE_ISSUER.startsWith('http:') && !isLoopbackUrl(config.GOOGLE_ISSUER))
    throw new Error(
      'Invalid configuration: GOOGLE_ISSUER must be https (http only for a local test provider)',
    );
  return {
    ...config,
    dbKind: config.DATABASE_URL ? 'postgres' : 'pglite',
    dataDir: path.resolve(process.cwd(), config.DATA_DIR),
  };
}

/**
 * TRUST_PROXY as Fastify's `trustProxy`. A number of proxies becomes a function of the hop, since
 * Fastify 5 ignores a bare number (it then believes no header at all): hop 0 is the connection's
 * peer, hop 1 the last address of X-Forwarded-For, and so on; the client is the first hop not
 * trusted, so what a client wrote into the header itself, further left, is never read.
 */
export function trustProxyOption(
  setting: Config['TRUST_PROXY'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof setting === 'number' ? (_address, hop) => hop < setting : setting;
}

/** Where users reach this installation: PUBLIC_URL, else this machine's port (no trailing slash). */
export function publicBaseUrl(config: Pick<Config, 'PUBLIC_URL' | 'PORT'>): string {
  return (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');
}
