import { describe, expect, it } from 'vitest';
import { createCurrencyRegistry } from '@kp/domain/currencies';
import { loadConfig } from '../../config';
import { referralRulesOf } from './referrals.config';

describe('the referral settings', () => {
  it('default to 20 K-Cash a referral and the roadmap 1, 3, 5, 10, 25 in minor units', () => {
    const rules = referralRulesOf(loadConfig({ NODE_ENV: 'test' }), createCurrencyRegistry());
    expect(rules.perReferral).toMatchObject({ currency: { id: 'KCASH' }, amount: 2000n });
    expect(rules.milestones.map((m) => [m.qualified, m.reward.currency.id, m.reward.amount])).toEqual([
      [1, 'KPOINTS', 100n],
      [3, 'KCASH', 5000n],
      [5, 'KCASH', 10000n],
      [10, 'KCASH', 25000n],
      [25, 'KCASH', 100000n],
    ]);
  });

  it("take the operator's, in any currency of the installation, the reward token by its code", () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      REWARD_TOKEN_CODE: 'GEM',
      REFERRAL_REWARD: '1.5 USDT',
      REFERRAL_MILESTONES: '2:10 GEM',
    });
    const rules = referralRulesOf(config, createCurrencyRegistry({ code: 'GEM', name: 'Gem' }));
    expect(rules.perReferral).toMatchObject({ currency: { id: 'USDT' }, amount: 1_500_000n });
    expect(rules.milestones).toEqual([
      { qualified: 2, reward: expect.objectContaining({ amount: 10_000_000n }) },
    ]);
  });

  it('refuse to start on a reward that is not one, saying which variable and why', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', REFERRAL_REWARD: 'twenty' })).toThrow(/REFERRAL_REWARD/);
    expect(() => loadConfig({ NODE_ENV: 'test', REFERRAL_REWARD: '5 ABC' })).toThrow(
      /ABC is not a currency here/,
    );
    expect(() => loadConfig({ NODE_ENV: 'test', REFERRAL_MILESTONES: '1:1.5 KPOINTS' })).toThrow(
      /no decimals/,
    );
    expect(() => loadConfig({ NODE_ENV: 'test', REFERRAL_MILESTONES: '5:1 KCASH,2:1 KCASH' })).toThrow(
      /REFERRAL_MILESTONES.*rising order/,
    );
  });
});
