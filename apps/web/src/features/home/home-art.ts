import { artUrl, parseArtUrl, type ArtKind, type ArtSpec } from '@kp/domain/art';

/**
 * The home page's own pictures: platform art (game-icons glyphs on a palette, drawn by the api),
 * so an installation looks alive before its operator uploads anything. Each is named by its URL;
 * ArtImage offers it as AVIF or WebP at the widths the screen needs.
 */
export const HOME_ART = {
  /** The visitor's hero: the page's largest paint. */
  hero: { kind: 'banner', icon: 'crossed-swords', palette: 'neon' },
  /** Behind the signed-in greeting. */
  greeting: { kind: 'banner', icon: 'open-treasure-chest', palette: 'gold' },
  kQuest: { kind: 'icon', icon: 'treasure-map', palette: 'ember' },
  kDrop: { kind: 'icon', icon: 'parachute', palette: 'ocean' },
  klash: { kind: 'icon', icon: 'crossed-swords', palette: 'crimson' },
  kStore: { kind: 'icon', icon: 'shopping-bag', palette: 'jungle' },
  tournaments: { kind: 'icon', icon: 'trophy-cup', palette: 'gold' },
  games: { kind: 'icon', icon: 'gamepad', palette: 'neon' },
  buyKcash: { kind: 'icon', icon: 'coins-pile', palette: 'monsoon' },
} as const satisfies Record<string, ArtSpec>;

/** The URL of a piece of home art (ArtImage picks the widths and formats from it). */
export const homeArtUrl = (spec: ArtSpec) => artUrl(spec, 640, 'webp');

/**
 * The same art in another shape (a campaign's banner as a square thumbnail, a game's icon as a
 * quest's banner), or null for an image that is not platform art.
 */
export function reshapedArt(url: string | null, kind: ArtKind): string | null {
  const art = url ? parseArtUrl(url) : null;
  return art ? artUrl({ ...art, kind }, 640, 'webp') : null;
}
