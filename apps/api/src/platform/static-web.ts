import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/**
 * Serves the built web app from the same port as the api: hashed assets cached for a year,
 * the shell and the service worker revalidated, and every other GET outside /api answered
 * with the shell so the client router can draw the page (its own 404 included).
 */
export async function registerStaticWeb(app: FastifyInstance, distDir: string): Promise<boolean> {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn(
      { distDir },
      'web build not found: serving the api only (run `npm run build --workspace apps/web`)',
    );
    return false;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    wildcard: true,
    preCompressed: true,
    index: false,
    setHeaders(res, filePath) {
      const rel = path.relative(distDir, filePath).split(path.sep).join('/');
      if (rel.startsWith('assets/')) res.header('cache-control', 'public, max-age=31536000, immutable');
      else res.header('cache-control', 'no-cache');
    },
  });
  const shell = fs.readFileSync(indexFile);
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const url = request.url.split('?')[0] ?? '/';
    if (url.startsWith('/api/') || url === '/api') return;
    const last = url.split('/').pop() ?? '';
    if (last.includes('.')) return; // a file: static serving answers, or 404s
    return reply.code(200).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(shell);
  });
  return true;
}
