import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@kp/contract/auth';
import type { Profile } from '@kp/contract/users';
import { PROFILE_SUCCESS_MODAL_CLOSE_MS } from '@kp/domain/constants';
import { STORAGE_KEYS } from '@kp/domain/storage-keys';
import { registerModals } from '../../app/modals';
import { browserLocation } from '../../lib/browser-location';
import { getSession, loadSession, signIn } from '../../lib/session';
import { failure, ok, PROFILE, stubServer, USER, type FakeRoute } from '../../test/fake-server.fixtures';
import { renderApp } from '../../test/render-app';

const ME = '/api/users/me/profile';
const REQUEST = '/api/users/phone';
const CONFIRM = '/api/users/verify-phone';
const CHALLENGE = {
  challengeId: '0b6f4b84-4d7c-4c55-9a55-3a9f0e0e00f1',
  phoneNumber: '+91 ••••••3210',
  expiresAt: new Date(Date.now() + 300_000).toISOString(),
  resendAvailableAt: new Date(Date.now() + 30_000).toISOString(),
};

/** A user who signed in with Google: no phone number yet. */
const GOOGLE_USER: SessionUser = { ...USER, phoneNumber: null, email: 'asha@example.com' };

/** A fake api holding the profile, which the confirmation changes. */
function server(routes: Record<string, FakeRoute> = {}, start: Profile = { ...PROFILE, ...GOOGLE_USER }) {
  let profile = start;
  return stubServer({
    '/api/banners': () => ok([]),
    [`GET ${ME}`]: () => ok(profile),
    '/api/users/countries': () => ok([{ code: 'IN', name: 'India', dial_code: '+91', flag: '🇮🇳' }]),
    '/api/users/cities': () => ok([]),
    '/api/users/professions': () => ok([]),
    '/api/users/wallet/address': () => ok({ evmWalletAddress: '0x1234567890AbCdEf1234567890aBcDeF12345678' }),
    [REQUEST]: () => ok(CHALLENGE, 201),
    [CONFIRM]: () => {
      profile = { ...profile, phoneNumber: '+919876543210' };
      return ok(profile);
    },
    ...routes,
  });
}

async function openProfile(user = GOOGLE_USER) {
  signIn(user, 'google');
  const view = renderApp('/profile/');
  await screen.findByRole('heading', { level: 2, name: 'Contact details' }, { timeout: 10_000 });
  return { ...view, contact: within(screen.getByRole('region', { name: 'Contact details' })) };
}

/** The phone step of the modal, in its "verify user number" flow. */
async function phoneStep() {
  const dialog = within(await screen.findByRole('dialog', { name: 'Verify your mobile number' }));
  await dialog.findByRole('textbox', { name: 'Mobile number' }, { timeout: 10_000 });
  return dialog;
}

async function sendCode(dialog: ReturnType<typeof within>, phone = '9876543210') {
  fireEvent.change(dialog.getByRole('textbox', { name: 'Mobile number' }), { target: { value: phone } });
  fireEvent.click(dialog.getByRole('button', { name: 'Send code' }));
  return dialog.findByRole('textbox', { name: 'One-time code' });
}

beforeAll(() => registerModals());
beforeEach(async () => {
  localStorage.clear();
  await loadSession();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the mobile number on the profile', () => {
  // The first test loads the modal's chunk (and the country list): it gets more time.
  it(
    'adds one through the phone flow: the verified-phone title, then closes and reloads after 4 seconds',
    { timeout: 20_000 },
    async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const reload = vi.spyOn(browserLocation, 'reload').mockImplementation(() => {});
      const { requests } = server();
      const { contact, location } = await openProfile();
      expect(contact.getAllByText('Not added')).toHaveLength(1);
      fireEvent.click(contact.getByRole('button', { name: 'Add mobile number' }));

      const dialog = await phoneStep();
      // The sign-in modal's own phone step, without the other ways to sign in.
      expect(dialog.getByRole('combobox', { name: 'Country' })).toBeTruthy();
      expect(dialog.queryByRole('button', { name: 'Continue with Google' })).toBeNull();
      expect(location.history?.at(-1)).toBe('/profile/');

      const code = await sendCode(dialog);
      expect(requests(REQUEST)[0]?.body).toEqual({ phone_number: '+919876543210' });
      expect(requests('/api/authentication/login')).toHaveLength(0);
      expect(dialog.getByText(/^We sent a 6-digit code to/).textContent).toContain('••••••3210');
      fireEvent.change(code, { target: { value: '123456' } });
      fireEvent.click(dialog.getByRole('button', { name: 'Verify number' }));

      const verified = await screen.findByRole('dialog', { name: 'Phone number verified', hidden: true });
      expect(verified.textContent).toContain('Your mobile number is verified.');
      expect(requests(CONFIRM)[0]?.body).toEqual({ challengeId: CHALLENGE.challengeId, code: '123456' });
      expect(getSession()).toMatchObject({ status: 'signed-in', user: { phoneNumber: '+919876543210' } });
      expect(contact.getByText('\u2066+919876543210\u2069')).toBeTruthy();
      expect(contact.getByRole('button', { name: 'Change mobile number' })).toBeTruthy();

      act(() => vi.advanceTimersByTime(PROFILE_SUCCESS_MODAL_CLOSE_MS - 500));
      expect(reload).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(500));
      expect(reload).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
    },
  );

  it('changes a verified number the same way', async () => {
    const { requests } = server({}, { ...PROFILE, phoneNumber: '+919999988888' });
    vi.spyOn(browserLocation, 'reload').mockImplementation(() => {});
    const { contact } = await openProfile({ ...USER, phoneNumber: '+919999988888' });
    expect(contact.getByText('\u2066+919999988888\u2069')).toBeTruthy();
    fireEvent.click(contact.getByRole('button', { name: 'Change mobile number' }));
    const dialog = await phoneStep();
    fireEvent.change(await sendCode(dialog), { target: { value: '123456' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Verify number' }));
    await screen.findByRole('dialog', { name: 'Phone number verified', hidden: true });
    expect(requests(CONFIRM)).toHaveLength(1);
    expect(contact.getByText('\u2066+919876543210\u2069')).toBeTruthy();
  });

  it('says "Phone number already exists" when another account has the number, and sends no code', async () => {
    const { requests } = server({
      [REQUEST]: () => failure(409, 'PHONE_ALREADY_EXISTS', 'Phone number already exists'),
    });
    const { contact } = await openProfile();
    fireEvent.click(contact.getByRole('button', { name: 'Add mobile number' }));
    const dialog = await phoneStep();
    fireEvent.change(dialog.getByRole('textbox', { name: 'Mobile number' }), {
      target: { value: '9876543210' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Send code' }));
    expect((await dialog.findByRole('alert')).textContent).toBe('Phone number already exists');
    // Still the number step, for another number; nothing counted against the user.
    expect(dialog.getByRole('textbox', { name: 'Mobile number' })).toBeTruthy();
    expect(requests(CONFIRM)).toHaveLength(0);
    expect(localStorage.getItem(STORAGE_KEYS.retryLoginAfter)).toBeNull();
    expect(getSession()).toMatchObject({ user: { phoneNumber: null } });
  });

  it('says so too when the number was taken between the code and its confirmation', async () => {
    server({ [CONFIRM]: () => failure(409, 'PHONE_ALREADY_EXISTS', 'Phone number already exists') });
    const { contact } = await openProfile();
    fireEvent.click(contact.getByRole('button', { name: 'Add mobile number' }));
    const dialog = await phoneStep();
    fireEvent.change(await sendCode(dialog), { target: { value: '123456' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Verify number' }));
    expect((await dialog.findByRole('alert')).textContent).toBe('Phone number already exists');
    expect(dialog.getByRole('textbox', { name: 'Mobile number' })).toBeTruthy();
    expect(contact.getByText('Not added')).toBeTruthy();
  });
});
