import { formatAmount, parseAmount } from '@kp/domain/currencies';
import { AppError } from '@kp/domain/errors';
import type { AdminGrant, AdminGrantInput } from '@kp/contract/ledger';
import type { DbOrTx } from '../../db/client';
import type { Once } from '../../platform/idempotency';
import type { Entry, LedgerDeps, OperatorAdjustment } from './ledger-types';
import type { createLedgerAccounts } from './ledger-accounts';
import type { createPost } from './post-entry';

type Accounts = ReturnType<typeof createLedgerAccounts>;

/** Operators' grants and corrections: from the treasury to a user (or back), audited. */
export function createOperatorAdjustments(deps: {
  currencies: LedgerDeps['currencies'];
  post: ReturnType<typeof createPost>;
  userAccount: Accounts['userAccount'];
  systemAccount: Accounts['systemAccount'];
}) {
  const { currencies, post, userAccount, systemAccount } = deps;

  /** Credits (positive) or debits (negative) a user against the treasury, by an operator, audited. */
  async function adjustByOperator(
    tx: DbOrTx,
    kind: 'grant' | 'correction',
    input: OperatorAdjustment,
  ): Promise<Entry> {
    const reason = input.reason.trim();
    if (reason.length < 5 || reason.length > 500)
      throw AppError.invalidFields([{ field: 'reason', reason: 'length', min: 5, max: 500 }]);
    const user = await userAccount(tx, input.userId, input.currency, input.subBalance);
    const treasury = await systemAccount(tx, 'treasury', input.currency);
    return post(tx, {
      kind,
      cause: { type: 'operator', id: input.actorId },
      postings: [
        { account: user, amount: input.amount },
        { account: treasury, amount: -input.amount },
      ],
      ...(input.memo ? { memo: input.memo } : {}),
      ...(input.idempotencyKey ? { idempotencyKey: input.idempotencyKey } : {}),
      audit: { actorId: input.actorId, reason },
    });
  }

  /** An operator's grant from the treasury to a user, with the operator and a reason on the entry. */
  function grant(tx: DbOrTx, input: OperatorAdjustment): Promise<Entry> {
    if (input.amount <= 0n)
      throw new AppError('INVALID_AMOUNT', {
        details: { field: 'amount', problem: input.amount === 0n ? 'zero' : 'negative' },
      });
    return adjustByOperator(tx, 'grant', input);
  }

  /** An operator's correction: a positive amount credits the user, a negative one takes back. */
  function correct(tx: DbOrTx, input: OperatorAdjustment): Promise<Entry> {
    if (input.amount === 0n)
      throw new AppError('INVALID_AMOUNT', { details: { field: 'amount', problem: 'zero' } });
    return adjustByOperator(tx, 'correction', input);
  }

  /** An operator's grant or correction as the admin routes take it (amounts as decimal strings). */
  async function adjustFromRequest(
    tx: DbOrTx,
    actorId: string,
    body: AdminGrantInput,
    kind: 'grant' | 'correction',
  ): Promise<AdminGrant> {
    const currency = currencies.get(body.currency);
    const amount = parseAmount(body.amount, currency, { allowNegative: kind === 'correction' });
    const subBalance = body.subBalance ?? undefined;
    if (currency.id === 'KCASH' && !subBalance)
      throw AppError.invalidFields([{ field: 'subBalance', reason: 'required_for_kcash' }]);
    if (currency.id !== 'KCASH' && subBalance)
      throw AppError.invalidFields([{ field: 'subBalance', reason: 'only_kcash_has_sub_balances' }]);
    const entry = await (kind === 'grant' ? grant : correct)(tx, {
      actorId,
      userId: body.userId,
      currency: currency.id,
      ...(subBalance ? { subBalance } : {}),
      amount,
      reason: body.reason,
    });
    return {
      entryId: entry.id,
      userId: body.userId,
      currency: currency.code,
      amount: formatAmount(amount, currency),
      subBalance: subBalance ?? null,
      reason: body.reason.trim(),
      createdAt: entry.createdAt.toISOString(),
    };
  }

  /** An operator's grant (a positive amount) from the treasury, as the admin route takes it (once). */
  function grantFromRequest(actorId: string, body: AdminGrantInput, once: Once): Promise<AdminGrant> {
    return once((tx) => adjustFromRequest(tx, actorId, body, 'grant'));
  }

  /** An operator's correction: a positive amount credits the user, a negative one takes back. */
  function correctionFromRequest(actorId: string, body: AdminGrantInput, once: Once): Promise<AdminGrant> {
    return once((tx) => adjustFromRequest(tx, actorId, body, 'correction'));
  }

  return { grant, correct, grantFromRequest, correctionFromRequest };
}
