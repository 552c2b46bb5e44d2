import { AppError } from '@kp/domain/errors';
import { isConstraintViolation, PG_ERROR } from '../../db/pg-errors';
import type { PogContext } from './pog-context';
import { POG_KEYS } from './pog.repository';

/** Reserving a POG name: unique whatever its case, decided by the database's unique index. */
export function createReserveName(ctx: PogContext) {
  const { repository, clock, settings } = ctx;
  return {
    /** Whether a name (already checked by the rule) is free, or is the caller's own. */
    async checkName(userId: string, name: string): Promise<{ name: string; isAvailable: boolean }> {
      const own = await repository.findProfile(userId);
      const isOwn = own?.name?.toLowerCase() === name.toLowerCase();
      return { name, isAvailable: isOwn || !(await repository.isNameTaken(name)) };
    },

    /**
     * Reserves the name for the caller, freeing the one they held. Parallel reservations of one
     * name (in any case) meet at `pog_profiles_name_key`: one commits, the others are
     * USERNAME_TAKEN ("Username already taken!").
     */
    async reserveName(userId: string, name: string): Promise<{ name: string }> {
      try {
        await repository.upsertName({ userId, name, mode: settings.defaultMode, at: clock.now() });
      } catch (error) {
        if (isConstraintViolation(error, PG_ERROR.uniqueViolation, POG_KEYS.name))
          throw new AppError('USERNAME_TAKEN', { cause: error });
        throw error;
      }
      return { name };
    },
  };
}
