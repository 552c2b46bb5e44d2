import type { CurrencyId } from './currencies';

/**
 * Rules of the K-Store that the api and the web share: what a voucher may cost, the limits of
 * its fields, and where a redemption stands. A voucher's stock is not a number kept anywhere:
 * it is the count of its codes not yet handed out.
 */

/** The currencies a voucher may be priced in (stored ids: K-Cash, the reward token, K-Points, USDT). */
export const VOUCHER_CURRENCIES = [
  'KCASH',
  'REWARD',
  'KPOINTS',
  'USDT',
] as const satisfies readonly CurrencyId[];

/** What a voucher's slug looks like: lower-case words of letters and digits joined by hyphens. */
export const VOUCHER_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Lengths of a voucher's fields, and of the codes an operator adds to it. */
export const VOUCHER_LIMITS = {
  slug: { min: 3, max: 64 },
  title: { min: 3, max: 120 },
  brand: { min: 1, max: 60 },
  description: { max: 1000 },
  /** One voucher code (a gift-card number, a PIN, a link): visible characters, no line breaks. */
  code: { min: 4, max: 200 },
  /** Codes one request may add. */
  codesPerRequest: 1000,
} as const;

/** A voucher code as it may be stored: visible characters and inner spaces, nothing else. */
export const VOUCHER_CODE_PATTERN = /^[^\s\p{Cc}](?:[^\p{Cc}]*[^\s\p{Cc}])?$/u;

/**
 * Where a redemption stands:
 * - `pending`: waiting for the one-time code sent to the user's phone (a voucher without one
 *   completes in the same transaction that starts it, so it is never seen pending);
 * - `completed`: a code was handed out and the price paid, in one transaction;
 * - `failed`: too many wrong one-time codes; nothing was paid;
 * - `expired`: the code never came within REDEMPTION_CODE_WINDOW_MS; nothing was paid.
 */
export const REDEMPTION_STATUSES = ['pending', 'completed', 'failed', 'expired'] as const;
export type RedemptionStatus = (typeof REDEMPTION_STATUSES)[number];

/** How long a redemption waits for its one-time code, resends included (a code lives 5 minutes). */
export const REDEMPTION_CODE_WINDOW_MS = 30 * 60_000;

/** The purpose the store's one-time codes carry (the sign-in code mechanism, shared). */
export const STORE_CODE_PURPOSE = 'store_redemption';

/** The ledger's cause type of a redemption's payment (the transaction history links to it). */
export const REDEMPTION_CAUSE_TYPE = 'voucher_redemption';

/** Whether a voucher can be redeemed now: on sale and with a code left. */
export function isVoucherAvailable(voucher: { isActive: boolean; stock: number }): boolean {
  return voucher.isActive && voucher.stock > 0;
}

/** The status a redemption shows at `now`: a pending one past its window has expired. */
export function redemptionStatusAt(
  redemption: { status: RedemptionStatus; expiresAt: Date },
  now: Date,
): RedemptionStatus {
  return redemption.status === 'pending' && now >= redemption.expiresAt ? 'expired' : redemption.status;
}
