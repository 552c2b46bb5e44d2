import { KCASH_PER_USDT } from './constants';
import { formatAmount, KCASH, parseAmount, USDT, type AmountProblem, type Currency } from './currencies';
import { formatNumber } from './display';
import { AppError } from './errors';
import { isLanguage, toBcp47 } from './languages';

/**
 * Rules of exchanging value into K-Cash, shared by the api (which computes every quote and
 * moves the value) and the web (which checks what is typed before asking):
 *
 * - the swap of USDT held on the platform into K-Cash, at the spec's 1 USDT = 1000 K-Cash
 *   (KCASH_PER_USDT), less a platform fee in basis points;
 * - buying K-Cash with money (the onramp): fiat (INR, BRL, USD) → USDT at the operator's rates
 *   → K-Cash, less the payment provider's fee and the network fee of the chain the USDT travels on.
 *
 * All arithmetic is on integers of minor units (bigint), never floats. At 1 USDT = 1000 K-Cash,
 * one minor unit of K-Cash (0.01) is worth ten of USDT (0.00001): a swap therefore takes USDT in
 * steps of 0.00001 (five decimals), so that what leaves the user's USDT is exactly what the K-Cash
 * and the fee are worth, with no remainder to lose or invent. Fees are rounded up to that step,
 * what the user receives rounded down: a quote never promises more than the ledger can pay.
 */

/** Basis points in a whole: a fee of 100 bps is 1 %. */
export const BPS_PER_WHOLE = 10_000;

/** Minor units of USDT worth one minor unit of K-Cash (10^6 / (1000 × 10^2) = 10). */
export const USDT_UNITS_PER_KCASH_UNIT =
  10n ** BigInt(USDT.scale) / (BigInt(KCASH_PER_USDT) * 10n ** BigInt(KCASH.scale));

if (
  USDT_UNITS_PER_KCASH_UNIT * BigInt(KCASH_PER_USDT) * 10n ** BigInt(KCASH.scale) !==
  10n ** BigInt(USDT.scale)
)
  throw new Error('1 USDT must be a whole number of K-Cash minor units');

/** The decimals a swap amount of USDT may have: 5, a step of 0.00001 USDT (0.01 K-Cash). */
export const SWAP_AMOUNT_DECIMALS = USDT.scale - (USDT_UNITS_PER_KCASH_UNIT.toString().length - 1);

/** Why an amount to swap or to pay was refused (the currencies' reasons, and the limits). */
export type ExchangeAmountProblem = AmountProblem | 'below_minimum' | 'above_maximum';

function refuse(
  problem: ExchangeAmountProblem,
  message: string,
  details: Record<string, unknown> = {},
): never {
  throw AppError.fieldRule('INVALID_AMOUNT', `amount: ${message}`, { details: { problem, ...details } });
}

/** Rounds a division of positive integers up. */
function divideUp(numerator: bigint, denominator: bigint): bigint {
  return (numerator + denominator - 1n) / denominator;
}

/** A fee in basis points of `units`, rounded up. */
function feeOf(units: bigint, feeBps: number): bigint {
  return divideUp(units * BigInt(feeBps), BigInt(BPS_PER_WHOLE));
}

/** K-Cash minor units worth `usdt` minor units, rounded down. */
export function usdtToKcash(usdt: bigint): bigint {
  return usdt / USDT_UNITS_PER_KCASH_UNIT;
}

/** USDT minor units worth `kcash` minor units (exact). */
export function kcashToUsdt(kcash: bigint): bigint {
  return kcash * USDT_UNITS_PER_KCASH_UNIT;
}

/** Whether a fee in basis points is one the rules accept: a whole number from 0 to below 100 %. */
export function isFeeBps(value: number): boolean {
  return Number.isInteger(value) && value >= 0 && value < BPS_PER_WHOLE;
}

// ---------------------------------------------------------------------------------------------
// Swap: USDT → K-Cash
// ---------------------------------------------------------------------------------------------

/** The operator's rules of the swap: the platform's fee and the smallest amount of USDT swapped. */
export type SwapRules = { feeBps: number; minimumUsdt: bigint };

/** What a swap of an amount of USDT does, in minor units: the same numbers quoted and moved. */
export type SwapQuote = {
  /** USDT taken from the user. */
  amountUsdt: bigint;
  /** Of it, the platform's fee (to the fees account). */
  feeUsdt: bigint;
  /** Of it, what is exchanged (to the swap pool). */
  netUsdt: bigint;
  /** K-Cash the user receives: netUsdt at 1 USDT = 1000 K-Cash. */
  kcash: bigint;
  feeBps: number;
};

/**
 * Reads an amount of USDT to swap ('10', '2.5'): the currency's rules (INVALID_AMOUNT with the
 * reason: not a number, negative, zero, beyond 6 decimals, too large), then the swap's step of
 * 0.00001 USDT (too_many_decimals, with `decimals: 5`).
 */
export function parseSwapAmount(text: string): bigint {
  const units = parseAmount(text, USDT);
  if (units % USDT_UNITS_PER_KCASH_UNIT !== 0n)
    refuse('too_many_decimals', `a swap takes USDT with at most ${SWAP_AMOUNT_DECIMALS} decimals`, {
      decimals: SWAP_AMOUNT_DECIMALS,
    });
  return units;
}

/**
 * The one computation of a swap, for the fee modal's quote and for the movement alike: the fee
 * (basis points of the amount, rounded up to 0.01 K-Cash), what is exchanged and the K-Cash it
 * buys. Refuses (INVALID_AMOUNT, below_minimum) an amount under the minimum or one that the fee
 * would leave nothing of.
 */
export function quoteSwap(amountUsdt: bigint, rules: SwapRules): SwapQuote {
  if (!isFeeBps(rules.feeBps)) throw new RangeError(`swap fee of ${rules.feeBps} bps`);
  if (amountUsdt <= 0n || amountUsdt % USDT_UNITS_PER_KCASH_UNIT !== 0n)
    throw new RangeError('a swap amount is a positive number of 0.00001 USDT steps');
  const minimum = formatAmount(rules.minimumUsdt, USDT);
  if (amountUsdt < rules.minimumUsdt)
    refuse('below_minimum', `the smallest swap is ${minimum} USDT`, { minimum, currency: USDT.code });
  const grossKcash = usdtToKcash(amountUsdt);
  const feeKcash = feeOf(grossKcash, rules.feeBps);
  const kcash = grossKcash - feeKcash;
  if (kcash <= 0n)
    refuse('below_minimum', `the fee would take all of ${formatAmount(amountUsdt, USDT)} USDT`, {
      minimum,
      currency: USDT.code,
    });
  const feeUsdt = kcashToUsdt(feeKcash);
  return { amountUsdt, feeUsdt, netUsdt: amountUsdt - feeUsdt, kcash, feeBps: rules.feeBps };
}

// ---------------------------------------------------------------------------------------------
// Chains whose USDT the platform accepts
// ---------------------------------------------------------------------------------------------

/** A chain USDT travels on: its EVM chain id, a key, its name and USDT's token contract there. */
export type UsdtChain = {
  readonly id: number;
  readonly key: string;
  readonly name: string;
  readonly usdtContract: `0x${string}`;
  /** USDT's decimals on that chain (18 on BNB Smart Chain, cut to the ledger's 6 at the border). */
  readonly usdtDecimals: number;
};

/** The chains an operator may accept USDT from (USDT's official contracts on each). */
export const USDT_CHAINS: readonly UsdtChain[] = [
  {
    id: 1,
    key: 'ethereum',
    name: 'Ethereum',
    usdtContract: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
    usdtDecimals: 6,
  },
  {
    id: 137,
    key: 'polygon',
    name: 'Polygon',
    usdtContract: '0xc2132D05D31c914a87C6611C10748AEb04B58e8F',
    usdtDecimals: 6,
  },
  {
    id: 56,
    key: 'bsc',
    name: 'BNB Smart Chain',
    usdtContract: '0x55d398326f99059fF775485246999027B3197955',
    usdtDecimals: 18,
  },
  {
    id: 42161,
    key: 'arbitrum',
    name: 'Arbitrum One',
    usdtContract: '0xFd086bC7CD5C481DCC9C85ebE478A1C0b69FCbb9',
    usdtDecimals: 6,
  },
];

/** The chain of an id, or null for one the platform does not know. */
export function findUsdtChain(id: number): UsdtChain | null {
  return USDT_CHAINS.find((c) => c.id === id) ?? null;
}

// ---------------------------------------------------------------------------------------------
// Buying K-Cash with money (onramp): fiat → USDT → K-Cash
// ---------------------------------------------------------------------------------------------

/** The currencies K-Cash can be bought with: India's and Brazil's, and US dollars. */
export const FIAT_CURRENCY_CODES = ['INR', 'BRL', 'USD'] as const;
export type FiatCode = (typeof FIAT_CURRENCY_CODES)[number];

/** A currency people pay in: its ISO 4217 code, its English name and its minor-unit decimals. */
export type FiatCurrency = { readonly code: FiatCode; readonly name: string; readonly scale: number };

export const FIAT_CURRENCIES: Readonly<Record<FiatCode, FiatCurrency>> = {
  INR: { code: 'INR', name: 'Indian rupee', scale: 2 },
  BRL: { code: 'BRL', name: 'Brazilian real', scale: 2 },
  USD: { code: 'USD', name: 'US dollar', scale: 2 },
};

/** Whether a string is one of the fiat currency codes. */
export function isFiatCode(code: unknown): code is FiatCode {
  return typeof code === 'string' && (FIAT_CURRENCY_CODES as readonly string[]).includes(code);
}

/** The decimals a rate (units of fiat for one USDT) is kept with. */
export const RATE_SCALE = 6;

// parseAmount and formatAmount read only a currency's code and scale.
const asAmountUnit = (fiat: FiatCurrency) => fiat as unknown as Currency;

/** Reads an amount of a fiat currency ('500', '499.99') as minor units (INVALID_AMOUNT with the reason). */
export function parseFiatAmount(text: string, code: FiatCode): bigint {
  return parseAmount(text, asAmountUnit(FIAT_CURRENCIES[code]));
}

/** Writes minor units of a fiat currency as a plain decimal string ('499.99'). */
export function formatFiatAmount(units: bigint, code: FiatCode): string {
  return formatAmount(units, asAmountUnit(FIAT_CURRENCIES[code]));
}

/** Reads a rate ('85.5': rupees for one USDT) as millionths; null when it is not a positive decimal of at most 6 places. */
export function parseRate(text: string): bigint | null {
  const match = /^(\d{1,9})(?:\.(\d{1,6}))?$/.exec(text);
  if (!match) return null;
  const value = BigInt(match[1]! + (match[2] ?? '').padEnd(RATE_SCALE, '0'));
  return value > 0n ? value : null;
}

/** Writes a rate kept in millionths as a decimal string, trailing zeros dropped ('85.5'). */
export function formatRate(rate: bigint): string {
  const text = formatAmount(rate, { id: 'USDT', code: 'RATE', name: 'rate', scale: RATE_SCALE });
  return text.replace(/\.?0+$/, '');
}

/** The rates of an installation that sets none (ONRAMP_RATES): units of each fiat currency for one USDT. */
export const DEFAULT_ONRAMP_RATES: Readonly<Record<FiatCode, bigint>> = {
  INR: 85_000_000n,
  BRL: 5_500_000n,
  USD: 1_000_000n,
};

/** The rates as ONRAMP_RATES writes them ('INR:85,BRL:5.5,USD:1'). */
export function formatRates(rates: Readonly<Partial<Record<FiatCode, bigint>>>): string {
  return Object.entries(rates)
    .map(([code, rate]) => `${code}:${formatRate(rate)}`)
    .join(',');
}

/** The K-Cash (minor units) an amount of fiat buys at a rate, before any fee (rounded down to 0.01). */
export function fiatToKcash(fiatAmount: bigint, fiatCurrency: FiatCode, ratePerUsdt: bigint): bigint {
  const scale = FIAT_CURRENCIES[fiatCurrency].scale;
  const usdt =
    (fiatAmount * 10n ** BigInt(USDT.scale) * 10n ** BigInt(RATE_SCALE)) /
    (10n ** BigInt(scale) * ratePerUsdt);
  return usdtToKcash(usdt);
}

/** The operator's rules of buying K-Cash: rates, the provider's fee, the network fee and the limits of an order. */
export type OnrampRules = {
  /** Units of each fiat currency one USDT costs, in millionths (RATE_SCALE). */
  ratesPerUsdt: Readonly<Record<FiatCode, bigint>>;
  feeBps: number;
  /** The network fee of delivering the USDT, in USDT minor units. */
  networkFeeUsdt: bigint;
  minimumUsdt: bigint;
  maximumUsdt: bigint;
};

/** What paying an amount of fiat buys, in minor units: the numbers quoted, ordered and credited. */
export type OnrampQuote = {
  fiatCurrency: FiatCode;
  fiatAmount: bigint;
  /** Units of the fiat currency for one USDT, in millionths. */
  ratePerUsdt: bigint;
  /** The USDT the money buys (rounded down to 0.00001). */
  usdtAmount: bigint;
  feeBps: number;
  /** The payment provider's fee, in USDT (rounded up to 0.00001). */
  feeUsdt: bigint;
  /** The network fee, in USDT (rounded up to 0.00001). */
  networkFeeUsdt: bigint;
  /** What is left to exchange into K-Cash. */
  netUsdt: bigint;
  /** K-Cash the user receives. */
  kcash: bigint;
};

/**
 * The fiat amount (minor units) worth `usdt` minor units of USDT at `ratePerUsdt`: rounded up
 * (what buys at least that much USDT) or down (the most that buys no more).
 */
export function usdtToFiat(
  usdt: bigint,
  code: FiatCode,
  ratePerUsdt: bigint,
  rounding: 'up' | 'down',
): bigint {
  const numerator = usdt * ratePerUsdt * 10n ** BigInt(FIAT_CURRENCIES[code].scale);
  const denominator = 10n ** BigInt(USDT.scale) * 10n ** BigInt(RATE_SCALE);
  return rounding === 'up' ? divideUp(numerator, denominator) : numerator / denominator;
}

/** The smallest and the largest order in a fiat currency, as decimal strings of it. */
export function onrampLimits(
  fiatCurrency: FiatCode,
  rules: Pick<OnrampRules, 'ratesPerUsdt' | 'minimumUsdt' | 'maximumUsdt'>,
): { minimum: string; maximum: string; currency: FiatCode } {
  const rate = rules.ratesPerUsdt[fiatCurrency];
  return {
    minimum: formatFiatAmount(usdtToFiat(rules.minimumUsdt, fiatCurrency, rate, 'up'), fiatCurrency),
    maximum: formatFiatAmount(usdtToFiat(rules.maximumUsdt, fiatCurrency, rate, 'down'), fiatCurrency),
    currency: fiatCurrency,
  };
}

/**
 * The one computation of buying K-Cash: the fiat amount at the operator's rate in USDT (rounded
 * down to 0.00001), less the provider's fee (basis points, rounded up) and the network fee, into
 * K-Cash at 1 USDT = 1000 K-Cash. Refuses (INVALID_AMOUNT) an amount whose USDT is under the
 * minimum or over the maximum of one order (with both limits in the fiat currency too), or one
 * the fees would leave nothing of.
 */
export function quoteOnramp(fiatAmount: bigint, fiatCurrency: FiatCode, rules: OnrampRules): OnrampQuote {
  if (!isFeeBps(rules.feeBps)) throw new RangeError(`onramp fee of ${rules.feeBps} bps`);
  if (fiatAmount <= 0n) throw new RangeError('an onramp amount is positive');
  const fiat = FIAT_CURRENCIES[fiatCurrency];
  const rate = rules.ratesPerUsdt[fiatCurrency];
  const exact =
    (fiatAmount * 10n ** BigInt(USDT.scale) * 10n ** BigInt(RATE_SCALE)) / (10n ** BigInt(fiat.scale) * rate);
  const grossKcash = fiatToKcash(fiatAmount, fiatCurrency, rate);
  const usdtAmount = kcashToUsdt(grossKcash);
  const limits = onrampLimits(fiatCurrency, rules);
  if (usdtAmount < rules.minimumUsdt)
    refuse('below_minimum', `the smallest purchase is ${limits.minimum} ${fiatCurrency}`, limits);
  if (exact > rules.maximumUsdt)
    refuse('above_maximum', `the largest purchase is ${limits.maximum} ${fiatCurrency}`, limits);
  const feeKcash = feeOf(grossKcash, rules.feeBps);
  const networkFeeKcash = divideUp(rules.networkFeeUsdt, USDT_UNITS_PER_KCASH_UNIT);
  const kcash = grossKcash - feeKcash - networkFeeKcash;
  if (kcash <= 0n)
    refuse(
      'below_minimum',
      `the fees would take all of ${formatFiatAmount(fiatAmount, fiatCurrency)} ${fiatCurrency}`,
      limits,
    );
  return {
    fiatCurrency,
    fiatAmount,
    ratePerUsdt: rate,
    usdtAmount,
    feeBps: rules.feeBps,
    feeUsdt: kcashToUsdt(feeKcash),
    networkFeeUsdt: kcashToUsdt(networkFeeKcash),
    netUsdt: kcashToUsdt(kcash),
    kcash,
  };
}

// ---------------------------------------------------------------------------------------------
// Orders of K-Cash bought with money
// ---------------------------------------------------------------------------------------------

/**
 * Where an order of K-Cash bought with money stands:
 * - `pending`: created, the payer has not paid yet, or the provider has not confirmed (a late
 *   confirmation keeps it here; see PAYMENT_SLOW_AFTER_MS);
 * - `success`: the provider confirmed the payment and the K-Cash was credited, once, in the same
 *   transaction (the order names the ledger entry);
 * - `failed`: the provider reported the payment failed, with its reason. A success reported
 *   later still credits (the money was taken after all); a failure after a success changes nothing;
 * - `refunded`: the provider returned the whole payment to the payer (a refund, a chargeback).
 *   Final: the K-Cash it credited is taken back when still held (see the payments README).
 */
export const PAYMENT_ORDER_STATUSES = ['pending', 'success', 'failed', 'refunded'] as const;
export type PaymentOrderStatus = (typeof PAYMENT_ORDER_STATUSES)[number];

/**
 * How far the payment of an order has got at the provider, as its webhooks told us:
 * `open` (the payer has not finished the checkout), `processing` (paid, the confirmation is
 * late), `succeeded`, `failed`, `refunded`.
 */
export const PAYMENT_PROGRESS = ['open', 'processing', 'succeeded', 'failed', 'refunded'] as const;
export type PaymentProgress = (typeof PAYMENT_PROGRESS)[number];

/** After how long a pending payment is shown as "taking longer than usual" (spec section 8). */
export const PAYMENT_SLOW_AFTER_MS = 8_000;

// ---------------------------------------------------------------------------------------------
// Display of the exchange's numbers
// ---------------------------------------------------------------------------------------------

/** A fee in basis points as a percentage in the reader's language ('1%', '1,5 %'). */
export function formatFeeBps(bps: number, language: string): string {
  return new Intl.NumberFormat(toBcp47(isLanguage(language) ? language : 'en'), {
    style: 'percent',
    maximumFractionDigits: 2,
  }).format(bps / BPS_PER_WHOLE);
}

/**
 * An amount of USDT as the api writes it ('0.150000') with every significant decimal (up to 6),
 * not cut to two: a fee of 0.00001 USDT is shown, not rounded away.
 */
export function formatUsdtAmount(amount: string, language: string): string {
  return formatNumber(Number(amount), isLanguage(language) ? language : 'en', {
    maximumFractionDigits: USDT.scale,
  });
}

/** An amount of a fiat currency as the api writes it ('499.99') with its symbol, in the reader's language. */
export function formatFiat(amount: string, code: FiatCode, language: string): string {
  const scale = FIAT_CURRENCIES[code].scale;
  return new Intl.NumberFormat(toBcp47(isLanguage(language) ? language : 'en'), {
    style: 'currency',
    currency: code,
    minimumFractionDigits: scale,
    maximumFractionDigits: scale,
  }).format(Number(amount));
}
