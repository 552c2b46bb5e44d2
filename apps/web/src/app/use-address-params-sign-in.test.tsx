import { StrictMode } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@kp/domain/storage-keys';
import { getSession, loadSession } from '../lib/session';
import { failure, ok, stubServer, USER } from '../test/fake-server.fixtures';
import { App } from './app';

const REDEEM = '/api/authentication/link-code/redeem';
const CODE = 'k3Jd9sLw0pQx7ZrT2vYb';
const QR_REF_ID = '5f0c1d9e-8a7b-4c3d-9e2f-1a2b3c4d5e6f';

/** The app at `url` as the browser starts it (in StrictMode, which runs effects twice). */
function openAt(url: string) {
  const [path = '/', search = ''] = url.split('?');
  const location = memoryLocation({ path, searchPath: search, record: true });
  render(
    <StrictMode>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <App firstEmbedFlags={{ hideHeader: false, hideFooter: false }} />
      </Router>
    </StrictMode>,
  );
  return location;
}

beforeEach(async () => {
  localStorage.clear();
  await loadSession();
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('a sign-in link (code and qr_ref_id in the address)', () => {
  it('signs in once, takes both out of the address and keeps the rest', async () => {
    const { requests } = stubServer({
      [REDEEM]: () => ok({ accessToken: 'a', refreshToken: 'r', isNewUser: false, user: USER }),
    });
    const location = openAt(`/privacy-policy?code=${CODE}&footer=false&qr_ref_id=${QR_REF_ID}`);
    expect(await screen.findByText('Welcome back, gamer01!')).toBeTruthy();
    expect(requests(REDEEM)).toHaveLength(1);
    expect(requests(REDEEM)[0]?.body).toEqual({ code: CODE, qr_ref_id: QR_REF_ID });
    expect(location.history).toEqual(['/privacy-policy?footer=false']);
    expect(getSession()).toMatchObject({ status: 'signed-in', user: { id: USER.id } });
    expect(localStorage.getItem(STORAGE_KEYS.loginMethod)).toBe('link');
    expect(await screen.findByRole('button', { name: 'Account: gamer01' })).toBeTruthy();
  });

  it('says Something went wrong, and why, for a link used or expired', async () => {
    stubServer({
      [REDEEM]: () => failure(400, 'LINK_CODE_INVALID', 'This sign-in link has expired or was already used'),
    });
    const location = openAt(`/?code=${CODE}&qr_ref_id=${QR_REF_ID}`);
    const toast = await screen.findByText(
      'Something went wrong. This sign-in link has expired or was already used',
    );
    expect(toast.closest('[role="alert"]')).toBeTruthy();
    expect(location.history).toEqual(['/']);
    expect(getSession().status).toBe('signed-out');
  });

  it('sends an account that is not registered yet on to registration', async () => {
    stubServer({
      [REDEEM]: () =>
        ok({ accessToken: 'a', refreshToken: 'r', isNewUser: false, user: { ...USER, isRegistered: false } }),
    });
    const location = openAt(`/?code=${CODE}&qr_ref_id=${QR_REF_ID}`);
    await waitFor(() => expect(location.history?.at(-1)).toBe('/register/'));
  });

  it('leaves a lone code alone (it is not a sign-in link)', async () => {
    const { requests } = stubServer({ '/api/banners': () => ok([]) });
    const location = openAt(`/?code=${CODE}`);
    await screen.findByRole('heading', { level: 1 });
    expect(requests(REDEEM)).toHaveLength(0);
    expect(location.history).toEqual([`/?code=${CODE}`]);
  });
});

describe('Google’s sign-in coming back failed (login_error=google)', () => {
  it('says Something went wrong and cleans the address', async () => {
    stubServer({ '/api/banners': () => ok([]) });
    const location = openAt('/?login_error=google');
    const toast = await screen.findByText('Something went wrong');
    expect(toast.closest('[role="alert"]')).toBeTruthy();
    expect(location.history).toEqual(['/']);
  });
});
