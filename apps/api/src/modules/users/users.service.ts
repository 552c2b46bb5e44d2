import type { SessionUser } from '@kp/contract/auth';
import type { Profile } from '@kp/contract/users';
import { AppError } from '@kp/domain/errors';
import type { DbOrTx } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { UserRow, UsersRepository } from './users.repository';

const UNIQUE_VIOLATION = '23505';

function isUniqueViolation(error: unknown, constraint: string): boolean {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const inner = e?.cause ?? e;
  return (inner?.code ?? e?.code) === UNIQUE_VIOLATION && (inner?.constraint ?? e?.constraint) === constraint;
}

/** The wire shape of a user. */
export function toSessionUser(row: UserRow): SessionUser {
  return {
    id: row.id,
    phoneNumber: row.phoneNumber,
    email: row.email,
    username: row.username,
    firstName: row.firstName,
    role: row.role === 'admin' ? 'admin' : 'user',
    isRegistered: row.isRegistered,
  };
}

/** What other modules do when an account is created, in the same transaction (a custodial wallet). */
export type UserCreatedHook = (userId: string, tx: DbOrTx) => Promise<void>;

/** The profile screen's view of a user: the session fields, the profile fields and the connected accounts. */
export function toProfile(row: UserRow, linkedProviders: readonly string[]): Profile {
  return {
    ...toSessionUser(row),
    countryCode: null,
    city: null,
    collegeName: null,
    profession: null,
    preferredRole: null,
    preferredPlatform: null,
    hasPicture: false,
    deletionRequestedAt: null,
    socialStatuses: {
      twitter: { isActive: false },
      discord: { isActive: false },
      google: { isActive: linkedProviders.includes('google') },
      wallet: { isActive: false },
      steam: { isActive: false },
      telegram: { isActive: linkedProviders.includes('telegram') },
    },
  };
}

export function createUsersService(
  repository: UsersRepository,
  clock: Clock,
  options: { onUserCreated?: UserCreatedHook } = {},
) {
  const created = async (userId: string, tx: DbOrTx | undefined) => {
    if (options.onUserCreated && tx) await options.onUserCreated(userId, tx);
  };
  return {
    /** The user with this id; NOT_FOUND when there is none. */
    async getUser(id: string, tx?: DbOrTx): Promise<UserRow> {
      const user = await repository.findById(id, tx);
      if (!user) throw new AppError('NOT_FOUND');
      return user;
    },
    /** The signed-in user's profile. */
    async getProfile(userId: string): Promise<Profile> {
      const user = await this.getUser(userId);
      return toProfile(user, await repository.listLinkedProviders(userId));
    },
    /** The account of a verified phone number, created on first sign-in (inside the caller's transaction). */
    async findOrCreateByPhoneNumber(phoneNumber: string, tx: DbOrTx) {
      const result = await repository.findOrCreateByPhoneNumber(phoneNumber, clock.now(), tx);
      if (result.isNew) await created(result.user.id, tx);
      return result;
    },
    /**
     * The account of another provider's identity: the one it is linked to; else, for a Google
     * address Google has verified, the account with that address (now linked); else a new
     * account. Runs in the caller's transaction so that two first sign-ins make one account.
     */
    async findOrCreateByIdentity(
      identity: {
        provider: 'google' | 'telegram';
        subject: string;
        email?: string | null;
        emailVerified?: boolean;
        firstName?: string | null;
      },
      tx: DbOrTx,
    ): Promise<{ user: UserRow; isNew: boolean }> {
      const linked = await repository.findByIdentity(identity.provider, identity.subject, tx);
      if (linked) return { user: linked, isNew: false };
      const now = clock.now();
      const byEmail =
        identity.email && identity.emailVerified ? await repository.findByEmail(identity.email, tx) : null;
      const user =
        byEmail ??
        (await repository.insertUser(
          {
            email: identity.email && identity.emailVerified ? identity.email : null,
            firstName: identity.firstName ?? null,
            createdAt: now,
            updatedAt: now,
          },
          tx,
        ));
      if (!byEmail) await created(user.id, tx);
      if (!(await repository.linkIdentity(user.id, identity.provider, identity.subject, now, tx))) {
        // Another sign-in of the same identity linked it first: undo this one (the caller retries).
        throw new AppError('CONFLICT_IN_PROGRESS');
      }
      return { user, isNew: !byEmail };
    },
    /** Completes a new account: its username (unique, whatever the case), first name and email. */
    async completeRegistration(
      userId: string,
      input: { username: string; firstName?: string; email?: string },
    ): Promise<SessionUser> {
      const taken = await repository.findByUsername(input.username);
      if (taken && taken.id !== userId) throw new AppError('USERNAME_TAKEN');
      try {
        const row = await repository.update(userId, {
          username: input.username,
          ...(input.firstName !== undefined ? { firstName: input.firstName } : {}),
          ...(input.email !== undefined ? { email: input.email } : {}),
          isRegistered: true,
          updatedAt: clock.now(),
        });
        if (!row) throw new AppError('NOT_FOUND');
        return toSessionUser(row);
      } catch (error) {
        // Two people taking one name at the same moment: the database decides, the loser is told.
        if (isUniqueViolation(error, 'users_username_key')) throw new AppError('USERNAME_TAKEN');
        if (isUniqueViolation(error, 'users_email_key')) throw new AppError('EMAIL_TAKEN');
        throw error;
      }
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
