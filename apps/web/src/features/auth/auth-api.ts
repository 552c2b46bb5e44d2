import type { Region } from '@kp/domain/locations';
import { call } from '../../lib/api-client';

/** The sign-in methods besides the phone that this installation offers. */
export async function getSignInMethods(signal: AbortSignal) {
  return (await call('getSignInMethods', {}, { signal })).data;
}

/** Google's consent page to leave for, coming back to `returnTo`. */
export async function startGoogleSignIn(returnTo: string) {
  return (await call('startGoogleSignIn', { query: { returnTo } })).data;
}

/** Sends a sign-in code to a number (`waId`, as `waIdFor` makes it). */
export async function startPhoneLogin(waId: string, region: Region) {
  const answer = await call('startPhoneLogin', {
    query: { source: 'website', region },
    body: { waId, platform: 'browser', hostname: location.hostname },
  });
  return answer.data;
}

/** Sends a code to a number to put on the signed-in account. */
export async function requestPhoneCode(waId: string) {
  return (await call('requestPhoneCode', { body: { phone_number: `+${waId}` } })).data;
}

/** Signs in with the code sent to a number. */
export async function verifyPhoneLogin(body: { challengeId: string; code: string }) {
  return (await call('verifyPhoneLogin', { body })).data;
}

/** Puts the number the code was sent to on the signed-in account; its profile comes back. */
export async function verifyPhone(body: { challengeId: string; code: string }) {
  return (await call('verifyPhone', { body })).data;
}

/** Sends the code of a challenge again; the renewed challenge comes back. */
export async function resendCode(challengeId: string) {
  return (await call('resendCode', { body: { challengeId } })).data;
}

/** A code for signing in on another device. */
export async function createLinkCode(signal: AbortSignal) {
  return (await call('createLinkCode', {}, { signal })).data;
}

/** Completes a new account: its username, and optionally a first name and an email. */
export async function completeRegistration(body: { username: string; firstName?: string; email?: string }) {
  return (await call('completeRegistration', { body })).data;
}
