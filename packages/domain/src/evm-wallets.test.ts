import { describe, expect, it } from 'vitest';
import { formatTokenAmount, shortAddress } from './evm-wallets';

describe('formatTokenAmount', () => {
  it('writes base units with the decimals of the token, grouped, without trailing zeros', () => {
    expect(formatTokenAmount(1_500_000n, 6)).toBe('1.5');
    expect(formatTokenAmount(0n, 18)).toBe('0');
    expect(formatTokenAmount(1n, 18)).toBe('0.000000000000000001');
    expect(formatTokenAmount(1_234_567_000_000n, 6)).toBe('1,234,567');
    expect(formatTokenAmount(42n, 0)).toBe('42');
    expect(formatTokenAmount(-25n, 1)).toBe('-2.5');
  });

  it('writes them in a reader’s separators and digits, every decimal kept', () => {
    expect(formatTokenAmount(1_234_567_500_000n, 6, 'de')).toBe('1.234.567,5');
    expect(formatTokenAmount(123_456_789n * 10n ** 18n + 1n, 18, 'hi')).toBe(
      '12,34,56,789.000000000000000001',
    );
    expect(formatTokenAmount(-25n, 1, 'en')).toBe('-2.5');
  });
});

describe('shortAddress', () => {
  it('keeps the start and the end of an address', () => {
    expect(shortAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe('0xf39F…2266');
    expect(shortAddress('0x1234')).toBe('0x1234');
  });
});
