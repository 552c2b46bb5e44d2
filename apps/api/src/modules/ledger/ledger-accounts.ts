import { AppError } from '@kp/domain/errors';
import type { CurrencyId } from '@kp/domain/currencies';
import type { KcashSubBalance } from '@kp/domain/ledger';
import type { DbOrTx } from '../../db/client';
import { isConstraintViolation, PG_ERROR } from '../../db/pg-errors';
import type { AccountOwner, AccountRow } from './ledger.repository';
import type { Account, LedgerDeps, SystemAccountName } from './ledger-types';

/**
 * Only the treasury may go below zero: it is where value enters the platform (a grant, a reward
 * pool funded) and leaves it, so its balance is minus everything it issued. Every other account,
 * and every user's account by a database constraint, stays at zero or above.
 */
const MAY_GO_NEGATIVE: ReadonlySet<SystemAccountName> = new Set(['treasury']);

const USER_FK = 'ledger_accounts_user_id_users_id_fk';

/** Users' and the platform's accounts, made on first use. */
export function createLedgerAccounts(deps: LedgerDeps) {
  const { repository, currencies, clock } = deps;

  function toAccount(row: AccountRow): Account {
    return {
      id: row.id,
      currency: currencies.byId(row.currency).id,
      kind: row.kind === 'system' ? 'system' : 'user',
      userId: row.userId,
      systemName: row.systemName as SystemAccountName | null,
      subBalance: row.subBalance as KcashSubBalance | null,
    };
  }

  async function findOrCreate(
    tx: DbOrTx,
    owner: AccountOwner,
    currency: CurrencyId,
    allowNegative: boolean,
  ): Promise<Account> {
    const found = await repository.findAccount(owner, currency, tx);
    if (found) return toAccount(found);
    let created: AccountRow | null;
    try {
      created = await repository.insertAccountIfAbsent(owner, currency, allowNegative, clock.now(), tx);
    } catch (error) {
      if (isConstraintViolation(error, PG_ERROR.foreignKeyViolation, USER_FK))
        throw new AppError('USER_NOT_FOUND', { cause: error });
      throw error;
    }
    if (created) return toAccount(created);
    // Another transaction made it between our look and our insert (and has committed): use theirs.
    const winner = await repository.findAccount(owner, currency, tx);
    if (!winner) throw new Error('ledger account vanished between insert and select');
    return toAccount(winner);
  }

  /** A user's account of a currency (of a K-Cash sub-balance), made on first use. */
  async function userAccount(
    tx: DbOrTx,
    userId: string,
    currency: CurrencyId,
    subBalance?: KcashSubBalance,
  ): Promise<Account> {
    const isKcash = currency === 'KCASH';
    if (isKcash !== (subBalance !== undefined))
      throw new Error(isKcash ? 'a K-Cash account is earned or purchased' : 'only K-Cash has sub-balances');
    return findOrCreate(tx, { kind: 'user', userId, subBalance: subBalance ?? null }, currency, false);
  }

  /** The platform's account of a currency, made on first use. */
  function systemAccount(tx: DbOrTx, name: SystemAccountName, currency: CurrencyId): Promise<Account> {
    return findOrCreate(tx, { kind: 'system', systemName: name }, currency, MAY_GO_NEGATIVE.has(name));
  }

  return { toAccount, userAccount, systemAccount };
}
