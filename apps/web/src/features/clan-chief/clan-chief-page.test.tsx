import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@kp/contract/auth';
import type { ClanChiefApplication } from '@kp/contract/clan-chief';
import { registerModals } from '../../app/modals';
import { registerModal } from '../../lib/modals';
import { loadSession, signIn } from '../../lib/session';
import { failure, ok, PROFILE, stubServer, USER, type FakeRoute } from '../../test/fake-server.fixtures';
import { renderApp } from '../../test/render-app';

const MINE = '/api/clan-chief';

/** A user who signed in with Google: no verified number. */
const GOOGLE_USER: SessionUser = { ...USER, phoneNumber: null, email: 'gamer@example.com' };

const CHALLENGE = {
  challengeId: 'c0a1e2b3-0000-4000-8000-000000000002',
  expiresAt: new Date(Date.now() + 300_000).toISOString(),
  resendAvailableAt: new Date(Date.now() + 30_000).toISOString(),
};

const PENDING: ClanChiefApplication = {
  id: '5f0c7d2e-8a51-4d5b-9a4e-2b0f7c1d0001',
  email: 'chief@example.com',
  chiefCity: 'Pune',
  phoneNumber: '+919876543210',
  isCollageName: 'Yes',
  collegeName: 'College of Engineering Pune',
  status: 'pending',
  decisionReason: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  decidedAt: null,
};

/** A fake api: the user's application (none at first), cities and colleges by country and city. */
function server(routes: Record<string, FakeRoute> = {}, application: ClanChiefApplication | null = null) {
  return stubServer({
    '/api/banners': () => ok([]),
    [`GET ${MINE}`]: () => ok({ application }),
    [`POST ${MINE}`]: ({ body }) => {
      const sent = body as Partial<ClanChiefApplication>;
      return ok(
        {
          ...PENDING,
          ...sent,
          collegeName: sent.collegeName ?? null,
          phoneNumber: '+919876543210',
          createdAt: new Date().toISOString(),
        },
        201,
      );
    },
    '/api/users/cities': ({ url }) =>
      ok(url.searchParams.get('country') === 'IN' ? ['Mumbai', 'Pune'] : ['Recife', 'São Paulo']),
    '/api/users/colleges': ({ url }) =>
      ok(
        url.searchParams.get('city') === 'Pune'
          ? ['College of Engineering Pune', 'Savitribai Phule Pune University', 'Other']
          : ['Other'],
      ),
    ...routes,
  });
}

/** The page as a signed-in user opens it. */
async function openPage(user: SessionUser = USER, url = '/clan-chief/') {
  signIn(user, 'phone');
  const view = renderApp(url);
  await screen.findByRole('heading', { level: 1, name: 'Become a clan chief' }, { timeout: 10_000 });
  return view;
}

const textbox = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const combobox = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const messageOf = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .filter(Boolean)
    .join(' | ');

/** Fills the form as a chief from a Pune college would. */
async function fillForm() {
  fireEvent.change(await screen.findByRole('textbox', { name: 'Email' }), {
    target: { value: 'chief@example.com' },
  });
  await waitFor(() => expect([...combobox('City').options].map((o) => o.value)).toContain('Pune'));
  fireEvent.change(combobox('City'), { target: { value: 'Pune' } });
  fireEvent.click(screen.getByRole('radio', { name: 'Yes' }));
  await waitFor(() => expect(combobox('College').disabled).toBe(false));
  fireEvent.change(combobox('College'), { target: { value: 'College of Engineering Pune' } });
}

beforeAll(() => registerModals());
beforeEach(async () => {
  localStorage.clear();
  await loadSession();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
  registerModals();
});

describe('the clan chief page, signed out', () => {
  it('opens the sign-in modal, with or without the trailing slash', async () => {
    stubServer({ '/api/banners': () => ok([]) });
    registerModal('login', async () => ({ default: () => <div role="dialog" aria-label="Test sign-in" /> }));
    renderApp('/clan-chief');
    expect(await screen.findByRole('dialog', { name: 'Test sign-in' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('Sign in with your mobile number to apply as a clan chief.')).toBeTruthy();
    expect(document.title).toBe('Become a clan chief · KPlay');
  });

  it('fills the chief phone field with the number verified in the sign-in modal', async () => {
    const { requests } = server({
      '/api/authentication/login': () =>
        ok(
          {
            challengeId: 'c0a1e2b3-0000-4000-8000-000000000001',
            phoneNumber: '+91 ••••••3210',
            expiresAt: new Date(Date.now() + 300_000).toISOString(),
            resendAvailableAt: new Date(Date.now() + 30_000).toISOString(),
          },
          201,
        ),
      '/api/authentication/verify': () =>
        ok({ accessToken: 'a', refreshToken: 'r', isNewUser: false, user: USER }),
    });
    const { location } = renderApp('/clan-chief/');
    const dialog = within(await screen.findByRole('dialog', { name: 'Sign in' }, { timeout: 10_000 }));
    fireEvent.change(await dialog.findByRole('textbox', { name: 'Mobile number' }), {
      target: { value: '9876543210' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Send code' }));
    fireEvent.change(await dialog.findByRole('textbox', { name: 'One-time code' }), {
      target: { value: '123456' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Verify and sign in' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
    expect(await screen.findByText('Phone number verified')).toBeTruthy();
    const phone = (await screen.findByRole('textbox', { name: 'Mobile number' })) as HTMLInputElement;
    expect(phone.value).toBe('+919876543210');
    expect(phone.getAttribute('dir')).toBe('ltr');
    expect(location.history?.at(-1)).toBe('/clan-chief/');
    expect(screen.queryByText(/Welcome back/)).toBeNull();
    expect(requests(MINE)).toHaveLength(1);
  });
});

describe('the clan chief application form', () => {
  it('sends the application with the verified number, then shows it under review', async () => {
    const { requests } = server();
    await openPage();
    expect(await screen.findByText(/Clan chiefs start and lead a clan/)).toBeTruthy();
    expect(textbox('Mobile number').value).toBe('+919876543210');
    expect((screen.getByRole('radio', { name: 'No' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('combobox', { name: 'College' })).toBeNull();
    await waitFor(() => expect(requests('/api/users/cities')[0]?.url.searchParams.get('country')).toBe('IN'));
    await fillForm();
    expect([...combobox('College').options].map((o) => o.textContent)).toEqual([
      'Choose…',
      'College of Engineering Pune',
      'Savitribai Phule Pune University',
      'Other (type its name)',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));

    const status = await screen.findByRole('heading', { level: 2, name: 'Your application is under review' });
    await waitFor(() => expect(document.activeElement).toBe(status));
    expect(screen.getByText('Under review')).toBeTruthy();
    expect(await screen.findByText('Your application is sent.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send application' })).toBeNull();
    expect(requests(MINE).find((r) => r.method === 'POST')?.body).toEqual({
      email: 'chief@example.com',
      phoneNumber: '+919876543210',
      chiefCity: 'Pune',
      isCollageName: 'Yes',
      collegeName: 'College of Engineering Pune',
    });
  });

  it('checks the fields with the domain’s rules before sending, in the spec’s words', async () => {
    const { requests } = server();
    await openPage();
    await waitFor(() => expect(combobox('City').disabled).toBe(false));
    fireEvent.change(textbox('Mobile number'), { target: { value: '+91 12345' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));

    expect(messageOf(textbox('Email'))).toBe('Please enter valid email');
    expect(document.activeElement).toBe(textbox('Email'));
    expect(messageOf(textbox('Mobile number'))).toBe(
      'Please enter valid mobile number | The number verified on your account, with its country code.',
    );
    expect(messageOf(combobox('City'))).toBe('Please enter city');
    expect(messageOf(combobox('College'))).toBe('Please enter college name');
    expect(textbox('Email').getAttribute('aria-invalid')).toBe('true');
    expect(requests(MINE).filter((r) => r.method === 'POST')).toHaveLength(0);

    // Fixing a field clears its message.
    fireEvent.change(textbox('Email'), { target: { value: 'chief@example.com' } });
    expect(messageOf(textbox('Email'))).toBe('');
  });

  it('takes a college that is not on the list, typed in', async () => {
    const { requests } = server();
    await openPage();
    await fillForm();
    fireEvent.change(combobox('College'), { target: { value: 'Other' } });
    fireEvent.change(textbox('College name'), { target: { value: 'Pune Esports Academy' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    await screen.findByRole('heading', { level: 2, name: 'Your application is under review' });
    expect(requests(MINE).find((r) => r.method === 'POST')?.body).toMatchObject({
      isCollageName: 'Yes',
      collegeName: 'Pune Esports Academy',
    });
  });

  it('says so when the number is not the one verified on the account', async () => {
    server({
      [`POST ${MINE}`]: () =>
        failure(400, 'INVALID_PHONE_NUMBER', 'Please enter the mobile number verified on your account'),
    });
    await openPage();
    await fillForm();
    fireEvent.change(textbox('Mobile number'), { target: { value: '+91 99999 88888' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    await waitFor(() =>
      expect(messageOf(textbox('Mobile number'))).toContain(
        'Please enter the mobile number verified on your account',
      ),
    );
    expect(document.activeElement).toBe(textbox('Mobile number'));
  });

  it('shows the open application when the api answers that one exists (409)', async () => {
    let calls = 0;
    server({
      [`GET ${MINE}`]: () => ok({ application: calls++ === 0 ? null : PENDING }),
      [`POST ${MINE}`]: () => failure(409, 'CONFLICT_IN_PROGRESS', 'Conflict: Resource already in progress'),
    });
    await openPage();
    await fillForm();
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('You already have an application. Here is where it stands.')).toBeTruthy();
    const status = await screen.findByRole('heading', { level: 2, name: 'Your application is under review' });
    await waitFor(() => expect(document.activeElement).toBe(status));
  });

  it('says when the service cannot be reached, and keeps what was typed', async () => {
    server({ [`POST ${MINE}`]: () => Promise.reject(new TypeError('Failed to fetch')) });
    await openPage();
    await fillForm();
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The service cannot be reached. Check your connection and try again.',
    );
    expect(textbox('Email').value).toBe('chief@example.com');
    expect(combobox('College').value).toBe('College of Engineering Pune');
  });

  it('offers the cities of the verified number’s country, typed in where there is no list', async () => {
    const { requests } = server({ '/api/users/cities': () => ok([]) });
    await openPage({ ...USER, phoneNumber: '+5511912345678' });
    const city = await screen.findByRole('textbox', { name: 'City' });
    expect(requests('/api/users/cities')[0]?.url.searchParams.get('country')).toBe('BR');
    fireEvent.change(city, { target: { value: 'Campinas' } });
    expect((city as HTMLInputElement).value).toBe('Campinas');
  });

  it('has an account without a number verify one first; the verified number fills the phone field', async () => {
    const { requests } = server({
      '/api/users/phone': () => ok({ ...CHALLENGE, phoneNumber: '+91 ••••••3210' }, 201),
      '/api/users/verify-phone': () => ok({ ...PROFILE, ...GOOGLE_USER, phoneNumber: '+919876543210' }),
    });
    const { location } = await openPage(GOOGLE_USER);
    expect(
      await screen.findByText(/A clan chief applies with the mobile number verified on their account/),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send application' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Verify your number' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Verify your mobile number' }));
    fireEvent.change(await dialog.findByRole('textbox', { name: 'Mobile number' }, { timeout: 10_000 }), {
      target: { value: '9876543210' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Send code' }));
    fireEvent.change(await dialog.findByRole('textbox', { name: 'One-time code' }), {
      target: { value: '123456' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Verify number' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
    expect(await screen.findByText('Phone number verified')).toBeTruthy();
    expect(requests('/api/users/phone')[0]?.body).toEqual({ phone_number: '+919876543210' });
    expect(textbox('Mobile number').value).toBe('+919876543210');
    // The form keeps what the account had: its email.
    expect(textbox('Email').value).toBe('gamer@example.com');
    expect(location.history?.at(-1)).toBe('/clan-chief/');
    expect(requests('/api/authentication/login')).toHaveLength(0);

    await fillForm();
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    await screen.findByRole('heading', { level: 2, name: 'Your application is under review' });
    expect(requests(MINE).find((r) => r.method === 'POST')?.body).toMatchObject({
      phoneNumber: '+919876543210',
    });
  });

  it('says "Phone number already exists" when verifying a number another account has', async () => {
    server({
      '/api/users/phone': () => failure(409, 'PHONE_ALREADY_EXISTS', 'Phone number already exists'),
    });
    await openPage(GOOGLE_USER);
    fireEvent.click(await screen.findByRole('button', { name: 'Verify your number' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Verify your mobile number' }));
    fireEvent.change(await dialog.findByRole('textbox', { name: 'Mobile number' }, { timeout: 10_000 }), {
      target: { value: '9876543210' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Send code' }));
    expect((await dialog.findByRole('alert')).textContent).toBe('Phone number already exists');
    expect(screen.queryByRole('button', { name: 'Send application' })).toBeNull();
  });
});

describe('an application already sent', () => {
  it('under review: its details and no form', async () => {
    server({}, PENDING);
    await openPage();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Your application is under review' }),
    ).toBeTruthy();
    const details = screen.getByRole('region', { name: 'Your application is under review' });
    expect(within(details).getByText('chief@example.com')).toBeTruthy();
    expect(within(details).getByText('+919876543210').getAttribute('dir')).toBe('ltr');
    expect(within(details).getByText('College of Engineering Pune')).toBeTruthy();
    expect(within(details).getByText('Sent on November 20, 2026')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send application' })).toBeNull();
  });

  it('approved: says so, with the operator’s note', async () => {
    server(
      {},
      {
        ...PENDING,
        status: 'approved',
        decisionReason: 'Welcome, chief',
        decidedAt: '2026-11-21T10:00:00.000Z',
      },
    );
    await openPage();
    expect(await screen.findByRole('heading', { level: 2, name: 'You are a clan chief' })).toBeTruthy();
    expect(screen.getByText('Approved')).toBeTruthy();
    expect(screen.getByText('Welcome, chief')).toBeTruthy();
    expect(screen.getByText(/Decided on November 21, 2026/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send application' })).toBeNull();
  });

  it('rejected: the reason, then the form again with the details sent before', async () => {
    const { requests } = server(
      {},
      {
        ...PENDING,
        status: 'rejected',
        decisionReason: 'Please use your college email',
        decidedAt: '2026-11-21T10:00:00.000Z',
      },
    );
    await openPage();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Your application was not approved' }),
    ).toBeTruthy();
    expect(screen.getByText('Operator’s note')).toBeTruthy();
    expect(screen.getByText('Please use your college email')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Apply again' })).toBeTruthy();
    expect(textbox('Email').value).toBe('chief@example.com');
    await waitFor(() => expect(combobox('City').value).toBe('Pune'));
    expect((screen.getByRole('radio', { name: 'Yes' }) as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(combobox('College').value).toBe('College of Engineering Pune'));
    fireEvent.change(textbox('Email'), { target: { value: 'chief@coep.ac.in' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Your application is under review' }),
    ).toBeTruthy();
    expect(requests(MINE).find((r) => r.method === 'POST')?.body).toMatchObject({
      email: 'chief@coep.ac.in',
    });
  });

  it('says when the application could not be loaded, and tries again', async () => {
    let calls = 0;
    server({
      [`GET ${MINE}`]: () =>
        calls++ === 0 ? failure(500, 'SOMETHING_WENT_WRONG') : ok({ application: PENDING }),
    });
    await openPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your application could not be loaded.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Your application is under review' }),
    ).toBeTruthy();
  });
});
