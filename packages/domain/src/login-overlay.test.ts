import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RETRY_LOGIN_DELAY_MS } from './constants';
import { afterFailedAttempt, decideLoginOverlay, parseStoredNumber } from './login-overlay';

const NOW = 1_700_000_000_000;

describe('the login overlay', () => {
  it('shows the modal, plain, to a visitor with nothing stored', () => {
    expect(decideLoginOverlay({ now: NOW, retryAfter: null, attempts: 0, hasSession: false })).toEqual({
      show: 'modal',
      tooManyAttempts: false,
      clear: false,
    });
  });

  it('shows the too-many-attempts state while the retry time has not passed', () => {
    const { retryAfter, attempts } = afterFailedAttempt(NOW);
    expect(retryAfter).toBe(NOW + RETRY_LOGIN_DELAY_MS);
    expect(attempts).toBe(1);
    expect(decideLoginOverlay({ now: retryAfter - 1, retryAfter, attempts, hasSession: false })).toEqual({
      show: 'modal',
      tooManyAttempts: true,
      clear: false,
    });
  });

  it('clears the retry time and the counters once it has passed, and shows the plain modal', () => {
    const { retryAfter, attempts } = afterFailedAttempt(NOW, 2);
    expect(attempts).toBe(3);
    expect(decideLoginOverlay({ now: retryAfter, retryAfter, attempts, hasSession: false })).toEqual({
      show: 'modal',
      tooManyAttempts: false,
      clear: true,
    });
  });

  it('redirects a user who has a session, still clearing a passed retry time', () => {
    expect(decideLoginOverlay({ now: NOW, retryAfter: null, attempts: 0, hasSession: true })).toEqual({
      show: 'redirect',
      tooManyAttempts: false,
      clear: false,
    });
    expect(decideLoginOverlay({ now: NOW, retryAfter: NOW - 1, attempts: 1, hasSession: true })).toEqual({
      show: 'redirect',
      tooManyAttempts: false,
      clear: true,
    });
  });

  it('for any stored state: redirect exactly with a session, never both waiting and cleared', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 45 }),
        fc.option(fc.integer({ min: 0, max: 2 ** 45 }), { nil: null }),
        fc.nat(100),
        fc.boolean(),
        (now, retryAfter, attempts, hasSession) => {
          const decision = decideLoginOverlay({ now, retryAfter, attempts, hasSession });
          expect(decision.show).toBe(hasSession ? 'redirect' : 'modal');
          expect(decision.tooManyAttempts && decision.clear).toBe(false);
          expect(decision.clear).toBe(retryAfter !== null && now >= retryAfter);
          expect(decision.tooManyAttempts).toBe(!hasSession && retryAfter !== null && now < retryAfter);
        },
      ),
    );
  });

  it('after any failed attempt, waits exactly the retry delay, then clears', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 45 }),
        fc.nat(100),
        fc.nat(RETRY_LOGIN_DELAY_MS - 1),
        (now, before, elapsed) => {
          const { retryAfter, attempts } = afterFailedAttempt(now, before);
          const input = { retryAfter, attempts, hasSession: false };
          expect(decideLoginOverlay({ ...input, now: now + elapsed }).tooManyAttempts).toBe(true);
          expect(decideLoginOverlay({ ...input, now: now + RETRY_LOGIN_DELAY_MS }).clear).toBe(true);
        },
      ),
    );
  });

  it('reads stored numbers, and nothing else', () => {
    expect(parseStoredNumber(String(NOW))).toBe(NOW);
    expect(parseStoredNumber(' 3 ')).toBe(3);
    for (const bad of [null, undefined, '', 'soon', '-1', '1e9', '12.5', 'NaN']) {
      expect(parseStoredNumber(bad)).toBeNull();
    }
  });
});
