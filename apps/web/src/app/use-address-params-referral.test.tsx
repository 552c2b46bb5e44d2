import { StrictMode } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@kp/domain/storage-keys';
import { loadSession, signIn } from '../lib/session';
import { failure, ok, PROFILE, stubServer, USER, type FakeRoute } from '../test/fake-server.fixtures';
import { App } from './app';

const APPLY = '/api/platform-campaign-hub/user-referral/apply';
const REDEEM = '/api/authentication/link-code/redeem';
const KEY = STORAGE_KEYS.referralCode;
const INFO = { code: 'MYCODE23', referredCount: 0, referredBy: true };

/** The app at `url` as the browser starts it (in StrictMode, which runs effects twice). */
function openAt(url: string) {
  const [path = '/', search = ''] = url.split('?');
  const location = memoryLocation({ path, searchPath: search, record: true });
  const view = render(
    <StrictMode>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <App firstEmbedFlags={{ hideHeader: false, hideFooter: false }} />
      </Router>
    </StrictMode>,
  );
  return { ...view, location };
}

function server(apply: FakeRoute = () => ok(INFO), signedIn = false) {
  return stubServer({
    '/api/users/me/profile': () => (signedIn ? ok(PROFILE) : failure(401, 'UNAUTHORIZED')),
    '/api/authentication/token/refresh': () => failure(400, 'INVALID_REFRESH_TOKEN'),
    '/api/banners': () => ok([]),
    '/api/wallets/balance': () => ok({ balances: [] }),
    [REDEEM]: () => ok({ accessToken: 'a', refreshToken: 'r', isNewUser: false, user: USER }),
    [APPLY]: apply,
  });
}

// The error catalogue loads with the first error: loaded ahead, a failed attempt settles as soon as
// it is answered (a later attempt while one is under way would share it).
beforeAll(() => import('@kp/domain/errors'));
beforeEach(async () => {
  localStorage.clear();
  await loadSession();
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('a visitor arriving with ?ref=', () => {
  it('keeps the code, takes it out of the address, and applies it once the visitor signs in', async () => {
    const { requests } = server();
    const { location } = openAt('/privacy-policy?ref=ab2cd3ef&footer=false');
    await waitFor(() => expect(location.history?.at(-1)).toBe('/privacy-policy?footer=false'));
    expect(localStorage.getItem(KEY)).toBe('ab2cd3ef');
    expect(requests(APPLY)).toHaveLength(0);

    act(() => signIn(USER, 'phone'));
    await waitFor(() => expect(localStorage.getItem(KEY)).toBeNull(), { timeout: 5000 });
    expect(requests(APPLY).map((r) => r.body)).toEqual([{ code: 'AB2CD3EF' }]);
    expect(await screen.findByText('Your friend’s referral code was applied to your account.')).toBeTruthy();
  });

  it('applies it at once, and once, for someone already signed in', async () => {
    localStorage.setItem(STORAGE_KEYS.userId, USER.id);
    const { requests } = server(() => ok(INFO), true);
    await loadSession();
    const { location } = openAt('/?ref=AB2CD3EF');
    await waitFor(() => expect(requests(APPLY)).toHaveLength(1), { timeout: 5000 });
    expect(location.history).toEqual(['/']);
    await waitFor(() => expect(localStorage.getItem(KEY)).toBeNull(), { timeout: 5000 });
    expect(requests(APPLY)).toHaveLength(1);
  });

  it('keeps it after a network failure, without asking again on every page, and tries on the next visit', async () => {
    localStorage.setItem(STORAGE_KEYS.userId, USER.id);
    const { requests } = server(() => failure(503, 'SERVICE_UNAVAILABLE'), true);
    await loadSession();
    const first = openAt('/?ref=AB2CD3EF');
    await waitFor(() => expect(requests(APPLY)).toHaveLength(1), { timeout: 5000 });
    act(() => first.location.navigate('/privacy-policy'));
    await screen.findByRole('heading', { level: 1 });
    expect(requests(APPLY)).toHaveLength(1);
    expect(localStorage.getItem(KEY)).toBe('AB2CD3EF');
    first.unmount();

    const next = server(() => failure(409, 'REFERRAL_ALREADY_APPLIED'), true);
    openAt('/');
    await waitFor(() => expect(next.requests(APPLY)).toHaveLength(1), { timeout: 5000 });
    await waitFor(() => expect(localStorage.getItem(KEY)).toBeNull(), { timeout: 5000 });
  });

  it('works beside a sign-in link: one sign-in, one referral, a clean address', async () => {
    const { requests } = server();
    const { location } = openAt(
      '/?code=k3Jd9sLw0pQx7ZrT2vYb&ref=AB2CD3EF&qr_ref_id=5f0c1d9e-8a7b-4c3d-9e2f-1a2b3c4d5e6f',
    );
    await waitFor(() => expect(requests(APPLY)).toHaveLength(1), { timeout: 5000 });
    expect(requests(REDEEM)).toHaveLength(1);
    expect(location.history?.at(-1)).toBe('/');
    await waitFor(() => expect(localStorage.getItem(KEY)).toBeNull(), { timeout: 5000 });
    expect(requests(APPLY)).toHaveLength(1);
    expect(requests(REDEEM)).toHaveLength(1);
  });

  it('takes an empty ref out of the address and keeps nothing', async () => {
    server();
    const { location } = openAt('/?ref=');
    await waitFor(() => expect(location.history?.at(-1)).toBe('/'));
    expect(localStorage.getItem(KEY)).toBeNull();
  });
});
