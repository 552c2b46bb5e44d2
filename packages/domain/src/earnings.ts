import { KCASH_PER_USDT } from './constants';
import type { CurrencyId } from './currencies';
import type { EarningStatus } from './campaigns';

/**
 * Earnings (spec sections 1, 3 and 7: "collect-earning"): what a user earned from a quest, a
 * campaign, a tournament or a referral, waiting to be collected. The backend statuses and their
 * labels (pending is "ready to collect", credited is "collected" …) live beside the campaign
 * enumerations in `./campaigns` (EARNING_STATUSES, EARNING_STATUS_LABELS); this file holds the
 * rest of the rules: sources, the way an earning moves between statuses, and India's tax
 * withholding on collection (Income-tax Act section 194BA, computed as Rule 133 describes).
 */

/** Where an earning comes from (welcome: a demo installation's welcome gift to each new user). */
export const EARNING_SOURCES = ['quest', 'campaign', 'tournament', 'referral', 'welcome'] as const;
export type EarningSource = (typeof EARNING_SOURCES)[number];

/** Whether a value is one of the earning sources. */
export function isEarningSource(value: unknown): value is EarningSource {
  return typeof value === 'string' && (EARNING_SOURCES as readonly string[]).includes(value);
}

/** The id of an earning's source object (a quest id, a campaign slug …): 1 to 128 characters. */
export const EARNING_SOURCE_ID = { min: 1, max: 128 } as const;

/** The title a user sees on an earning ("First Hunt"): 1 to 120 characters. */
export const EARNING_TITLE = { min: 1, max: 120 } as const;

/** How long an earning waits to be collected when its source sets no expiry (api config may change it). */
export const DEFAULT_EARNING_EXPIRY_DAYS = 90;

/**
 * The steps of an earning's way, as its status history shows them: created (the value is
 * reserved for it), distributing (a collect-all is paying it out), credited (paid, with its
 * ledger entry), expired (not collected in time, the reservation returned), failed (a payout
 * that did not go through, with the reason; it may be collected again).
 */
export const EARNING_EVENTS = ['created', 'distributing', 'credited', 'expired', 'failed'] as const;
export type EarningEvent = (typeof EARNING_EVENTS)[number];

/** The statuses a user may collect from: ready to collect, and a payout that failed (a retry). */
export const COLLECTABLE_EARNING_STATUSES = ['pending', 'failed'] as const satisfies readonly EarningStatus[];

/** Whether an earning in this status may be collected. */
export function isEarningCollectable(status: EarningStatus): boolean {
  return (COLLECTABLE_EARNING_STATUSES as readonly string[]).includes(status);
}

/** The moves an earning's status may make; credited and expired are final. */
export const EARNING_TRANSITIONS = {
  pending: ['distributing', 'credited', 'expired'],
  failed: ['distributing', 'credited', 'expired'],
  distributing: ['credited', 'failed'],
  credited: [],
  expired: [],
} as const satisfies Record<EarningStatus, readonly EarningStatus[]>;

/** Whether an earning may move from one status to another. */
export function canEarningTransition(from: EarningStatus, to: EarningStatus): boolean {
  return (EARNING_TRANSITIONS[from] as readonly EarningStatus[]).includes(to);
}

/** The KYC document asked for before an Indian user collects (the KYC page's `requiredDoc`). */
export const EARNINGS_KYC_REQUIRED_DOC = 'pan';

/** Where the KYC collect-earning modal sends the user. */
export const EARNINGS_KYC_PATH = `/kyc?requiredDoc=${EARNINGS_KYC_REQUIRED_DOC}`;

// ---------------------------------------------------------------------------------------------
// India: tax deducted at source on online-gaming winnings (section 194BA, Rule 133).
// ---------------------------------------------------------------------------------------------

/** The law the withholding follows, and its rate when the operator sets none (30%). */
export const INDIA_TDS = {
  section: '194BA',
  defaultRateBps: 3000,
  timeZone: 'Asia/Kolkata',
} as const;

/** India Standard Time is UTC+05:30 all year (no daylight saving). */
const IST_OFFSET_MS = 330 * 60_000;

/** An Indian financial year: 1 April 00:00 IST up to (not including) the next 1 April. */
export type FinancialYear = { label: string; startsAt: Date; endsAt: Date };

/** The Indian financial year (April to March, Asia/Kolkata) a moment falls in, e.g. '2025-26'. */
export function indiaFinancialYear(at: Date): FinancialYear {
  const local = new Date(at.getTime() + IST_OFFSET_MS);
  const startYear = local.getUTCMonth() >= 3 ? local.getUTCFullYear() : local.getUTCFullYear() - 1;
  return {
    label: `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`,
    startsAt: new Date(Date.UTC(startYear, 3, 1) - IST_OFFSET_MS),
    endsAt: new Date(Date.UTC(startYear + 1, 3, 1) - IST_OFFSET_MS),
  };
}

/**
 * Rule 133 adds and subtracts money: winnings withdrawn, deposits, winnings already taxed. The
 * platform's money is K-Cash and USDT (1 USDT = 1000 K-Cash), so the sums are kept in K-Cash with
 * three decimals: one such unit is exactly one micro-USDT and a tenth of a K-Cash minor unit, so
 * both currencies count without rounding.
 */
export const TAX_VALUE_SCALE = 3;

/** How many tax-value units one minor unit of a netted currency is worth; null for the others. */
export function taxValuePerMinorUnit(currency: CurrencyId): bigint | null {
  // K-Cash has 2 decimals: one minor unit is 10 units of K-Cash at 3 decimals.
  if (currency === 'KCASH') return 10n ** BigInt(TAX_VALUE_SCALE - 2);
  // USDT has 6 decimals: 1 USDT = 10^6 minor units = 1000 K-Cash = 10^6 value units.
  if (currency === 'USDT') return (BigInt(KCASH_PER_USDT) * 10n ** BigInt(TAX_VALUE_SCALE)) / 10n ** 6n;
  return null;
}

/** Writes tax-value units as K-Cash with three decimals ('1234.567'). */
export function formatTaxValue(value: bigint): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(TAX_VALUE_SCALE + 1, '0');
  return `${negative ? '-' : ''}${digits.slice(0, -TAX_VALUE_SCALE)}.${digits.slice(-TAX_VALUE_SCALE)}`;
}

/** What withholding needs to know about one collection and the financial year so far. */
export type WithholdingInput = {
  currency: CurrencyId;
  /** The earning's gross amount, in minor units of its currency. */
  amount: bigint;
  /** The rate in basis points (3000 = 30%). */
  rateBps: number;
  /** A: winnings collected earlier in the financial year (tax-value units). */
  collectedBefore: bigint;
  /** B: deposits in the financial year so far, i.e. K-Cash bought with money (tax-value units). */
  deposits: bigint;
  /** D: net winnings already taxed in the financial year (tax-value units). */
  taxedBefore: bigint;
};

/** The withholding on one collection. */
export type Withholding = {
  /** Tax withheld, in minor units of the earning's currency (0 when none). */
  tax: bigint;
  /** What the user receives: the gross amount less the tax. */
  net: bigint;
  /** The collection's value that counts as winnings withdrawn (A); null when not netted. */
  winningsValue: bigint | null;
  /** The net winnings taxed by this collection (adds to D); null when not netted. */
  taxedValue: bigint | null;
};

const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b;

/**
 * The tax withheld when an Indian user collects an earning (section 194BA). K-Points are not
 * money and are never taxed. K-Cash and USDT follow Rule 133(2) and (4): the net winnings of a
 * withdrawal are A − (B + D), never below zero, with A the winnings collected in the financial
 * year including this one, B the deposits (K-Cash bought) and D the net winnings already taxed;
 * what the rule leaves is taxed, at most this collection's own value (whatever is left over is
 * taxed at the next collection, since D grows only by what was taxed). The reward token has no
 * fixed K-Cash value, so it is not netted: its gross amount is taxed. Tax is rounded up to the
 * currency's minor unit and never exceeds the amount.
 */
export function computeWithholding(input: WithholdingInput): Withholding {
  const { currency, amount, rateBps } = input;
  if (amount <= 0n) throw new RangeError('an earning is a positive amount');
  if (!Number.isInteger(rateBps) || rateBps < 0 || rateBps > 10_000)
    throw new RangeError('the rate is 0 to 10000 basis points');
  const rate = BigInt(rateBps);
  if (currency === 'KPOINTS') return { tax: 0n, net: amount, winningsValue: null, taxedValue: null };
  const perUnit = taxValuePerMinorUnit(currency);
  if (perUnit === null) {
    const tax = ceilDiv(amount * rate, 10_000n);
    return { tax, net: amount - tax, winningsValue: null, taxedValue: null };
  }
  const value = amount * perUnit;
  const netWinnings = input.collectedBefore + value - (input.deposits + input.taxedBefore);
  const taxedValue = netWinnings <= 0n ? 0n : netWinnings < value ? netWinnings : value;
  const taxValue = ceilDiv(taxedValue * rate, 10_000n);
  const rawTax = ceilDiv(taxValue, perUnit);
  const tax = rawTax < amount ? rawTax : amount;
  return { tax, net: amount - tax, winningsValue: value, taxedValue };
}
