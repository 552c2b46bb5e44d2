import { describe, expect, it } from 'vitest';
import type { Earning, EarningsTaxInfo } from '@kp/contract/earnings';
import { previewCollection } from './collect-preview';

const base: Omit<
  Earning,
  'id' | 'title' | 'earningType' | 'currencyName' | 'scale' | 'amount' | 'netAmount'
> = {
  source: 'quest',
  sourceId: 'q',
  status: 'pending',
  failureReason: null,
  expiresAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  collectedAt: null,
  taxWithheld: '0',
  tax: null,
  ledgerEntryId: null,
  history: [],
};
const kcash = (id: string, amount: string): Earning =>
  ({
    ...base,
    id,
    title: id,
    earningType: 'KCASH',
    currencyName: 'K-Cash',
    scale: 2,
    amount,
    netAmount: amount,
  }) as Earning;
const usdt = (id: string, amount: string): Earning =>
  ({
    ...base,
    id,
    title: id,
    earningType: 'USDT',
    currencyName: 'USDT',
    scale: 6,
    amount,
    netAmount: amount,
  }) as Earning;

const india = (fields: Partial<EarningsTaxInfo> = {}): EarningsTaxInfo => ({
  region: 'IN',
  isWithholding: true,
  section: '194BA',
  rateBps: 3000,
  financialYear: {
    label: '2026-27',
    startsAt: '2026-03-31T18:30:00.000Z',
    endsAt: '2027-03-31T18:30:00.000Z',
  },
  winningsCollected: '0.000',
  deposits: '0.000',
  netWinningsTaxed: '0.000',
  untaxedAllowance: '0.000',
  taxWithheld: [],
  kyc: { required: true, verified: true },
  ...fields,
});

describe('the preview of a collection', () => {
  it('withholds nothing outside India', () => {
    const [line] = previewCollection([kcash('a', '2.50')], {
      ...india(),
      region: 'BR',
      isWithholding: false,
    });
    expect(line).toMatchObject({ gross: '2.50', tax: '0.00', net: '2.50' });
  });

  it('withholds 30% of winnings, as the e2e’s 1.5 USDT and 2.5 K-Cash are', () => {
    const lines = previewCollection([usdt('b', '1.500000'), kcash('a', '2.50')], india());
    expect(lines).toEqual([
      expect.objectContaining({ earningType: 'KCASH', tax: '0.75', net: '1.75' }),
      expect.objectContaining({ earningType: 'USDT', tax: '0.450000', net: '1.050000' }),
    ]);
  });

  it('lets K-Cash bought this year cover winnings first, in the order the api pays them (by id)', () => {
    // 10 K-Cash bought: the first 10 K-Cash of winnings are not taxed.
    const lines = previewCollection([kcash('b', '30.00'), kcash('a', '5.00')], india({ deposits: '10.000' }));
    // a (5) is covered; b (30): 25 of it is net winnings, taxed 7.5.
    expect(lines).toEqual([expect.objectContaining({ gross: '35.00', tax: '7.50', net: '27.50', count: 2 })]);
  });

  it('leaves out what cannot be collected, and counts an earning listed twice once', () => {
    const credited: Earning = { ...kcash('c', '9.00'), status: 'credited' };
    const lines = previewCollection([kcash('a', '1.00'), kcash('a', '1.00'), credited], null);
    expect(lines).toEqual([expect.objectContaining({ gross: '1.00', count: 1 })]);
  });
});
