import { describe, expect, it } from 'vitest';
import { XP_ACTIONS } from './progression';
import {
  isReferralQualifyingAction,
  parseReferralMilestones,
  parseReferralReward,
  reachedReferralMilestones,
  REFERRAL_MILESTONES_DEFAULT,
  REFERRAL_REWARD_DEFAULT,
  referralLink,
  referralMilestoneStates,
  referralRewardKey,
  referralRoadmapPercent,
  referralShareAddresses,
  referralShareLinks,
} from './referral-campaign';

const ROADMAP = [1, 3, 5, 10, 25].map((qualified) => ({ qualified }));

describe('the referral campaign', () => {
  it('qualifies a gamer by an action of their own, never by referring someone', () => {
    expect(XP_ACTIONS.filter(isReferralQualifyingAction)).toEqual([
      'quest_stage',
      'campaign_task',
      'campaign_claim',
      'tournament_result',
      'daily_check_in',
    ]);
    expect(isReferralQualifyingAction('referral_sign_up')).toBe(false);
  });

  it('reads the default reward and roadmap', () => {
    expect(parseReferralReward(REFERRAL_REWARD_DEFAULT)).toEqual({ amount: '20', currency: 'KCASH' });
    expect(parseReferralMilestones(REFERRAL_MILESTONES_DEFAULT)).toEqual([
      { qualified: 1, reward: { amount: '100', currency: 'KPOINTS' } },
      { qualified: 3, reward: { amount: '50', currency: 'KCASH' } },
      { qualified: 5, reward: { amount: '100', currency: 'KCASH' } },
      { qualified: 10, reward: { amount: '250', currency: 'KCASH' } },
      { qualified: 25, reward: { amount: '1000', currency: 'KCASH' } },
    ]);
    expect(parseReferralMilestones(' 2 : 1.5 USDT , 4:3 KRT ')).toEqual([
      { qualified: 2, reward: { amount: '1.5', currency: 'USDT' } },
      { qualified: 4, reward: { amount: '3', currency: 'KRT' } },
    ]);
  });

  it('refuses a reward or a roadmap that is not one, saying why', () => {
    for (const text of ['', '20', 'KCASH', '0 KCASH', '-1 KCASH', '1e3 KCASH', '20 kcash'])
      expect(() => parseReferralReward(text), text).toThrow(/not a reward/);
    expect(() => parseReferralMilestones('')).toThrow(/at least one/);
    expect(() => parseReferralMilestones('3:5 KCASH,1:5 KCASH')).toThrow(/rising order/);
    expect(() => parseReferralMilestones('3:5 KCASH,3:6 KCASH')).toThrow(/rising order/);
    expect(() => parseReferralMilestones('0:5 KCASH')).toThrow(/count must be/);
    expect(() => parseReferralMilestones('three:5 KCASH')).toThrow(/not a milestone/);
    expect(() =>
      parseReferralMilestones(Array.from({ length: 21 }, (_, i) => `${i + 1}:1 KCASH`).join(',')),
    ).toThrow(/at most 20/);
  });

  it('says which milestones are reached, which is next and which are locked', () => {
    expect(referralMilestoneStates(ROADMAP, 0)).toEqual(['next', 'locked', 'locked', 'locked', 'locked']);
    expect(referralMilestoneStates(ROADMAP, 3)).toEqual(['reached', 'reached', 'next', 'locked', 'locked']);
    expect(referralMilestoneStates(ROADMAP, 30)).toEqual([
      'reached',
      'reached',
      'reached',
      'reached',
      'reached',
    ]);
    expect(reachedReferralMilestones(ROADMAP, 4)).toEqual([{ qualified: 1 }, { qualified: 3 }]);
  });

  it('measures the way along the roadmap in its equal steps', () => {
    expect(referralRoadmapPercent(ROADMAP, 0)).toBe(0);
    expect(referralRoadmapPercent(ROADMAP, 1)).toBe(20);
    expect(referralRoadmapPercent(ROADMAP, 2)).toBe(30);
    expect(referralRoadmapPercent(ROADMAP, 24)).toBe(98);
    expect(referralRoadmapPercent(ROADMAP, 25)).toBe(100);
    expect(referralRoadmapPercent([], 3)).toBe(0);
    for (let n = 0; n < 30; n += 1)
      expect(referralRoadmapPercent(ROADMAP, n + 1)).toBeGreaterThanOrEqual(
        referralRoadmapPercent(ROADMAP, n),
      );
  });

  it('keys each reward by its referrer and its referred gamer or milestone', () => {
    expect(referralRewardKey('referral', 'a', { referredUserId: 'b' })).toBe('referral:a:referral:b');
    expect(referralRewardKey('milestone', 'a', { milestone: 3 })).toBe('referral:a:milestone:3');
  });

  it('makes the referral link and its share links, each with its utm_source', () => {
    const link = referralLink('https://kplay.gg/', 'ABCD2345');
    expect(link).toBe('https://kplay.gg/?ref=ABCD2345');
    const links = referralShareLinks(link);
    expect(new URL(links.x).searchParams.get('utm_source')).toBe('x');
    expect(new URL(links.copy).searchParams.get('ref')).toBe('ABCD2345');
    const addresses = referralShareAddresses(links, 'Join me');
    expect(addresses.x).toBe(`https://x.com/intent/tweet?text=Join%20me&url=${encodeURIComponent(links.x)}`);
    expect(addresses.whatsapp).toContain(encodeURIComponent(links.whatsapp));
    expect(addresses.more).toBe(links.more);
  });
});
