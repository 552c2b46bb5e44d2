import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../lib/i18n';
import { STORAGE_KEYS } from '@kp/domain/storage-keys';
import { expectSignIn, getSession, loadSession, signIn } from '../lib/session';
import { failure, ok, stubServer, USER } from '../test/fake-server.fixtures';
import { useToasts } from '../ui/toast';
import { LanguagePicker } from './language-picker';

const LANGUAGE = '/api/users/language';

/** The api's language route: stores what it is sent, as the server does. */
const languageRoute = () => ({
  [`PUT ${LANGUAGE}`]: ({ body }: { body: unknown }) => ok(body),
});

const pick = (language: string) =>
  fireEvent.change(screen.getByRole('combobox'), { target: { value: language } });

beforeEach(async () => {
  localStorage.clear();
  await loadSession(); // signed out
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => changeLanguage('en'));
  localStorage.clear();
});

describe('the language picker and the account’s language', () => {
  it('tells a signed-in reader’s account each language they pick', async () => {
    const { requests } = stubServer(languageRoute());
    signIn(USER, 'phone'); // the account reads English, as the interface does: nothing to tell
    render(<LanguagePicker />);
    pick('hi');
    await waitFor(() => expect(requests(LANGUAGE)).toHaveLength(1));
    expect(requests(LANGUAGE)[0]).toMatchObject({ method: 'PUT', body: { language: 'hi' } });
    expect(requests(LANGUAGE)[0]!.init.headers).toMatchObject({ 'Accept-Language': 'hi' });
    await waitFor(() => expect(getSession()).toMatchObject({ user: { language: 'hi' } }));

    // Another pick tells the new one; the account's own language is told nothing again.
    pick('mr');
    await waitFor(() => expect(requests(LANGUAGE)).toHaveLength(2));
    expect(requests(LANGUAGE)[1]!.body).toEqual({ language: 'mr' });
  });

  it('tells nothing for a visitor who is not signed in', async () => {
    const { requests } = stubServer(languageRoute());
    render(<LanguagePicker />);
    pick('te');
    await waitFor(() => expect(document.documentElement.lang).toBe('te'));
    expect(requests(LANGUAGE)).toEqual([]);
  });

  it('tells the account at sign-in when it has no language stored, or another than the interface’s', async () => {
    const { requests } = stubServer(languageRoute());
    await act(() => changeLanguage('ta'));
    signIn({ ...USER, language: null }, 'phone');
    await waitFor(() => expect(requests(LANGUAGE)).toHaveLength(1));
    expect(requests(LANGUAGE)[0]!.body).toEqual({ language: 'ta' });

    signIn({ ...USER, language: 'pt' }, 'link');
    await waitFor(() => expect(requests(LANGUAGE)).toHaveLength(2));
    expect(requests(LANGUAGE)[1]!.body).toEqual({ language: 'ta' });

    signIn({ ...USER, language: 'ta' }, 'link');
    await act(() => Promise.resolve());
    expect(requests(LANGUAGE)).toHaveLength(2);
  });

  it('tells the account when a sign-in finishes on this page (Google’s)', async () => {
    const { requests } = stubServer({
      ...languageRoute(),
      '/api/users/me/profile': () => ok({ ...USER, language: null }),
    });
    localStorage.clear();
    expectSignIn('google');
    await loadSession();
    await waitFor(() => expect(requests(LANGUAGE)).toHaveLength(1));
    expect(requests(LANGUAGE)[0]!.body).toEqual({ language: 'en' });
  });

  it('draws a session found again in the account’s language, unless this device chose its own', async () => {
    let account: string | null = 'hi';
    const { requests } = stubServer({
      ...languageRoute(),
      '/api/users/me/profile': () => ok({ ...USER, language: account }),
    });
    // Hindi chosen on another device; this one never chose: it follows the account, telling nothing.
    localStorage.setItem(STORAGE_KEYS.userId, USER.id);
    await act(() => loadSession());
    await waitFor(() => expect(document.documentElement.lang).toBe('hi'));
    expect(localStorage.getItem('language')).toBe('hi');
    expect(requests(LANGUAGE)).toEqual([]);

    // This device chose Portuguese: it keeps it, and the account learns it.
    await act(() => changeLanguage('pt'));
    await act(() => loadSession());
    await waitFor(() => expect(requests(LANGUAGE)).toHaveLength(1));
    expect(requests(LANGUAGE)[0]!.body).toEqual({ language: 'pt' });
    expect(document.documentElement.lang).toBe('pt');

    // An account never told its language is told this device's.
    account = null;
    localStorage.removeItem('language');
    await act(() => loadSession());
    await waitFor(() => expect(requests(LANGUAGE)).toHaveLength(2));
    expect(requests(LANGUAGE)[1]!.body).toEqual({ language: 'pt' });
  });

  it('changes the language all the same when the account cannot be told', async () => {
    const { requests } = stubServer({ [`PUT ${LANGUAGE}`]: () => failure(503, 'SERVICE_UNAVAILABLE') });
    const toasts = renderHook(() => useToasts());
    const before = toasts.result.current.length;
    signIn(USER, 'phone');
    render(<LanguagePicker />);
    pick('ta');
    await waitFor(() => expect(document.documentElement.lang).toBe('ta'));
    await waitFor(() => expect(screen.getByRole('combobox')).toHaveProperty('disabled', false));
    expect(localStorage.getItem('language')).toBe('ta');
    await waitFor(() => expect(requests(LANGUAGE)).toHaveLength(1));
    await act(() => Promise.resolve());
    // No error said: the reader's change went through; the account hears it at the next sign-in.
    expect(toasts.result.current).toHaveLength(before);
  });
});
