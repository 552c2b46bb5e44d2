import type { GasFee, OnrampQuoteAnswer, PaymentOrder } from '@kp/contract/payments';
import type { FiatCode } from '@kp/domain/swap';
import { call } from '../../lib/api-client';
import { withIdempotencyKey } from '../../lib/idempotency-key';

/** What paying an amount buys (onramp conversion). */
export function loadConversion(
  fiatCurrency: FiatCode,
  fiatAmount: string,
  signal?: AbortSignal,
): Promise<OnrampQuoteAnswer> {
  return call('getOnrampConversion', { query: { fiatCurrency, fiatAmount } }, { signal }).then((a) => a.data);
}

/** The network fee of buying K-Cash (gas fee). */
export function loadGasFee(signal?: AbortSignal): Promise<GasFee> {
  return call('getOnrampGasFee', {}, { signal }).then((a) => a.data);
}

/** Orders K-Cash (onramp swap) once per key; the answer names the provider's checkout. */
export function createOrder(
  body: { fiatCurrency: FiatCode; fiatAmount: string },
  idempotencyKey: string,
): Promise<{ order: PaymentOrder; checkoutUrl: string }> {
  return call('createOnrampOrder', { body }, { fetch: withIdempotencyKey(idempotencyKey) }).then(
    (a) => a.data,
  );
}

/** One of the user's orders as it stands. */
export function loadOrder(id: string, signal?: AbortSignal): Promise<PaymentOrder> {
  return call('getOnrampOrder', { params: { id } }, { signal }).then((a) => a.data);
}

/** Where the browser goes to pay (a page of the payment provider); tests replace it. */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
