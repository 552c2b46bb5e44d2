import { CLAN_LIMITS, type ClanDepartureReason } from '@kp/domain/clans';
import { AppError } from '@kp/domain/errors';
import type { DbOrTx } from '../../db/client';
import { isConstraintViolation, PG_ERROR } from '../../db/pg-errors';
import { CLAN_KEYS, type ClanMemberRow, type ClanRow } from './clans.repository';
import type { ClansContext } from './clans-context';

/** Joining, leaving and being removed from a clan. */
export function createClanMembership(ctx: ClansContext) {
  const { db, repository, clock, log } = ctx;

  /** Takes a member out of a clan the caller has locked: the row, the count, and why. */
  async function takeOut(
    tx: DbOrTx,
    clan: ClanRow,
    userId: string,
    reason: ClanDepartureReason,
  ): Promise<ClanMemberRow | null> {
    const removed = await repository.deleteMember(clan.id, userId, tx);
    if (!removed) return null;
    await repository.removeFromCount(clan.id, tx);
    await ctx.membershipChanged(tx, { userId, clanId: clan.id, change: 'left' });
    await repository.insertDepartures(
      [{ userId, clanId: clan.id, clanName: clan.clanName, reason, departedAt: clock.now() }],
      tx,
    );
    return removed;
  }

  return {
    takeOut,

    /**
     * Joins a clan as a Member: not while in a clan, not within the wait after leaving one, not
     * when it has CLAN_LIMITS.members members. The count rises in one conditional UPDATE of the
     * clan's row and the member's row is the user's primary key, so a hundred joins at once take
     * exactly the room there is and a user joins one clan however many they try at once.
     */
    async join(userId: string, clanId: string): Promise<{ clan: ClanRow; member: ClanMemberRow }> {
      try {
        return await db.transaction(async (tx) => {
          if (await repository.findMembership(userId, tx)) throw new AppError('CLAN_ALREADY_MEMBER');
          const wait = await ctx.joinWait(userId, await ctx.getRules(tx), tx);
          if (wait) throw ctx.refuseWait('clanLeave', wait);
          const clan = await repository.addToCount(clanId, CLAN_LIMITS.members, tx);
          if (!clan) {
            const exists = await repository.findClan(clanId, tx);
            throw new AppError(exists ? 'CLAN_FULL' : 'CLAN_NOT_FOUND');
          }
          const member = await repository.insertMember(
            { userId, clanId, role: 'Member', joinedAt: clock.now() },
            tx,
          );
          await ctx.membershipChanged(tx, { userId, clanId: clan.id, change: 'joined' });
          return { clan, member };
        });
      } catch (error) {
        if (isConstraintViolation(error, PG_ERROR.uniqueViolation, CLAN_KEYS.member))
          throw new AppError('CLAN_ALREADY_MEMBER');
        throw error;
      }
    },

    /**
     * Leaves the caller's clan; the rejoin wait (minDaysToJoinClanAfterLeaving) starts. A chief
     * cannot leave: they delete the clan. Takes the clan's lock first, as deleting does, so a leave
     * and a delete at once end one after the other.
     */
    async leave(userId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const membership = await repository.findMembership(userId, tx);
        if (!membership) throw new AppError('CLAN_NOT_MEMBER');
        if (membership.role === 'Chief') throw new AppError('CLAN_CHIEF_CANNOT_LEAVE');
        const clan = await repository.lockClan(membership.clanId, tx);
        // Deleted, or the chief removed them, while this waited for the lock.
        if (!clan || !(await takeOut(tx, clan, userId, 'left'))) throw new AppError('CLAN_NOT_MEMBER');
      });
      log.info({ userId }, 'clan left');
    },

    /** The clan's chief removes a member; no rejoin wait starts for them (it was not their choice). */
    async remove(chiefId: string, clanId: string, memberId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const clan = await repository.lockClan(clanId, tx);
        if (!clan) throw new AppError('CLAN_NOT_FOUND');
        if (clan.chiefId !== chiefId) throw new AppError('CLAN_NOT_CHIEF');
        if (memberId === chiefId) throw new AppError('CLAN_CHIEF_CANNOT_LEAVE');
        if (!(await takeOut(tx, clan, memberId, 'removed'))) throw new AppError('CLAN_MEMBER_NOT_FOUND');
      });
      log.info({ clanId, memberId, chiefId }, 'clan member removed');
    },
  };
}
