import type { ClanChiefApplicationInput } from '@kp/domain/clan-chief';
import { call } from '../../lib/api-client';

/** The signed-in user's application, or null when there is none. */
export async function findMyClanChiefApplication(signal: AbortSignal) {
  return (await call('getMyClanChiefApplication', {}, { signal })).data.application;
}

/** Sends an application; the application as the api keeps it comes back. */
export async function submitClanChiefApplication(body: ClanChiefApplicationInput) {
  return (await call('submitClanChiefApplication', { body })).data;
}
