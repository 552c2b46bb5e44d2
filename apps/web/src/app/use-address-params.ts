import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { REFERRAL_CODE_STORAGE_KEY } from '@kp/domain/storage-keys-first-load';
import { withAllMessages } from '../lib/i18n';
import { useSession } from '../lib/session';
import { storage } from '../lib/storage';

const REF_PARAM = 'ref';
// Longer than any code; a longer value is not one and is not worth keeping whole.
const MAX_CODE_LENGTH = 32;
const LOGIN_ERROR_PARAM = 'login_error';
const TAKEN = [REF_PARAM, 'code', 'qr_ref_id', LOGIN_ERROR_PARAM];

const loadReferral = withAllMessages(() => import('../lib/referral'));
const loadSignInFromUrl = withAllMessages(() => import('../features/auth/sign-in-from-url'));

/**
 * What arrives in the address, acted on once and then taken out of it (the work and its texts
 * load only then):
 * - `?ref=CODE` (the share-referral task links to `/?ref=<code>`): the code is kept; once someone
 *   is signed in it is applied once (lib/referral). A code kept after a failed try is tried again
 *   on the next visit or sign-in.
 * - what a sign-in leaves (spec section 2): `code` and `qr_ref_id` sign in with a link from another
 *   device; `login_error=google|telegram` is such a sign-in coming back failed.
 */
export function useAddressParams(): void {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const session = useSession();
  const userId = session.status === 'signed-in' ? session.user.id : null;
  const handled = useRef<string | null>(null);
  const tried = useRef<string | null>(null);
  useEffect(() => {
    const params = new URLSearchParams(search);
    if (handled.current !== search && TAKEN.some((name) => params.has(name))) {
      handled.current = search;
      const code = params.get('code');
      const qrRefId = params.get('qr_ref_id');
      const link = code !== null && qrRefId !== null ? { code, qrRefId } : null;
      const isProviderFailure = ['google', 'telegram'].includes(params.get(LOGIN_ERROR_PARAM) ?? '');
      const referral = params.get(REF_PARAM)?.trim();
      if (referral) storage.set(REFERRAL_CODE_STORAGE_KEY, referral.slice(0, MAX_CODE_LENGTH));
      // `code` alone is another page's (a provider's answer): only a link or a failure takes it.
      const names = link || isProviderFailure ? TAKEN : [REF_PARAM];
      if (names.some((name) => params.has(name))) {
        for (const name of names) params.delete(name);
        const rest = params.toString();
        navigate(rest ? `${location}?${rest}` : location, { replace: true });
      }
      if (link || isProviderFailure)
        void loadSignInFromUrl().then(
          (flow) => (link ? flow.signInWithLink(link, navigate) : flow.reportFailedSignIn()),
          (error: unknown) => console.error('sign-in from the address failed to load', error),
        );
    }
    const stored = storage.get(REFERRAL_CODE_STORAGE_KEY);
    const attempt = `${userId}\u0000${stored}`;
    if (!userId || !stored || tried.current === attempt) return;
    tried.current = attempt;
    void loadReferral().then(
      (referral) => referral.applyStoredReferralCode(),
      (error: unknown) => console.error('the referral code could not be applied', error),
    );
  }, [search, location, navigate, userId]);
}
