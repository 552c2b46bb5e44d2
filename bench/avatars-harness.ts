// The avatar benchmark's worker (run by bench/avatars.mjs through tsx): the default adapter's whole
// path from a selfie to an avatar, as the api runs it: the JPEG checked and re-encoded, the face
// found by the detector (its worker thread), the avatar drawn and rasterised by the local generator.
// Prints one JSON line with the timings and the process's peak resident memory (VmHWM, which
// counts the detector's thread and its WASM memory).
//   tsx bench/avatars-harness.ts <runs>
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { AVATAR_SELFIE } from '@kp/domain/pog-avatars';
import { createFaceDetector } from '@kp/api/src/modules/avatars/face-detector';
import { reencodeJpeg } from '@kp/api/src/platform/jpeg';
import { createLocalAvatarGenerator } from '@kp/api/src/providers/avatars/local-avatar-generator';
import { selfiePhoto } from '@kp/api/src/test/avatar-photos';

const runs = Number(process.argv[2] ?? 10);
const vm = (field: 'VmHWM' | 'VmRSS') =>
  Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(fs.readFileSync('/proc/self/status', 'utf8'))?.[1] ?? 0) /
  1024;

const photos = [await selfiePhoto('fair', 1200), await selfiePhoto('dark', 1200)];
const baselineMb = vm('VmRSS');
const detector = createFaceDetector();
const generator = createLocalAvatarGenerator();
const total: number[] = [];
const detect: number[] = [];
const draw: number[] = [];
for (let i = 0; i < runs; i += 1) {
  const started = performance.now();
  const jpeg = await reencodeJpeg(
    photos[i % 2]!,
    { width: AVATAR_SELFIE.storedSide, height: AVATAR_SELFIE.storedSide },
    { fit: 'inside' },
  );
  const found = await detector.detect(jpeg, AVATAR_SELFIE);
  if (!found) throw new Error('no face found in a benchmark selfie');
  const detected = performance.now();
  await generator.generate({
    genre: 'SCI-FI',
    characterId: 'cyborg',
    styleId: 'neon',
    seed: i,
    face: found.features,
    selfieJpeg: jpeg,
  });
  const done = performance.now();
  total.push(done - started);
  detect.push(detected - started);
  draw.push(done - detected);
}
await detector.close();
const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const median = (values: number[]) => sorted(values)[Math.floor(values.length / 2)]!;
const max = (values: number[]) => sorted(values).at(-1)!;
const warm = total.slice(1);
console.log(
  JSON.stringify({
    runs,
    coldMs: Math.round(total[0]!),
    warmMedianMs: Math.round(median(warm)),
    warmMaxMs: Math.round(max(warm)),
    detectWarmMedianMs: Math.round(median(detect.slice(1))),
    drawMedianMs: Math.round(median(draw)),
    baselineMb: Math.round(baselineMb),
    peakMb: Math.round(vm('VmHWM')),
  }),
);
