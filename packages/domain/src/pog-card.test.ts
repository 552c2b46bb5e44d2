import { describe, expect, it } from 'vitest';
import { ART_ICON_PATTERN } from './art';
import { AVATAR_GENRES, SHARE_CHANNELS } from './pog';
import {
  AVATAR_GENRE_ART,
  genreArt,
  pogCardPath,
  pogCardTraits,
  pogShareLinks,
  POG_TRAITS,
} from './pog-card';

describe('the POG card', () => {
  it('has art for every genre, as platform art', () => {
    for (const genre of AVATAR_GENRES) {
      expect(AVATAR_GENRE_ART[genre].icon).toMatch(ART_ICON_PATTERN);
      expect(genreArt(genre).kind).toBe('icon');
    }
  });

  it('reads the scores, tier, badges and genre back from the metadata the api writes', () => {
    const traits = pogCardTraits([
      { trait_type: POG_TRAITS.score('human'), value: 90 },
      { trait_type: POG_TRAITS.score('social'), value: 7 },
      { trait_type: POG_TRAITS.total, value: 310 },
      { trait_type: POG_TRAITS.tier, value: 'Gold' },
      { trait_type: POG_TRAITS.badge, value: 'Xer' },
      { trait_type: POG_TRAITS.badge, value: 'human' },
      { trait_type: POG_TRAITS.genre, value: 'SCI-FI' },
      { trait_type: POG_TRAITS.counted, value: 'yes' },
    ]);
    expect(POG_TRAITS.score('commerce')).toBe('Commerce score');
    expect(traits).toEqual({
      scores: { human: 90, play: null, skill: null, commerce: null, social: 7 },
      total: 310,
      tier: 'Gold',
      badges: ['Xer', 'human'],
      genre: 'SCI-FI',
      isCounted: true,
    });
    expect(pogCardTraits([{ trait_type: POG_TRAITS.tier, value: 'Wood' }])).toMatchObject({
      tier: null,
      isCounted: false,
    });
  });

  it('shares the card’s page to each channel with utm_source=<channel>', () => {
    const url = `https://kp.example${pogCardPath('42')}`;
    const links = pogShareLinks(url, 'My card');
    expect(Object.keys(links)).toEqual([...SHARE_CHANNELS]);
    for (const channel of SHARE_CHANNELS) {
      const decoded = decodeURIComponent(links[channel]);
      expect(decoded).toContain('https://kp.example/pog?card=42&utm_source=' + channel + '&utm_medium=share');
    }
    expect(links.x.startsWith('https://x.com/intent/tweet?text=My%20card&url=')).toBe(true);
    expect(links.more).toBe('https://kp.example/pog?card=42&utm_source=more&utm_medium=share');
  });
});
