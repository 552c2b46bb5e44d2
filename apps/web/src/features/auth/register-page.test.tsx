import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerModals } from '../../app/modals';
import { registerModal } from '../../lib/modals';
import { getSession, loadSession, signIn } from '../../lib/session';
import { failure, ok, stubServer, USER } from '../../test/fake-server.fixtures';
import { renderApp } from '../../test/render-app';
import { isolate } from '../../components/user-text';

const REGISTER = '/api/authentication/register';
const NEW_USER = { ...USER, username: null, isRegistered: false };

beforeEach(async () => {
  localStorage.clear();
  await loadSession();
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

async function openSignedIn() {
  const view = renderApp('/register/');
  act(() => signIn(NEW_USER, 'phone'));
  await screen.findByRole('heading', { level: 1, name: 'Create your account' });
  return view;
}

const fill = (name: string, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: new RegExp(`^${name}`) }), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
const messageOf = (name: string) => {
  const field = screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
  const ids = (field.getAttribute('aria-describedby') ?? '').split(' ');
  return ids.map((id) => document.getElementById(id)?.textContent).join(' | ');
};

describe('the registration page', () => {
  it('opens the sign-in modal for a visitor who is signed out', async () => {
    stubServer({});
    registerModal('login', async () => ({
      default: () => <div role="dialog" aria-label="Test sign-in" />,
    }));
    renderApp('/register/');
    expect(await screen.findByRole('dialog', { name: 'Test sign-in' })).toBeTruthy();
    expect(screen.getByText('Sign in with your mobile number to create your account.')).toBeTruthy();
  });

  it('checks the username with the domain rule, and the optional fields only when given', async () => {
    const { requests } = stubServer({});
    await openSignedIn();
    submit();
    expect(messageOf('Username')).toContain('min 5 max 10 characters');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /^Username/ }));
    fill('Username', 'gamer one');
    submit();
    expect(messageOf('Username')).toContain('Spaces are not allowed in the username');
    fill('Username', 'gamer#1');
    submit();
    expect(messageOf('Username')).toContain('Special characters are not allowed');
    fill('Username', 'gamer01');
    fill('First name', 'Al');
    fill('Email', 'not-an-email');
    submit();
    expect(messageOf('First name')).toBe('min 3 and max 15 characters');
    expect(messageOf('Email')).toBe('Please enter valid email');
    expect(requests(REGISTER)).toHaveLength(0);
  });

  it('says when the username is taken, in the spec’s words', async () => {
    stubServer({ [REGISTER]: () => failure(409, 'USERNAME_TAKEN', 'Username already taken!') });
    await openSignedIn();
    fill('Username', 'gamer01');
    submit();
    await waitFor(() => expect(messageOf('Username')).toContain('Username already taken!'));
    expect(screen.getByRole('textbox', { name: /^Username/ }).getAttribute('aria-invalid')).toBe('true');
  });

  it('registers, greets the user and goes home with their name in the header', async () => {
    const { requests } = stubServer({
      '/api/banners': () => ok([]),
      [REGISTER]: ({ body }) => ok({ ...NEW_USER, ...(body as object), isRegistered: true }),
    });
    const { location } = await openSignedIn();
    fill('Username', 'gamer01');
    fill('First name', 'Asha');
    submit();
    expect(await screen.findByText(`Welcome, ${isolate('gamer01')}!`)).toBeTruthy();
    expect(location.history?.at(-1)).toBe('/');
    // Home opens the first-run path once (features/onboarding).
    expect(localStorage.getItem('firstRun')).toBe('pending');
    expect(requests(REGISTER)[0]?.body).toEqual({ username: 'gamer01', firstName: 'Asha' });
    expect(getSession()).toMatchObject({
      status: 'signed-in',
      user: { username: 'gamer01', isRegistered: true },
    });
    expect(await screen.findByRole('button', { name: 'Account: gamer01' })).toBeTruthy();
  });

  it('asks for the code sent to the email given: the address counts only once confirmed', async () => {
    registerModals();
    const challenge = {
      challengeId: '3f1b8a52-6a43-4f0e-9d64-6f7b1c2a0001',
      expiresAt: '2030-01-01T10:05:00.000Z',
      resendAvailableAt: '2000-01-01T10:00:30.000Z',
    };
    const { requests } = stubServer({
      '/api/banners': () => ok([]),
      [REGISTER]: () =>
        ok({ ...NEW_USER, username: 'gamer01', isRegistered: true, emailVerification: challenge }),
      '/api/users/verify-email': () => ok({ email: 'asha@example.com' }),
    });
    await openSignedIn();
    fill('Username', 'gamer01');
    fill('Email', 'asha@example.com');
    submit();
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    expect(dialog.textContent).toContain('We sent a 6-digit code to asha@example.com.');
    // The session keeps the user, not the challenge.
    expect(getSession()).not.toHaveProperty('user.emailVerification');
    fireEvent.change(screen.getByRole('textbox', { name: 'One-time code' }), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify email' }));
    await waitFor(() => expect(requests('/api/users/verify-email')).toHaveLength(1));
    expect(requests('/api/users/verify-email')[0]?.body).toEqual({
      challengeId: challenge.challengeId,
      code: '123456',
    });
  });

  it('sends a registered user home', async () => {
    stubServer({ '/api/banners': () => ok([]) });
    const { location } = renderApp('/register/');
    act(() => signIn(USER, 'phone'));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/'));
  });
});
