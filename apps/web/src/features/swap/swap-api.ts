import type { SwapChain, SwapQuoteAnswer, SwapRecord } from '@kp/contract/swap';
import { call } from '../../lib/api-client';
import { withIdempotencyKey } from '../../lib/idempotency-key';

/** The chains whose USDT the platform accepts. */
export function loadChains(signal?: AbortSignal): Promise<SwapChain[]> {
  return call('listSwapChains', {}, { signal }).then((answer) => answer.data.chains);
}

/** The fee modal's numbers for an amount of USDT (the api computes them as the swap will). */
export function loadDeductions(amount: string, signal?: AbortSignal): Promise<SwapQuoteAnswer> {
  return call('getSwapDeductions', { query: { amount } }, { signal }).then((answer) => answer.data);
}

/** Swaps an amount of USDT into K-Cash, once per key (a retry with the key gets the first answer). */
export function swapUsdt(amount: string, idempotencyKey: string): Promise<SwapRecord> {
  return call('createSwap', { body: { amount } }, { fetch: withIdempotencyKey(idempotencyKey) }).then(
    (answer) => answer.data,
  );
}
