import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROFILE_SUCCESS_MODAL_CLOSE_MS, RETRY_LOGIN_DELAY_MS } from '@kp/domain/constants';
import { STORAGE_KEYS } from '@kp/domain/storage-keys';
import { LOGIN_ATTEMPTS_STORAGE_KEY } from '@kp/domain/login-overlay';
import { registerModals } from '../../app/modals';
import { browserLocation } from '../../lib/browser-location';
import { changeLanguage } from '../../lib/i18n';
import { openModal } from '../../lib/modals';
import { getSession, loadSession, signIn } from '../../lib/session';
import {
  answer,
  failure,
  ok,
  PROFILE,
  stubServer,
  USER,
  type FakeRoute,
} from '../../test/fake-server.fixtures';
import { renderApp } from '../../test/render-app';
import { isolate } from '../../components/user-text';

const LOGIN = '/api/authentication/login';
const REQUEST_PHONE = '/api/users/phone';
const VERIFY_PHONE = '/api/users/verify-phone';
const VERIFY = '/api/authentication/verify';
const RESEND = '/api/authentication/resend';
const RESEND_AFTER_MS = 30_000;

const challenge = (id = 'c0a1e2b3-0000-4000-8000-000000000001') => ({
  challengeId: id,
  phoneNumber: '+91 ••••••3210',
  expiresAt: new Date(Date.now() + 300_000).toISOString(),
  resendAvailableAt: new Date(Date.now() + RESEND_AFTER_MS).toISOString(),
});

function server(routes: Record<string, FakeRoute> = {}) {
  return stubServer({
    '/api/banners': () => ok([]),
    [LOGIN]: () => ok(challenge(), 201),
    [VERIFY]: () => ok({ accessToken: 'a', refreshToken: 'r', isNewUser: false, user: USER }),
    ...routes,
  });
}

/** Opens the app at `url` and its sign-in modal from the header; resolves once the form is there. */
async function openSignIn(url = '/') {
  const view = renderApp(url);
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  // The first opening loads the modal's chunk, the country list with it.
  await screen.findByRole('textbox', { name: 'Mobile number' }, { timeout: 10_000 });
  return view;
}

const dialog = () => within(screen.getByRole('dialog', { hidden: true }));

async function sendCode(phone = '9876543210') {
  fireEvent.change(screen.getByRole('textbox', { name: 'Mobile number' }), { target: { value: phone } });
  fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
  return screen.findByRole('textbox', { name: 'One-time code' });
}

async function enterCode(code = '123456') {
  fireEvent.change(screen.getByRole('textbox', { name: 'One-time code' }), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
}

beforeAll(() => registerModals());
beforeEach(async () => {
  localStorage.clear();
  await loadSession();
});
afterEach(async () => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
  await act(() => changeLanguage('en'));
});

describe('signing in by phone', () => {
  // The first test loads the modal's chunk (and the country list): it gets more time.
  it(
    'sends a code to the number, checks it and signs a new user in, on to /register/',
    { timeout: 20_000 },
    async () => {
      const { requests } = server({
        [VERIFY]: () =>
          ok({
            accessToken: 'a',
            refreshToken: 'r',
            isNewUser: true,
            user: { ...USER, username: null, isRegistered: false },
          }),
      });
      const { location } = await openSignIn();
      // The dialog takes focus once it is open (on the number: the country is set already), which
      // may come a moment after its first paint.
      await waitFor(() =>
        expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Mobile number' })),
      );
      expect((screen.getByRole('combobox', { name: 'Country' }) as HTMLInputElement).value).toBe(
        '🇮🇳 India (+91)',
      );

      const code = await sendCode();
      expect(requests(LOGIN)[0]?.body).toEqual({
        waId: '919876543210',
        platform: 'browser',
        hostname: 'localhost',
      });
      expect(Object.fromEntries(requests(LOGIN)[0]!.url.searchParams)).toEqual({
        source: 'website',
        region: 'IN',
      });
      expect(requests(LOGIN)[0]?.init.headers).toMatchObject({ Source: 'website' });
      // The masked number as the server gave it, kept on one line and left to right.
      const sentTo = screen.getByText(/^We sent a 6-digit code to/);
      expect(sentTo.textContent).toBe('We sent a 6-digit code to \u2066+91\u00a0••••••3210\u2069.');
      expect(code.getAttribute('autocomplete')).toBe('one-time-code');
      expect(code.getAttribute('inputmode')).toBe('numeric');
      await waitFor(() => expect(document.activeElement).toBe(code));

      await enterCode();
      await waitFor(() => expect(location.history?.at(-1)).toBe('/register/'));
      expect(requests(VERIFY)[0]?.body).toEqual({ challengeId: challenge().challengeId, code: '123456' });
      expect(getSession()).toMatchObject({ status: 'signed-in' });
      expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
      expect(Object.keys(localStorage).sort()).toEqual([STORAGE_KEYS.loginMethod, STORAGE_KEYS.userId]);
    },
  );

  it('welcomes back a registered user where they were, their name in the header', async () => {
    server();
    const { location } = await openSignIn('/privacy-policy');
    await sendCode();
    await enterCode();
    expect(await screen.findByText(`Welcome back, ${isolate('gamer01')}!`)).toBeTruthy();
    expect(location.history?.at(-1)).toBe('/privacy-policy');
    expect(await screen.findByRole('button', { name: 'Account: gamer01' })).toBeTruthy();
  });

  it('checks the number with the domain rule before calling, and links the message to the field', async () => {
    const { requests } = server();
    await openSignIn();
    fireEvent.change(screen.getByRole('textbox', { name: 'Mobile number' }), {
      target: { value: '5876543210' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    const field = screen.getByRole('textbox', { name: 'Mobile number' });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const message = document.getElementById(field.getAttribute('aria-describedby') ?? '');
    expect(message?.textContent).toBe('Please enter valid mobile number');
    expect(document.activeElement).toBe(field);
    expect(requests(LOGIN)).toHaveLength(0);
  });

  const optionsOf = (listName: string) =>
    within(screen.getByRole('listbox', { name: listName }))
      .getAllByRole('option')
      .map((o) => o.textContent);

  it('finds a country by its name in the reader’s language, and checks the number for it', async () => {
    const { requests } = server();
    await act(() => changeLanguage('de'));
    renderApp('/');
    fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    const country = (await screen.findByRole('combobox', { name: 'Land' })) as HTMLInputElement;
    fireEvent.change(country, { target: { value: 'brasil' } });
    expect(country.getAttribute('aria-expanded')).toBe('true');
    expect(optionsOf('Land')).toEqual(['🇧🇷 Brasilien (+55)']);
    // Leaving the field takes the country typed for.
    fireEvent.blur(country);
    expect(country.value).toBe('🇧🇷 Brasilien (+55)');
    expect(country.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByText('+55')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Handynummer' }), {
      target: { value: '11987654321' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Code senden' }));
    await screen.findByRole('textbox', { name: 'Einmalcode' });
    expect(requests(LOGIN)[0]?.body).toMatchObject({ waId: '5511987654321' });
    expect(requests(LOGIN)[0]?.url.searchParams.get('region')).toBe('BR');
  });

  it('lists India and Brazil first, and finds a country by its calling code', async () => {
    server();
    await openSignIn();
    const country = screen.getByRole('combobox', { name: 'Country' }) as HTMLInputElement;
    expect(country.getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(country, { key: 'ArrowDown' });
    const options = within(screen.getByRole('listbox', { name: 'Country' })).getAllByRole('option');
    expect(options.slice(0, 2).map((o) => o.textContent)).toEqual(['🇮🇳 India (+91)', '🇧🇷 Brazil (+55)']);
    expect(options.length).toBeGreaterThan(200);
    // The arrows move through the list, and the field says which one it is on.
    fireEvent.keyDown(country, { key: 'ArrowDown' });
    expect(country.getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    expect(options[1]!.getAttribute('aria-selected')).toBe('true');
    // Typing a calling code narrows the list; Enter takes its first.
    fireEvent.change(country, { target: { value: '+977' } });
    expect(optionsOf('Country')).toEqual(['🇳🇵 Nepal (+977)']);
    fireEvent.keyDown(country, { key: 'Enter' });
    expect(country.value).toBe('🇳🇵 Nepal (+977)');
    expect(screen.getByText('+977')).toBeTruthy();
    // Nothing found says so; Escape closes the list, not the dialog, and keeps the country.
    fireEvent.change(country, { target: { value: 'atlantis' } });
    expect(screen.getByText('No country matches')).toBeTruthy();
    fireEvent.keyDown(country, { key: 'Escape' });
    expect(country.value).toBe('🇳🇵 Nepal (+977)');
    expect(screen.getByRole('dialog')).toBeTruthy();
    // A tap on an option chooses it.
    fireEvent.change(country, { target: { value: 'bra' } });
    fireEvent.mouseDown(screen.getByRole('option', { name: '🇧🇷 Brazil (+55)' }));
    expect(country.value).toBe('🇧🇷 Brazil (+55)');
  });

  it('after a wrong code: keeps the code box, emptied, with the tries left, and counts no failed attempt', async () => {
    server({
      [VERIFY]: () =>
        answer(400, {
          statusCode: 400,
          errorCode: 'OTP_INVALID',
          message: 'The code is not correct',
          details: { attemptsLeft: 4 },
        }),
    });
    await openSignIn();
    await sendCode();
    await enterCode('000000');
    await screen.findByText('That code is not right. 4 tries left.');
    const code = screen.getByRole('textbox', { name: 'One-time code' }) as HTMLInputElement;
    expect(code.value).toBe('');
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(localStorage.getItem(STORAGE_KEYS.retryLoginAfter)).toBeNull();
    expect(localStorage.getItem(LOGIN_ATTEMPTS_STORAGE_KEY)).toBeNull();
  });

  it('after a failed sign-in (the code’s tries used up): stores the retry time 3 minutes ahead and waits it out, even reopened', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server({
      [VERIFY]: () =>
        failure(400, 'OTP_ATTEMPTS_EXCEEDED', 'Too many wrong codes. Please ask for a new one.'),
    });
    await openSignIn();
    await sendCode();
    await enterCode('000000');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Too many wrong codes. Please ask for a new one.');
    expect(alert.textContent).toMatch(/Too many attempts\. You can try again in (3:00|2:59)\./);
    const retryAfter = Number(localStorage.getItem(STORAGE_KEYS.retryLoginAfter));
    expect(retryAfter - Date.now()).toBeGreaterThan(RETRY_LOGIN_DELAY_MS - 2000);
    expect(retryAfter - Date.now()).toBeLessThanOrEqual(RETRY_LOGIN_DELAY_MS);
    expect(localStorage.getItem(LOGIN_ATTEMPTS_STORAGE_KEY)).toBe('1');
    expect(screen.queryByRole('textbox', { name: 'Mobile number' })).toBeNull();

    fireEvent.click(dialog().getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
    act(() => vi.advanceTimersByTime(60_000));
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/try again in (2:00|1:59)/);

    act(() => vi.advanceTimersByTime(RETRY_LOGIN_DELAY_MS));
    await screen.findByRole('textbox', { name: 'Mobile number' });
    await sendCode();
    expect(localStorage.getItem(STORAGE_KEYS.retryLoginAfter)).toBeNull();
    expect(localStorage.getItem(LOGIN_ATTEMPTS_STORAGE_KEY)).toBeNull();
  });

  it('clears a retry time that has passed when the modal opens', async () => {
    localStorage.setItem(STORAGE_KEYS.retryLoginAfter, String(Date.now() - 1));
    localStorage.setItem(LOGIN_ATTEMPTS_STORAGE_KEY, '2');
    server();
    await openSignIn();
    expect(localStorage.getItem(STORAGE_KEYS.retryLoginAfter)).toBeNull();
    expect(localStorage.getItem(LOGIN_ATTEMPTS_STORAGE_KEY)).toBeNull();
  });

  it('counts down to the resend, then sends a new code', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { requests } = server({
      [RESEND]: () => ok(challenge('c0a1e2b3-0000-4000-8000-000000000002'), 201),
    });
    await openSignIn();
    await sendCode();
    const resend = screen.getByRole('button', { name: /^Resend code in \d+ seconds$/ }) as HTMLButtonElement;
    expect(resend.textContent).toMatch(/Resend code in (30|29) seconds/);
    expect(resend.disabled).toBe(true);
    act(() => vi.advanceTimersByTime(10_000));
    expect(resend.textContent).toMatch(/Resend code in (20|19) seconds/);
    act(() => vi.advanceTimersByTime(RESEND_AFTER_MS));
    expect(resend.textContent).toBe('Resend code');
    expect(resend.disabled).toBe(false);
    fireEvent.click(resend);
    expect(await screen.findByText('A new code is on its way.')).toBeTruthy();
    expect(requests(RESEND)[0]?.body).toEqual({ challengeId: challenge().challengeId });
    expect(resend.textContent).toMatch(/Resend code in (30|29) seconds/);
    await enterCode();
    await waitFor(() => expect(getSession().status).toBe('signed-in'));
  });

  it('says when a phone number already exists, in the spec’s words', async () => {
    server({ [LOGIN]: () => failure(409, 'PHONE_ALREADY_EXISTS', 'Phone number already exists') });
    await openSignIn();
    fireEvent.change(screen.getByRole('textbox', { name: 'Mobile number' }), {
      target: { value: '9876543210' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Phone number already exists');
  });

  it('offers a reload after any other failure', async () => {
    server({ [LOGIN]: () => failure(500, 'SOMETHING_WENT_WRONG', 'Internal detail') });
    await openSignIn();
    fireEvent.change(screen.getByRole('textbox', { name: 'Mobile number' }), {
      target: { value: '9876543210' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Something went wrong')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Reload' })).toBeTruthy();
  });

  it('on the profile page: says the number is verified, then closes and reloads after 4 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const reload = vi.spyOn(browserLocation, 'reload').mockImplementation(() => {});
    server({ '/api/users/me/profile': () => ok(PROFILE) });
    renderApp('/profile/');
    // The profile page opens the modal for a visitor who is signed out.
    await screen.findByRole('textbox', { name: 'Mobile number' }, { timeout: 10_000 });
    await sendCode();
    await enterCode();
    const verified = await screen.findByRole('dialog', { name: 'Phone number verified', hidden: true });
    expect(verified.textContent).toContain('Your mobile number is verified.');
    act(() => vi.advanceTimersByTime(PROFILE_SUCCESS_MODAL_CLOSE_MS - 500));
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Phone number verified', hidden: true })).toBeTruthy();
    act(() => vi.advanceTimersByTime(500));
    expect(reload).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
  });

  it('sends a signed-in user home instead of showing', async () => {
    server();
    const { location } = renderApp('/privacy-policy');
    act(() => signIn(USER, 'phone'));
    act(() => {
      openModal('login');
    });
    await waitFor(() => expect(location.history?.at(-1)).toBe('/'));
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
  });
});

describe('verifying a number on a signed-in account (the verify user number flow)', () => {
  const PHONELESS = { ...USER, phoneNumber: null, email: 'asha@example.com' };
  const verifiedProfile = { ...PROFILE, ...PHONELESS, phoneNumber: '+5511987654321' };

  function verifyServer(routes: Record<string, FakeRoute> = {}) {
    return server({
      [REQUEST_PHONE]: () => ok({ ...challenge(), phoneNumber: '+55 •••••••4321' }, 201),
      [VERIFY_PHONE]: () => ok(verifiedProfile),
      ...routes,
    });
  }

  /** Opens the modal in the flow, as a page does, for a signed-in user at `url`. */
  async function openVerify(url = '/privacy-policy', onVerified = vi.fn()) {
    const view = renderApp(url);
    act(() => signIn(PHONELESS, 'google'));
    act(() => {
      openModal('login', { flow: 'verify_phone', onVerified });
    });
    await screen.findByRole('textbox', { name: 'Mobile number' }, { timeout: 10_000 });
    return { ...view, onVerified };
  }

  it('stays open for the signed-in user, sends the code to the number and sets it on the account', async () => {
    const { requests } = verifyServer();
    const { location, onVerified } = await openVerify();
    expect(screen.getByRole('dialog', { name: 'Verify your mobile number', hidden: true })).toBeTruthy();
    expect(
      screen.getByText(
        'Enter the mobile number to add to your account, and we will send it a one-time code to check that it is yours.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).toBeNull();
    const country = screen.getByRole('combobox', { name: 'Country' });
    fireEvent.change(country, { target: { value: 'Brazil' } });
    fireEvent.keyDown(country, { key: 'Enter' });
    await sendCode('11987654321');
    expect(requests(REQUEST_PHONE)[0]?.body).toEqual({ phone_number: '+5511987654321' });
    expect(requests(REQUEST_PHONE)[0]?.init.headers).toMatchObject({ Source: 'website' });
    expect(requests(LOGIN)).toHaveLength(0);
    fireEvent.change(screen.getByRole('textbox', { name: 'One-time code' }), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify number' }));

    expect(await screen.findByText('Phone number verified')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
    expect(requests(VERIFY_PHONE)[0]?.body).toEqual({ challengeId: challenge().challengeId, code: '123456' });
    expect(requests(VERIFY)).toHaveLength(0);
    expect(onVerified).toHaveBeenCalledWith(verifiedProfile);
    expect(getSession()).toEqual({
      status: 'signed-in',
      user: { ...PHONELESS, phoneNumber: '+5511987654321' },
    });
    expect(location.history?.at(-1)).toBe('/privacy-policy');
    expect(localStorage.getItem(STORAGE_KEYS.loginMethod)).toBe('google');
  });

  it('after a failed verification (the code expired): the same retry time and too-many-attempts state as signing in', async () => {
    verifyServer({
      [VERIFY_PHONE]: () => failure(400, 'OTP_EXPIRED', 'The code has expired. Please ask for a new one.'),
    });
    await openVerify();
    await sendCode();
    fireEvent.change(screen.getByRole('textbox', { name: 'One-time code' }), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify number' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The code has expired. Please ask for a new one.');
    expect(alert.textContent).toMatch(/Too many attempts\. You can try again in (3:00|2:59)\./);
    expect(Number(localStorage.getItem(STORAGE_KEYS.retryLoginAfter)) - Date.now()).toBeGreaterThan(
      RETRY_LOGIN_DELAY_MS - 2000,
    );
    expect(getSession()).toMatchObject({ user: { phoneNumber: null } });
  });

  it('resends the code through the sign-in resend once the cooldown is over', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { requests } = verifyServer({ [RESEND]: () => ok(challenge(), 201) });
    await openVerify();
    await sendCode();
    const resend = screen.getByRole('button', { name: /^Resend code in \d+ seconds$/ }) as HTMLButtonElement;
    expect(resend.disabled).toBe(true);
    act(() => vi.advanceTimersByTime(RESEND_AFTER_MS + 1000));
    fireEvent.click(await screen.findByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('A new code is on its way.')).toBeTruthy();
    expect(requests(RESEND)[0]?.body).toEqual({ challengeId: challenge().challengeId });
  });

  it('is a sign-in for a visitor who is signed out', async () => {
    const { requests } = server();
    renderApp('/privacy-policy');
    act(() => {
      openModal('login', { flow: 'verify_phone' });
    });
    await screen.findByRole('textbox', { name: 'Mobile number' }, { timeout: 10_000 });
    expect(screen.getByRole('dialog', { name: 'Sign in', hidden: true })).toBeTruthy();
    await sendCode();
    expect(requests(LOGIN)).toHaveLength(1);
    await enterCode();
    await waitFor(() => expect(getSession()).toMatchObject({ status: 'signed-in', user: USER }));
    expect(requests(VERIFY)).toHaveLength(1);
    expect(requests(REQUEST_PHONE)).toHaveLength(0);
  });
});
