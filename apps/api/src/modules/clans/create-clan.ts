import { referrerE164, type ClanForm } from '@kp/domain/clan-form';
import { AppError } from '@kp/domain/errors';
import { isConstraintViolation, PG_ERROR } from '../../db/pg-errors';
import type { DbOrTx } from '../../db/client';
import { CLAN_KEYS } from './clans.repository';
import type { ClansContext } from './clans-context';

/** The create call's input: the clan form and the code of the create clan flow. */
export type CreateClanInput = ClanForm & { challengeId: string; code: string };

/** Creating a clan: who may, and the create call itself. */
export function createClanCreation(ctx: ClansContext) {
  const { db, repository, chiefs, codes, clock, log } = ctx;

  /**
   * Refuses a user who may not create a clan now: not an approved chief (403), in a clan already,
   * or within the wait after deleting their last clan (the days left).
   */
  async function assertMayCreate(userId: string, tx?: DbOrTx): Promise<void> {
    if (!(await chiefs.hasChiefRole(userId, tx))) throw new AppError('CLAN_CHIEF_NOT_APPROVED');
    if (await repository.findMembership(userId, tx)) throw new AppError('CLAN_ALREADY_MEMBER');
    const wait = await ctx.createWait(userId, await ctx.getRules(tx), tx);
    if (wait) throw ctx.refuseWait('clanCreation', wait);
  }

  /** The images the form names, given to the new clan; a field refused when it names none of the caller's. */
  async function attachImages(tx: DbOrTx, userId: string, clanId: string, input: CreateClanInput) {
    const named = [
      { field: 'clanLogo', imageId: input.clanLogo, imageType: 'logo' as const },
      { field: 'bannerImage', imageId: input.bannerImage, imageType: 'banner' as const },
    ];
    const missing: { field: string; reason: string }[] = [];
    for (const { field, imageId, imageType } of named) {
      if (!imageId) continue;
      const attached = await repository.attachImage({ imageId, uploaderId: userId, imageType, clanId }, tx);
      if (!attached) missing.push({ field, reason: 'image_not_uploaded' });
    }
    if (missing.length) throw AppError.invalidFields(missing);
    // What the chief uploaded and did not name is of no use any more.
    await repository.deletePendingImages(userId, null, tx);
  }

  return {
    assertMayCreate,

    /**
     * Creates the caller's clan, with the code of the create clan flow, in one transaction with
     * the code check, once the caller is known to be allowed to: a wrong code counts (that count commits, nothing else does); a refusal of
     * the creation itself (a name taken, a wait) rolls the check back too, so the same code works
     * once the form is fixed. The caller becomes the clan's Chief and first member. One clan per
     * user and names unique regardless of case are the database's last word too: twenty creates
     * at once make one clan.
     */
    async create(userId: string, input: CreateClanInput): Promise<string> {
      let outcome: { ok: true; clanId: string } | { ok: false; error: AppError };
      try {
        outcome = await db.transaction(async (tx) => {
          // Who may create is said first (403 to a user who is not a chief, whatever the code).
          await assertMayCreate(userId, tx);
          const checked = await codes.check(
            tx,
            { challengeId: input.challengeId, code: input.code },
            { purpose: 'create_clan', userId },
          );
          if (!checked.ok) return { ok: false as const, error: codes.failure(checked) };
          if (await repository.findClanByName(input.clanName, tx)) throw new AppError('CLAN_NAME_TAKEN');
          const now = clock.now();
          const clan = await repository.insertClan(
            {
              clanName: input.clanName,
              city: input.city,
              country: input.country,
              description: input.description,
              chiefId: userId,
              referrerPhoneNumber: referrerE164(input),
              memberCount: 1,
              createdAt: now,
            },
            tx,
          );
          await repository.insertMember({ userId, clanId: clan.id, role: 'Chief', joinedAt: now }, tx);
          await ctx.membershipChanged(tx, { userId, clanId: clan.id, change: 'joined' });
          await attachImages(tx, userId, clan.id, input);
          return { ok: true as const, clanId: clan.id };
        });
      } catch (error) {
        throw asCreateRefusal(error);
      }
      if (!outcome.ok) throw outcome.error;
      log.info({ clanId: outcome.clanId, userId }, 'clan created');
      return outcome.clanId;
    },
  };
}

/** A creation the database refused, as the code that says why (another create came first). */
function asCreateRefusal(error: unknown): unknown {
  if (isConstraintViolation(error, PG_ERROR.uniqueViolation, CLAN_KEYS.name))
    return new AppError('CLAN_NAME_TAKEN');
  if (
    isConstraintViolation(error, PG_ERROR.uniqueViolation, CLAN_KEYS.chief) ||
    isConstraintViolation(error, PG_ERROR.uniqueViolation, CLAN_KEYS.member)
  )
    return new AppError('CLAN_ALREADY_MEMBER');
  return error;
}
