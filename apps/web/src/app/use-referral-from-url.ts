import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { STORAGE_KEYS } from '@kp/domain/storage-keys';
import { withAllEnglish } from '../lib/i18n';
import { useSession } from '../lib/session';
import { storage } from '../lib/storage';

const REF_PARAM = 'ref';
// Longer than any code; a longer value is not one and is not worth keeping whole.
const MAX_CODE_LENGTH = 32;

const loadReferral = withAllEnglish(() => import('../lib/referral'));

/**
 * A visitor arriving with `?ref=CODE` (the share-referral task links to `/?ref=<code>`): the code is
 * kept and taken out of the address; once someone is signed in, it is applied once (lib/referral,
 * loaded only then). A code kept after a failed try is tried again on the next visit or sign-in.
 */
export function useReferralFromUrl(): void {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const session = useSession();
  const userId = session.status === 'signed-in' ? session.user.id : null;
  const handled = useRef<string | null>(null);
  const tried = useRef<string | null>(null);
  useEffect(() => {
    const params = new URLSearchParams(search);
    const code = params.get(REF_PARAM);
    if (code !== null && handled.current !== search) {
      handled.current = search;
      const trimmed = code.trim();
      if (trimmed) storage.set(STORAGE_KEYS.referralCode, trimmed.slice(0, MAX_CODE_LENGTH));
      params.delete(REF_PARAM);
      const rest = params.toString();
      navigate(rest ? `${location}?${rest}` : location, { replace: true });
    }
    const stored = storage.get(STORAGE_KEYS.referralCode);
    const attempt = `${userId}\u0000${stored}`;
    if (!userId || !stored || tried.current === attempt) return;
    tried.current = attempt;
    void loadReferral().then(
      (referral) => referral.applyStoredReferralCode(),
      (error: unknown) => console.error('the referral code could not be applied', error),
    );
  }, [search, location, navigate, userId]);
}
