import type { SocialProvider } from '@kp/domain/social';
import type { Platform } from '@kp/domain/games';
import type { Language } from '@kp/domain/languages';
import type { PlatformRole } from '@kp/domain/pog';
import { call } from '../../lib/api-client';

/** The signed-in user's profile. */
export async function getMyProfile(signal: AbortSignal) {
  return (await call('getMyProfile', {}, { signal })).data;
}

/** Changes the profile's fields (only those given); the profile comes back. */
export async function updateProfile(changes: {
  firstName?: string;
  countryCode?: string;
  city?: string;
  collegeName?: string;
  profession?: string;
}) {
  return (await call('updateProfile', { body: changes })).data;
}

/** Sets the profile picture from a JPEG file; the profile comes back. */
export async function uploadProfilePicture(file: Blob) {
  return (await call('uploadProfilePicture', { body: file })).data;
}

/** Sets the user's preferred role; the profile comes back. */
export async function setPreferredRole(role: PlatformRole) {
  return (await call('setPreferredRole', { body: { role } })).data;
}

/** Sets the user's preferred platform; the profile comes back. */
export async function setPreferredPlatform(platform: Platform) {
  return (await call('setPreferredPlatform', { body: { platform } })).data;
}

/** Whether a username is free. */
export async function checkUsername(username: string, signal: AbortSignal) {
  return (await call('checkUsername', { query: { username } }, { signal })).data;
}

/** Sets the user's username; the profile comes back. */
export async function verifyUsername(username: string) {
  return (await call('verifyUsername', { body: { username } })).data;
}

/** Sends a code to an email address to put on the account. */
export async function requestEmailCode(email: string) {
  return (await call('requestEmailCode', { body: { email } })).data;
}

/** Puts the address the code was sent to on the account; the profile comes back. */
export async function verifyEmail(challengeId: string, code: string) {
  return (await call('verifyEmail', { body: { challengeId, code } })).data;
}

/** The countries, named in a language, for the country field. */
export async function listCountries(language: Language, signal: AbortSignal) {
  return (await call('listCountries', { query: { language } }, { signal })).data;
}

/** The professions to choose from. */
export async function listProfessions(signal: AbortSignal) {
  return (await call('listProfessions', {}, { signal })).data;
}

/** Which social accounts the user has linked. */
export async function getSocialStatus(signal: AbortSignal) {
  return (await call('getSocialStatus', {}, { signal })).data;
}

/** Unlinks a social account; the social status comes back. */
export async function disconnectSocial(provider: SocialProvider) {
  return (await call('disconnectSocial', { body: { provider } })).data;
}

/** The user's wallet address, or null. */
export async function findMyWalletAddress(signal: AbortSignal) {
  return (await call('getMyWalletAddress', {}, { signal })).data.evmWalletAddress;
}
