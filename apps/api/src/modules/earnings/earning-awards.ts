import { randomUUID } from 'node:crypto';
import { MAX_AMOUNT_MINOR_UNITS, parseAmount, type CurrencyId } from '@kp/domain/currencies';
import { EARNING_SOURCE_ID, EARNING_TITLE, type EarningSource } from '@kp/domain/earnings';
import { AppError } from '@kp/domain/errors';
import type { AdminAwardEarningInput } from '@kp/contract/earnings';
import { ledgerMemo } from '@kp/domain/ledger';
import type { DbOrTx } from '../../db/client';
import { isConstraintViolation, PG_ERROR } from '../../db/pg-errors';
import type { Once } from '../../platform/idempotency';
import type { EarningsContext } from './earnings-context';
import type { EarningRow } from './earnings.repository';
import { DEMO_EARNINGS } from './earnings.seed';

/** What a module gives to award an earning (a quest completed, a campaign's reward, a referral). */
export type AwardInput = {
  userId: string;
  source: EarningSource;
  /** The source object: unique per user and source, so an award delivered twice creates one earning. */
  sourceId: string;
  currency: CurrencyId;
  /** Minor units of the currency. */
  amount: bigint;
  title: string;
  /** When it expires if not collected: undefined for the default, null for never. */
  expiresAt?: Date | null;
  /** An operator's award: who and why (kept on the earning and its ledger entry). */
  audit?: { actorId: string; reason: string };
};

const USER_FK = 'earnings_user_id_users_id_fk';
const DAY_MS = 86_400_000;

/** Earnings awarded: by another module (the award port), by an operator, and the demo ones at sign-up. */
export function createEarningAwards(ctx: EarningsContext) {
  const { deps, repository, ledger, currencies, clock, wireOf } = ctx;

  /** Reserves an earning's amount from the treasury into the reward pool and records the earning. */
  async function award(tx: DbOrTx, input: AwardInput): Promise<{ earning: EarningRow; isNew: boolean }> {
    const title = input.title.trim();
    const sourceId = input.sourceId.trim();
    if (input.amount <= 0n || input.amount > MAX_AMOUNT_MINOR_UNITS)
      throw new AppError('INVALID_AMOUNT', {
        details: { field: 'amount', problem: input.amount <= 0n ? 'not_positive' : 'too_large' },
      });
    if (title.length < EARNING_TITLE.min || title.length > EARNING_TITLE.max)
      throw AppError.invalidFields([{ field: 'title', reason: 'length', ...EARNING_TITLE }]);
    if (sourceId.length < EARNING_SOURCE_ID.min || sourceId.length > EARNING_SOURCE_ID.max)
      throw AppError.invalidFields([{ field: 'sourceId', reason: 'length', ...EARNING_SOURCE_ID }]);
    const now = clock.now();
    if (input.expiresAt && input.expiresAt <= now)
      throw AppError.invalidFields([{ field: 'expiresAt', reason: 'not_in_the_future' }]);

    await repository.lockAward(tx, input.userId, input.source, sourceId);
    const existing = await repository.findBySource(input.userId, input.source, sourceId, tx);
    if (existing) {
      if (existing.currency === input.currency && existing.amount === input.amount)
        return { earning: existing, isNew: false };
      throw new AppError('EARNING_ALREADY_AWARDED', {
        details: { earningId: existing.id, source: input.source, sourceId },
      });
    }
    const id = randomUUID();
    const treasury = await ledger.systemAccount(tx, 'treasury', input.currency);
    const pool = await ledger.systemAccount(tx, 'reward_pool', input.currency);
    const reserved = await ledger.transfer(tx, {
      kind: 'reward',
      cause: { type: 'earning', id },
      from: treasury,
      to: pool,
      amount: input.amount,
      memo: ledgerMemo('earningReserved', { title }),
      idempotencyKey: `earning:reserve:${id}`,
      ...(input.audit ? { audit: input.audit } : {}),
    });
    const expiresAt =
      input.expiresAt === undefined
        ? new Date(now.getTime() + deps.defaultExpiryDays * DAY_MS)
        : input.expiresAt;
    let earning: EarningRow;
    try {
      earning = await repository.insertEarning(tx, {
        id,
        userId: input.userId,
        source: input.source,
        sourceId,
        title,
        currency: input.currency,
        amount: input.amount,
        expiresAt,
        reserveEntryId: reserved.id,
        awardedBy: input.audit?.actorId ?? null,
        awardReason: input.audit?.reason ?? null,
        createdAt: now,
        updatedAt: now,
      });
    } catch (error) {
      if (isConstraintViolation(error, PG_ERROR.foreignKeyViolation, USER_FK))
        throw new AppError('USER_NOT_FOUND', { cause: error });
      throw error;
    }
    await repository.insertEvent(tx, {
      earningId: id,
      event: 'created',
      ledgerEntryId: reserved.id,
      createdAt: now,
    });
    return { earning, isNew: true };
  }

  return {
    award,

    /**
     * The operators' award call, once per Idempotency-Key: the wire's earning type and amount
     * checked, then awarded, audited.
     */
    awardFromRequest(actorId: string, body: AdminAwardEarningInput, once: Once) {
      return once(async (tx) => {
        const currency = currencies.get(body.earningType);
        const amount = parseAmount(body.amount, currency);
        const { earning } = await award(tx, {
          userId: body.userId,
          source: body.source,
          sourceId: body.sourceId,
          currency: currency.id,
          amount,
          title: body.title,
          ...(body.expiresAt === undefined
            ? {}
            : { expiresAt: body.expiresAt === null ? null : new Date(body.expiresAt) }),
          audit: { actorId, reason: body.reason },
        });
        if (earning.awardedBy !== actorId || earning.awardReason === null)
          // The same source awarded before by the product or another operator: not this award.
          throw new AppError('EARNING_ALREADY_AWARDED', { details: { earningId: earning.id } });
        const [wire] = await wireOf([earning], tx);
        return { ...wire!, userId: earning.userId, awardedBy: actorId, reason: earning.awardReason };
      });
    },

    /**
     * A new user of an installation with the demo data gets earnings from the demo quests and
     * campaigns (each reserved in the ledger like any other), so the collect page has something
     * to collect; an installation without the demo data (production) gives none.
     */
    async awardDemoEarnings(tx: DbOrTx, userId: string): Promise<number> {
      if (!(await repository.hasDemoData(tx))) return 0;
      for (const demo of DEMO_EARNINGS) await award(tx, { userId, ...demo });
      return DEMO_EARNINGS.length;
    },
  };
}
