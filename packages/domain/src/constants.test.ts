import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ANALYTICS_SESSION_IDLE_MS as SESSION_IDLE_MS } from './analytics-session';
import { CLAN_OVERLAY } from './clan-overlay';
import {
  ANALYTICS_SESSION_IDLE_MS,
  isOneTimeCode,
  COOKIE_EXPIRY_DAYS,
  DEFAULT_POG_SCORE,
  KCASH_PER_USDT,
  MINT_DURATION_MS,
  MOBILE_BREAKPOINT_PX,
  MOBILE_MEDIA_QUERY,
  PROFILE_SUCCESS_MODAL_CLOSE_MS,
  REFRESH_FAILURE_LOGOUT_DELAY_MS,
  RETRY_LOGIN_DELAY_MS,
} from './constants';

describe('business constants', () => {
  it('has the values of spec section 9', () => {
    expect(KCASH_PER_USDT).toBe(1000);
    expect(ANALYTICS_SESSION_IDLE_MS).toBe(30 * 60 * 1000);
    expect(ANALYTICS_SESSION_IDLE_MS).toBe(SESSION_IDLE_MS);
    expect(COOKIE_EXPIRY_DAYS).toBe(30);
    expect(PROFILE_SUCCESS_MODAL_CLOSE_MS).toBe(4000);
    expect(MINT_DURATION_MS).toBe(100_000);
    expect(RETRY_LOGIN_DELAY_MS).toBe(180_000);
    expect(REFRESH_FAILURE_LOGOUT_DELAY_MS).toBe(1000);
    expect(CLAN_OVERLAY).toEqual({ maxShowings: 3, checkIntervalMs: 1000, postponeMs: 60_000 });
    expect(MOBILE_BREAKPOINT_PX).toBe(767);
    expect(MOBILE_MEDIA_QUERY).toBe('(max-width: 767px)');
    expect(DEFAULT_POG_SCORE).toBe('00');
  });

  it('swaps whole USDT into whole K-Cash', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), (usdt) => {
        expect(Number.isInteger(usdt * KCASH_PER_USDT)).toBe(true);
        expect((usdt * KCASH_PER_USDT) / KCASH_PER_USDT).toBe(usdt);
      }),
    );
  });
});

describe('one-time codes', () => {
  it('are exactly six digits', () => {
    expect(isOneTimeCode('012345')).toBe(true);
    for (const bad of ['12345', '1234567', '12a456', ' 12345', '١٢٣٤٥٦', ''])
      expect(isOneTimeCode(bad), bad).toBe(false);
  });
});
