// Renders the PWA icons in apps/web/public/icons from the logo drawn below. Run once after
// changing the logo: `npx -p sharp@0.35 node scripts/make-icons.mjs` (sharp is not a
// dependency of the project; the PNGs are committed).
import path from 'node:path';
import sharp from 'sharp';

const OUT = path.resolve(import.meta.dirname, '../apps/web/public/icons');
const K = 'M18 14h8v14l12-14h10L34.5 29 49 50H39L29 35l-3 3.4V50h-8z';
const logo = (radius, scale) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" rx="${radius}" fill="#0f1020"/>
  <g transform="translate(32 32) scale(${scale}) translate(-32 -32)"><path d="${K}" fill="#f5c542"/></g>
</svg>`;

for (const [name, size, radius, scale] of [
  ['icon-192.png', 192, 14, 1],
  ['icon-512.png', 512, 14, 1],
  // Maskable icons keep their content in the inner 80 % safe zone and fill the whole square.
  ['maskable-512.png', 512, 0, 0.72],
]) {
  await sharp(Buffer.from(logo(radius, scale)), { density: 72 * (size / 64) })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(OUT, name));
  console.log(`wrote ${name}`);
}
