import { randomUUID } from 'node:crypto';
import type { PogSlot } from '@kp/contract/pog';
import { formatAmount } from '@kp/domain/currencies';
import { AppError } from '@kp/domain/errors';
import { POG_SLOT_CURRENCIES, type PogSlotCurrency } from '@kp/domain/pog-mint';
import { ledgerMemo } from '@kp/domain/ledger';
import type { Tx } from '../../db/client';
import type { Once } from '../../platform/idempotency';
import type { PogContext } from './pog-context';
import type { PogSlotRow } from './pog.repository';

/** What the ledger entries of slot payments name as their cause. */
export const SLOT_CAUSE_TYPE = 'pog_slot';

/** Paying for a mint slot through the ledger, once per user until the slot holds its card. */
export function createUnlockSlot(ctx: PogContext) {
  const { repository, ledger, currencies, clock, settings } = ctx;

  const toSlot = (row: PogSlotRow): PogSlot => {
    const currency = currencies.byId(row.currency);
    return {
      id: row.id,
      currency: currency.code,
      amount: formatAmount(row.amount, currency),
      cardId: row.cardId,
      createdAt: row.createdAt.toISOString(),
    };
  };

  /** The payment and the slot, in the request's transaction. */
  async function unlockIn(tx: Tx, userId: string, currencyId: PogSlotCurrency): Promise<PogSlot> {
    // The profile's row lock puts a user's unlocks in a line, whatever their keys: the second
    // finds the first's slot and pays nothing.
    const profile = await repository.lockProfile(tx, userId, { mode: settings.defaultMode, at: clock.now() });
    if (!profile.name) throw new AppError('POG_NAME_REQUIRED');
    const open = await repository.findOpenSlot(userId, tx);
    if (open) return toSlot(open);
    const slotId = randomUUID();
    const amount = settings.slotPrices[currencyId];
    const to = await ledger.systemAccount(tx, 'fees', currencyId);
    const movement = {
      kind: 'spend' as const,
      cause: { type: SLOT_CAUSE_TYPE, id: slotId },
      memo: ledgerMemo('pogMintSlot'),
      idempotencyKey: `pog-slot:${slotId}`,
    };
    const entry =
      currencyId === 'KCASH'
        ? await ledger.spendKcash(tx, { ...movement, userId, amount, to })
        : await ledger.transfer(tx, {
            ...movement,
            from: await ledger.userAccount(tx, userId, currencyId),
            to,
            amount,
          });
    const slot = await repository.insertSlot(tx, {
      id: slotId,
      userId,
      currency: currencyId,
      amount,
      ledgerEntryId: entry.id,
      createdAt: clock.now(),
    });
    await repository.setSlotPaymentFailed(userId, null, tx);
    return toSlot(slot);
  }

  return {
    toSlot,
    /**
     * Unlocks a mint slot, paid in K-Cash (earned first, then purchased) or the reward token at
     * the operator's price, in the request's idempotent transaction (`once`). A slot already paid
     * and waiting for its card is answered as it is: one slot per card, paid once. Not enough
     * balance rolls everything back and answers PAYMENT_FAILED (the spec's "Payment Failed,
     * Please try again!"), the ledger's INSUFFICIENT_BALANCE as its cause in `details`; the
     * status then says slot_payment_failed until a payment goes through.
     */
    async unlockSlot(userId: string, currencyCode: string, once: Once): Promise<PogSlot> {
      const currency = currencies.findByCode(currencyCode);
      const currencyId = POG_SLOT_CURRENCIES.find((id) => id === currency?.id);
      if (!currencyId)
        throw new AppError('POG_SLOT_CURRENCY_NOT_ACCEPTED', {
          details: { accepted: POG_SLOT_CURRENCIES.map((id) => currencies.byId(id).code) },
        });
      try {
        return await once((tx) => unlockIn(tx, userId, currencyId));
      } catch (error) {
        if (!(error instanceof AppError) || error.code !== 'INSUFFICIENT_BALANCE') throw error;
        await repository.setSlotPaymentFailed(userId, clock.now());
        throw new AppError('PAYMENT_FAILED', {
          cause: error,
          details: { reason: error.code, ...(error.details as object) },
        });
      }
    },
  };
}
