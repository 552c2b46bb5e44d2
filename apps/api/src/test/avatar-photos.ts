import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';

// Photos for the avatar tests. Faces: real photographs, the sample pictures that ship inside the
// @vladmandic/face-api package (MIT; docs/credits.md), each cropped around one person as a selfie
// would be framed. No face: a landscape drawn here and rendered by sharp.

const require = createRequire(import.meta.url);
const samples = path.join(path.dirname(require.resolve('@vladmandic/face-api/package.json')), 'demo');

/** Where each selfie is cut from its sample (in the sample's pixels). */
const SELFIES = {
  /** A woman with fair skin and blond hair (sample3.jpg). */
  fair: { file: 'sample3.jpg', left: 800, top: 40, side: 720 },
  /** A woman with dark skin and black hair (sample5.jpg). */
  dark: { file: 'sample5.jpg', left: 132, top: 700, side: 690 },
} as const;

export type SelfieName = keyof typeof SELFIES;

/** A selfie: a JPEG of one real face, `side` pixels square. */
export async function selfiePhoto(name: SelfieName, side = 600): Promise<Buffer> {
  const cut = SELFIES[name];
  return sharp(path.join(samples, cut.file))
    .extract({ left: cut.left, top: cut.top, width: cut.side, height: cut.side })
    .resize(side, side)
    .jpeg({ quality: 88 })
    .toBuffer();
}

/** A JPEG with no face in it: hills, a lake and a sun at dusk. */
export async function landscapePhoto(width = 800, height = 600): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 800 600">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1d3b6f"/><stop offset="1" stop-color="#f0a35e"/></linearGradient></defs>
  <rect width="800" height="600" fill="url(#sky)"/>
  <circle cx="560" cy="300" r="60" fill="#ffd27a"/>
  <path d="M0 360 L140 250 L260 330 L400 220 L560 340 L680 270 L800 330 L800 600 L0 600 Z" fill="#2f4a3a"/>
  <path d="M0 430 Q200 400 400 430 T800 430 L800 600 L0 600 Z" fill="#3d6f8f"/>
  <path d="M0 520 L800 500 L800 600 L0 600 Z" fill="#24402d"/>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}
