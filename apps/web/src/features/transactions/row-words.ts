import type { TFunction } from 'i18next';
import type { LedgerTransaction } from '@kp/contract/ledger';
import { BRAND_NAME } from '@kp/domain/brand';
import { KCASH, KPOINTS } from '@kp/domain/currencies';
import { LEDGER_ENTRY_KINDS, type LedgerEntryKind } from '@kp/domain/ledger';

/** What paid a tournament's entry fee (the tournaments module's cause type). */
const TOURNAMENT_ENTRY_CAUSE = 'tournament_entry';

const isKind = (kind: string): kind is LedgerEntryKind =>
  (LEDGER_ENTRY_KINDS as readonly string[]).includes(kind);

/**
 * What a movement was, in plain words ("Bought K-Cash", "Collected earnings", "Swapped USDT",
 * "Redeemed a voucher", "Reward"), not the ledger's kinds ("purchase", "grant", "transfer"). A
 * kind the screen does not know yet is "Other transaction" in the reader's language, never the
 * api's word for it.
 */
export function kindWords(t: TFunction, kind: string, causeType?: string): string {
  if (!isKind(kind)) return t('transactions.kinds.other');
  if (kind === 'spend' && causeType === TOURNAMENT_ENTRY_CAUSE)
    return t('transactions.kinds.tournamentEntry');
  return t(`transactions.kinds.${kind}`, { brand: BRAND_NAME, currency: KCASH.name });
}

// The api writes its notes in English with the currencies' codes here and there ("tax withheld
// … 0.75 KCASH"): the screen says each currency's one name.
const CODES = new Map([KCASH, KPOINTS].map((c) => [c.code, c.name]));

const named = (text: string) => text.replace(/\b(KCASH|KPOINTS)\b/g, (code) => CODES.get(code) ?? code);

/**
 * A movement's note in the reader's language: a note the platform wrote by its key and
 * parameters (never the api's English); other words (a voucher's title, an operator's note) as
 * written. Each currency is called by its name.
 */
export function memoWords(t: TFunction, row: Pick<LedgerTransaction, 'memo' | 'note'>): string | null {
  if (row.note) {
    // string | number, as errors' parameters: i18next reads a string-only record as one with a context.
    const params: Record<string, string | number> = Object.fromEntries(
      Object.entries(row.note.params).map(([name, value]) => [name, named(value)]),
    );
    return t(`transactions.memos.${row.note.key}`, params);
  }
  return row.memo === null ? null : named(row.memo);
}
