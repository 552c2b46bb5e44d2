// The POG card's drawing, timed through the api's own code (apps/api/src/modules/pog-scores/draw-card.ts):
// the SVG built and rasterised to PNG by sharp, front and back, with and without an avatar image.
// Prints one JSON line. Run by bench/pog-card.mjs.
import sharp from 'sharp';
import { cardSvg, rasterise, type CardFace } from '@kp/api/src/modules/pog-scores/draw-card';

const RUNS = Number(process.argv[2] ?? 40);

const face = (avatarPng: Buffer | null): CardFace => ({
  name: 'NightOwl42',
  tier: 'Gold',
  scores: { human: 100, play: 64, skill: 38, commerce: 20, social: 55 },
  total: 62,
  badges: ['community', 'human', 'play', 'social', 'Telegramer', 'Xer'],
  roles: ['esports_athlete'],
  clanName: 'Pune Pixel Raiders',
  avatarPng,
});

const quantile = (xs: number[], q: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! * 10) / 10;
};

async function time(side: 'front' | 'back', f: CardFace) {
  const svgMs: number[] = [];
  const pngMs: number[] = [];
  let bytes = 0;
  for (let i = 0; i < RUNS; i += 1) {
    const a = performance.now();
    const svg = cardSvg(side, f);
    const b = performance.now();
    const png = await rasterise(svg);
    const c = performance.now();
    svgMs.push(b - a);
    pngMs.push(c - b);
    bytes = png.length;
  }
  return {
    svg: { p50: quantile(svgMs, 0.5), p95: quantile(svgMs, 0.95) },
    png: { p50: quantile(pngMs, 0.5), p95: quantile(pngMs, 0.95) },
    pngBytes: bytes,
  };
}

const avatar = await sharp({
  create: { width: 512, height: 512, channels: 3, background: { r: 40, g: 90, b: 160 } },
})
  .png()
  .toBuffer();
// One warm-up: sharp's and librsvg's first call loads fonts and code.
await rasterise(cardSvg('front', face(null)));
const result = {
  runs: RUNS,
  front: await time('front', face(null)),
  frontWithAvatar: await time('front', face(avatar)),
  back: await time('back', face(null)),
  rssMb: Math.round(process.memoryUsage().rss / 2 ** 20),
};
console.log(JSON.stringify(result));
