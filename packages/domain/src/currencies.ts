import { AppError } from './errors';

/**
 * The currencies of spec section 1 and how amounts of them are written. Every amount is an
 * integer number of minor units (a bigint on the server, a decimal string on the wire), never a
 * float. Each currency has a fixed scale, the number of decimals one unit splits into:
 *
 * - KCASH, 2 decimals (1 minor unit = 0.01 K-Cash): the spec shows K-Cash with at most two
 *   decimals, so a balance holds nothing the screen cannot show. A swap at 1 USDT = 1000 K-Cash
 *   turns 10 minor units of USDT into 1 of K-Cash (0.00001 USDT = 0.01 K-Cash).
 * - USDT, 6 decimals: the token's own decimals on Ethereum and Tron, so on-chain amounts map
 *   one to one (chains with 18 decimals are truncated to 6 at the border).
 * - KPOINTS, 0 decimals: points are whole.
 * - The secondary reward token, 6 decimals: its on-chain 18 decimals do not fit a PostgreSQL
 *   bigint (at 18 decimals a bigint holds 9.2 tokens); 6 keep a millionth of a token and room for
 *   9.2 million million tokens. Its code and display name are the operator's (api config).
 *
 * The database keeps the stable `id`; `code` is what the wire and the screens show (the same
 * except for the reward token, whose code may change without touching a balance).
 */

/** The stable identifiers of the currencies, as the ledger stores them. */
export const CURRENCY_IDS = ['KCASH', 'REWARD', 'KPOINTS', 'USDT'] as const;
export type CurrencyId = (typeof CURRENCY_IDS)[number];

/** A currency: its stable id, the code and name people see, and its number of decimals. */
export type Currency = {
  readonly id: CurrencyId;
  readonly code: string;
  readonly name: string;
  readonly scale: number;
};

/** K-Cash, the in-app currency (two decimals, as the spec displays it). */
export const KCASH: Currency = { id: 'KCASH', code: 'KCASH', name: 'K-Cash', scale: 2 };

/** K-Points, whole points. */
export const KPOINTS: Currency = { id: 'KPOINTS', code: 'KPOINTS', name: 'K-Points', scale: 0 };

/** Tether USD at its on-chain six decimals. */
export const USDT: Currency = { id: 'USDT', code: 'USDT', name: 'USDT', scale: 6 };

/** The decimals the ledger keeps of the secondary reward token (see the note at the top). */
export const REWARD_TOKEN_SCALE = 6;

/** The reward token's code and name when the operator sets none. */
export const DEFAULT_REWARD_TOKEN = { code: 'KRT', name: 'K-Reward Token' } as const;

/** What a currency code looks like: 2 to 10 capital letters and digits, starting with a letter. */
export const CURRENCY_CODE_PATTERN = /^[A-Z][A-Z0-9]{1,9}$/;

/**
 * The largest single amount, in minor units of any currency (10^15: ten million million K-Cash
 * minor units, a thousand million USDT). Nine thousand such amounts still fit a PostgreSQL
 * bigint (9.2 × 10^18), so no sum of sane movements can overflow a balance.
 */
export const MAX_AMOUNT_MINOR_UNITS = 10n ** 15n;

/** The set of currencies of one installation, with its reward token. */
export type CurrencyRegistry = {
  readonly list: readonly Currency[];
  /** The currency of a stored id; throws on an id that is not one (a corrupt row). */
  byId(id: string): Currency;
  /** The currency of a code as the wire writes it, or null for an unknown code. */
  findByCode(code: string): Currency | null;
  /** The currency of a code as the wire writes it; throws UNKNOWN_CURRENCY on an unknown code. */
  get(code: string): Currency;
};

/** The currencies of an installation, the reward token named by its operator. */
export function createCurrencyRegistry(
  rewardToken: { code: string; name: string } = DEFAULT_REWARD_TOKEN,
): CurrencyRegistry {
  if (!CURRENCY_CODE_PATTERN.test(rewardToken.code))
    throw new Error(`reward token code "${rewardToken.code}" must match ${CURRENCY_CODE_PATTERN}`);
  const reward: Currency = {
    id: 'REWARD',
    code: rewardToken.code,
    name: rewardToken.name,
    scale: REWARD_TOKEN_SCALE,
  };
  const list = [KCASH, reward, KPOINTS, USDT];
  const codes = new Set(list.map((c) => c.code));
  if (codes.size !== list.length)
    throw new Error(`reward token code "${rewardToken.code}" is the code of another currency`);
  const byId = new Map(list.map((c) => [c.id as string, c]));
  const byCode = new Map(list.map((c) => [c.code, c]));
  return {
    list,
    byId(id) {
      const currency = byId.get(id);
      if (!currency) throw new Error(`unknown currency id "${id}"`);
      return currency;
    },
    findByCode: (code) => byCode.get(code) ?? null,
    get(code) {
      const currency = byCode.get(code);
      if (!currency)
        throw new AppError('UNKNOWN_CURRENCY', {
          details: { currency: String(code).slice(0, 20), accepted: list.map((c) => c.code) },
        });
      return currency;
    },
  };
}

/** Why an amount was refused. */
export type AmountProblem = 'not_a_number' | 'negative' | 'zero' | 'too_many_decimals' | 'too_large';

const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

function refuse(problem: AmountProblem, message: string): never {
  throw AppError.fieldRule('INVALID_AMOUNT', `amount: ${message}`, { details: { problem } });
}

/**
 * Reads a decimal string ('12.5', '-3', '0.000001') as minor units of a currency. Refuses,
 * with INVALID_AMOUNT and the reason: anything but plain digits with an optional point (no
 * exponent, sign other than '-', spaces or separators), a negative amount unless allowed, zero
 * unless allowed, more decimals than the currency has (trailing zeros do not count), and an
 * amount above MAX_AMOUNT_MINOR_UNITS.
 */
export function parseAmount(
  text: string,
  currency: Currency,
  options: { allowZero?: boolean; allowNegative?: boolean } = {},
): bigint {
  const match = typeof text === 'string' && text.length <= 64 ? DECIMAL.exec(text) : null;
  if (!match) return refuse('not_a_number', 'must be a decimal number such as 12.50');
  const [, minus, whole = '', fraction = ''] = match;
  if (minus && !options.allowNegative) return refuse('negative', 'must not be negative');
  const significant = fraction.replace(/0+$/, '');
  if (significant.length > currency.scale)
    return refuse(
      'too_many_decimals',
      currency.scale === 0
        ? `${currency.code} has no decimals`
        : `${currency.code} has at most ${currency.scale} decimals`,
    );
  const units = BigInt(whole + significant.padEnd(currency.scale, '0'));
  if (units > MAX_AMOUNT_MINOR_UNITS)
    return refuse(
      'too_large',
      `must be at most ${formatAmount(MAX_AMOUNT_MINOR_UNITS, currency)} ${currency.code}`,
    );
  if (units === 0n && !options.allowZero) return refuse('zero', 'must not be zero');
  return minus ? -units : units;
}

/** Writes minor units as a plain decimal string with all of the currency's decimals ('-12.50'). */
export function formatAmount(units: bigint, currency: Currency): string {
  const digits = (units < 0n ? -units : units).toString().padStart(currency.scale + 1, '0');
  const whole = digits.slice(0, digits.length - currency.scale);
  const fraction = digits.slice(digits.length - currency.scale);
  return `${units < 0n ? '-' : ''}${whole}${currency.scale > 0 ? `.${fraction}` : ''}`;
}
