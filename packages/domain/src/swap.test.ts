import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KCASH_PER_USDT } from './constants';
import { MAX_AMOUNT_MINOR_UNITS } from './currencies';
import { AppError } from './errors';
import {
  findUsdtChain,
  formatFeeBps,
  formatFiat,
  formatUsdtAmount,
  formatFiatAmount,
  formatRate,
  isFiatCode,
  kcashToUsdt,
  parseFiatAmount,
  parseRate,
  fiatToKcash,
  formatRates,
  DEFAULT_ONRAMP_RATES,
  parseSwapAmount,
  quoteOnramp,
  quoteSwap,
  SWAP_AMOUNT_DECIMALS,
  USDT_CHAINS,
  USDT_UNITS_PER_KCASH_UNIT,
  usdtToFiat,
  usdtToKcash,
  type OnrampRules,
} from './swap';

const USDT = 1_000_000n; // minor units of one USDT
const KCASH = 100n; // minor units of one K-Cash

function refusal(run: () => unknown): { problem: string; message: string; details: Record<string, unknown> } {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    const e = error as AppError;
    expect(e.code).toBe('INVALID_AMOUNT');
    expect(e.statusCode).toBe(400);
    const details = e.details as Record<string, unknown>;
    return { problem: details.problem as string, message: e.message, details };
  }
  throw new Error('expected a refusal');
}

describe('the swap rate', () => {
  it('is the spec’s 1 USDT = 1000 K-Cash, one K-Cash minor unit for ten of USDT', () => {
    expect(KCASH_PER_USDT).toBe(1000);
    expect(USDT_UNITS_PER_KCASH_UNIT).toBe(10n);
    expect(usdtToKcash(USDT)).toBe(1000n * KCASH);
    expect(kcashToUsdt(1000n * KCASH)).toBe(USDT);
    expect(usdtToKcash(19n)).toBe(1n); // rounded down
    expect(SWAP_AMOUNT_DECIMALS).toBe(5);
  });
});

describe('parseSwapAmount', () => {
  it('reads USDT in steps of 0.00001', () => {
    expect(parseSwapAmount('10')).toBe(10n * USDT);
    expect(parseSwapAmount('2.5')).toBe(2_500_000n);
    expect(parseSwapAmount('0.00001')).toBe(10n);
    expect(parseSwapAmount('1.000010')).toBe(1_000_010n); // a trailing zero is no decimal
  });

  it('refuses what is not an amount of USDT to swap, with the reason', () => {
    expect(refusal(() => parseSwapAmount('-1')).problem).toBe('negative');
    expect(refusal(() => parseSwapAmount('0')).problem).toBe('zero');
    expect(refusal(() => parseSwapAmount('abc')).problem).toBe('not_a_number');
    expect(refusal(() => parseSwapAmount('1e3')).problem).toBe('not_a_number');
    expect(refusal(() => parseSwapAmount('1.0000001')).problem).toBe('too_many_decimals');
    expect(refusal(() => parseSwapAmount('10000000000')).problem).toBe('too_large');
    const sixth = refusal(() => parseSwapAmount('1.000001'));
    expect(sixth).toMatchObject({
      problem: 'too_many_decimals',
      message: 'amount: a swap takes USDT with at most 5 decimals',
      details: { decimals: 5 },
    });
  });
});

describe('quoteSwap', () => {
  const rules = { feeBps: 100, minimumUsdt: USDT };

  it('takes the fee from the amount and exchanges the rest', () => {
    expect(quoteSwap(10n * USDT, rules)).toEqual({
      amountUsdt: 10n * USDT,
      feeUsdt: 100_000n, // 0.1 USDT, 1 %
      netUsdt: 9_900_000n,
      kcash: 9900n * KCASH,
      feeBps: 100,
    });
    expect(quoteSwap(10n * USDT, { ...rules, feeBps: 0 })).toMatchObject({
      feeUsdt: 0n,
      kcash: 10_000n * KCASH,
    });
  });

  it('rounds the fee up to 0.01 K-Cash, never in the user’s favour by a fraction nobody pays', () => {
    // 1.23457 USDT = 1234.57 K-Cash; 1 % of it is 12.3457 K-Cash, taken as 12.35.
    const quote = quoteSwap(1_234_570n, rules);
    expect(quote.feeUsdt).toBe(12_350n);
    expect(quote.kcash).toBe(122_222n);
  });

  it('refuses an amount under the minimum, or one the fee would eat whole', () => {
    expect(refusal(() => quoteSwap(999_990n, rules))).toMatchObject({
      problem: 'below_minimum',
      message: 'amount: the smallest swap is 1.000000 USDT',
      details: { minimum: '1.000000', currency: 'USDT' },
    });
    expect(refusal(() => quoteSwap(10n, { feeBps: 100, minimumUsdt: 10n })).problem).toBe('below_minimum');
    expect(() => quoteSwap(15n, rules)).toThrow(RangeError); // not a step: parseSwapAmount refuses it first
    expect(() => quoteSwap(USDT, { ...rules, feeBps: 10_000 })).toThrow(RangeError);
  });

  it('moves exactly what it takes: fee + exchanged = amount, and the K-Cash is worth what was exchanged', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: MAX_AMOUNT_MINOR_UNITS / 10n }),
        fc.integer({ min: 0, max: 9_999 }),
        (steps, feeBps) => {
          const amount = steps * USDT_UNITS_PER_KCASH_UNIT;
          let quote;
          try {
            quote = quoteSwap(amount, { feeBps, minimumUsdt: 10n });
          } catch (error) {
            expect((error as AppError).code).toBe('INVALID_AMOUNT');
            return;
          }
          expect(quote.feeUsdt + quote.netUsdt).toBe(amount);
          expect(kcashToUsdt(quote.kcash)).toBe(quote.netUsdt);
          expect(quote.kcash).toBeGreaterThan(0n);
          // The fee is at least the rate, and less than one step above it.
          expect(quote.feeUsdt * 10_000n).toBeGreaterThanOrEqual(amount * BigInt(feeBps));
          expect(quote.feeUsdt * 10_000n - amount * BigInt(feeBps)).toBeLessThan(10n * 10_000n);
        },
      ),
    );
  });
});

describe('chains', () => {
  it('knows USDT’s contract and decimals on each chain', () => {
    expect(findUsdtChain(137)).toMatchObject({ key: 'polygon', name: 'Polygon', usdtDecimals: 6 });
    expect(findUsdtChain(56)?.usdtDecimals).toBe(18);
    expect(findUsdtChain(999)).toBeNull();
    expect(new Set(USDT_CHAINS.map((c) => c.id)).size).toBe(USDT_CHAINS.length);
    for (const chain of USDT_CHAINS) expect(chain.usdtContract).toMatch(/^0x[0-9a-fA-F]{40}$/);
  });
});

describe('buying K-Cash with money', () => {
  const rules: OnrampRules = {
    ratesPerUsdt: { INR: 85_000_000n, BRL: 5_500_000n, USD: 1_000_000n },
    feeBps: 150,
    networkFeeUsdt: 100_000n,
    minimumUsdt: USDT,
    maximumUsdt: 1000n * USDT,
  };

  it('reads and writes fiat amounts and rates', () => {
    expect(parseFiatAmount('499.99', 'INR')).toBe(49_999n);
    expect(formatFiatAmount(49_999n, 'BRL')).toBe('499.99');
    expect(refusal(() => parseFiatAmount('1.001', 'USD')).problem).toBe('too_many_decimals');
    expect(refusal(() => parseFiatAmount('-5', 'INR')).problem).toBe('negative');
    expect(isFiatCode('INR')).toBe(true);
    expect(isFiatCode('EUR')).toBe(false);
    expect(parseRate('85.5')).toBe(85_500_000n);
    expect(parseRate('0')).toBeNull();
    expect(parseRate('1.1234567')).toBeNull();
    expect(parseRate('-1')).toBeNull();
    expect(formatRate(85_500_000n)).toBe('85.5');
    expect(formatRate(1_000_000n)).toBe('1');
  });

  it('prices money in K-Cash at a rate before fees, as the quote does before it takes them', () => {
    // ₹100 at 85 rupees a USDT: 1.176470 USDT, 1,176.47 K-Cash.
    expect(fiatToKcash(100_00n, 'INR', 85_000_000n)).toBe(1_176_47n);
    expect(fiatToKcash(25_00n, 'BRL', 5_500_000n)).toBe(4_545_45n);
    expect(formatRates(DEFAULT_ONRAMP_RATES)).toBe('INR:85,BRL:5.5,USD:1');
  });

  it('converts fiat to USDT at the rate, takes the fees and credits the rest as K-Cash', () => {
    // ₹850 at 85 ₹/USDT = 10 USDT; 1.5 % fee = 0.15 USDT; network fee 0.1 USDT; 9.75 USDT = 9750 K-Cash.
    expect(quoteOnramp(85_000n, 'INR', rules)).toEqual({
      fiatCurrency: 'INR',
      fiatAmount: 85_000n,
      ratePerUsdt: 85_000_000n,
      usdtAmount: 10n * USDT,
      feeBps: 150,
      feeUsdt: 150_000n,
      networkFeeUsdt: 100_000n,
      netUsdt: 9_750_000n,
      kcash: 9750n * KCASH,
    });
    // ₹500 buys 5.882352… USDT, kept as 5.88235.
    expect(quoteOnramp(50_000n, 'INR', rules).usdtAmount).toBe(5_882_350n);
  });

  it('refuses amounts outside one order’s limits, naming them in the currency paid', () => {
    expect(refusal(() => quoteOnramp(8_499n, 'INR', rules))).toMatchObject({
      problem: 'below_minimum',
      message: 'amount: the smallest purchase is 85.00 INR',
      details: { minimum: '85.00', maximum: '85000.00', currency: 'INR' },
    });
    expect(quoteOnramp(8_500n, 'INR', rules).usdtAmount).toBe(USDT);
    expect(refusal(() => quoteOnramp(100_001n, 'USD', rules)).problem).toBe('above_maximum');
    expect(quoteOnramp(100_000n, 'USD', rules).usdtAmount).toBe(1000n * USDT);
    expect(refusal(() => quoteOnramp(100n, 'USD', { ...rules, networkFeeUsdt: 2n * USDT })).problem).toBe(
      'below_minimum',
    );
  });

  it('never credits more than the money buys after fees', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 9n }),
        fc.constantFrom('INR', 'BRL', 'USD' as const),
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        (fiat, code, rate) => {
          const r = { ...rules, ratesPerUsdt: { ...rules.ratesPerUsdt, [code]: rate } };
          let quote;
          try {
            quote = quoteOnramp(fiat, code, r);
          } catch (error) {
            expect((error as AppError).code).toBe('INVALID_AMOUNT');
            return;
          }
          expect(quote.feeUsdt + quote.networkFeeUsdt + quote.netUsdt).toBe(quote.usdtAmount);
          expect(kcashToUsdt(quote.kcash)).toBe(quote.netUsdt);
          expect(usdtToFiat(quote.usdtAmount, code, rate, 'up')).toBeLessThanOrEqual(fiat);
        },
      ),
    );
  });
});

describe('display', () => {
  it('shows fees as percentages, USDT with its decimals and fiat with its symbol, in the reader’s language', () => {
    expect(formatFeeBps(100, 'en')).toBe('1%');
    expect(formatFeeBps(150, 'de')).toBe('1,5\u00a0%');
    expect(formatUsdtAmount('0.000010', 'en')).toBe('0.00001');
    expect(formatUsdtAmount('1234.500000', 'en')).toBe('1,234.5');
    expect(formatFiat('850.00', 'INR', 'en')).toBe('₹850.00');
    expect(formatFiat('55.5', 'BRL', 'pt')).toBe('R$\u00a055,50');
    expect(formatFiat('10', 'USD', 'xx')).toBe('$10.00');
  });
});
