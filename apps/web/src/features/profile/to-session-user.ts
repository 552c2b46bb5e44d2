import type { SessionUser } from '@kp/contract/auth';
import type { Profile } from '@kp/contract/users';

/** The session's part of a profile, for the header after a change. */
export function toSessionUser(profile: Profile): SessionUser {
  const { id, phoneNumber, email, username, firstName, role, isRegistered, language } = profile;
  return { id, phoneNumber, email, username, firstName, role, isRegistered, language };
}
