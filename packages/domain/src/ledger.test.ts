import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  KCASH_SPENDING_ORDER,
  LEDGER_MEMO_KEYS,
  LEDGER_MEMOS,
  ledgerMemo,
  memoOf,
  splitKcashSpend,
} from './ledger';

describe('the K-Cash spending order', () => {
  it('spends earned K-Cash first, then purchased', () => {
    expect(KCASH_SPENDING_ORDER).toEqual(['earned', 'purchased']);
    expect(splitKcashSpend({ earned: 500n, purchased: 300n }, 200n)).toEqual({ earned: 200n, purchased: 0n });
    expect(splitKcashSpend({ earned: 500n, purchased: 300n }, 600n)).toEqual({
      earned: 500n,
      purchased: 100n,
    });
    expect(splitKcashSpend({ earned: 0n, purchased: 300n }, 300n)).toEqual({ earned: 0n, purchased: 300n });
    expect(splitKcashSpend({ earned: 500n, purchased: 300n }, 801n)).toBeNull();
    expect(() => splitKcashSpend({ earned: 1n, purchased: 1n }, 0n)).toThrow(RangeError);
  });

  it('takes exactly the amount and never more than a sub-balance holds', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.bigInt({ min: 1n, max: 3n * 10n ** 12n }),
        (earned, purchased, amount) => {
          const split = splitKcashSpend({ earned, purchased }, amount);
          if (earned + purchased < amount) {
            expect(split).toBeNull();
            return;
          }
          expect(split!.earned + split!.purchased).toBe(amount);
          expect(split!.earned).toBeLessThanOrEqual(earned);
          expect(split!.purchased).toBeLessThanOrEqual(purchased);
          if (split!.purchased > 0n) expect(split!.earned).toBe(earned);
        },
      ),
    );
  });
});

describe('the notes the platform writes on a movement', () => {
  it('reads each back to its key and parameters, the taxed collection before the plain one', () => {
    const params = { title: 'Raid', section: '194BA', tax: '30.00', currency: 'KCASH' };
    for (const key of LEDGER_MEMO_KEYS) {
      const names = [...LEDGER_MEMOS[key].matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
      const given = Object.fromEntries(
        names.map((name) => [name, (params as Record<string, string>)[name] ?? `${name}-1`]),
      );
      expect(memoOf(ledgerMemo(key, given)), key).toEqual({ key, params: given });
    }
    expect(ledgerMemo('earningCollectedTaxed', params)).toBe(
      'Collected: Raid (tax withheld under section 194BA: 30.00 KCASH)',
    );
  });

  it('has no key for words it did not write', () => {
    expect(memoOf('Voucher')).toBeNull();
    expect(memoOf('Manual correction by support')).toBeNull();
  });
});
