import { createRequire } from 'node:module';
import sharp from 'sharp';
import {
  ART_KINDS,
  ART_PALETTES,
  artHeight,
  type ArtFormat,
  type ArtKind,
  type ArtPalette,
} from '@kp/domain/art';

type IconSet = { icons: Record<string, { body: string }>; width?: number; height?: number };

// The game-icons set (game-icons.net, CC BY 3.0): about 4,000 glyphs of 512×512, read once.
const iconSet = createRequire(import.meta.url)('@iconify-json/game-icons/icons.json') as IconSet;
const GLYPH_SIZE = iconSet.width ?? 512;

/** Whether the set has a glyph of this name. */
export function hasGlyph(name: string): boolean {
  return Object.hasOwn(iconSet.icons, name);
}

/** A glyph's SVG body (512×512 units), painted in `fill` (the set draws in currentColor); the POG card draws its silhouette with it. */
export function glyph(name: string, fill: string): string {
  const icon = iconSet.icons[name];
  if (!icon) throw new Error(`no glyph named ${name}`);
  return icon.body.replaceAll('currentColor', fill);
}

/** The drawing's canvas: 1,200 units on its long side, in the kind's shape. */
function canvasOf(kind: ArtKind): { width: number; height: number } {
  const { width, height } = ART_KINDS[kind];
  return width >= height
    ? { width: 1200, height: Math.round((1200 * height) / width) }
    : { width: Math.round((1200 * width) / height), height: 1200 };
}

/**
 * The art as SVG: the palette's gradient, a faint tiling of the glyph, light streaks, a glow and
 * the glyph itself (centred on an icon, to the right on a cover or banner, where a card's title
 * does not cover it), and a vignette. Nothing of it comes from a request but names checked
 * against the set and the palettes.
 */
export function artSvg(kind: ArtKind, icon: string, palette: ArtPalette): string {
  const { width, height } = canvasOf(kind);
  const colours = ART_PALETTES[palette];
  const isIcon = kind === 'icon';
  const size = isIcon ? width * 0.62 : height * 0.86;
  const cx = isIcon ? width / 2 : width - height * 0.62;
  const cy = height / 2;
  const scale = size / GLYPH_SIZE;
  const tile = isIcon ? 200 : 160;
  const tileScale = (tile * 0.42) / GLYPH_SIZE;
  const radius = isIcon ? width * 0.2 : 0;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">
<defs>
  <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colours.from}"/><stop offset="1" stop-color="${colours.to}"/></linearGradient>
  <radialGradient id="glow" cx="${cx / width}" cy="0.5" r="${isIcon ? 0.5 : 0.45}" gradientTransform="scale(1 ${width / height}) translate(0 ${(0.5 * (1 - width / height)) / (width / height)})"><stop offset="0" stop-color="${colours.glow}" stop-opacity="0.55"/><stop offset="1" stop-color="${colours.glow}" stop-opacity="0"/></radialGradient>
  <radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.45"/></radialGradient>
  <pattern id="tiles" width="${tile}" height="${tile}" patternUnits="userSpaceOnUse" patternTransform="rotate(-14)">
    <g transform="translate(${tile * 0.29} ${tile * 0.29}) scale(${tileScale})" opacity="0.07">${glyph(icon, '#ffffff')}</g>
  </pattern>
  <filter id="shadow" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur in="SourceAlpha" stdDeviation="${size * 0.025}"/><feOffset dy="${size * 0.03}" result="blur"/><feFlood flood-color="#000" flood-opacity="0.45"/><feComposite in2="blur" operator="in"/><feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>
  <clipPath id="frame"><rect width="${width}" height="${height}" rx="${radius}"/></clipPath>
</defs>
<g clip-path="url(#frame)">
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <rect width="${width}" height="${height}" fill="url(#tiles)"/>
  <path d="M${width * 0.18} 0h${width * 0.14}L${width * 0.02} ${height}h-${width * 0.14}z" fill="#fff" opacity="0.06"/>
  <path d="M${width * 0.4} 0h${width * 0.05}L${width * 0.25} ${height}h-${width * 0.05}z" fill="#fff" opacity="0.05"/>
  <rect width="${width}" height="${height}" fill="url(#glow)"/>
  <g filter="url(#shadow)" transform="translate(${cx - size / 2} ${cy - size / 2}) scale(${scale})">${glyph(icon, '#ffffff')}</g>
  <rect width="${width}" height="${height}" fill="url(#vignette)"/>
</g>
</svg>`;
}

/** The art as an image of `width` pixels in `format` (its height from the kind's shape). */
export async function drawArt(
  spec: { kind: ArtKind; icon: string; palette: ArtPalette },
  width: number,
  format: ArtFormat,
): Promise<Buffer> {
  const svg = Buffer.from(artSvg(spec.kind, spec.icon, spec.palette), 'utf8');
  const image = sharp(svg, { density: 72 * Math.max(1, width / 1200) }).resize(
    width,
    artHeight(spec.kind, width),
    { fit: 'fill' },
  );
  if (format === 'avif') return image.avif({ quality: 50, effort: 2 }).toBuffer();
  if (format === 'webp') return image.webp({ quality: 78 }).toBuffer();
  return image.png({ compressionLevel: 9, palette: true }).toBuffer();
}
