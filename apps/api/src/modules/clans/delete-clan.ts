import type { ClanDepartureReason } from '@kp/domain/clans';
import { AppError } from '@kp/domain/errors';
import type { DbOrTx } from '../../db/client';
import type { ClanRow } from './clans.repository';
import type { ClansContext } from './clans-context';

/** Deleting a clan: by its chief with a code, or because the chief's account was erased. */
export function createClanDeletion(ctx: ClansContext) {
  const { db, repository, codes, clock, log } = ctx;

  /**
   * Ends a clan, locked by the caller: every member is released, with a departure that says why
   * (its chief's `chiefReason`, the others' clan_deleted, which starts no wait), and the clan goes
   * with its members' rows and images. Anyone leaving or joining at the same moment waits for the
   * clan's lock, then finds it gone.
   */
  async function release(tx: DbOrTx, clan: ClanRow, chiefReason: ClanDepartureReason): Promise<void> {
    const now = clock.now();
    const members = await repository.listMembers(clan.id, tx);
    await repository.insertDepartures(
      members.map((member) => ({
        userId: member.userId,
        clanId: clan.id,
        clanName: clan.clanName,
        reason: member.role === 'Chief' ? chiefReason : ('clan_deleted' as const),
        departedAt: now,
      })),
      tx,
    );
    for (const member of members)
      await ctx.membershipChanged(tx, { userId: member.userId, clanId: clan.id, change: 'left' });
    await repository.deleteClan(clan.id, tx);
  }

  /** The clan the user leads, or the refusal: not in a clan (404), not its chief (403). */
  async function getLedClan(userId: string, tx?: DbOrTx): Promise<ClanRow> {
    const membership = await repository.findMembership(userId, tx);
    if (!membership) throw new AppError('CLAN_NOT_MEMBER');
    if (membership.role !== 'Chief') throw new AppError('CLAN_NOT_CHIEF');
    const clan = await repository.findClan(membership.clanId, tx);
    if (!clan) throw new AppError('CLAN_NOT_MEMBER');
    return clan;
  }

  return {
    release,
    getLedClan,

    /** Refuses a delete code to a user who could not delete their clan now. */
    async assertMayDelete(userId: string): Promise<void> {
      const clan = await getLedClan(userId);
      const wait = ctx.deleteWait(clan, await ctx.getRules());
      if (wait) throw ctx.refuseWait('clanDelete', wait);
    },

    /**
     * The chief deletes their clan with the code of the delete clan flow, once the clan is
     * minDaysBeforeClanDelete days old. Another user (another clan's chief included) is refused
     * before any code is looked at; a wrong code counts, and a refusal after it leaves it usable.
     */
    async deleteClan(userId: string, clanId: string, input: { challengeId: string; code: string }) {
      const outcome = await db.transaction(async (tx) => {
        const clan = await repository.lockClan(clanId, tx);
        if (!clan) throw new AppError('CLAN_NOT_FOUND');
        if (clan.chiefId !== userId) throw new AppError('CLAN_NOT_CHIEF');
        const wait = ctx.deleteWait(clan, await ctx.getRules(tx));
        if (wait) throw ctx.refuseWait('clanDelete', wait);
        const checked = await codes.check(tx, input, { purpose: 'delete_clan', userId });
        if (!checked.ok) return { ok: false as const, error: codes.failure(checked) };
        await release(tx, clan, 'deleted_own_clan');
        return { ok: true as const };
      });
      if (!outcome.ok) throw outcome.error;
      log.info({ clanId, userId }, 'clan deleted');
    },
  };
}
