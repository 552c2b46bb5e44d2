import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AVATAR_CHARACTERS,
  AVATAR_GENRES,
  AVATAR_STYLES,
  AVATAR_VARIANTS,
  avatarChoiceProblem,
  charactersOf,
  isAvatarGenre,
  randomAvatarChoice,
  refreshDayOf,
  refreshesLeft,
  refreshesResetAt,
  stylesOf,
} from './pog-avatars';

describe('avatar genres, characters and styles', () => {
  it('has the spec genres, each with characters and styles of unique ids', () => {
    expect(AVATAR_GENRES).toEqual(['ADVENTURE', 'FANTASY', 'ACTION', 'TOON', 'SCI-FI', 'HORROR']);
    for (const genre of AVATAR_GENRES) {
      for (const list of [AVATAR_CHARACTERS[genre], AVATAR_STYLES[genre]]) {
        expect(list.length).toBeGreaterThanOrEqual(2);
        expect(new Set(list.map((o) => o.id)).size).toBe(list.length);
        for (const option of list) expect(option.id).toMatch(/^[a-z][a-z-]*$/);
      }
    }
  });

  it('tells a genre from anything else', () => {
    expect(isAvatarGenre('SCI-FI')).toBe(true);
    expect(isAvatarGenre('sci-fi')).toBe(false);
    expect(isAvatarGenre('ROMANCE')).toBe(false);
  });

  it('refuses a character or style of another genre', () => {
    expect(avatarChoiceProblem({ genre: 'HORROR', characterId: 'vampire', styleId: 'fog' })).toBeNull();
    expect(avatarChoiceProblem({ genre: 'HORROR', characterId: 'wizard', styleId: 'fog' })).toBe('character');
    expect(avatarChoiceProblem({ genre: 'TOON', characterId: 'hero', styleId: 'fog' })).toBe('style');
  });

  it('draws random choices that always hold, within the genre asked for', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), {
          minLength: 3,
          maxLength: 3,
        }),
        fc.option(fc.constantFrom(...AVATAR_GENRES), { nil: undefined }),
        (numbers, genre) => {
          let i = 0;
          const choice = randomAvatarChoice(() => numbers[i++ % numbers.length]!, genre);
          expect(avatarChoiceProblem(choice)).toBeNull();
          if (genre) expect(choice.genre).toBe(genre);
          expect(charactersOf(choice.genre).map((c) => c.id)).toContain(choice.characterId);
          expect(stylesOf(choice.genre).map((s) => s.id)).toContain(choice.styleId);
        },
      ),
    );
  });
});

describe('the refresh limit of random variants', () => {
  it('counts refreshes per UTC day and resets at the next UTC midnight', () => {
    const lateInIndia = new Date('2026-03-04T23:30:00+05:30'); // 18:00 UTC
    expect(refreshDayOf(lateInIndia)).toBe('2026-03-04');
    expect(refreshDayOf(new Date('2026-03-04T23:59:59.999Z'))).toBe('2026-03-04');
    expect(refreshDayOf(new Date('2026-03-05T00:00:00Z'))).toBe('2026-03-05');
    expect(refreshesResetAt(lateInIndia).toISOString()).toBe('2026-03-05T00:00:00.000Z');
    expect(refreshesResetAt(new Date('2026-12-31T12:00:00Z')).toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });

  it('leaves perDay refreshes and never fewer than none', () => {
    expect(refreshesLeft(0)).toBe(AVATAR_VARIANTS.perDay);
    expect(refreshesLeft(AVATAR_VARIANTS.perDay - 1)).toBe(1);
    expect(refreshesLeft(AVATAR_VARIANTS.perDay + 3)).toBe(0);
  });
});
