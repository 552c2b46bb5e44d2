import type { Earning, EarningsAggregate, EarningsCollection, EarningsTaxInfo } from '@kp/contract/earnings';
import type { EarningStatus } from '@kp/domain/campaigns';
import { call } from '../../lib/api-client';
import { withIdempotencyKey } from '../../lib/idempotency-key';

export type EarningsFilters = { status: EarningStatus | ''; earningType: string };
export type EarningsPage = { earnings: Earning[]; total: number; nextOffset: number | null };

/** How many earnings a page of the list holds. */
export const EARNINGS_PAGE_SIZE = 20;

/** A page of the user's earnings, newest first. */
export function loadEarnings(
  filters: EarningsFilters,
  offset: number,
  signal?: AbortSignal,
): Promise<EarningsPage> {
  const query = {
    limit: EARNINGS_PAGE_SIZE,
    offset,
    ...(filters.status && { status: filters.status }),
    ...(filters.earningType && { earningType: filters.earningType }),
  };
  return call('listEarnings', { query }, { signal }).then((answer) => answer.data);
}

/** The user's totals by earning type and status. */
export function loadAggregate(signal?: AbortSignal): Promise<EarningsAggregate> {
  return call('getEarningsAggregate', {}, { signal }).then((answer) => answer.data);
}

/** Who withholds what (India's tax) and this financial year's figures, with the user's KYC. */
export function loadTaxInfo(signal?: AbortSignal): Promise<EarningsTaxInfo> {
  return call('getEarningsTaxInfo', {}, { signal }).then((answer) => answer.data);
}

/** Collects one earning, once per key (a retry with the key gets the first answer). */
export function collectEarning(earningId: string, idempotencyKey: string): Promise<Earning> {
  return call(
    'collectEarning',
    { params: { earningId } },
    { fetch: withIdempotencyKey(idempotencyKey) },
  ).then((answer) => answer.data);
}

/** Collects every earning ready to collect, once per key. */
export function collectAllEarnings(idempotencyKey: string): Promise<EarningsCollection> {
  return call('collectAllEarnings', {}, { fetch: withIdempotencyKey(idempotencyKey) }).then(
    (answer) => answer.data,
  );
}

/** The most pages of one status read to preview a collect-all (20 a page: 2,000 earnings). */
const MAX_PREVIEW_PAGES = 100;

/**
 * Every earning that may be collected now (ready, or failed and retried): what a collect-all
 * would take, read page by page so its preview counts them all.
 */
export async function loadCollectable(signal?: AbortSignal): Promise<Earning[]> {
  const found: Earning[] = [];
  for (const status of ['pending', 'failed'] as const) {
    let offset: number | null = 0;
    for (let page = 0; offset !== null && page < MAX_PREVIEW_PAGES; page++) {
      const answer: EarningsPage = await loadEarnings({ status, earningType: '' }, offset, signal);
      found.push(...answer.earnings);
      offset = answer.nextOffset;
    }
  }
  return found;
}
