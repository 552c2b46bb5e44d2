import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@kp/domain/storage-keys';
import { failure, ok, stubServer, USER } from '../test/fake-server.fixtures';
import { loadAllMessages } from './i18n';
import { applyStoredReferralCode } from './referral';
import { loadSession, signIn } from './session';

const APPLY = '/api/platform-campaign-hub/user-referral/apply';
const KEY = STORAGE_KEYS.referralCode;
const INFO = { code: 'MYCODE23', referredCount: 0, referredBy: true };

// The toasts the module shows, caught as they are shown.
const shown: string[] = [];
vi.mock('../ui/toast', async (actual) => {
  const toast = await actual<typeof import('../ui/toast')>();
  return {
    ...toast,
    showToast: (message: string, tone?: 'info' | 'success' | 'error') => {
      shown.push(`${tone}: ${message}`);
      return toast.showToast(message, tone);
    },
  };
});

beforeAll(() => loadAllMessages());
beforeEach(async () => {
  localStorage.clear();
  shown.length = 0;
  await loadSession(); // signed out
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('applying the stored referral code', () => {
  it('waits while nobody is signed in', async () => {
    const { requests } = stubServer({ [APPLY]: () => ok(INFO) });
    localStorage.setItem(KEY, 'AB2CD3EF');
    await applyStoredReferralCode();
    expect(requests(APPLY)).toHaveLength(0);
    expect(localStorage.getItem(KEY)).toBe('AB2CD3EF');
  });

  it('applies it once signed in, written as the api wants it, then forgets it and says so', async () => {
    const { requests } = stubServer({ [APPLY]: () => ok(INFO) });
    signIn(USER, 'phone');
    localStorage.setItem(KEY, ' ab2cd3ef ');
    await applyStoredReferralCode();
    expect(requests(APPLY).map((r) => [r.method, r.body])).toEqual([['POST', { code: 'AB2CD3EF' }]]);
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(shown).toEqual(['success: Your friend’s referral code was applied to your account.']);
  });

  it.each([
    [404, 'REFERRAL_CODE_NOT_FOUND'],
    [409, 'REFERRAL_ALREADY_APPLIED'],
    [409, 'REFERRAL_WINDOW_CLOSED'],
    [400, 'REFERRAL_OWN_CODE'],
  ])('forgets it after %i %s (asking again would not help), silently', async (status, code) => {
    stubServer({ [APPLY]: () => failure(status, code) });
    signIn(USER, 'phone');
    localStorage.setItem(KEY, 'AB2CD3EF');
    await applyStoredReferralCode();
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(shown).toEqual([]);
  });

  it('keeps it for next time after a network failure or a server error', async () => {
    signIn(USER, 'phone');
    localStorage.setItem(KEY, 'AB2CD3EF');
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await applyStoredReferralCode();
    expect(localStorage.getItem(KEY)).toBe('AB2CD3EF');
    stubServer({ [APPLY]: () => failure(503, 'SERVICE_UNAVAILABLE') });
    await applyStoredReferralCode();
    expect(localStorage.getItem(KEY)).toBe('AB2CD3EF');
    const { requests } = stubServer({ [APPLY]: () => ok(INFO) });
    await applyStoredReferralCode();
    expect(requests(APPLY)).toHaveLength(1);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('drops what cannot be a code without asking', async () => {
    const { requests } = stubServer({ [APPLY]: () => ok(INFO) });
    signIn(USER, 'phone');
    localStorage.setItem(KEY, 'not-a-code');
    await applyStoredReferralCode();
    expect(requests(APPLY)).toHaveLength(0);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('sends one request for calls that overlap', async () => {
    const { requests } = stubServer({ [APPLY]: () => ok(INFO) });
    signIn(USER, 'phone');
    localStorage.setItem(KEY, 'AB2CD3EF');
    await Promise.all([applyStoredReferralCode(), applyStoredReferralCode(), applyStoredReferralCode()]);
    expect(requests(APPLY)).toHaveLength(1);
  });

  it('keeps a newer code that arrived while the older one was being applied', async () => {
    stubServer({
      [APPLY]: () => {
        localStorage.setItem(KEY, 'NEWCQDE2');
        return failure(404, 'REFERRAL_CODE_NOT_FOUND');
      },
    });
    signIn(USER, 'phone');
    localStorage.setItem(KEY, 'AB2CD3EF');
    await applyStoredReferralCode();
    expect(localStorage.getItem(KEY)).toBe('NEWCQDE2');
  });
});
