import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EARNING_STATUSES } from './campaigns';
import {
  canEarningTransition,
  computeWithholding,
  EARNINGS_KYC_PATH,
  formatTaxValue,
  indiaFinancialYear,
  isEarningCollectable,
  isEarningSource,
  taxValuePerMinorUnit,
  type WithholdingInput,
} from './earnings';

const RATE = 3000;
const none = { collectedBefore: 0n, deposits: 0n, taxedBefore: 0n };

describe('the Indian financial year', () => {
  it('runs from 1 April 00:00 in Kolkata (31 March 18:30 UTC) to the next', () => {
    const fy = indiaFinancialYear(new Date('2025-11-23T10:00:00Z'));
    expect(fy.label).toBe('2025-26');
    expect(fy.startsAt.toISOString()).toBe('2025-03-31T18:30:00.000Z');
    expect(fy.endsAt.toISOString()).toBe('2026-03-31T18:30:00.000Z');
  });

  it('changes at midnight in Kolkata, not at midnight UTC', () => {
    expect(indiaFinancialYear(new Date('2026-03-31T18:29:59.999Z')).label).toBe('2025-26');
    expect(indiaFinancialYear(new Date('2026-03-31T18:30:00.000Z')).label).toBe('2026-27');
    // Still 31 March in UTC, already 1 April in India.
    expect(indiaFinancialYear(new Date('2026-03-31T20:00:00Z')).label).toBe('2026-27');
    // January to March belong to the year that began the April before.
    expect(indiaFinancialYear(new Date('2027-01-15T00:00:00Z')).label).toBe('2026-27');
    expect(indiaFinancialYear(new Date('2099-06-01T00:00:00Z')).label).toBe('2099-00');
  });

  it('always contains the moment it was asked for', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2200-01-01'), noInvalidDate: true }),
        (at) => {
          const fy = indiaFinancialYear(at);
          expect(fy.startsAt.getTime()).toBeLessThanOrEqual(at.getTime());
          expect(at.getTime()).toBeLessThan(fy.endsAt.getTime());
        },
      ),
    );
  });
});

describe('tax values', () => {
  it('count K-Cash and USDT in K-Cash with three decimals, exactly', () => {
    expect(taxValuePerMinorUnit('KCASH')).toBe(10n); // 0.01 K-Cash = 0.010
    expect(taxValuePerMinorUnit('USDT')).toBe(1n); // 0.000001 USDT = 0.001 K-Cash
    expect(taxValuePerMinorUnit('KPOINTS')).toBeNull();
    expect(taxValuePerMinorUnit('REWARD')).toBeNull();
    expect(formatTaxValue(1_000_000n)).toBe('1000.000');
    expect(formatTaxValue(5n)).toBe('0.005');
    expect(formatTaxValue(0n)).toBe('0.000');
    expect(formatTaxValue(-1234n)).toBe('-1.234');
  });
});

describe('withholding on a collection (section 194BA, Rule 133)', () => {
  const withhold = (input: Partial<WithholdingInput>) =>
    computeWithholding({ currency: 'KCASH', amount: 10_000n, rateBps: RATE, ...none, ...input });

  it('takes 30% of the first collection when nothing was deposited', () => {
    // 100.00 K-Cash → 30.00 tax, 70.00 to the user.
    expect(withhold({})).toEqual({ tax: 3000n, net: 7000n, winningsValue: 100_000n, taxedValue: 100_000n });
  });

  it('taxes only what the collection brings above the deposits (K-Cash bought)', () => {
    // 60.00 K-Cash bought this year: only 40.00 of a 100.00 collection is net winnings.
    expect(withhold({ deposits: 60_000n })).toMatchObject({ tax: 1200n, net: 8800n, taxedValue: 40_000n });
    // Deposits above the winnings: nothing to tax.
    expect(withhold({ deposits: 150_000n })).toMatchObject({ tax: 0n, net: 10_000n, taxedValue: 0n });
  });

  it('never taxes twice what was already taxed this year', () => {
    // Earlier: 100.00 collected and taxed. Now another 50.00: only the new 50.00 is net winnings.
    expect(withhold({ amount: 5000n, collectedBefore: 100_000n, taxedBefore: 100_000n })).toMatchObject({
      tax: 1500n,
      taxedValue: 50_000n,
    });
    // Earlier: 100.00 collected untaxed because 120.00 was deposited; now 50.00: 30.00 is net.
    expect(
      withhold({ amount: 5000n, collectedBefore: 100_000n, deposits: 120_000n, taxedBefore: 0n }),
    ).toMatchObject({ tax: 900n, taxedValue: 30_000n });
  });

  it('taxes winnings a refunded deposit uncovered, at most the collection itself', () => {
    // 100.00 collected untaxed against 100.00 deposited, then the deposit was refunded (B = 0):
    // the next 10.00 collection carries 110.00 of net winnings, but is taxed on its own 10.00.
    const first = withhold({ amount: 1000n, collectedBefore: 100_000n, deposits: 0n, taxedBefore: 0n });
    expect(first).toMatchObject({ tax: 300n, net: 700n, taxedValue: 10_000n });
    // What is left over (100.00) is taxed at the following collections.
    const second = withhold({ amount: 1000n, collectedBefore: 110_000n, deposits: 0n, taxedBefore: 10_000n });
    expect(second).toMatchObject({ taxedValue: 10_000n });
  });

  it('counts USDT at 1 USDT = 1000 K-Cash against K-Cash deposits', () => {
    // 1 USDT collected (1000 K-Cash), 400.00 K-Cash bought: 600 K-Cash of net winnings, 30% of
    // that is 180 K-Cash = 0.18 USDT.
    const usdt = computeWithholding({
      currency: 'USDT',
      amount: 1_000_000n,
      rateBps: RATE,
      ...none,
      deposits: 400_000n,
    });
    expect(usdt).toEqual({ tax: 180_000n, net: 820_000n, winningsValue: 1_000_000n, taxedValue: 600_000n });
  });

  it('rounds the tax up to the minor unit and never past the amount', () => {
    expect(withhold({ amount: 1n })).toMatchObject({ tax: 1n, net: 0n }); // 0.3 of 0.01 K-Cash
    expect(withhold({ amount: 7n })).toMatchObject({ tax: 3n, net: 4n }); // 2.1 → 3
    expect(withhold({ amount: 10n, rateBps: 10_000 })).toMatchObject({ tax: 10n, net: 0n });
    expect(withhold({ rateBps: 0 })).toMatchObject({ tax: 0n, net: 10_000n });
  });

  it('never taxes K-Points, and taxes the reward token on its gross amount', () => {
    expect(computeWithholding({ currency: 'KPOINTS', amount: 500n, rateBps: RATE, ...none })).toEqual({
      tax: 0n,
      net: 500n,
      winningsValue: null,
      taxedValue: null,
    });
    expect(
      computeWithholding({
        currency: 'REWARD',
        amount: 5_000_001n,
        rateBps: RATE,
        ...none,
        deposits: 10n ** 12n,
      }),
    ).toEqual({ tax: 1_500_001n, net: 3_500_000n, winningsValue: null, taxedValue: null });
  });

  it('refuses a zero amount and a rate outside 0 to 100%', () => {
    expect(() => withhold({ amount: 0n })).toThrow(RangeError);
    expect(() => withhold({ rateBps: 10_001 })).toThrow(RangeError);
    expect(() => withhold({ rateBps: 12.5 })).toThrow(RangeError);
  });

  it('over a year of collections, taxes exactly 30% of the winnings above the deposits', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.record({
              kind: fc.constant('deposit' as const),
              amount: fc.bigInt({ min: 1n, max: 10n ** 8n }),
            }),
            fc.record({
              kind: fc.constant('collect' as const),
              amount: fc.bigInt({ min: 1n, max: 10n ** 8n }),
            }),
          ),
          { maxLength: 40 },
        ),
        (steps) => {
          let collected = 0n;
          let deposits = 0n;
          let taxed = 0n;
          let taxTotal = 0n;
          let expected = 0n;
          for (const step of steps) {
            if (step.kind === 'deposit') {
              deposits += step.amount * 10n;
              continue;
            }
            const w = withhold({
              amount: step.amount,
              collectedBefore: collected,
              deposits,
              taxedBefore: taxed,
            });
            expect(w.tax + w.net).toBe(step.amount);
            expect(w.tax).toBeGreaterThanOrEqual(0n);
            collected += w.winningsValue!;
            taxed += w.taxedValue!;
            taxTotal += w.tax;
            // What has been taxed is the most the winnings ever stood above the deposits: each
            // rupee of net winnings once, and deposits made later do not untax earlier winnings.
            const above = collected - deposits;
            if (above > expected) expected = above;
            expect(taxed).toBe(expected);
          }
          // Rounding up per collection: at most one minor unit more than 30% per collection.
          const exact = (taxed * 3000n) / 10_000n / 10n;
          expect(taxTotal).toBeGreaterThanOrEqual(exact);
          expect(taxTotal).toBeLessThanOrEqual(exact + BigInt(steps.length) + 1n);
        },
      ),
    );
  });
});

describe('earning statuses and sources', () => {
  it('lets the user collect what is ready or failed, nothing else', () => {
    expect(EARNING_STATUSES.filter(isEarningCollectable)).toEqual(['pending', 'failed']);
  });

  it('moves only forward: credited and expired are final', () => {
    expect(canEarningTransition('pending', 'credited')).toBe(true);
    expect(canEarningTransition('pending', 'distributing')).toBe(true);
    expect(canEarningTransition('distributing', 'failed')).toBe(true);
    expect(canEarningTransition('failed', 'credited')).toBe(true);
    for (const to of EARNING_STATUSES) {
      expect(canEarningTransition('credited', to)).toBe(false);
      expect(canEarningTransition('expired', to)).toBe(false);
    }
    expect(canEarningTransition('distributing', 'expired')).toBe(false);
    expect(canEarningTransition('distributing', 'pending')).toBe(false);
  });

  it('knows its sources and the KYC page it sends to', () => {
    expect(['quest', 'campaign', 'tournament', 'referral'].every(isEarningSource)).toBe(true);
    expect(isEarningSource('lottery')).toBe(false);
    expect(EARNINGS_KYC_PATH).toBe('/kyc?requiredDoc=pan');
  });
});
