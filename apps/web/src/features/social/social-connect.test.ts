import { afterEach, describe, expect, it } from 'vitest';
import {
  clearPending,
  PENDING_CONNECT_KEY,
  readAuthorizationAnswer,
  readOpenIdParams,
  readPending,
  readTelegramResult,
  redirectUriOf,
  ReturnError,
  safeReturnTo,
  savePending,
} from './social-connect';

const LOGIN = {
  id: 424242,
  first_name: 'आशा',
  username: 'asha_tg',
  auth_date: 1700000000,
  hash: 'ab'.repeat(32),
};
const utf8Base64 = (value: unknown) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))));
const base64url = (value: unknown) =>
  utf8Base64(value).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error instanceof ReturnError ? error.code : 'not a ReturnError';
  }
  return 'no error';
};

afterEach(() => sessionStorage.clear());

describe('the way back', () => {
  it('comes back to this site’s /social-connect/<provider>', () => {
    expect(redirectUriOf('twitter')).toBe(`${location.origin}/social-connect/twitter`);
    expect(redirectUriOf('steam')).toBe(`${location.origin}/social-connect/steam`);
  });

  it('returns only to a path of this site, else to the profile', () => {
    expect(safeReturnTo('/gamer/k-drop/summer?tab=tasks')).toBe('/gamer/k-drop/summer?tab=tasks');
    for (const bad of [
      '//evil.example/x',
      'https://evil.example/',
      '/\\evil.example',
      'profile',
      '',
      null,
      7,
      '/a\nb',
    ])
      expect(safeReturnTo(bad), String(bad)).toBe('/profile/');
  });

  it('keeps the provider and the page for the way back in this tab, and forgets tampered or finished ones', () => {
    expect(readPending()).toBeNull();
    savePending({ provider: 'discord', returnTo: '/gamer/k-drop/summer' });
    expect(JSON.parse(sessionStorage.getItem(PENDING_CONNECT_KEY)!)).toEqual({
      provider: 'discord',
      returnTo: '/gamer/k-drop/summer',
    });
    expect(readPending()).toEqual({ provider: 'discord', returnTo: '/gamer/k-drop/summer' });
    clearPending();
    expect(readPending()).toBeNull();

    sessionStorage.setItem(
      PENDING_CONNECT_KEY,
      JSON.stringify({ provider: 'discord', returnTo: '//evil.example' }),
    );
    expect(readPending()).toEqual({ provider: 'discord', returnTo: '/profile/' });
    sessionStorage.setItem(PENDING_CONNECT_KEY, JSON.stringify({ provider: 'myspace', returnTo: '/' }));
    expect(readPending()).toBeNull();
    sessionStorage.setItem(PENDING_CONNECT_KEY, '{not json');
    expect(readPending()).toBeNull();
  });
});

describe('reading what the provider sent back', () => {
  it('reads Telegram’s #tgAuthResult in base64url and in plain base64, non-Latin names included', () => {
    expect(readTelegramResult(`#tgAuthResult=${base64url(LOGIN)}`)).toEqual(LOGIN);
    expect(readTelegramResult(`#tgAuthResult=${utf8Base64(LOGIN)}`)).toEqual(LOGIN);
  });

  it('says the user refused Telegram, or that its answer could not be read', () => {
    expect(codeOf(() => readTelegramResult('#tgAuthResult=false'))).toBe('ACCESS_DENIED');
    expect(codeOf(() => readTelegramResult(''))).toBe('INVALID_ANSWER');
    expect(codeOf(() => readTelegramResult('#tgAuthResult=%%%'))).toBe('INVALID_ANSWER');
    expect(codeOf(() => readTelegramResult(`#tgAuthResult=${base64url([1, 2])}`))).toBe('INVALID_ANSWER');
    const { hash: _, ...unsigned } = LOGIN;
    expect(codeOf(() => readTelegramResult(`#tgAuthResult=${base64url(unsigned)}`))).toBe('INVALID_ANSWER');
  });

  it('takes only Steam’s openid.* parameters, and knows a cancel', () => {
    const search = new URLSearchParams({
      state: 'our-state',
      'openid.mode': 'id_res',
      'openid.return_to': 'http://localhost:3000/social-connect/steam?state=our-state',
      'openid.claimed_id': 'https://steamcommunity.com/openid/id/76561197960287930',
    });
    expect(readOpenIdParams(search)).toEqual({
      'openid.mode': 'id_res',
      'openid.return_to': 'http://localhost:3000/social-connect/steam?state=our-state',
      'openid.claimed_id': 'https://steamcommunity.com/openid/id/76561197960287930',
    });
    expect(codeOf(() => readOpenIdParams(new URLSearchParams({ 'openid.mode': 'cancel' })))).toBe(
      'ACCESS_DENIED',
    );
    expect(codeOf(() => readOpenIdParams(new URLSearchParams()))).toBe('INVALID_ANSWER');
  });

  it('reads an OAuth answer: code, state and iss, or the user’s refusal', () => {
    expect(readAuthorizationAnswer(new URLSearchParams('code=c1&state=s1'))).toEqual({
      code: 'c1',
      state: 's1',
    });
    expect(readAuthorizationAnswer(new URLSearchParams('code=c1&state=s1&iss=https%3A%2F%2Fidp'))).toEqual({
      code: 'c1',
      state: 's1',
      iss: 'https://idp',
    });
    expect(codeOf(() => readAuthorizationAnswer(new URLSearchParams('error=access_denied&state=s1')))).toBe(
      'ACCESS_DENIED',
    );
    expect(codeOf(() => readAuthorizationAnswer(new URLSearchParams('error=server_error')))).toBe(
      'INVALID_ANSWER',
    );
    expect(codeOf(() => readAuthorizationAnswer(new URLSearchParams('code=c1')))).toBe('INVALID_ANSWER');
  });
});
