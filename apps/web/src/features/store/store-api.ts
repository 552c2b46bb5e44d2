import type { Redemption, Voucher } from '@kp/contract/store';
import { call } from '../../lib/api-client';
import { withIdempotencyKey } from '../../lib/idempotency-key';

/** Vouchers read per page of the store. */
export const VOUCHERS_PAGE_SIZE = 12;

/** The query parameter of `/purchase-confirmation` naming the redemption it shows. */
export const REDEMPTION_PARAM = 'redemptionId';

/** Where a redemption's result is shown. */
export function confirmationPath(redemptionId: string): string {
  return `/purchase-confirmation?${REDEMPTION_PARAM}=${encodeURIComponent(redemptionId)}`;
}

/** A page of the vouchers on sale. */
export async function listVouchers(
  offset: number,
  signal?: AbortSignal,
): Promise<{ vouchers: Voucher[]; total: number }> {
  const { data } = await call('listVouchers', { query: { limit: VOUCHERS_PAGE_SIZE, offset } }, { signal });
  return data;
}

/**
 * Redeems a voucher under the Idempotency-Key of this one decision: a retry after a lost answer
 * gets the first answer, and pays nothing twice.
 */
export async function redeemVoucher(voucherId: string, idempotencyKey: string): Promise<Redemption> {
  const { data } = await call(
    'redeemVoucher',
    { params: { voucherId } },
    { fetch: withIdempotencyKey(idempotencyKey) },
  );
  return data;
}

/** Confirms a pending redemption with the one-time code sent to the phone. */
export async function verifyRedemption(redemptionId: string, code: string): Promise<Redemption> {
  const { data } = await call('verifyRedemption', { params: { redemptionId }, body: { code } });
  return data;
}

/** Sends a new one-time code for a pending redemption. */
export async function resendRedemptionCode(redemptionId: string): Promise<Redemption> {
  const { data } = await call('resendRedemptionCode', { params: { redemptionId } });
  return data;
}

/** One of the user's redemptions, with its voucher code once completed. */
export async function getRedemption(redemptionId: string, signal?: AbortSignal): Promise<Redemption> {
  const { data } = await call('getRedemption', { params: { redemptionId } }, { signal });
  return data;
}
