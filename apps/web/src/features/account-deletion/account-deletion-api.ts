import { call } from '../../lib/api-client';

/** The signed-in user's profile, with when a deletion was asked for. */
export async function getMyProfile(signal: AbortSignal) {
  return (await call('getMyProfile', {}, { signal })).data;
}

/** Asks for the account's deletion; whether it starts now or was asked for already comes back. */
export async function requestAccountDeletion() {
  return (await call('requestAccountDeletion')).data;
}

/** Keeps the account: the pending deletion is called off, and the profile comes back. */
export async function cancelAccountDeletion() {
  return (await call('cancelAccountDeletion')).data;
}
