import { describe, expect, it } from 'vitest';
import {
  isVoucherAvailable,
  redemptionStatusAt,
  REDEMPTION_CODE_WINDOW_MS,
  VOUCHER_CODE_PATTERN,
  VOUCHER_SLUG_PATTERN,
} from './store';

describe('the store rules', () => {
  it('sells a voucher only while it is active and has a code left', () => {
    expect(isVoucherAvailable({ isActive: true, stock: 1 })).toBe(true);
    expect(isVoucherAvailable({ isActive: true, stock: 0 })).toBe(false);
    expect(isVoucherAvailable({ isActive: false, stock: 5 })).toBe(false);
  });

  it('shows a pending redemption as expired once its window has passed, and nothing else changes', () => {
    const start = new Date('2030-01-01T00:00:00Z');
    const expiresAt = new Date(start.getTime() + REDEMPTION_CODE_WINDOW_MS);
    const before = new Date(expiresAt.getTime() - 1);
    expect(redemptionStatusAt({ status: 'pending', expiresAt }, before)).toBe('pending');
    expect(redemptionStatusAt({ status: 'pending', expiresAt }, expiresAt)).toBe('expired');
    expect(redemptionStatusAt({ status: 'completed', expiresAt }, expiresAt)).toBe('completed');
    expect(redemptionStatusAt({ status: 'failed', expiresAt }, before)).toBe('failed');
  });

  it('accepts slugs of lower-case words joined by hyphens', () => {
    for (const ok of ['data-pack-2gb', 'abc', 'kplay-hoodie'])
      expect(VOUCHER_SLUG_PATTERN.test(ok), ok).toBe(true);
    for (const bad of ['Data', '-abc', 'abc-', 'a--b', 'a b', 'a_b'])
      expect(VOUCHER_SLUG_PATTERN.test(bad), bad).toBe(false);
  });

  it('accepts voucher codes of visible characters with inner spaces, refuses line breaks and padding', () => {
    for (const ok of ['ABCD-1234', 'GIFT 1234 5678', 'https://example.com/r/x1', 'ÇÃO€'])
      expect(VOUCHER_CODE_PATTERN.test(ok), ok).toBe(true);
    for (const bad of [' ABCD', 'ABCD ', 'AB\nCD', 'AB\tCD', 'AB\u0000CD', ''])
      expect(VOUCHER_CODE_PATTERN.test(bad), JSON.stringify(bad)).toBe(false);
  });
});
