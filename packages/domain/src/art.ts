/**
 * The platform's own art: game icons and covers, campaign and quest banners, drawn on the server
 * (`GET /api/art/:kind`) from a glyph of the game-icons set (game-icons.net, CC BY 3.0, see
 * docs/credits.md) on a palette, and served as AVIF, WebP or PNG at a few widths. An image is
 * fully named by its URL, so a browser and a CDN keep it for ever; ART_VERSION changes the URLs
 * when the drawing changes.
 */

/** Bump when the drawing changes: every art URL changes with it. */
export const ART_VERSION = 1;

/** What is drawn, and its shape (width : height). */
export const ART_KINDS = {
  /** A game's icon: the glyph on a rounded tile. */
  icon: { width: 1, height: 1 },
  /** A game's cover on its card. */
  cover: { width: 8, height: 3 },
  /** A campaign's or quest's banner. */
  banner: { width: 3, height: 1 },
} as const;

export type ArtKind = keyof typeof ART_KINDS;
export const ART_KIND_NAMES = Object.keys(ART_KINDS) as [ArtKind, ...ArtKind[]];

/** The widths served, in CSS pixels × device pixel ratios a phone and a desktop ask for. */
export const ART_WIDTHS = [96, 192, 320, 480, 640, 960, 1280] as const;
export type ArtWidth = (typeof ART_WIDTHS)[number];

/** The formats served, best first: a `<picture>` offers AVIF, then WebP; PNG for the rest. */
export const ART_FORMATS = ['avif', 'webp', 'png'] as const;
export type ArtFormat = (typeof ART_FORMATS)[number];

export const ART_MIME_TYPES: Record<ArtFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  png: 'image/png',
};

/** The palettes: a gradient (from → to) and the glow behind the glyph. */
export const ART_PALETTES = {
  ember: { from: '#f97316', to: '#7c2d12', glow: '#fde047' },
  neon: { from: '#7c3aed', to: '#0f172a', glow: '#22d3ee' },
  ocean: { from: '#0ea5e9', to: '#1e3a8a', glow: '#a5f3fc' },
  jungle: { from: '#16a34a', to: '#052e16', glow: '#bef264' },
  crimson: { from: '#dc2626', to: '#1c0a0a', glow: '#fca5a5' },
  monsoon: { from: '#0891b2', to: '#312e81', glow: '#67e8f9' },
  gold: { from: '#f59e0b', to: '#422006', glow: '#fef08a' },
  carnival: { from: '#db2777', to: '#4c1d95', glow: '#fde68a' },
  steel: { from: '#475569', to: '#0f172a', glow: '#e2e8f0' },
} as const;

export type ArtPalette = keyof typeof ART_PALETTES;
export const ART_PALETTE_NAMES = Object.keys(ART_PALETTES) as [ArtPalette, ...ArtPalette[]];

/** A glyph's name in the game-icons set (checked against the set by the server). */
export const ART_ICON_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+){0,7}$/;

export type ArtSpec = { kind: ArtKind; icon: string; palette: ArtPalette };

/** The URL of one image of a piece of art. */
export function artUrl(spec: ArtSpec, width: ArtWidth, format: ArtFormat): string {
  const query = new URLSearchParams({
    icon: spec.icon,
    palette: spec.palette,
    w: String(width),
    f: format,
    v: String(ART_VERSION),
  });
  return `/api/art/${spec.kind}?${query.toString()}`;
}

/** The `srcset` of a piece of art in one format, for images shown at most `maxCssWidth` wide. */
export function artSrcSet(spec: ArtSpec, format: ArtFormat, maxCssWidth: number): string {
  const widths = ART_WIDTHS.filter((width) => width <= maxCssWidth * 2);
  return (widths.length ? widths : [ART_WIDTHS[0]])
    .map((width) => `${artUrl(spec, width, format)} ${width}w`)
    .join(', ');
}

/** The height of a piece of art at a width (rounded), so that a page reserves its space. */
export function artHeight(kind: ArtKind, width: number): number {
  const { width: w, height: h } = ART_KINDS[kind];
  return Math.round((width * h) / w);
}

/**
 * The art an image URL names, when it is one of ours (so the web can offer AVIF and WebP at
 * several widths); null for any other image (an operator's upload, a game's own cover).
 */
export function parseArtUrl(url: string): ArtSpec | null {
  const match = /^\/api\/art\/([a-z]+)\?(.*)$/.exec(url);
  if (!match) return null;
  const kind = match[1] as ArtKind;
  if (!(kind in ART_KINDS)) return null;
  const query = new URLSearchParams(match[2]);
  const icon = query.get('icon') ?? '';
  const palette = query.get('palette') ?? '';
  if (!ART_ICON_PATTERN.test(icon) || !(palette in ART_PALETTES)) return null;
  return { kind, icon, palette: palette as ArtPalette };
}
