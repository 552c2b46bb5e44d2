import { Worker } from 'node:worker_threads';
import sharp from 'sharp';
import { deriveFaceFeatures, type FaceFeatures, type Point } from './face-features';

/**
 * The side the photo is scaled to (at most) before detection: the detector reads 224 pixels (its
 * worker's INPUT_SIZE), and the landmarks are read on the face's crop of this image.
 */
const DETECT_SIDE = 320;

/** A face found in a photo, in shares of the photo's width and height (0 to 1). */
export type DetectedFace = {
  score: number;
  box: { x: number; y: number; width: number; height: number };
  features: FaceFeatures;
};

/** Finds the main face of a photo: the largest the detector is `minScore` sure of, or null. */
export type FaceDetector = {
  detect(jpeg: Buffer, options: { minScore: number; minFaceShare: number }): Promise<DetectedFace | null>;
  close(): Promise<void>;
};

type WorkerFace = {
  score: number;
  box: { x: number; y: number; width: number; height: number };
  landmarks: Point[];
};
type WorkerAnswer = { id: number; faces?: WorkerFace[]; error?: string };

/**
 * The real detector (face-api's tiny face detector and 68 landmarks on TensorFlow.js WASM) in a
 * worker thread of its own, started at the first photo and stopped after `idleMs` without one, so
 * that its memory (about 150 MB) is held only while selfies arrive. A worker that dies fails the
 * photos it had and the next photo starts another.
 */
export function createFaceDetector(options: { idleMs?: number } = {}): FaceDetector {
  const idleMs = options.idleMs ?? 60_000;
  let worker: Worker | null = null;
  let idleTimer: NodeJS.Timeout | null = null;
  let nextId = 0;
  const waiting = new Map<number, { resolve(faces: WorkerFace[]): void; reject(error: Error): void }>();

  const failAll = (error: Error) => {
    for (const pending of waiting.values()) pending.reject(error);
    waiting.clear();
  };
  const start = (): Worker => {
    // Its V8 heaps are capped (the models' weights and tensors live in WASM memory, not there).
    const started = new Worker(new URL('./face-detector.worker.cjs', import.meta.url), {
      resourceLimits: { maxYoungGenerationSizeMb: 8, maxOldGenerationSizeMb: 96 },
    });
    started.on('message', (answer: WorkerAnswer) => {
      const pending = waiting.get(answer.id);
      if (!pending) return;
      waiting.delete(answer.id);
      if (answer.error !== undefined) pending.reject(new Error(`face detector: ${answer.error}`));
      else pending.resolve(answer.faces ?? []);
      if (waiting.size === 0) armIdle();
    });
    started.on('error', (error) => {
      if (worker === started) worker = null;
      failAll(error);
    });
    started.on('exit', () => {
      if (worker === started) worker = null;
      failAll(new Error('face detector: the worker stopped'));
    });
    return started;
  };
  const armIdle = () => {
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = setTimeout(() => {
      if (waiting.size === 0) void stop();
    }, idleMs).unref();
  };
  const stop = async () => {
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = null;
    const running = worker;
    worker = null;
    if (running) await running.terminate();
  };

  const run = (image: { data: Buffer; width: number; height: number }, minScore: number) =>
    new Promise<WorkerFace[]>((resolve, reject) => {
      worker ??= start();
      if (idleTimer) clearTimeout(idleTimer);
      const id = (nextId += 1);
      waiting.set(id, { resolve, reject });
      // A copy the worker owns: the decoded pixels are not needed here afterwards.
      const data = new Uint8Array(image.data).buffer;
      worker.postMessage({ id, data, width: image.width, height: image.height, minScore }, [data]);
    });

  return {
    async detect(jpeg, { minScore, minFaceShare }) {
      const { data, info } = await sharp(jpeg)
        .rotate()
        .resize(DETECT_SIDE, DETECT_SIDE, { fit: 'inside', withoutEnlargement: true })
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const image = { data, width: info.width, height: info.height };
      const faces = await run(image, minScore);
      const shorter = Math.min(info.width, info.height);
      const main = faces
        .filter(
          (face) =>
            face.score >= minScore && Math.min(face.box.width, face.box.height) >= shorter * minFaceShare,
        )
        .sort((a, b) => b.box.width * b.box.height - a.box.width * a.box.height)[0];
      if (!main) return null;
      return {
        score: Math.round(main.score * 1000) / 1000,
        box: {
          x: main.box.x / info.width,
          y: main.box.y / info.height,
          width: main.box.width / info.width,
          height: main.box.height / info.height,
        },
        features: deriveFaceFeatures(main.landmarks, image),
      };
    },
    close: stop,
  };
}
