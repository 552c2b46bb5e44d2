import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { withAllEnglish } from '../lib/i18n';

const LINK_PARAMS = ['code', 'qr_ref_id'] as const;
const LOGIN_ERROR_PARAM = 'login_error';

const loadSignInFromUrl = withAllEnglish(() => import('../features/auth/sign-in-from-url'));

/**
 * What a sign-in leaves in the address (spec section 2): `code` and `qr_ref_id` sign in with a
 * link from another device, `login_error=google|telegram` is such a sign-in coming back failed. Each is
 * acted on once, then taken out of the address; the work (and its texts) load only then.
 */
export function useSignInFromUrl(): void {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const handled = useRef<string | null>(null);
  useEffect(() => {
    const params = new URLSearchParams(search);
    const code = params.get('code');
    const qrRefId = params.get('qr_ref_id');
    const link = code !== null && qrRefId !== null ? { code, qrRefId } : null;
    const isProviderFailure = ['google', 'telegram'].includes(params.get(LOGIN_ERROR_PARAM) ?? '');
    if ((!link && !isProviderFailure) || handled.current === search) return;
    handled.current = search;
    for (const name of [...LINK_PARAMS, LOGIN_ERROR_PARAM]) params.delete(name);
    const rest = params.toString();
    navigate(rest ? `${location}?${rest}` : location, { replace: true });
    void loadSignInFromUrl().then(
      (flow) => (link ? flow.signInWithLink(link, navigate) : flow.reportFailedSignIn()),
      (error: unknown) => console.error('sign-in from the address failed to load', error),
    );
  }, [search, location, navigate]);
}
