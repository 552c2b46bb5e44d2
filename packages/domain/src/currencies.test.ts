import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from './errors';
import {
  createCurrencyRegistry,
  DEFAULT_REWARD_TOKEN,
  formatAmount,
  KCASH,
  KPOINTS,
  MAX_AMOUNT_MINOR_UNITS,
  parseAmount,
  USDT,
  type AmountProblem,
  type Currency,
} from './currencies';

function problemOf(run: () => unknown): AmountProblem | null {
  try {
    run();
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('INVALID_AMOUNT');
    expect((error as AppError).statusCode).toBe(400);
    return ((error as AppError).details as { problem: AmountProblem }).problem;
  }
}

describe('currencies', () => {
  it('has K-Cash, the reward token, K-Points and USDT with fixed scales', () => {
    const registry = createCurrencyRegistry();
    expect(registry.list.map((c) => [c.id, c.code, c.scale])).toEqual([
      ['KCASH', 'KCASH', 2],
      ['REWARD', DEFAULT_REWARD_TOKEN.code, 6],
      ['KPOINTS', 'KPOINTS', 0],
      ['USDT', 'USDT', 6],
    ]);
    expect(registry.findByCode('KRT')?.name).toBe('K-Reward Token');
    expect(registry.findByCode('kcash')).toBeNull();
    expect(registry.findByCode('BTC')).toBeNull();
    expect(registry.byId('KCASH')).toBe(KCASH);
    expect(() => registry.byId('BTC')).toThrow();
  });

  it('gets a currency by its code, or refuses the code with UNKNOWN_CURRENCY and the catalogue message', () => {
    const registry = createCurrencyRegistry({ code: 'GEMS', name: 'Gems' });
    expect(registry.get('KCASH')).toBe(KCASH);
    expect(registry.get('GEMS')).toMatchObject({ id: 'REWARD', name: 'Gems' });
    for (const code of ['kcash', 'REWARD', 'KRT', 'BTC']) {
      const error = (() => {
        try {
          registry.get(code);
        } catch (e) {
          return e;
        }
      })();
      expect(error, code).toBeInstanceOf(AppError);
      expect((error as AppError).toBody(), code).toEqual({
        statusCode: 400,
        errorCode: 'UNKNOWN_CURRENCY',
        message: 'Unknown currency',
        details: { currency: code, accepted: ['KCASH', 'GEMS', 'KPOINTS', 'USDT'] },
      });
    }
  });

  it('takes the reward token code and name from the operator, refusing a clash or a bad code', () => {
    const registry = createCurrencyRegistry({ code: 'GEMS', name: 'Gems' });
    expect(registry.findByCode('GEMS')).toMatchObject({ id: 'REWARD', name: 'Gems', scale: 6 });
    expect(registry.findByCode('KRT')).toBeNull();
    expect(() => createCurrencyRegistry({ code: 'KCASH', name: 'x' })).toThrow(/another currency/);
    expect(() => createCurrencyRegistry({ code: 'k-rt', name: 'x' })).toThrow(/must match/);
  });
});

describe('parseAmount', () => {
  it('reads decimal strings as minor units', () => {
    expect(parseAmount('12.5', KCASH)).toBe(1250n);
    expect(parseAmount('12.50', KCASH)).toBe(1250n);
    expect(parseAmount('12.500000', KCASH)).toBe(1250n); // trailing zeros are not precision
    expect(parseAmount('0.01', KCASH)).toBe(1n);
    expect(parseAmount('007', KPOINTS)).toBe(7n);
    expect(parseAmount('0.000001', USDT)).toBe(1n);
    expect(parseAmount('-3.25', KCASH, { allowNegative: true })).toBe(-325n);
    expect(parseAmount('0', KCASH, { allowZero: true })).toBe(0n);
  });

  it('refuses each bad amount with its reason', () => {
    expect(problemOf(() => parseAmount('-1', KCASH))).toBe('negative');
    expect(problemOf(() => parseAmount('0', KCASH))).toBe('zero');
    expect(problemOf(() => parseAmount('0.00', KCASH))).toBe('zero');
    expect(problemOf(() => parseAmount('1.001', KCASH))).toBe('too_many_decimals');
    expect(problemOf(() => parseAmount('1.5', KPOINTS))).toBe('too_many_decimals');
    expect(problemOf(() => parseAmount('0.0000001', USDT))).toBe('too_many_decimals');
    expect(problemOf(() => parseAmount('10000000000000.01', KCASH))).toBe('too_large');
    expect(problemOf(() => parseAmount('1'.repeat(40), KPOINTS))).toBe('too_large');
    for (const text of [
      '',
      ' 1',
      '1 ',
      'abc',
      '1e3',
      '+1',
      '1,000',
      '1.',
      '.5',
      '0x10',
      'NaN',
      'Infinity',
      '١٢',
    ])
      expect(
        problemOf(() => parseAmount(text, KCASH)),
        text,
      ).toBe('not_a_number');
    expect(problemOf(() => parseAmount(12 as unknown as string, KCASH))).toBe('not_a_number');
    expect(problemOf(() => parseAmount('9'.repeat(100), KCASH))).toBe('not_a_number');
  });

  it('accepts exactly the maximum', () => {
    expect(parseAmount(formatAmount(MAX_AMOUNT_MINOR_UNITS, USDT), USDT)).toBe(MAX_AMOUNT_MINOR_UNITS);
    expect(problemOf(() => parseAmount(formatAmount(MAX_AMOUNT_MINOR_UNITS + 1n, USDT), USDT))).toBe(
      'too_large',
    );
  });
});

describe('formatAmount', () => {
  it('writes every decimal of the currency', () => {
    expect(formatAmount(1250n, KCASH)).toBe('12.50');
    expect(formatAmount(-5n, KCASH)).toBe('-0.05');
    expect(formatAmount(0n, USDT)).toBe('0.000000');
    expect(formatAmount(42n, KPOINTS)).toBe('42');
    expect(formatAmount(-42n, KPOINTS)).toBe('-42');
  });

  it('round-trips with parseAmount for every amount in range', () => {
    const currencies: Currency[] = [KCASH, KPOINTS, USDT];
    fc.assert(
      fc.property(
        fc.bigInt({ min: -MAX_AMOUNT_MINOR_UNITS, max: MAX_AMOUNT_MINOR_UNITS }),
        fc.constantFrom(...currencies),
        (units, currency) => {
          const text = formatAmount(units, currency);
          expect(parseAmount(text, currency, { allowNegative: true, allowZero: true })).toBe(units);
        },
      ),
    );
  });
});
