import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '@kp/contract/users';
import { registerModals } from '../../app/modals';
import { registerModal } from '../../lib/modals';
import { getSession, loadSession, signIn } from '../../lib/session';
import { failure, ok, PROFILE, stubServer, USER, type FakeRoute } from '../../test/fake-server.fixtures';
import { renderApp } from '../../test/render-app';
import { USERNAME_CHECK_DELAY_MS } from './username-modal';
import { isolate } from '../../components/user-text';

const ME = '/api/users/me/profile';
const ADDRESS = '0x1234567890AbCdEf1234567890aBcDeF12345678';
const CHALLENGE = {
  challengeId: '0b6f4b84-4d7c-4c55-9a55-3a9f0e0e00ee',
  expiresAt: new Date(Date.now() + 300_000).toISOString(),
  resendAvailableAt: new Date(Date.now() + 30_000).toISOString(),
};

/** A fake api holding one profile, changed by the calls that change it. */
function server(routes: Record<string, FakeRoute> = {}) {
  let profile: Profile = { ...PROFILE };
  const change = (fields: Partial<Profile>) => {
    profile = { ...profile, ...fields };
    return ok(profile);
  };
  const fake = stubServer({
    '/api/banners': () => ok([]),
    [`GET ${ME}`]: () => ok(profile),
    [`PATCH ${ME}`]: ({ body }) => change(body as Partial<Profile>),
    '/api/users/countries': () =>
      ok([
        { code: 'IN', name: 'India', dial_code: '+91', flag: '🇮🇳' },
        { code: 'BR', name: 'Brazil', dial_code: '+55', flag: '🇧🇷' },
        { code: 'DE', name: 'Germany', dial_code: '+49', flag: '🇩🇪' },
      ]),
    '/api/users/cities': ({ url }) => ok(url.searchParams.get('country') === 'IN' ? ['Mumbai', 'Pune'] : []),
    '/api/users/colleges': ({ url }) =>
      ok(
        url.searchParams.get('city') === 'Mumbai'
          ? ['Indian Institute of Technology Bombay', 'Other']
          : ['Other'],
      ),
    '/api/users/professions': () => ok(['Student', 'Engineer', 'Other']),
    '/api/users/wallet/address': () => ok({ evmWalletAddress: ADDRESS }),
    '/api/users/username': ({ url }) => {
      const username = url.searchParams.get('username');
      return ok({ username, isAvailable: username !== 'taken01' });
    },
    '/api/users/verify-username': ({ body }) => change({ username: (body as { username: string }).username }),
    '/api/users/preferred-role': ({ body }) =>
      change({ preferredRole: (body as { role: Profile['preferredRole'] }).role }),
    '/api/users/preferred-platform': ({ body }) =>
      change({ preferredPlatform: (body as { platform: Profile['preferredPlatform'] }).platform }),
    '/api/users/email': () => ok(CHALLENGE, 201),
    '/api/users/verify-email': () => change({ email: 'asha@example.com' }),
    '/api/users/profile/picture': () => change({ hasPicture: true }),
    ...routes,
  });
  return { ...fake, profile: () => profile };
}

/** The page as a signed-in user opens it (signed out, it would open the sign-in modal first). */
async function openProfile(url = '/profile/') {
  signIn(USER, 'phone');
  const view = renderApp(url);
  await screen.findByRole('heading', { level: 2, name: 'About you' }, { timeout: 10_000 });
  return view;
}

const field = (name: string | RegExp) => screen.getByRole('textbox', { name });
const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;

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
  registerModals();
});

describe('the profile page', () => {
  it('opens the sign-in modal for a visitor who is signed out', async () => {
    stubServer({});
    registerModal('login', async () => ({ default: () => <div role="dialog" aria-label="Test sign-in" /> }));
    renderApp('/profile/');
    expect(await screen.findByRole('dialog', { name: 'Test sign-in' })).toBeTruthy();
    expect(screen.getByText('Sign in to see and edit your profile.')).toBeTruthy();
  });

  it('goes home after signing out here, without offering to sign in again', async () => {
    server({ '/api/authentication/logout': () => ok({ loggedOut: true }) });
    const { location } = await openProfile();
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out', hidden: true }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, sign out' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/'));
    expect(getSession().status).toBe('signed-out');
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Mobile number', hidden: true })).toBeNull();
  });

  it('shows the username, the connected accounts and the wallet address, shortened, with a copy button', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    server();
    await openProfile();
    expect(screen.getByRole('heading', { level: 1, name: 'Your profile' })).toBeTruthy();
    const summary = within(screen.getByRole('region', { name: 'Picture and username' }));
    expect(summary.getByText('gamer01')).toBeTruthy();
    const social = within(screen.getByRole('region', { name: 'Connected accounts' }));
    const status = (name: string) => social.getByText(name).nextElementSibling?.textContent;
    expect(status('Google')).toBe('Connected');
    expect(status('Wallet')).toBe('Connected');
    expect(status('X (Twitter)')).toBe('Not connected');
    expect(social.getAllByRole('listitem')).toHaveLength(6);
    const wallet = within(screen.getByRole('region', { name: 'Wallet' }));
    expect(await wallet.findByText('0x1234…5678')).toBeTruthy();
    fireEvent.click(wallet.getByRole('button', { name: 'Copy wallet address' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(ADDRESS));
    expect(document.title).toBe('Your profile · KPlay');
  });

  it('changes the username: the rule as one types, then whether it is free, then takes it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { requests } = server();
    await openProfile();
    fireEvent.click(screen.getByRole('button', { name: 'Edit username' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Change your username' }));
    const input = dialog.getByRole('textbox', { name: 'Username' });
    const message = () => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;

    fireEvent.change(input, { target: { value: 'ab' } });
    expect(message()).toBe('min 5 max 10 characters');
    act(() => vi.advanceTimersByTime(USERNAME_CHECK_DELAY_MS * 2));
    expect(requests('/api/users/username')).toHaveLength(0);

    fireEvent.change(input, { target: { value: 'taken0' } });
    fireEvent.change(input, { target: { value: 'taken01' } });
    act(() => vi.advanceTimersByTime(USERNAME_CHECK_DELAY_MS));
    await waitFor(() => expect(message()).toBe('Username already taken!'));
    // One check, for the name as it stood when typing paused.
    expect(requests('/api/users/username').map((r) => r.url.searchParams.get('username'))).toEqual([
      'taken01',
    ]);
    expect(input.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(input, { target: { value: 'newname1' } });
    act(() => vi.advanceTimersByTime(USERNAME_CHECK_DELAY_MS));
    await waitFor(() => expect(message()).toBe('This username is available'));
    fireEvent.click(dialog.getByRole('button', { name: 'Save username' }));
    expect(await screen.findByText(`Your username is now ${isolate('newname1')}.`)).toBeTruthy();
    expect(requests('/api/users/verify-username')[0]?.body).toEqual({ username: 'newname1' });
    expect(await screen.findByRole('button', { name: 'Account: newname1' })).toBeTruthy();
    expect(getSession()).toMatchObject({ user: { username: 'newname1' } });
  });

  it('saves the profile fields (country, then its cities and colleges, Other typed in) and says so', async () => {
    const { requests } = server();
    await openProfile();
    const save = screen.getByRole('button', { name: 'Save changes' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(field('First name'), { target: { value: 'Asha' } });
    await waitFor(() => expect(select('Country').options.length).toBeGreaterThan(3));
    fireEvent.change(select('Country'), { target: { value: 'IN' } });
    await waitFor(() => expect([...select('City').options].map((o) => o.value)).toContain('Mumbai'));
    fireEvent.change(select('City'), { target: { value: 'Mumbai' } });
    await waitFor(() => expect(select('College').disabled).toBe(false));
    expect([...select('College').options].map((o) => o.textContent)).toEqual([
      'Choose…',
      'Indian Institute of Technology Bombay',
      'Other (type its name)',
    ]);
    fireEvent.change(select('College'), { target: { value: 'Other' } });
    fireEvent.change(field('College name'), { target: { value: 'Mumbai Gaming Academy' } });
    await waitFor(() => expect(select('Profession').options.length).toBe(4));
    fireEvent.change(select('Profession'), { target: { value: 'Student' } });
    fireEvent.click(save);

    expect(await screen.findByRole('dialog', { name: 'Changes saved' })).toBeTruthy();
    expect(requests(ME).find((r) => r.method === 'PATCH')?.body).toEqual({
      firstName: 'Asha',
      countryCode: 'IN',
      city: 'Mumbai',
      collegeName: 'Mumbai Gaming Academy',
      profession: 'Student',
    });
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Changes saved' })).toBeNull());
    // Saved: nothing left to save, and a college typed in still shows as typed in.
    expect(save.disabled).toBe(true);
    await waitFor(() => expect(select('College').value).toBe('Other'));
    expect((field('College name') as HTMLInputElement).value).toBe('Mumbai Gaming Academy');
  });

  it('checks the first name with the domain rule before saving', async () => {
    const { requests } = server();
    await openProfile();
    fireEvent.change(field('First name'), { target: { value: 'A sha' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const input = field('First name');
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'spacing not allowed',
    );
    expect(document.activeElement).toBe(input);
    expect(requests(ME).filter((r) => r.method === 'PATCH')).toHaveLength(0);
  });

  it('asks before leaving with changes not saved, and leaves only when told to', async () => {
    server();
    const { location } = await openProfile();
    fireEvent.change(field('First name'), { target: { value: 'Asha' } });
    fireEvent.click(screen.getByRole('link', { name: 'KPlay home' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    expect(dialog.textContent).toContain('You have changes you have not saved.');
    fireEvent.click(screen.getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Unsaved changes' })).toBeNull());
    expect(location.history?.at(-1)).toBe('/profile/');
    expect((field('First name') as HTMLInputElement).value).toBe('Asha');

    fireEvent.click(screen.getByRole('link', { name: 'KPlay home' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/'));
  });

  it('leaves without asking when nothing changed', async () => {
    server();
    const { location } = await openProfile();
    fireEvent.click(screen.getByRole('link', { name: 'KPlay home' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/'));
    expect(screen.queryByRole('dialog', { name: 'Unsaved changes' })).toBeNull();
  });

  it('saves the preferred role and platform as soon as they are chosen', async () => {
    const { requests } = server({
      '/api/users/preferred-platform': () => failure(500, 'SOMETHING_WENT_WRONG'),
    });
    await openProfile();
    const role = select('Preferred role');
    expect([...role.options].map((o) => o.textContent)).toContain('esports athlete');
    fireEvent.change(role, { target: { value: 'esports_athlete' } });
    expect(await screen.findByText('Preference saved.')).toBeTruthy();
    expect(requests('/api/users/preferred-role')[0]?.body).toEqual({ role: 'esports_athlete' });
    await waitFor(() => expect(select('Preferred role').value).toBe('esports_athlete'));

    fireEvent.change(select('Preferred platform'), { target: { value: 'android' } });
    expect((await screen.findByText('Failed to update preferences')).closest('[role="alert"]')).toBeTruthy();
    expect(select('Preferred platform').value).toBe('');
  });

  it('adds an email address through the code sent to it', async () => {
    const { requests } = server();
    await openProfile();
    const contact = within(screen.getByRole('region', { name: 'Contact details' }));
    expect(contact.getByText('Not added')).toBeTruthy();
    fireEvent.click(contact.getByRole('button', { name: 'Add email' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add email' }));
    fireEvent.change(dialog.getByRole('textbox', { name: 'Email' }), { target: { value: 'not-an-email' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Send code' }));
    expect(dialog.getByRole('alert').textContent).toBe('Please enter valid email');
    expect(requests('/api/users/email')).toHaveLength(0);

    fireEvent.change(dialog.getByRole('textbox', { name: 'Email' }), {
      target: { value: 'asha@example.com' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Send code' }));
    const code = await dialog.findByRole('textbox', { name: 'One-time code' });
    expect(requests('/api/users/email')[0]?.body).toEqual({ email: 'asha@example.com' });
    expect(dialog.getByText('We sent a 6-digit code to asha@example.com.')).toBeTruthy();
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Verify email' }));
    expect(await screen.findByText('asha@example.com is verified and saved.')).toBeTruthy();
    expect(requests('/api/users/verify-email')[0]?.body).toEqual({
      challengeId: CHALLENGE.challengeId,
      code: '123456',
    });
    expect(contact.getByText('asha@example.com')).toBeTruthy();
    expect(contact.getByRole('button', { name: 'Change email' })).toBeTruthy();
  });

  it('says when another account has the email', async () => {
    server({ '/api/users/email': () => failure(409, 'EMAIL_TAKEN', 'This email is already in use') });
    await openProfile();
    fireEvent.click(screen.getByRole('button', { name: 'Add email' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add email' }));
    fireEvent.change(dialog.getByRole('textbox', { name: 'Email' }), {
      target: { value: 'ada@example.com' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Send code' }));
    expect((await dialog.findByRole('alert')).textContent).toBe('This email is already in use');
  });

  it('uploads a JPEG picture as the file itself, and refuses anything else before sending', async () => {
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:picture'), revokeObjectURL: vi.fn() }),
    );
    const { requests } = server();
    await openProfile();
    const input = screen.getByLabelText('Change picture');
    const png = new File(['png'], 'me.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [png] } });
    expect((await screen.findByText('Only JPEG images are allowed')).getAttribute('role')).toBe('alert');
    expect(requests('/api/users/profile/picture')).toHaveLength(0);

    const jpeg = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'me.jpg', { type: 'image/jpeg' });
    fireEvent.change(input, { target: { files: [jpeg] } });
    expect(await screen.findByText('Your picture is saved.')).toBeTruthy();
    const [upload] = requests('/api/users/profile/picture');
    expect(upload?.method).toBe('POST');
    expect(upload?.body).toBe(jpeg);
    expect(upload?.init.headers).toMatchObject({ 'Content-Type': 'image/jpeg' });
    expect(screen.getByRole('img', { name: 'Your profile picture' }).getAttribute('src')).toBe(
      'blob:picture',
    );
    expect(screen.queryByText('Only JPEG images are allowed')).toBeNull();
  });

  it('shows the server’s words when it refuses the picture (415)', async () => {
    server({
      '/api/users/profile/picture': () => failure(415, 'IMAGE_NOT_JPEG', 'Only JPEG images are allowed'),
    });
    await openProfile();
    const jpeg = new File(['not really'], 'fake.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByLabelText('Change picture'), { target: { files: [jpeg] } });
    expect((await screen.findByText('Only JPEG images are allowed')).getAttribute('role')).toBe('alert');
  });

  it('shows the stored picture from the api', async () => {
    server({ [`GET ${ME}`]: () => ok({ ...PROFILE, hasPicture: true }) });
    await openProfile();
    expect(screen.getByRole('img', { name: 'Your profile picture' }).getAttribute('src')).toBe(
      `/api/users/${USER.id}/picture`,
    );
  });
});
