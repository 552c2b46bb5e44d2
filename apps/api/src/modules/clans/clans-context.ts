import type { FastifyBaseLogger } from 'fastify';
import type { CodeChallenge } from '@kp/contract/auth';
import {
  CLAN_RULES_DEFAULT,
  clanDaysLeft,
  clanWaitEnd,
  type ClanCodePurpose,
  type ClanRuleKind,
  type ClanRules,
} from '@kp/domain/clans';
import { AppError } from '@kp/domain/errors';
import type { Db, DbOrTx } from '../../db/client';
import type { Asker } from '../../platform/asker';
import type { Clock } from '../../platform/clock';
import type { UsersService } from '../users/users.service';
import type { ClanChiefService } from './clan-chief.service';
import type { ClanRow, ClansRepository } from './clans.repository';

/** The outcome of checking a one-time code, as the auth module's code mechanism answers. */
export type ClanCodeCheck =
  | { ok: true }
  | {
      ok: false;
      error: 'OTP_EXPIRED' | 'OTP_ATTEMPTS_EXCEEDED' | 'OTP_INVALID';
      attemptsLeft: number | null;
    };

/**
 * The one-time codes of the create clan and delete clan flows: the sign-in code mechanism of the
 * auth module (hashed codes, 5 minutes, 5 tries, resend cooldown, the per-number, per-address and
 * SMS budgets), sent by the configured SMS/WhatsApp provider; not a second mechanism.
 */
export type ClanCodes = {
  start(
    input: { userId: string; phoneNumber: string; purpose: ClanCodePurpose },
    asker: Asker,
  ): Promise<CodeChallenge>;
  check(
    tx: DbOrTx,
    input: { challengeId: string; code: string },
    expected: { purpose: ClanCodePurpose; userId: string },
  ): Promise<ClanCodeCheck>;
  failure(outcome: Extract<ClanCodeCheck, { ok: false }>): AppError;
};

/** One completion by a member (a campaign's every task, or a quest), and when it happened. */
export type Completion = { userId: string; completedAt: Date };

/** The completions of these users, from the module that keeps them (campaigns, quests). */
export type CompletionsPort = (userIds: readonly string[]) => Promise<Completion[]>;

/**
 * A member's score, by user (missing: 0). The XP counter that will give it is not built yet; until
 * it is, the port answers nothing and every member scores 0 (clans.setup.ts NO_MEMBER_SCORES_YET).
 */
export type MemberScoresPort = (userIds: readonly string[]) => Promise<ReadonlyMap<string, number>>;

/**
 * A membership that began or ended (`joined`: a join or a clan's creation by its chief; `left`:
 * a leave, a removal, the clan deleted, the account erased), told in the transaction that made it:
 * an error rolls the change back. The leaderboards subscribe (a clan scores its members' XP).
 */
export type MembershipChange = { userId: string; clanId: string; change: 'joined' | 'left' };
export type MembershipListener = (tx: DbOrTx, change: MembershipChange) => Promise<void>;

/** What the clans service is built from. */
export type ClansDeps = {
  db: Db;
  repository: ClansRepository;
  codes: ClanCodes;
  chiefs: Pick<ClanChiefService, 'hasChiefRole'>;
  users: Pick<UsersService, 'getUser' | 'listPublicUsers'>;
  completedCampaigns: CompletionsPort;
  completedQuests: CompletionsPort;
  memberScores: MemberScoresPort;
  /** Members' POG totals (the pog-scores module, late-bound); without it nothing is counted. */
  pogTotals?: MemberScoresPort;
  clock: Clock;
  log: FastifyBaseLogger;
};

/** A rule's wait that applies now: the whole days left and when it ends. */
export type ClanWait = { days: number; availableAt: Date };

/** The rules and the waits they make, shared by every use case of the module. */
export function createClansContext(deps: ClansDeps) {
  const { repository, clock } = deps;
  const membershipListeners: MembershipListener[] = [];

  /** The wait of `days` days from `from`, if it has not ended by now. */
  function waitFrom(from: Date | null, days: number, now: Date): ClanWait | null {
    if (!from) return null;
    const availableAt = clanWaitEnd(from, days);
    const left = clanDaysLeft(availableAt, now);
    return left > 0 ? { days: left, availableAt } : null;
  }

  async function getRules(tx?: DbOrTx): Promise<ClanRules> {
    return (await repository.findRules(tx)) ?? CLAN_RULES_DEFAULT;
  }

  return {
    ...deps,
    getRules,

    /** Subscribes to memberships beginning and ending (in their transactions). */
    onMembership(listener: MembershipListener): void {
      membershipListeners.push(listener);
    },

    /** Tells the subscribers of a membership change, in its transaction, one after the other. */
    async membershipChanged(tx: DbOrTx, change: MembershipChange): Promise<void> {
      for (const listener of membershipListeners) await listener(tx, change);
    },

    /** The wait after leaving a clan before joining any (clanLeave), from the latest leave. */
    async joinWait(userId: string, rules: ClanRules, tx?: DbOrTx): Promise<ClanWait | null> {
      const leftAt = await repository.lastDeparture(userId, 'left', tx);
      return waitFrom(leftAt, rules.minDaysToJoinClanAfterLeaving, clock.now());
    },

    /** The wait after deleting one's clan before creating another (clanCreation). */
    async createWait(userId: string, rules: ClanRules, tx?: DbOrTx): Promise<ClanWait | null> {
      const deletedAt = await repository.lastDeparture(userId, 'deleted_own_clan', tx);
      return waitFrom(deletedAt, rules.minDaysToRecreateClanAfterDelete, clock.now());
    },

    /** The wait from a clan's creation before it may be deleted (clanDelete). */
    deleteWait(clan: Pick<ClanRow, 'createdAt'>, rules: ClanRules): ClanWait | null {
      return waitFrom(clan.createdAt, rules.minDaysBeforeClanDelete, clock.now());
    },

    /**
     * The refusal of a rule's wait: the rule's code, the whole days left as its parameter, when
     * the wait ends in details.
     */
    refuseWait(rule: ClanRuleKind, wait: ClanWait): AppError {
      const options = {
        params: { days: wait.days },
        details: { availableAt: wait.availableAt.toISOString() },
      };
      switch (rule) {
        case 'clanDelete':
          return new AppError('CLAN_DELETE_TOO_SOON', options);
        case 'clanLeave':
          return new AppError('CLAN_REJOIN_TOO_SOON', options);
        case 'clanCreation':
          return new AppError('CLAN_RECREATE_TOO_SOON', options);
      }
    },
  };
}

export type ClansContext = ReturnType<typeof createClansContext>;
