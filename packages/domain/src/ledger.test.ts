import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KCASH_SPENDING_ORDER, splitKcashSpend } from './ledger';

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
