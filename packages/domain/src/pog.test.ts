import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AVATAR_GENRES,
  BADGE_IDS,
  BADGE_TYPE_LABELS,
  MINT_STATES,
  PLATFORM_ROLES,
  PLATFORM_ROLE_LABELS,
  POG_SCORE_KINDS,
  SHARE_CHANNELS,
  TIERS,
} from './pog';

describe('POG enumerations', () => {
  it('has the spec values', () => {
    expect(BADGE_IDS).toHaveLength(9);
    expect(BADGE_IDS).toEqual(
      expect.arrayContaining(['community', ...POG_SCORE_KINDS, 'Telegramer', 'Xer', 'Discorder']),
    );
    expect(Object.values(BADGE_TYPE_LABELS)).toEqual(['social activity', 'overall activity']);
    expect(TIERS).toEqual(['Bronze', 'Silver', 'Gold', 'Diamond']);
    expect(AVATAR_GENRES).toEqual(['ADVENTURE', 'FANTASY', 'ACTION', 'TOON', 'SCI-FI', 'HORROR']);
    expect(SHARE_CHANNELS).toEqual(['x', 'telegram', 'facebook', 'whatsapp', 'more']);
    expect(MINT_STATES).toHaveLength(10);
  });

  it('labels the ten platform roles in the spec’s words', () => {
    expect(Object.values(PLATFORM_ROLE_LABELS)).toEqual([
      'newbie',
      'quester',
      'bug hunter',
      'esports athlete',
      'discord moderator',
      'tournament operator',
      'telegram admin',
      'caster',
      'creator',
      'crafter',
    ]);
  });

  it('derives every role id from its label', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PLATFORM_ROLES), (role) => {
        expect(PLATFORM_ROLE_LABELS[role].replaceAll(' ', '_')).toBe(role);
      }),
    );
  });
});
