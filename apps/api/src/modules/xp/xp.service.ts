import type { Progress } from '@kp/contract/progression';
import {
  badgesOf,
  levelOf,
  localDayOf,
  streakOf,
  TIME_ZONE_CHANGE_AFTER_CHECK_IN_MS,
  xpFor,
  type XpAction,
} from '@kp/domain/progression';
import type { Db, DbOrTx } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { XpRepository } from './xp.repository';

const RECENT_EVENTS = 10;

/** One verified action: `sourceId` is what was verified (with the user and action, the idempotency key). */
export type XpAward = { userId: string; action: XpAction; sourceId: string; rank?: number | null };

/**
 * XP that was just awarded, told in the awarding transaction (an error rolls the award back): the
 * leaderboards move the user's and their clan's scores of the period with it.
 */
export type XpAwarded = { userId: string; amount: number; at: Date; action: XpAction; sourceId: string };
export type XpAwardListener = (tx: DbOrTx, awarded: XpAwarded) => Promise<void>;

/** What a check-in answers: the day's check-in (the same on every call that day) and the progress now. */
export type CheckInResult = {
  checkIn: { day: string; amount: number; at: string };
  progress: Progress;
};

/**
 * XP (packages/domain/src/progression.ts): awards in the caller's transaction, the daily check-in,
 * and the caller's progress. Every write of a user's XP first takes their `user_xp` row (made when
 * missing), so one user's writers queue there; the event's unique key makes a repeat count nothing,
 * and the total moves only with a new event, in the same transaction.
 */
export function createXpService(deps: { db: Db; repository: XpRepository; clock: Clock }) {
  const { db, repository, clock } = deps;
  const awardListeners: XpAwardListener[] = [];

  async function award(tx: DbOrTx, input: XpAward, now = clock.now()) {
    const row = await repository.lockUserXp(tx, { userId: input.userId, now });
    const amount = xpFor(input.action, { rank: input.rank ?? null });
    const event = await repository.insertEvent(tx, {
      userId: input.userId,
      action: input.action,
      amount,
      sourceId: input.sourceId,
      localDay: localDayOf(now, row.timeZone),
      createdAt: now,
    });
    if (event) {
      await repository.addToTotal(tx, input.userId, amount, now);
      for (const listener of awardListeners)
        await listener(tx, {
          userId: input.userId,
          amount,
          at: now,
          action: input.action,
          sourceId: input.sourceId,
        });
    }
    return { isNew: event !== null, amount: event ? amount : 0 };
  }

  async function getProgress(userId: string): Promise<Progress> {
    const [row, days, recent] = await Promise.all([
      repository.findUserXp(userId),
      repository.listActiveDays(userId),
      repository.listRecent(userId, RECENT_EVENTS),
    ]);
    const xp = row?.xp ?? 0;
    const timeZone = row?.timeZone ?? 'UTC';
    const level = levelOf(xp);
    const today = localDayOf(clock.now(), timeZone);
    const streak = streakOf(days, today);
    const checkedIn = await repository.findEvent({ userId, action: 'daily_check_in', sourceId: today });
    return {
      xp,
      ...level,
      timeZone,
      isCheckedInToday: checkedIn !== null,
      streak,
      badges: badgesOf({ level: level.level, bestStreak: streak.best }),
      recent: recent.map((e) => ({
        action: e.action as XpAction,
        amount: e.amount,
        at: e.createdAt.toISOString(),
      })),
    };
  }

  return {
    /**
     * Awards the XP of a verified action, in the transaction that verified it; an action already
     * counted (same user, action and source) awards nothing.
     */
    award: (tx: DbOrTx, input: XpAward) => award(tx, input),

    /** Subscribes to XP awarded (in the awarding transaction, after the total moved). */
    onAwarded(listener: XpAwardListener): void {
      awardListeners.push(listener);
    },

    /**
     * The user's first verified action of these, read under their XP row's lock (in the caller's
     * transaction): an award of theirs committing meanwhile is waited for and seen, and one that
     * starts after waits for the caller (the referrals module qualifies a referral by it).
     */
    async findFirstAction(
      tx: DbOrTx,
      userId: string,
      actions: readonly XpAction[],
    ): Promise<{ action: XpAction; sourceId: string; at: Date } | null> {
      await repository.lockUserXp(tx, { userId, now: clock.now() });
      const event = await repository.findFirstEvent(tx, userId, actions);
      return event
        ? { action: event.action as XpAction, sourceId: event.sourceId, at: event.createdAt }
        : null;
    },

    /**
     * The user's verified actions counted by action and XP amount (a tournament result's amount
     * tells its podium place, `xpFor`): the facts the POG scores read.
     */
    countActions(userId: string): Promise<{ action: string; amount: number; n: number }[]> {
      return repository.countActions(userId);
    },

    /** The XP totals of these users, by id (a user with none scores 0: absent). */
    async totalsOf(userIds: readonly string[]): Promise<ReadonlyMap<string, number>> {
      const rows = await repository.listTotals(userIds);
      return new Map(rows.map((r) => [r.userId, r.xp]));
    },

    /**
     * The daily check-in, once per local day: the time zone sent is kept for the days that follow
     * (else the one kept, else UTC) when the last check-in is a day old or more (hopping zones
     * cannot make two days of one). A second check-in that day answers the first one's day, XP and
     * time, and awards nothing; 50 at once make one event.
     */
    async checkIn(userId: string, body: { timeZone?: string | undefined }): Promise<CheckInResult> {
      // The contract checked that the name is a time zone.
      const event = await db.transaction(async (tx) => {
        const now = clock.now();
        let row = await repository.lockUserXp(tx, { userId, now });
        if (body.timeZone && body.timeZone !== row.timeZone) {
          const last = await repository.findLatestEvent(tx, userId, 'daily_check_in');
          const mayMove =
            !last || now.getTime() - last.createdAt.getTime() >= TIME_ZONE_CHANGE_AFTER_CHECK_IN_MS;
          if (mayMove) row = await repository.lockUserXp(tx, { userId, now, timeZone: body.timeZone });
        }
        const day = localDayOf(now, row.timeZone);
        await award(tx, { userId, action: 'daily_check_in', sourceId: day }, now);
        const done = await repository.findEvent({ userId, action: 'daily_check_in', sourceId: day }, tx);
        if (!done) throw new Error(`the check-in of ${day} vanished`);
        return done;
      });
      return {
        checkIn: { day: event.localDay, amount: event.amount, at: event.createdAt.toISOString() },
        progress: await getProgress(userId),
      };
    },

    getProgress,

    /** An erased account's XP goes with it (lifecycle `erased`, in the erasing transaction). */
    eraseUser: (userId: string, tx: DbOrTx) => repository.deleteUser(userId, tx),
  };
}

export type XpService = ReturnType<typeof createXpService>;
