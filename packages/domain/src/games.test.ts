import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEVICE_TYPES,
  GAME_GENRES,
  GAME_GENRE_LABELS,
  GAME_LOGIN_METHODS,
  GAME_LOGIN_METHOD_LABELS,
  PLATFORMS,
  PLATFORM_ICONS,
  platformIcon,
} from './games';

describe('games', () => {
  it('has about 35 unique genres, RPG, shooter, MOBA and card game among them, each labelled', () => {
    expect(GAME_GENRES).toHaveLength(35);
    expect(new Set(GAME_GENRES).size).toBe(GAME_GENRES.length);
    expect(GAME_GENRES).toEqual(expect.arrayContaining(['rpg', 'shooter', 'moba', 'card_game']));
    expect(Object.keys(GAME_GENRE_LABELS)).toEqual([...GAME_GENRES]);
  });

  it('has the platforms, device types and login methods of the spec', () => {
    expect(PLATFORMS).toEqual(['browser', 'android', 'windows', 'ios', 'pc', 'mac']);
    expect(DEVICE_TYPES).toEqual(['mobile', 'desktop', 'others']);
    expect(Object.values(GAME_LOGIN_METHOD_LABELS)).toEqual([
      'user name',
      'in-game email',
      'in-game wallet',
      'in-game user id',
      'Metamask wallet',
      'Solana wallet',
      'Steam id',
    ]);
    expect(Object.keys(GAME_LOGIN_METHOD_LABELS)).toEqual([...GAME_LOGIN_METHODS]);
  });

  it('shows web and browser with one icon, and every platform with one', () => {
    expect(platformIcon('browser')).toBe('web');
    expect(platformIcon('Web')).toBe('web');
    expect(platformIcon('iOS')).toBe('ios');
    expect(platformIcon('playstation')).toBeNull();
    for (const platform of PLATFORMS) expect(PLATFORM_ICONS).toContain(platformIcon(platform));
  });

  it('gives any name an icon of the list or none', () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        const icon = platformIcon(name);
        expect(icon === null || PLATFORM_ICONS.includes(icon)).toBe(true);
      }),
    );
  });
});
