import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPogScore } from './display';
import { POG_SCORE_KINDS, TIERS } from './pog';
import {
  humanScore,
  NO_POG_FACTS,
  POG_LINKABLE_ACCOUNTS,
  POG_SCORE_WEIGHTS,
  pogBadgesOf,
  pogResultOf,
  pogScoresOf,
  pogShortfallOf,
  pogTierOf,
  pogTotalOf,
  type PogFacts,
} from './pog-scores';

const facts = (over: Partial<PogFacts>): PogFacts => ({ ...NO_POG_FACTS, ...over });

const arbitraryFacts = fc.record({
  isKycVerified: fc.boolean(),
  isPhoneVerified: fc.boolean(),
  linkedAccounts: fc.subarray([...POG_LINKABLE_ACCOUNTS]),
  questsCompleted: fc.nat(1000),
  questStagesCompleted: fc.nat(1000),
  campaignsCompleted: fc.nat(1000),
  gamesSetUp: fc.nat(100),
  checkInDays: fc.nat(1000),
  tournamentsPlayed: fc.nat(1000),
  tournamentPodiums: fc.nat(1000),
  tournamentWins: fc.nat(1000),
  purchases: fc.nat(1000),
  redemptions: fc.nat(1000),
  referrals: fc.nat(1000),
  isInClan: fc.boolean(),
  preferredRole: fc.constant(null),
});

describe('the POG score rule', () => {
  it('gives a new account nothing: every score 0, shown "00", Bronze, no badge, the newbie role', () => {
    const result = pogResultOf(NO_POG_FACTS);
    expect(result.scores).toEqual({ human: 0, play: 0, skill: 0, commerce: 0, social: 0 });
    expect(POG_SCORE_KINDS.map((k) => formatPogScore(result.scores[k]))).toEqual([
      '00',
      '00',
      '00',
      '00',
      '00',
    ]);
    expect(result).toMatchObject({ total: 0, tier: 'Bronze', badges: [], roles: ['newbie'] });
  });

  it('makes human 100 after KYC, else at most 90 from the phone and linked accounts', () => {
    expect(humanScore(facts({ isKycVerified: true }))).toBe(100);
    expect(humanScore(facts({ isPhoneVerified: true }))).toBe(30);
    expect(humanScore(facts({ isPhoneVerified: true, linkedAccounts: ['twitter', 'discord'] }))).toBe(60);
    expect(humanScore(facts({ isPhoneVerified: true, linkedAccounts: [...POG_LINKABLE_ACCOUNTS] }))).toBe(90);
  });

  it('counts play, skill, commerce and social from their facts', () => {
    const scores = pogScoresOf(
      facts({
        questsCompleted: 2,
        gamesSetUp: 1,
        questStagesCompleted: 5,
        tournamentsPlayed: 1,
        tournamentPodiums: 1,
        tournamentWins: 1,
        purchases: 1,
        redemptions: 2,
        referrals: 1,
        isInClan: true,
        linkedAccounts: ['telegram'],
      }),
    );
    expect(scores).toEqual({
      human: 15,
      play: 20 + 5 + 6,
      skill: 10 + 4 + 12 + 12,
      commerce: 50,
      social: 50,
    });
  });

  it('weighs the total X1·human + … + X5·social and tiers it', () => {
    const scores = { human: 100, play: 50, skill: 0, commerce: 100, social: 25 };
    expect(pogTotalOf(scores)).toBe(Math.round(30 + 10 + 0 + 10 + 5));
    expect([0, 24, 25, 49, 50, 74, 75, 100].map(pogTierOf)).toEqual([
      'Bronze',
      'Bronze',
      'Silver',
      'Silver',
      'Gold',
      'Gold',
      'Diamond',
      'Diamond',
    ]);
    expect(Object.values(POG_SCORE_WEIGHTS).reduce((a, b) => a + b, 0)).toBeCloseTo(1);
  });

  it('keeps every score and the total within 0–100, and more facts never lower a score', () => {
    fc.assert(
      fc.property(arbitraryFacts, fc.nat(10), (f, extra) => {
        const result = pogResultOf(f);
        for (const kind of POG_SCORE_KINDS) expect(result.scores[kind]).toBeGreaterThanOrEqual(0);
        for (const kind of POG_SCORE_KINDS) expect(result.scores[kind]).toBeLessThanOrEqual(100);
        expect(result.total).toBeGreaterThanOrEqual(0);
        expect(result.total).toBeLessThanOrEqual(100);
        expect(TIERS).toContain(result.tier);
        const more = pogResultOf({
          ...f,
          questsCompleted: f.questsCompleted + extra,
          referrals: f.referrals + extra,
        });
        expect(more.total).toBeGreaterThanOrEqual(result.total);
      }),
    );
  });

  it('awards the badges of linked accounts, the clan and scores of 50 or more, with their types', () => {
    const f = facts({
      linkedAccounts: ['telegram', 'twitter', 'discord'],
      isInClan: true,
      isKycVerified: true,
    });
    expect(pogBadgesOf(f, pogScoresOf(f))).toEqual([
      { id: 'community', type: 'social_activity' },
      { id: 'human', type: 'overall_activity' },
      { id: 'social', type: 'social_activity' },
      { id: 'Telegramer', type: 'social_activity' },
      { id: 'Xer', type: 'social_activity' },
      { id: 'Discorder', type: 'social_activity' },
    ]);
  });

  it('says what falls short of a requirement and how to raise it', () => {
    const f = facts({ isPhoneVerified: true, linkedAccounts: ['google'] });
    expect(pogShortfallOf(f, { minHumanScore: 40, minTier: null })).toBeNull();
    const shortfall = pogShortfallOf(f, { minHumanScore: 60, minTier: 'Gold' });
    expect(shortfall).toMatchObject({
      missing: ['humanScore', 'tier'],
      humanScore: { required: 60, current: 45 },
      tier: { required: 'Gold', current: 'Bronze' },
    });
    expect(shortfall?.howToRaise).toEqual(
      expect.arrayContaining(['verify_kyc', 'link_twitter', 'complete_quests', 'join_clan']),
    );
    expect(shortfall?.howToRaise).not.toContain('link_google');
    expect(pogShortfallOf(facts({ isKycVerified: true }), { minHumanScore: 100, minTier: null })).toBeNull();
  });
});
