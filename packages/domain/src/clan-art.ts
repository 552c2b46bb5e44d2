import { ART_PALETTE_NAMES, type ArtKind, type ArtSpec } from './art';

/**
 * The art of a clan that has no logo or banner of its own: platform art (art.ts) picked from its
 * name. Apart from clans.ts, which the api and contract import everywhere, so the art's tables
 * come along only where a clan is drawn.
 */

/** The glyphs a clan without a logo or banner is drawn with (game-icons names, as the platform art takes). */
export const CLAN_ART_ICONS = [
  'crossed-swords',
  'wolf-head',
  'dragon-head',
  'spartan-helmet',
  'eagle-emblem',
  'tiger-head',
  'viking-helmet',
  'flying-flag',
  'thor-hammer',
  'lion',
  'samurai-helmet',
  'castle',
] as const;

/**
 * The platform art a clan without its own logo (kind `icon`) or banner (`banner`) is drawn with:
 * a glyph and a palette picked from its name, so one clan always looks the same and two clans
 * seldom alike.
 */
export function clanArt(clanName: string, kind: ArtKind): ArtSpec {
  let hash = 0;
  for (const char of clanName.trim().toLowerCase()) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  const icon = CLAN_ART_ICONS[hash % CLAN_ART_ICONS.length]!;
  const palette = ART_PALETTE_NAMES[Math.floor(hash / CLAN_ART_ICONS.length) % ART_PALETTE_NAMES.length]!;
  return { kind, icon, palette };
}
