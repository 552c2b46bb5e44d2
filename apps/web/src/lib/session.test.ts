import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REFRESH_FAILURE_LOGOUT_DELAY_MS } from '@kp/domain/constants';
import { STORAGE_KEYS } from '@kp/domain/storage-keys';
import { failure, ok, stubServer, USER } from '../test/fake-server.fixtures';
import { useToasts } from '../ui/toast';
import { call } from './api-client';
import {
  expectSignIn,
  getSession,
  loadSession,
  markSessionHint,
  signIn,
  signOut,
  useSession,
  useSessionNavigation,
} from './session';

const PROFILE = '/api/users/me/profile';
const REFRESH = '/api/authentication/token/refresh';
const LOGOUT = '/api/authentication/logout';

beforeEach(async () => {
  localStorage.clear();
  await loadSession(); // nothing stored: signed out, without a call
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the session', () => {
  it('makes no call for a browser that was never signed in', async () => {
    const { fetch } = stubServer({});
    await loadSession();
    expect(getSession()).toEqual({ status: 'signed-out' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks the server who is signed in when this browser was, and stores no token', async () => {
    localStorage.setItem(STORAGE_KEYS.userId, USER.id);
    stubServer({ [PROFILE]: () => ok(USER) });
    await loadSession();
    // Found again, not signed in now: pages that go on after a sign-in do not.
    expect(getSession()).toEqual({ status: 'signed-in', user: USER, restored: true });
    expect(Object.keys(localStorage)).toEqual([STORAGE_KEYS.userId]);
  });

  it('asks the server after a sign-in that finished on another page (Google’s), with no user id stored', async () => {
    stubServer({ [PROFILE]: () => ok(USER) });
    expectSignIn('google');
    await loadSession();
    expect(getSession()).toEqual({ status: 'signed-in', user: USER });
    expect({ ...localStorage }).toEqual({ userId: USER.id, loginMethod: 'google' });
  });

  it('keeps a sign-in that happened while an older session was being asked about', async () => {
    localStorage.setItem(STORAGE_KEYS.userId, 'someone-else');
    let answer = (_: Response) => {};
    stubServer({ [PROFILE]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    const loading = loadSession();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    signIn(USER, 'link');
    answer(ok({ ...USER, id: '0b6f4b84-4d7c-4c55-9a55-3a9f0e0e0002', username: 'other01' }));
    await loading;
    expect(getSession()).toEqual({ status: 'signed-in', user: USER });
    expect(localStorage.getItem(STORAGE_KEYS.userId)).toBe(USER.id);
  });

  it('turns out signed out, quietly, when the stored session is gone on the server', async () => {
    localStorage.setItem(STORAGE_KEYS.userId, USER.id);
    const { fetch } = stubServer({
      [PROFILE]: () => failure(401, 'UNAUTHORIZED'),
      [REFRESH]: () => failure(400, 'INVALID_REFRESH_TOKEN'),
    });
    const toasts = renderHook(() => useToasts());
    const before = toasts.result.current.length;
    await loadSession();
    expect(getSession()).toEqual({ status: 'signed-out' });
    expect(localStorage.getItem(STORAGE_KEYS.userId)).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(toasts.result.current).toHaveLength(before);
  });

  it('marks the page as probably signed in while a remembered session is asked about, and unmarks it once known', async () => {
    markSessionHint();
    expect(document.documentElement.hasAttribute('data-session')).toBe(false);
    localStorage.setItem(STORAGE_KEYS.userId, USER.id);
    markSessionHint();
    expect(document.documentElement.getAttribute('data-session')).toBe('hint');
    stubServer({ [PROFILE]: () => ok(USER) });
    await loadSession();
    expect(getSession()).toMatchObject({ status: 'signed-in' });
    expect(document.documentElement.hasAttribute('data-session')).toBe(false);
  });

  it('records a sign-in (the user id and the method, nothing secret) and a sign-out', async () => {
    const { requests } = stubServer({ [LOGOUT]: () => ok({ loggedOut: true }) });
    const { result } = renderHook(() => useSession());
    act(() => signIn(USER, 'phone'));
    expect(result.current).toEqual({ status: 'signed-in', user: USER });
    expect({ ...localStorage }).toEqual({ userId: USER.id, loginMethod: 'phone' });
    await act(() => signOut());
    expect(result.current).toEqual({ status: 'signed-out' });
    expect(localStorage.length).toBe(0);
    expect(requests(LOGOUT)).toHaveLength(1);
    expect(requests(LOGOUT)[0]?.init.headers).toMatchObject({ Source: 'website' });
  });

  it('stays signed in when the sign-out could not reach the server', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    signIn(USER, 'phone');
    await expect(signOut()).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    expect(getSession().status).toBe('signed-in');
  });

  it('logs a signed-in user out once, a second after the refresh failed, says why and goes home', async () => {
    stubServer({
      [PROFILE]: () => failure(401, 'UNAUTHORIZED'),
      [REFRESH]: () => failure(400, 'INVALID_REFRESH_TOKEN'),
    });
    const navigate = vi.fn();
    renderHook(() => useSessionNavigation(navigate));
    const toasts = renderHook(() => useToasts());
    signIn(USER, 'phone');
    await new Promise((resolve) => setTimeout(resolve, 0)); // signing in loads the client, and hands it the handler
    vi.useFakeTimers();
    await Promise.allSettled([call('getMyProfile'), call('getMyProfile')]);
    expect(getSession().status).toBe('signed-in');
    act(() => vi.advanceTimersByTime(REFRESH_FAILURE_LOGOUT_DELAY_MS - 1));
    expect(getSession().status).toBe('signed-in');
    act(() => vi.advanceTimersByTime(1));
    expect(getSession()).toEqual({ status: 'signed-out' });
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/');
    expect(toasts.result.current.at(-1)).toMatchObject({
      tone: 'error',
      message: 'Your session has ended. Please sign in again.',
    });
    expect(localStorage.getItem(STORAGE_KEYS.userId)).toBeNull();
    act(() => vi.advanceTimersByTime(REFRESH_FAILURE_LOGOUT_DELAY_MS * 5));
    expect(navigate).toHaveBeenCalledTimes(1);
  });
});
