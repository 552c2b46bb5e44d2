const path = require('path');
const tf = require('@tensorflow/tfjs');
const wasm = require('@tensorflow/tfjs-backend-wasm');
const faceapi = require('@vladmandic/face-api/dist/face-api.node-wasm.js');
const sharp = require('sharp');
(async () => {
  const t0 = performance.now();
  wasm.setWasmPaths(path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm')) + '/');
  await tf.setBackend('wasm'); await tf.ready();
  const modelDir = path.join(path.dirname(require.resolve('@vladmandic/face-api/package.json')), 'model');
  const M = process.env.M || 'tiny';
  if (M==='tiny') { await faceapi.nets.tinyFaceDetector.loadFromDisk(modelDir); await faceapi.nets.faceLandmark68TinyNet.loadFromDisk(modelDir);} else {await faceapi.nets.ssdMobilenetv1.loadFromDisk(modelDir); await faceapi.nets.faceLandmark68Net.loadFromDisk(modelDir);}
  console.log('load', Math.round(performance.now() - t0), tf.getBackend(), 'rss', Math.round(process.memoryUsage().rss / 1e6));
  for (const f of process.argv.slice(2)) {
    const { data, info } = await sharp(f).rotate().resize(512, 512, { fit: 'inside' }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const t1 = performance.now();
    const tensor = tf.tensor3d(data, [info.height, info.width, 3], 'int32');
    const opts = M==='tiny' ? new faceapi.TinyFaceDetectorOptions({ inputSize: 416, scoreThreshold: 0.5 }) : new faceapi.SsdMobilenetv1Options({ minConfidence: 0.5 });
    const r = await faceapi.detectAllFaces(tensor, opts).withFaceLandmarks(M==='tiny');
    tensor.dispose();
    console.log(path.basename(f), 'ms', Math.round(performance.now() - t1), r.map(x => [x.detection.score.toFixed(2), Math.round(x.detection.box.x), Math.round(x.detection.box.y), Math.round(x.detection.box.width)]).join(' | '));
  }
  console.log('rss MB', Math.round(process.memoryUsage().rss / 1e6), tf.memory().numTensors);
})();
