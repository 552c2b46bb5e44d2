/* eslint-disable @typescript-eslint/no-require-imports, no-console -- a CommonJS worker (face-api's Node build is CommonJS); the console is only silenced while TensorFlow.js loads */
// The face detector's thread (face-detector.ts starts it): @vladmandic/face-api's tiny face
// detector and 68-point landmark models, shipped inside that npm package, on TensorFlow.js's WASM
// backend, whose .wasm files ship inside @tensorflow/tfjs-backend-wasm. Nothing is downloaded:
// the weights are read from node_modules and the WASM is read from disk (not fetched). It runs in
// a thread of its own so that a detection (about 0.1-0.3 s of CPU) never stalls the api's requests.
// Plain CommonJS: face-api's Node build is CommonJS, and a worker needs no TypeScript step.
'use strict';
const path = require('node:path');
const { parentPort } = require('node:worker_threads');

// TensorFlow.js greets Node users on the console at load ("install tfjs-node"): not our log's business.
const quiet = (load) => {
  const { log, warn } = console;
  console.log = () => {};
  console.warn = () => {};
  try {
    return load();
  } finally {
    console.log = log;
    console.warn = warn;
  }
};
const tf = quiet(() => require('@tensorflow/tfjs'));
const wasm = require('@tensorflow/tfjs-backend-wasm');
const faceapi = quiet(() => require('@vladmandic/face-api/dist/face-api.node-wasm.js'));

// The tiny detector's input side: a selfie's face is large in the frame (AVATAR_SELFIE.minFaceShare),
// and 224 finds it as 320 and 416 do, with about 30 MB less memory than 320 (bench/avatars.mjs).
const INPUT_SIZE = 224;

const ready = (async () => {
  wasm.setWasmPaths(
    `${path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm'))}/`,
  );
  if (!(await tf.setBackend('wasm'))) throw new Error('the TensorFlow.js WASM backend did not start');
  await tf.ready();
  const modelDir = path.join(path.dirname(require.resolve('@vladmandic/face-api/package.json')), 'model');
  await faceapi.nets.tinyFaceDetector.loadFromDisk(modelDir);
  await faceapi.nets.faceLandmark68TinyNet.loadFromDisk(modelDir);
})();

parentPort.on('message', async ({ id, data, width, height, minScore }) => {
  try {
    await ready;
    const input = tf.tensor3d(new Uint8Array(data), [height, width, 3], 'int32');
    try {
      const options = new faceapi.TinyFaceDetectorOptions({
        inputSize: INPUT_SIZE,
        scoreThreshold: minScore,
      });
      const found = await faceapi.detectAllFaces(input, options).withFaceLandmarks(true);
      const faces = found.map((face) => ({
        score: face.detection.score,
        box: {
          x: face.detection.box.x,
          y: face.detection.box.y,
          width: face.detection.box.width,
          height: face.detection.box.height,
        },
        landmarks: face.landmarks.positions.map((p) => ({ x: p.x, y: p.y })),
      }));
      parentPort.postMessage({ id, faces, backend: tf.getBackend() });
    } finally {
      input.dispose();
    }
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
