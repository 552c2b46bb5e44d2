/**
 * Rules of the ledger that the api and the web share: what kinds of movement exist, the
 * sub-balances of K-Cash and the order they are spent in.
 */

import { fillTemplate, matchTemplate } from './templates';

/**
 * The kinds of journal entry (the transaction history filters by them). The money modules add
 * theirs here as they arrive; the database accepts any lower-case word, so adding one needs no
 * migration.
 */
export const LEDGER_ENTRY_KINDS = [
  'grant',
  'correction',
  'transfer',
  'spend',
  'refund',
  'reward',
  'swap',
  'purchase',
  'redemption',
  'collection',
  'tax',
] as const;
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];

/**
 * K-Cash is held in two sub-balances: bought with money (`purchased`) and earned on the platform
 * (`earned`), since refunds, tax and the law treat them differently. Other currencies have none.
 */
export const KCASH_SUB_BALANCES = ['earned', 'purchased'] as const;
export type KcashSubBalance = (typeof KCASH_SUB_BALANCES)[number];

/**
 * The order a K-Cash spend draws on the sub-balances: earned first, then purchased.
 * - Purchased K-Cash is the user's money: a refund of a purchase (a cancelled payment, a
 *   consumer-law refund, a chargeback) can only be taken back from it, so it is kept for last,
 *   and a refund never finds it already spent on vouchers.
 * - Earned K-Cash is promotional: spending it first uses what the platform gave before what the
 *   user paid for, which is the order users expect and the one that leaves them the most value.
 * A refund of a spend goes back to the sub-balances the spend came from (it reverses the entry).
 */
export const KCASH_SPENDING_ORDER: readonly KcashSubBalance[] = ['earned', 'purchased'];

/**
 * How much of each sub-balance a K-Cash spend of `amount` minor units takes, in the spending
 * order; null when the two together do not hold `amount`.
 */
export function splitKcashSpend(
  balances: Readonly<Record<KcashSubBalance, bigint>>,
  amount: bigint,
): Record<KcashSubBalance, bigint> | null {
  if (amount <= 0n) throw new RangeError('a spend is a positive amount');
  const taken: Record<KcashSubBalance, bigint> = { earned: 0n, purchased: 0n };
  let rest = amount;
  for (const sub of KCASH_SPENDING_ORDER) {
    const available = balances[sub] > 0n ? balances[sub] : 0n;
    taken[sub] = rest < available ? rest : available;
    rest -= taken[sub];
  }
  return rest === 0n ? taken : null;
}

/**
 * The notes the platform writes on a movement (the ledger's memo, in English: what operators and
 * the api's clients have always read), by key; `{name}` is a parameter. The api writes them with
 * ledgerMemo; a listing names the key and parameters (memoOf) so the web words them in the
 * reader's language. Checked in order: a longer note before one it starts with.
 */
export const LEDGER_MEMOS = {
  earningReserved: 'Reserved for an earning: {title}',
  earningCollectedTaxed: 'Collected: {title} (tax withheld under section {section}: {tax} {currency})',
  earningCollected: 'Collected: {title}',
  earningExpired: 'Earning expired, reservation returned: {title}',
  tournamentEntry: 'Tournament entry: {title}',
  kycBonus: 'KYC bonus',
  kcashBought: 'Bought {kcash} K-Cash for {fiat} {currency}',
  kcashRefunded: 'Payment of {fiat} {currency} refunded: {kcash} K-Cash taken back',
  swap: 'Swap of {usdt} USDT into {kcash} K-Cash',
  pogMintSlot: 'POG card mint slot',
  kdropReward: 'K-Drop reward: {title}',
} as const;
export type LedgerMemoKey = keyof typeof LEDGER_MEMOS;
export const LEDGER_MEMO_KEYS = Object.keys(LEDGER_MEMOS) as LedgerMemoKey[];

/** A note the platform wrote, by key and parameters. */
export type LedgerMemo = { key: LedgerMemoKey; params: Record<string, string> };

/** The note of a key with its parameters, as the ledger keeps it (at most 500 characters). */
export function ledgerMemo(key: LedgerMemoKey, params: Readonly<Record<string, string>> = {}): string {
  return fillTemplate(LEDGER_MEMOS[key], params).slice(0, 500);
}

/** The key and parameters of a note the platform wrote, or null (an operator's own words, a title). */
export function memoOf(memo: string): LedgerMemo | null {
  for (const key of LEDGER_MEMO_KEYS) {
    const params = matchTemplate(LEDGER_MEMOS[key], memo);
    if (params) return { key, params };
  }
  return null;
}
