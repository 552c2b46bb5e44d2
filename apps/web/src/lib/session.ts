import { useEffect, useSyncExternalStore } from 'react';
import i18next from 'i18next';
import type { SessionUser } from '@kp/contract/auth';
import { REFRESH_FAILURE_LOGOUT_DELAY_MS } from '@kp/domain/constants';
import { isLanguage, LANGUAGE_STORAGE_KEY, type Language } from '@kp/domain/languages';
import { LOGIN_METHOD_STORAGE_KEY, USER_ID_STORAGE_KEY } from '@kp/domain/storage-keys-first-load';
import { showToast } from '../ui/toast';
import { changeLanguage, currentLanguage } from './i18n';
import { isModalOpen, openModal } from './modals';
import { storage } from './storage';

/**
 * Who is signed in. The tokens live in httpOnly cookies the page cannot read, so the session is
 * whatever `users/me/profile` answers; only the user id and the sign-in method are stored (not
 * secret), the id as the hint that there is a session worth asking about.
 */
export type SessionState =
  | { status: 'unknown' }
  | { status: 'signed-out' }
  | {
      status: 'signed-in';
      user: SessionUser;
      /**
       * The session was this browser's before the page loaded (its user id remembered), found
       * again: no sign-in happened now. Unset for a sign-in made on this page or one finishing
       * here (Google's consent page sends the browser back).
       */
      restored?: true;
    };

/** How the user signed in, stored under LOGIN_METHOD_STORAGE_KEY. */
export type LoginMethod = 'phone' | 'google' | 'telegram' | 'link';

const UNKNOWN: SessionState = { status: 'unknown' };
const SIGNED_OUT: SessionState = { status: 'signed-out' };

let state: SessionState = UNKNOWN;
let logoutTimer: ReturnType<typeof setTimeout> | undefined;
let goHome = () => {};
// Rises with every sign-in: an answer about an older session must not undo a newer sign-in.
let signIns = 0;
const listeners = new Set<() => void>();

/**
 * The page's mark that this browser is probably signed in (`<html data-session="hint">`): the
 * server sets it on a prerendered page sent with a session cookie, `markSessionHint` on the shell
 * when a session is remembered. The header keeps the account's place while it is there, so a
 * signed-in user never sees Sign in while the network is slow; it goes once the session is known.
 */
const SESSION_HINT_ATTRIBUTE = 'data-session';

/** Marks the page as probably signed in when this browser remembers a session (before the first render). */
export function markSessionHint(): void {
  if (wasSignedIn()) document.documentElement.setAttribute(SESSION_HINT_ATTRIBUTE, 'hint');
}

/** Whether this browser remembers a session (its user id or sign-in method): one worth asking about. */
export function wasSignedIn(): boolean {
  return Boolean(storage.get(USER_ID_STORAGE_KEY) || storage.get(LOGIN_METHOD_STORAGE_KEY));
}

function setState(next: SessionState) {
  state = next;
  if (next.status !== 'unknown' && typeof document !== 'undefined')
    document.documentElement.removeAttribute(SESSION_HINT_ATTRIBUTE);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function forget() {
  clearTimeout(logoutTimer);
  logoutTimer = undefined;
  storage.remove(USER_ID_STORAGE_KEY);
  storage.remove(LOGIN_METHOD_STORAGE_KEY);
  setState(SIGNED_OUT);
}

/**
 * The spec's unrecoverable refresh (section 4): a signed-in user is logged out after a second,
 * told why and sent home. A session that was only suspected (at start) just turns out absent.
 */
function onSessionLost() {
  if (state.status !== 'signed-in') return forget();
  logoutTimer ??= setTimeout(() => {
    forget();
    showToast(i18next.t('session.expired'), 'error');
    goHome();
  }, REFRESH_FAILURE_LOGOUT_DELAY_MS);
}

/** Spec section 6: without a saved wallet, the wallet error modal, then (from it) the logout modal. */
function onWalletNotFound() {
  if (state.status === 'signed-in' && !isModalOpen('walletNotFound') && !isModalOpen('logout'))
    openModal('walletNotFound');
}

/**
 * The api client, with the error catalogue it carries, is loaded only when the session calls
 * the server: a visitor who never signed in does not need it for the first paint. Whoever loads
 * it through here also makes sure a lost session, or a missing wallet, is handled.
 */
async function apiClient() {
  const client = await import('./api-client');
  client.onUnrecoverableRefresh(onSessionLost);
  client.onWalletNotFound(onWalletNotFound);
  return client;
}

// An AppError's status, read without importing the catalogue.
const statusOf = (error: unknown) =>
  error instanceof Error && 'statusCode' in error ? error.statusCode : null;

/** The current session; pages drawn ahead (and their adoption) see it signed out. */
export function useSession(): SessionState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => SIGNED_OUT,
  );
}

/** The current session, outside React. */
export function getSession(): SessionState {
  return state;
}

/** Lets the session send the user home through the app's router. */
export function useSessionNavigation(navigate: (path: string) => void): void {
  useEffect(() => {
    goHome = () => navigate('/');
  }, [navigate]);
}

/**
 * Asks the server who is signed in, when this browser was signed in (or went to sign in on
 * another page, Google's): a visitor who never was makes no call (and gets no 401 in the console).
 */
export async function loadSession(): Promise<void> {
  const remembered = Boolean(storage.get(USER_ID_STORAGE_KEY));
  if (!remembered && !storage.get(LOGIN_METHOD_STORAGE_KEY)) return forget();
  const asked = signIns;
  try {
    const { data } = await (await apiClient()).call('getMyProfile');
    if (asked !== signIns) return;
    storage.set(USER_ID_STORAGE_KEY, data.id);
    setState({ status: 'signed-in', user: data, ...(remembered ? { restored: true as const } : {}) });
    // A sign-in finishing here (Google's, Telegram's redirect) tells the account its language.
    if (!remembered) tellAccountLanguage(currentLanguage());
    else followAccountLanguage(data.language);
  } catch (error) {
    if (asked !== signIns) return;
    const status = statusOf(error);
    if (status === 400 || status === 401) forget();
    else if (state.status === 'unknown') setState(SIGNED_OUT); // offline: signed out for now, hint kept
  }
}

/** Starts the session once, after the first render, and follows sign-ins and -outs of other tabs. */
export function startSession(): void {
  window.addEventListener('storage', (event) => {
    if (event.key === USER_ID_STORAGE_KEY) void loadSession();
  });
  void loadSession();
}

/**
 * Notes a sign-in that finishes on another page (Google's consent page, which sends the browser
 * back with the session cookies set): the app then asks the server who signed in.
 */
export function expectSignIn(method: LoginMethod): void {
  storage.set(LOGIN_METHOD_STORAGE_KEY, method);
}

/** Records a sign-in. */
export function signIn(user: SessionUser, method: LoginMethod): void {
  signIns++;
  storage.set(USER_ID_STORAGE_KEY, user.id);
  storage.set(LOGIN_METHOD_STORAGE_KEY, method);
  setState({ status: 'signed-in', user });
  void apiClient();
  tellAccountLanguage(currentLanguage());
}

/**
 * Tells the signed-in account the interface language its reader chose, when the account's stored
 * one is another or none: the api words the codes it sends them in it (issue 18). Called at
 * sign-in and when the reader changes language. The session holds the new one at once; a failed
 * call is let go (the next sign-in finds the stored one and tells it again, and meanwhile codes
 * follow the language each request is read in).
 */
export function tellAccountLanguage(language: Language): void {
  if (state.status !== 'signed-in' || state.user.language === language) return;
  setState({ ...state, user: { ...state.user, language } });
  apiClient()
    .then((client) => client.call('setMyLanguage', { body: { language } }))
    .catch(() => {});
}

/**
 * A session found again: the interface takes the account's language (chosen on another device),
 * unless this device chose its own, which the account then learns. So the pages and what the api
 * writes in them (it answers in the account's language) never differ.
 */
function followAccountLanguage(language: Language | null): void {
  if (isLanguage(storage.get(LANGUAGE_STORAGE_KEY)) || !language) tellAccountLanguage(currentLanguage());
  else if (language !== currentLanguage()) changeLanguage(language).catch(() => {});
}

/** Replaces the signed-in user (after registration, a profile change). */
export function updateUser(user: SessionUser): void {
  setState({ status: 'signed-in', user });
}

/** Ends the session on the server (which clears its cookies), then here; rejects when it could not. */
export async function signOut(): Promise<void> {
  await (await apiClient()).call('logout');
  forget();
}
