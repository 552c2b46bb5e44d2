import type { UserClan } from '@kp/contract/clans';
import type { ClanCodePurpose, ClanMemberRole, ClanRules } from '@kp/domain/clans';
import { AppError } from '@kp/domain/errors';
import type { DbOrTx } from '../../db/client';
import type { Asker } from '../../platform/asker';
import { createClanImages } from './clan-images';
import { createClanMembership } from './clan-membership';
import { createClanViews } from './clan-views';
import { createClansContext, type ClansDeps } from './clans-context';
import { createClanCreation } from './create-clan';
import { createClanDeletion } from './delete-clan';

export type {
  ClansDeps,
  CompletionsPort,
  MemberScoresPort,
  MembershipChange,
  MembershipListener,
} from './clans-context';

/**
 * Clans (README.md): creating one (an approved chief, with a code), deleting it (its chief, with
 * a code, once old enough), joining, leaving and removing, the rules operators set and the waits
 * they make, the images, the pages, and what an erased account leaves behind.
 */
export function createClansService(deps: ClansDeps) {
  const ctx = createClansContext(deps);
  const creation = createClanCreation(ctx);
  const deletion = createClanDeletion(ctx);
  const membership = createClanMembership(ctx);
  const { repository, users, codes, clock, log } = ctx;

  return {
    ...createClanViews(ctx),
    ...createClanImages(ctx, { assertMayCreate: creation.assertMayCreate, getLedClan: deletion.getLedClan }),
    create: creation.create,
    deleteClan: deletion.deleteClan,
    /** Joins a clan as a Member (clan-membership.ts): the membership made. */
    async join(userId: string, clanId: string): Promise<UserClan> {
      const { clan, member } = await membership.join(userId, clanId);
      return {
        clanId: clan.id,
        clanName: clan.clanName,
        role: member.role as ClanMemberRole,
        joinedAt: member.joinedAt.toISOString(),
      };
    },
    leave: membership.leave,
    remove: membership.remove,
    onMembership: ctx.onMembership,

    /** The public names of these clans, by id (a deleted clan is absent). */
    async listClanNames(clanIds: readonly string[]): Promise<ReadonlyMap<string, string>> {
      return new Map((await repository.listNames(clanIds)).map((c) => [c.id, c.clanName]));
    },

    /** The id of the user's clan, or null (in the caller's transaction when given). */
    async findClanIdOf(userId: string, tx?: DbOrTx): Promise<string | null> {
      return (await repository.findMembership(userId, tx))?.clanId ?? null;
    },

    /**
     * Sends the code of a clan flow to the caller's verified number (the auth module's mechanism
     * and budgets), after checking what can be checked: nobody is sent a code for a create or a
     * delete bound to fail.
     */
    async sendCode(userId: string, purpose: ClanCodePurpose, asker: Asker) {
      if (purpose === 'create_clan') await creation.assertMayCreate(userId);
      else await deletion.assertMayDelete(userId);
      const user = await users.getUser(userId);
      if (!user.phoneNumber) throw new AppError('CLAN_PHONE_REQUIRED');
      return codes.start({ userId, phoneNumber: user.phoneNumber, purpose }, asker);
    },

    /** The rules' day counts: the operators' when they set them, CLAN_RULES_DEFAULT until then. */
    getRules: () => ctx.getRules(),

    /** An operator sets the rules; every check from the next request on uses them. */
    async setRules(operatorId: string, rules: ClanRules): Promise<ClanRules> {
      await repository.saveRules(rules, { updatedBy: operatorId, updatedAt: clock.now() });
      log.info({ rules, operatorId }, 'clan rules set');
      return ctx.getRules();
    },

    /**
     * An erased account leaves its clan, in the erasing transaction: a member's row goes (the
     * count with it); a chief's clan is deleted, its members released with no wait. The images it
     * uploaded for a clan not created go too.
     */
    async eraseUser(userId: string, tx: DbOrTx): Promise<void> {
      const member = await repository.findMembership(userId, tx);
      const clan = member ? await repository.lockClan(member.clanId, tx) : null;
      if (member && clan) {
        if (member.role === 'Chief') await deletion.release(tx, clan, 'account_erased');
        else await membership.takeOut(tx, clan, userId, 'account_erased');
      }
      await repository.deletePendingImages(userId, null, tx);
    },
  };
}

export type ClansService = ReturnType<typeof createClansService>;
