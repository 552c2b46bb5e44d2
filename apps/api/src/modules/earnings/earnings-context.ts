import type { EarningStatus } from '@kp/domain/campaigns';
import { earningTitleIn } from '@kp/domain/earning-titles';
import { formatAmount, type CurrencyRegistry } from '@kp/domain/currencies';
import {
  EARNINGS_KYC_REQUIRED_DOC,
  formatTaxValue,
  INDIA_TDS,
  indiaFinancialYear,
  taxValuePerMinorUnit,
  type EarningSource,
} from '@kp/domain/earnings';
import { AppError, errorOfMessage } from '@kp/domain/errors';
import type { Region } from '@kp/domain/locations';
import type { Earning } from '@kp/contract/earnings';
import type { Db, DbOrTx } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { ContentTexts } from '../../platform/content-language';
import type { KycService } from '../kyc/kyc.service';
import type { LedgerService } from '../ledger/ledger.service';
import type { EarningEventRow, EarningRow, EarningsRepository } from './earnings.repository';

// Module-internal: what every part of the earnings service shares (its dependencies, an earning
// as the wire shows it, the KYC gate and the deposits a payout's tax counts).

/**
 * The K-Cash a user bought with money from `from` up to and including `to` (minor units): Rule
 * 133's deposits. Read outside the collection's transaction (README.md, "Tax").
 */
export type DepositsReader = (userId: string, period: { from: Date; to: Date }) => Promise<bigint>;

/**
 * What earnings asks the KYC module before paying out (its KycGate, kyc-gate.ts): the user's
 * region, whether it requires KYC before a payout, and whether the user completed it.
 */
export type EarningsKycGate = Pick<KycService, 'payoutStatus'>;

type Logger = { error(object: object, message: string): void };

/**
 * What earnings are called in a reader's language, by their source id, where their source words
 * them (a quest's: the quests module; a tournament prize's: the tournaments module, from the title
 * it was awarded with); the others keep the title they were awarded with.
 */
export type EarningTitles = (
  earnings: readonly { source: string; sourceId: string; title: string }[],
  reader: ContentTexts,
  /** The caller's transaction, when it is in one (a read outside it would wait for it). */
  tx?: DbOrTx,
) => Promise<ReadonlyMap<string, string>>;

/** The titles of every source some module words, each module asked about its own source's earnings only. */
export function earningTitlesOf(bySource: Readonly<Record<string, EarningTitles>>): EarningTitles {
  return async (earnings, reader, tx) => {
    const titles = new Map<string, string>();
    // One after the other: in a transaction the reads share its one connection.
    for (const [source, titlesOf] of Object.entries(bySource)) {
      const theirs = earnings.filter((earning) => earning.source === source);
      if (theirs.length === 0) continue;
      for (const [sourceId, title] of await titlesOf(theirs, reader, tx)) titles.set(sourceId, title);
    }
    return titles;
  };
}

/** What the earnings service is made from. */
export type EarningsDeps = {
  db: Db;
  repository: EarningsRepository;
  ledger: LedgerService;
  kycGate: EarningsKycGate;
  deposits: DepositsReader;
  currencies: CurrencyRegistry;
  clock: Clock;
  log: Logger;
  taxRateBps: number;
  defaultExpiryDays: number;
  /** Without it every earning keeps its awarded title. */
  titlesIn?: EarningTitles;
};

/** The shared part of the earnings service: its dependencies and the helpers its use cases share. */
export function createEarningsContext(deps: EarningsDeps) {
  const { repository, currencies, kycGate } = deps;

  function toWire(row: EarningRow, events: readonly EarningEventRow[], title = row.title): Earning {
    const currency = currencies.byId(row.currency);
    // A reason is kept as the catalogue's English words: the code read back from them lets the
    // reader get it in their language.
    const failureError = row.failureReason === null ? null : errorOfMessage(row.failureReason);
    return {
      id: row.id,
      source: row.source as EarningSource,
      sourceId: row.sourceId,
      title,
      earningType: currency.code,
      currencyName: currency.name,
      scale: currency.scale,
      amount: formatAmount(row.amount, currency),
      status: row.status as EarningStatus,
      failureReason: row.failureReason,
      ...(failureError ? { failureError } : {}),
      expiresAt: row.expiresAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      collectedAt: row.collectedAt?.toISOString() ?? null,
      taxWithheld: formatAmount(row.taxWithheld, currency),
      netAmount: formatAmount(row.amount - row.taxWithheld, currency),
      tax:
        row.taxRateBps === null
          ? null
          : {
              section: INDIA_TDS.section,
              rateBps: row.taxRateBps,
              financialYear: row.taxFinancialYear ?? '',
              taxedValue: row.taxTaxedValue === null ? null : formatTaxValue(row.taxTaxedValue),
            },
      ledgerEntryId: row.creditEntryId,
      history: events
        .filter((e) => e.earningId === row.id)
        .map((e) => {
          const reasonError = e.reason === null ? null : errorOfMessage(e.reason);
          return {
            event: e.event as Earning['history'][number]['event'],
            at: e.createdAt.toISOString(),
            ledgerEntryId: e.ledgerEntryId,
            reason: e.reason,
            ...(reasonError ? { reasonError } : {}),
          };
        }),
    };
  }

  /** Earnings as the wire shows them; with a reader's texts, titled in the reader's language where their source words them. */
  async function wireOf(rows: readonly EarningRow[], tx?: DbOrTx, reader?: ContentTexts): Promise<Earning[]> {
    const [events, titles] = await Promise.all([
      repository.listEvents(
        rows.map((r) => r.id),
        tx,
      ),
      reader && deps.titlesIn ? deps.titlesIn(rows, reader, tx) : new Map<string, string>(),
    ]);
    return rows.map((row) =>
      toWire(
        row,
        events,
        titles.get(row.sourceId) ?? (reader ? platformTitleIn(row.title, reader) : undefined),
      ),
    );
  }

  /**
   * The region whose rules a payout follows (tax, KYC), from the user's regulatory country. A user
   * with no verified fact (no phone, no completed KYC) is refused: India's withholding and KYC
   * could apply to them, and a phone number tells (COUNTRY_NOT_VERIFIED).
   */
  async function assertKyc(tx: DbOrTx, userId: string): Promise<Region> {
    const kyc = await kycGate.payoutStatus(tx, userId);
    if (kyc.country === null) throw new AppError('COUNTRY_NOT_VERIFIED');
    if (kyc.required && !kyc.verified)
      throw new AppError('KYC_REQUIRED_TO_COLLECT', {
        details: { region: kyc.region, requiredDoc: EARNINGS_KYC_REQUIRED_DOC },
      });
    return kyc.region;
  }

  /** Rule 133's deposits (B) so far in the financial year of `now`, in tax-value units. */
  async function depositsValue(userId: string, now: Date): Promise<bigint> {
    const year = indiaFinancialYear(now);
    const bought = await deps.deposits(userId, { from: year.startsAt, to: now });
    return bought * taxValuePerMinorUnit('KCASH')!;
  }

  return { ...deps, deps, toWire, wireOf, assertKyc, depositsValue };
}

export type EarningsContext = ReturnType<typeof createEarningsContext>;

/** A title the platform gave (a welcome gift's, a referral reward's) in the reader's language. */
export function platformTitleIn(title: string, reader: ContentTexts): string | undefined {
  const worded = earningTitleIn(title, reader.language);
  return worded === null ? undefined : reader.pick({ title }, { [reader.language]: { title: worded } }).title;
}
