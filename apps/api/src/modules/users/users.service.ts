import type { SessionUser } from '@kp/contract/auth';
import type { Profile } from '@kp/contract/users';
import { ACCOUNT_DELETION_GRACE_DAYS } from '@kp/domain/constants';
import { AppError } from '@kp/domain/errors';
import { isLanguage, type Language } from '@kp/domain/languages';
import type { Region } from '@kp/domain/locations';
import { regulatoryCountry } from '@kp/domain/regulatory-country';
import type { Db, DbOrTx } from '../../db/client';
import { isConstraintViolation, PG_ERROR } from '../../db/pg-errors';
import type { Clock } from '../../platform/clock';
import type { UserLifecyclePublisher } from '../../platform/user-lifecycle';
import type { UserRow, UsersRepository } from './users.repository';

/** How long an account waits between the deletion request and the removal of its data. */
export const ACCOUNT_DELETION_GRACE_MS = ACCOUNT_DELETION_GRACE_DAYS * 24 * 60 * 60_000;

function isUniqueViolation(error: unknown, constraint: string): boolean {
  return isConstraintViolation(error, PG_ERROR.uniqueViolation, constraint);
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
    language: isLanguage(row.language) ? row.language : null,
  };
}

/** The profile screen's view of a user: the session fields, the profile fields and the connected accounts. */
export function toProfile(
  row: UserRow,
  extras: { linkedProviders: readonly string[]; hasPicture: boolean; hasWallet: boolean },
): Profile {
  const linkedProviders = extras.linkedProviders;
  return {
    ...toSessionUser(row),
    countryCode: row.countryCode,
    city: row.city,
    collegeName: row.collegeName,
    profession: row.profession,
    preferredRole: (row.preferredRole as Profile['preferredRole']) ?? null,
    preferredPlatform: (row.preferredPlatform as Profile['preferredPlatform']) ?? null,
    hasPicture: extras.hasPicture,
    deletionRequestedAt: row.deletionRequestedAt?.toISOString() ?? null,
    socialStatuses: {
      twitter: { isActive: false },
      discord: { isActive: false },
      google: { isActive: linkedProviders.includes('google') },
      wallet: { isActive: extras.hasWallet },
      steam: { isActive: false },
      telegram: { isActive: linkedProviders.includes('telegram') },
    },
  };
}

export function createUsersService(
  repository: UsersRepository,
  clock: Clock,
  options: {
    /** Where an account's creation and erasure are told to the other modules, in their transaction. */
    lifecycle?: UserLifecyclePublisher;
    hasWallet?: (userId: string) => Promise<boolean>;
    /** The linked social accounts' statuses (the social module); each one given replaces the default. */
    socialStatuses?: (userId: string) => Promise<Partial<Profile['socialStatuses']>>;
    /** Phone numbers (E.164) whose accounts are operators: they get the admin role at sign-in. */
    adminPhoneNumbers?: readonly string[];
  } = {},
) {
  const hasWallet = options.hasWallet ?? (async () => false);
  const created = async (userId: string, tx: DbOrTx | undefined) => {
    if (options.lifecycle && tx) await options.lifecycle.created(userId, tx);
  };
  return {
    /** The user with this id; USER_NOT_FOUND when there is none. */
    async getUser(id: string, tx?: DbOrTx): Promise<UserRow> {
      const user = await repository.findById(id, tx);
      if (!user) throw new AppError('USER_NOT_FOUND');
      return user;
    },
    /**
     * The country law and tax follow for this user (domain regulatory-country.ts): the region of
     * their completed KYC, else their verified phone's country, else null (unknown). Never the
     * profile's country. The earnings, tournaments and KYC modules all ask this.
     */
    async getRegulatoryCountry(userId: string, tx?: DbOrTx): Promise<string | null> {
      const user = await this.getUser(userId, tx);
      return regulatoryCountry({ verifiedPhone: user.phoneNumber, kycVerifiedRegion: user.kycRegion });
    },
    /** Fixes the regulatory country to a completed KYC's region (in its transaction); a region fixed before stays. */
    async fixKycRegion(userId: string, region: Region, tx: DbOrTx): Promise<void> {
      await repository.fixKycRegion(userId, region, clock.now(), tx);
    },
    /** Operators' list of accounts, newest first, optionally matching a phone, email or username. */
    async listForAdmin(input: { search?: string; limit: number; offset: number }) {
      const { rows, total } = await repository.listForAdmin(input);
      return {
        total,
        users: rows.map((row) => ({
          ...toSessionUser(row),
          createdAt: row.createdAt.toISOString(),
          deletionRequestedAt: row.deletionRequestedAt?.toISOString() ?? null,
          deletedAt: row.deletedAt?.toISOString() ?? null,
        })),
      };
    },

    /** The signed-in user's profile. */
    async getProfile(userId: string, tx?: DbOrTx): Promise<Profile> {
      const user = await this.getUser(userId, tx);
      const [linkedProviders, picture, wallet, social] = await Promise.all([
        repository.listLinkedProviders(userId, tx),
        repository.hasPicture(userId, tx),
        hasWallet(userId),
        options.socialStatuses?.(userId) ?? {},
      ]);
      const profile = toProfile(user, { linkedProviders, hasPicture: picture, hasWallet: wallet });
      return { ...profile, socialStatuses: { ...profile.socialStatuses, ...social } };
    },

    /** Changes the profile fields that were sent. */
    async updateProfile(
      userId: string,
      input: Partial<Pick<UserRow, 'firstName' | 'countryCode' | 'city' | 'collegeName' | 'profession'>>,
    ): Promise<Profile> {
      await repository.update(userId, { ...input, updatedAt: clock.now() });
      return this.getProfile(userId);
    },

    /** Sets a preference (role or platform) of the profile. */
    async setPreference(userId: string, values: { preferredRole?: string; preferredPlatform?: string }) {
      await repository.update(userId, { ...values, updatedAt: clock.now() });
      return this.getProfile(userId);
    },

    /** Stores the interface language the user reads (the language of the messages sent to them). */
    async setLanguage(userId: string, language: Language): Promise<{ language: Language }> {
      if (!(await repository.update(userId, { language, updatedAt: clock.now() })))
        throw new AppError('USER_NOT_FOUND');
      return { language };
    },

    /**
     * The interface language stored for an account (null: none, or no such account): the one of
     * this id, else the one this phone number (E.164) or confirmed email address belongs to.
     */
    async storedLanguage(
      account: { userId: string } | { phoneNumber: string } | { email: string },
    ): Promise<Language | null> {
      const user =
        'userId' in account
          ? await repository.findLanguage(account.userId)
          : 'phoneNumber' in account
            ? await repository.findByPhoneNumber(account.phoneNumber)
            : await this.findUserByConfirmedEmail(account.email);
      return user && !user.deletedAt && isLanguage(user.language) ? user.language : null;
    },

    /** Whether a username is free for this user (their own counts as free). */
    async isUsernameAvailable(userId: string, username: string): Promise<boolean> {
      const owner = await repository.findByUsername(username);
      return !owner || owner.id === userId;
    },

    /** Takes a username (the profile's username update). */
    async takeUsername(userId: string, username: string): Promise<Profile> {
      await this.completeRegistration(userId, { username });
      return this.getProfile(userId);
    },

    /** The account whose confirmed email address this is, if any. */
    async findUserByConfirmedEmail(email: string) {
      const user = await repository.findByEmail(email);
      return user?.emailVerifiedAt ? user : null;
    },

    /** The account a sign-in identity (Google's subject, Telegram's user id) belongs to, if any. */
    async findUserIdByIdentity(provider: 'google' | 'telegram', subject: string): Promise<string | null> {
      return (await repository.findByIdentity(provider, subject))?.id ?? null;
    },

    /** The subject of the user's sign-in identity with a provider, if they sign in with it. */
    findIdentitySubject(userId: string, provider: 'google' | 'telegram'): Promise<string | null> {
      return repository.findIdentitySubject(userId, provider);
    },

    /**
     * Sets a confirmed email address on an account (another account having it confirmed is
     * EMAIL_TAKEN; one holding it unconfirmed, from before addresses were confirmed, loses it).
     */
    async setEmail(userId: string, email: string, tx: DbOrTx): Promise<void> {
      await repository.releaseUnconfirmedEmail(email, userId, tx);
      try {
        await repository.update(userId, { email, emailVerifiedAt: clock.now(), updatedAt: clock.now() }, tx);
      } catch (error) {
        if (isUniqueViolation(error, 'users_email_key')) throw new AppError('EMAIL_TAKEN');
        throw error;
      }
    },

    /** The account with a phone number (E.164), if any. */
    findUserByPhoneNumber(phoneNumber: string, tx?: DbOrTx) {
      return repository.findByPhoneNumber(phoneNumber, tx);
    },

    /**
     * Sets a verified phone number (E.164) on an account, releasing the one it had. Another
     * account having it is PHONE_ALREADY_EXISTS: checked first, and again by the unique index for
     * two accounts confirming one number at the same moment.
     */
    async setPhoneNumber(userId: string, phoneNumber: string, tx: DbOrTx): Promise<void> {
      const owner = await repository.findByPhoneNumber(phoneNumber, tx);
      if (owner && owner.id !== userId) throw new AppError('PHONE_ALREADY_EXISTS');
      try {
        const row = await repository.update(userId, { phoneNumber, updatedAt: clock.now() }, tx);
        if (!row) throw new AppError('USER_NOT_FOUND');
      } catch (error) {
        if (isUniqueViolation(error, 'users_phone_number_key')) throw new AppError('PHONE_ALREADY_EXISTS');
        throw error;
      }
    },

    /** What anyone may see of a user, by username; USER_NOT_FOUND for none or a deleted account. */
    async getPublicUserByUsername(username: string) {
      const user = await repository.findByUsername(username);
      if (!user || user.deletedAt) throw new AppError('USER_NOT_FOUND');
      return { id: user.id, username: user.username, hasPicture: await repository.hasPicture(user.id) };
    },

    /** What anyone may see of several users, in the order asked, unknown ones left out. */
    async listPublicUsers(userIds: readonly string[]) {
      const rows = await repository.listPublicUsers(userIds);
      const byId = new Map(rows.map((row) => [row.id, row]));
      return userIds.flatMap((id) => {
        const row = byId.get(id);
        return row ? [{ id: row.id, username: row.username, hasPicture: row.hasPicture }] : [];
      });
    },

    /**
     * Asks for the account to be deleted: the personal data goes after the grace period (the
     * user may change their mind until then by cancelling). Asking again says it is already asked.
     */
    async requestDeletion(userId: string) {
      const now = clock.now();
      const user = await this.getUser(userId);
      const status = user.deletionRequestedAt ? ('already_requested' as const) : ('initiated' as const);
      const requestedAt = user.deletionRequestedAt ?? now;
      if (!user.deletionRequestedAt)
        await repository.update(userId, { deletionRequestedAt: now, updatedAt: now });
      return {
        status,
        requestedAt: requestedAt.toISOString(),
        deletesAt: new Date(requestedAt.getTime() + ACCOUNT_DELETION_GRACE_MS).toISOString(),
      };
    },

    /** Withdraws a deletion request made during the grace period. */
    async cancelDeletion(userId: string): Promise<Profile> {
      await repository.update(userId, { deletionRequestedAt: null, updatedAt: clock.now() });
      return this.getProfile(userId);
    },

    /**
     * The deletion job: for each account whose grace period is over, removes the personal data
     * and the ways to sign in, and keeps the row, anonymised, for the ledger and audit records.
     * Safe to run on several replicas at once (rows are claimed with SKIP LOCKED).
     */
    async processDueDeletions(db: Db, batchSize = 50): Promise<number> {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const due = await repository.claimDueDeletions(
          new Date(now.getTime() - ACCOUNT_DELETION_GRACE_MS),
          batchSize,
          tx,
        );
        for (const id of due) {
          await repository.anonymise(id, now, tx);
          await options.lifecycle?.erased(id, tx);
        }
        return due.length;
      });
    },

    /** Stores a profile picture (already checked and re-encoded). */
    async setPicture(userId: string, jpeg: Buffer): Promise<Profile> {
      await repository.upsertPicture(userId, jpeg, clock.now());
      return this.getProfile(userId);
    },

    /** A user's picture; PROFILE_PICTURE_NOT_FOUND when there is none. */
    async getPicture(userId: string) {
      const picture = await repository.findPicture(userId);
      if (!picture) throw new AppError('PROFILE_PICTURE_NOT_FOUND');
      return picture;
    },
    /** The account of a verified phone number, created on first sign-in (inside the caller's transaction). */
    async findOrCreateByPhoneNumber(phoneNumber: string, tx: DbOrTx) {
      const result = await repository.findOrCreateByPhoneNumber(phoneNumber, clock.now(), tx);
      if (result.isNew) await created(result.user.id, tx);
      return result;
    },
    /**
     * The role an account has now: admin while its phone number is one of ADMIN_PHONE_NUMBERS.
     * Decided at every sign-in and refresh and written back, so removing a number takes the role
     * away within one access token's lifetime (and operators' lists show the role as it is).
     */
    async syncRole(user: Pick<UserRow, 'id' | 'phoneNumber' | 'role' | 'deletedAt'>, tx: DbOrTx) {
      const isListed =
        !user.deletedAt &&
        user.phoneNumber !== null &&
        (options.adminPhoneNumbers ?? []).includes(user.phoneNumber);
      const role = isListed ? ('admin' as const) : ('user' as const);
      if (user.role !== role) await repository.update(user.id, { role, updatedAt: clock.now() }, tx);
      return role;
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
      // An account is found by its address only when that address was confirmed on both sides:
      // else whoever typed a victim's address at registration would receive the victim's sign-in.
      const isVerified = Boolean(identity.email && identity.emailVerified);
      const found = isVerified ? await repository.findByEmail(identity.email!, tx) : null;
      const byEmail = found?.emailVerifiedAt ? found : null;
      const user =
        byEmail ??
        (await repository.insertUser(
          {
            // An address another account holds unconfirmed stays with that account, unconfirmed.
            email: isVerified && !found ? identity.email! : null,
            emailVerifiedAt: isVerified && !found ? now : null,
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
    /**
     * Completes a new account: its username (unique, whatever the case) and first name. An email
     * given at registration is not set here: it becomes the account's once its code is confirmed.
     */
    async completeRegistration(
      userId: string,
      input: { username: string; firstName?: string },
    ): Promise<SessionUser> {
      const taken = await repository.findByUsername(input.username);
      if (taken && taken.id !== userId) throw new AppError('USERNAME_TAKEN');
      try {
        const row = await repository.update(userId, {
          username: input.username,
          ...(input.firstName !== undefined ? { firstName: input.firstName } : {}),
          isRegistered: true,
          updatedAt: clock.now(),
        });
        if (!row) throw new AppError('USER_NOT_FOUND');
        return toSessionUser(row);
      } catch (error) {
        // Two people taking one name at the same moment: the database decides, the loser is told.
        if (isUniqueViolation(error, 'users_username_key')) throw new AppError('USERNAME_TAKEN');
        throw error;
      }
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
