import type { LedgerEntryKind } from '@kp/domain/ledger';
import { call } from '../../lib/api-client';

const PAGE_SIZE = 20;

export type TransactionFilters = { kind: LedgerEntryKind | ''; currency: string };

/** A page of the user's transactions, newest first: the first, or the one after `cursor`. */
export async function listTransactions(filters: TransactionFilters, cursor?: string, signal?: AbortSignal) {
  const query = {
    limit: PAGE_SIZE,
    ...(filters.kind && { kind: filters.kind }),
    ...(filters.currency && { currency: filters.currency }),
    ...(cursor && { cursor }),
  };
  return (await call('listTransactions', { query }, { signal })).data;
}
