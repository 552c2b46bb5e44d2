import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEVICE_TYPES,
  GAME_GENRES,
  GAME_GENRE_LABELS,
  GAME_LOGIN_METHODS,
  GAME_LOGIN_METHOD_LABELS,
  GAME_LIMITS,
  GAME_NETWORKS,
  GAME_NETWORK_INFO,
  GAME_SLUG_PATTERN,
  GAME_STATUSES,
  PLATFORMS,
  PLATFORM_ICONS,
  PLATFORM_LABELS,
  gameSearchWords,
  isGameImage,
  parseImageDataUri,
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

describe('the game catalogue rules', () => {
  it('labels every platform and names every network, EVM chains with their chain id', () => {
    expect(Object.keys(PLATFORM_LABELS)).toEqual([...PLATFORMS]);
    expect(Object.keys(GAME_NETWORK_INFO)).toEqual([...GAME_NETWORKS]);
    expect(new Set(GAME_NETWORKS).size).toBe(GAME_NETWORKS.length);
    for (const info of Object.values(GAME_NETWORK_INFO)) {
      expect(info.kind === 'evm').toBe(typeof info.chainId === 'number');
    }
    expect(GAME_NETWORK_INFO.polygon.chainId).toBe(137);
    const chainIds = Object.values(GAME_NETWORK_INFO).flatMap((n) => (n.chainId ? [n.chainId] : []));
    expect(new Set(chainIds).size).toBe(chainIds.length);
    expect(GAME_STATUSES).toEqual(['draft', 'live', 'retired']);
  });

  it('takes slugs of lower-case words joined by single hyphens', () => {
    for (const ok of ['dark-throne', 'fifa23', 'a1-b2-c3']) expect(GAME_SLUG_PATTERN.test(ok)).toBe(true);
    for (const bad of ['Dark-Throne', 'dark--throne', '-dark', 'dark-', 'dark throne', 'dark_throne', ''])
      expect(GAME_SLUG_PATTERN.test(bad)).toBe(false);
  });

  it('takes images from our own origin or as image data URIs, never from another host', () => {
    expect(isGameImage('/games/dark-throne.webp')).toBe(true);
    expect(isGameImage('data:image/png;base64,iVBORw0KGgo=')).toBe(true);
    expect(isGameImage('data:image/svg+xml;base64,PHN2Zy8+')).toBe(true);
    for (const bad of [
      'https://cdn.example.com/x.png',
      '//cdn.example.com/x.png',
      '/\\cdn.example.com/x.png',
      'games/x.png',
      '/api/game/x/image/icon',
      '/games/../secrets',
      'javascript:alert(1)',
      'data:text/html;base64,PGgxPg==',
      'data:image/png,rawbytes',
      'data:image/png;base64,not base64!',
      `data:image/png;base64,${'A'.repeat(GAME_LIMITS.imageDataUriMaxLength)}`,
      `/${'a'.repeat(GAME_LIMITS.imagePathMaxLength)}`,
    ])
      expect(isGameImage(bad), bad).toBe(false);
  });

  it('reads the type and bytes of an image data URI', () => {
    expect(parseImageDataUri('data:image/svg+xml;base64,PHN2Zy8+')).toEqual({
      type: 'image/svg+xml',
      base64: 'PHN2Zy8+',
    });
    expect(parseImageDataUri('/games/x.png')).toBeNull();
    expect(parseImageDataUri('data:text/html;base64,PGgxPg==')).toBeNull();
  });

  it('splits a search into lower-cased words of any script, at most eight', () => {
    expect(gameSearchWords('  Dark-Throne: RAID ')).toEqual(['dark', 'throne', 'raid']);
    expect(gameSearchWords('क्रिकेट क्लैश')).toEqual(['क्रिकेट', 'क्लैश']);
    expect(gameSearchWords("%_'\\")).toEqual([]);
    expect(gameSearchWords('a b c d e f g h i j')).toHaveLength(8);
  });
});
