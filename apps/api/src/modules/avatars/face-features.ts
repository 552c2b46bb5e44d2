/**
 * What the avatar takes from a selfie: the face's proportions, measured on the detector's 68
 * landmarks (the iBUG 300-W layout: jaw 0–16, brows 17–26, nose 27–35, eyes 36–47, mouth 48–67),
 * and the colours of skin, hair and lips sampled from the photo around them. Ratios are of the
 * face's own width and height, so the photo's size and distance do not matter.
 */
export type FaceFeatures = {
  /** Face width (jaw 0 to 16) over the height from the brows to the chin; about 0.9 to 1.5. */
  faceAspect: number;
  /** Distance between the eyes' centres over the face width; about 0.35 to 0.5. */
  eyeSpacing: number;
  /** Width at the jaw's angle (points 4 to 12) over the face width; about 0.7 to 0.95. */
  jawWidth: number;
  /** Width of the chin (points 6 to 10) over the face width; about 0.3 to 0.6. */
  chinWidth: number;
  /** Mouth width over the face width; about 0.3 to 0.55. */
  mouthWidth: number;
  /** Nose length (27 to 33) over the face height; about 0.3 to 0.5. */
  noseLength: number;
  /** Eye height over eye width; about 0.2 to 0.45. */
  eyeOpenness: number;
  /** The head's roll, in degrees (positive: turned clockwise). */
  tilt: number;
  skin: string;
  hair: string;
  lips: string;
};

export type Point = { x: number; y: number };

/** An RGB photo as raw bytes, 3 a pixel, row by row. */
export type RgbImage = { data: Uint8Array; width: number; height: number };

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);
const centre = (points: readonly Point[]): Point => ({
  x: points.reduce((sum, p) => sum + p.x, 0) / points.length,
  y: points.reduce((sum, p) => sum + p.y, 0) / points.length,
});
const round3 = (value: number) => Math.round(value * 1000) / 1000;

/** The median colour of the pixels within `radius` of each point (those inside the photo). */
export function sampleColour(image: RgbImage, points: readonly Point[], radius: number): string | null {
  const channels: [number[], number[], number[]] = [[], [], []];
  const r = Math.max(1, Math.round(radius));
  for (const point of points) {
    const cx = Math.round(point.x);
    const cy = Math.round(point.y);
    for (let y = cy - r; y <= cy + r; y += 1) {
      for (let x = cx - r; x <= cx + r; x += 1) {
        if (x < 0 || y < 0 || x >= image.width || y >= image.height) continue;
        const offset = (y * image.width + x) * 3;
        for (let c = 0; c < 3; c += 1) channels[c as 0 | 1 | 2].push(image.data[offset + c]!);
      }
    }
  }
  if (channels[0].length === 0) return null;
  const median = (values: number[]) => values.sort((a, b) => a - b)[values.length >> 1]!;
  return `#${channels.map((values) => median(values).toString(16).padStart(2, '0')).join('')}`;
}

/** The features of a face from its 68 landmarks (in the photo's pixels) and the photo. */
export function deriveFaceFeatures(landmarks: readonly Point[], image: RgbImage): FaceFeatures {
  if (landmarks.length !== 68) throw new Error(`expected 68 landmarks, got ${landmarks.length}`);
  const p = (i: number) => landmarks[i]!;
  const faceWidth = distance(p(0), p(16));
  const brows = centre(landmarks.slice(17, 27));
  const faceHeight = distance(brows, p(8));
  const rightEye = centre(landmarks.slice(36, 42));
  const leftEye = centre(landmarks.slice(42, 48));
  const eyeOpen = (eye: number) =>
    (distance(p(eye + 1), p(eye + 5)) + distance(p(eye + 2), p(eye + 4))) / 2 / distance(p(eye), p(eye + 3));
  const cheeks = [
    { x: (p(3).x + p(31).x) / 2, y: (p(3).y + p(31).y) / 2 },
    { x: (p(13).x + p(35).x) / 2, y: (p(13).y + p(35).y) / 2 },
    { x: p(27).x, y: brows.y - faceHeight * 0.12 },
  ];
  const hairPoints = [
    { x: brows.x, y: brows.y - faceHeight * 0.62 },
    { x: brows.x - faceWidth * 0.32, y: brows.y - faceHeight * 0.5 },
    { x: brows.x + faceWidth * 0.32, y: brows.y - faceHeight * 0.5 },
  ];
  const lipPoints = [p(50), p(52), p(57), p(58), p(56)];
  return {
    faceAspect: round3(faceWidth / faceHeight),
    eyeSpacing: round3(distance(rightEye, leftEye) / faceWidth),
    jawWidth: round3(distance(p(4), p(12)) / faceWidth),
    chinWidth: round3(distance(p(6), p(10)) / faceWidth),
    mouthWidth: round3(distance(p(48), p(54)) / faceWidth),
    noseLength: round3(distance(p(27), p(33)) / faceHeight),
    eyeOpenness: round3((eyeOpen(36) + eyeOpen(42)) / 2),
    tilt: round3((Math.atan2(leftEye.y - rightEye.y, leftEye.x - rightEye.x) * 180) / Math.PI),
    skin: sampleColour(image, cheeks, faceWidth * 0.05) ?? '#c68c62',
    hair: sampleColour(image, hairPoints, faceWidth * 0.05) ?? '#3b2a20',
    lips: sampleColour(image, lipPoints, faceWidth * 0.015) ?? '#a5525a',
  };
}

const SKIN_TONES = ['#f3d2b3', '#e6b48f', '#c68c62', '#a86b45', '#7a4a2c', '#5a3520'];
const HAIR_COLOURS = ['#1c1410', '#3b2a20', '#6b4528', '#a8743f', '#d9b26b', '#8f2f1c', '#b8b8b8'];

/** Plausible features drawn from a seed, for an avatar made without a selfie (a random variant). */
export function seededFaceFeatures(random: () => number): FaceFeatures {
  const between = (min: number, max: number) => round3(min + (max - min) * random());
  const pick = (list: readonly string[]) => list[Math.floor(random() * list.length)]!;
  return {
    faceAspect: between(1.0, 1.4),
    eyeSpacing: between(0.38, 0.47),
    jawWidth: between(0.74, 0.92),
    chinWidth: between(0.32, 0.55),
    mouthWidth: between(0.34, 0.5),
    noseLength: between(0.32, 0.46),
    eyeOpenness: between(0.24, 0.4),
    tilt: between(-4, 4),
    skin: pick(SKIN_TONES),
    hair: pick(HAIR_COLOURS),
    lips: '#b5606a',
  };
}

/** A source of numbers in [0, 1) from a 32-bit seed (mulberry32): the same seed draws the same avatar. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
