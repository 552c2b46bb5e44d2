import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'kp-web-'));
let t: TestApp;

beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><head><title>shell</title></head><div id="root"></div>',
  );
  fs.writeFileSync(
    path.join(dist, 'first-load-texts.json'),
    JSON.stringify({ en: 'assets/en-e1.js', hi: 'assets/hi-h1.js', pt: 'assets/pt-p1.js' }),
  );
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  fs.mkdirSync(path.join(dist, 'prerendered'));
  const home = '<!doctype html><title>home drawn</title>';
  fs.writeFileSync(path.join(dist, 'prerendered', 'home.html'), home);
  fs.writeFileSync(path.join(dist, 'prerendered', 'home.html.br'), zlib.brotliCompressSync(home));
  fs.writeFileSync(path.join(dist, 'prerendered', 'home.html.gz'), zlib.gzipSync(home));
  fs.writeFileSync(
    path.join(dist, 'prerendered', 'home.session.html'),
    '<!doctype html><html data-session="hint"><title>home drawn</title>',
  );
  fs.writeFileSync(
    path.join(dist, 'prerendered', 'pages.json'),
    JSON.stringify({ '/': 'home.html', '/home': 'home.html' }),
  );
  t = await createTestApp({ env: { WEB_DIST_DIR: dist } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('serving the web app on the api port', () => {
  it('answers client routes with the shell, revalidated', async () => {
    for (const url of ['/k-quest/colexion', '/privacy-policy', '/no/such/page?header=false']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<title>shell</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toBeDefined();
    }
  });

  it('sends the prerendered page for its paths to readers of English, not embedded', async () => {
    for (const url of ['/', '/home', '/home/', '/?utm_source=x']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.body, url).toContain('<title>home drawn</title>');
      expect(res.headers.vary).toBe('Accept-Encoding, Cookie, Accept-Language');
    }
    const english = await t.app.inject({ method: 'GET', url: '/', headers: { cookie: 'a=1; language=en' } });
    expect(english.body).toContain('home drawn');
    for (const [url, cookie] of [
      ['/?header=false', ''],
      ['/home/?footer=false', ''],
      ['/', 'language=he'],
      ['/', 'theme=dark; language=pt'],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
      expect(res.body, `${url} ${cookie}`).toContain('<title>shell</title>');
    }
  });

  it('sends a reader of another language the shell, asking for their first-render texts with the entry', async () => {
    const preload = (file: string) => `<link rel="modulepreload" crossorigin href="/${file}"></head>`;
    // A first visit from a Hindi browser: no English page to be drawn again in Hindi.
    const hindi = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' },
    });
    expect(hindi.body).toContain('<title>shell</title>');
    expect(hindi.body).toContain(preload('assets/hi-h1.js'));
    expect(hindi.body).not.toContain('assets/en-e1.js');
    // The reader's choice wins over the browser's languages, both ways.
    const chosePortuguese = await t.app.inject({
      method: 'GET',
      url: '/k-quest',
      headers: { cookie: 'language=pt', 'accept-language': 'hi-IN' },
    });
    expect(chosePortuguese.body).toContain(preload('assets/pt-p1.js'));
    const choseEnglish = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { cookie: 'language=en', 'accept-language': 'hi-IN' },
    });
    expect(choseEnglish.body).toContain('home drawn');
    // The shell of an English reader on a path not drawn ahead; a language without texts: as it is.
    const english = await t.app.inject({
      method: 'GET',
      url: '/games',
      headers: { 'accept-language': 'en-GB' },
    });
    expect(english.body).toContain(preload('assets/en-e1.js'));
    const german = await t.app.inject({
      method: 'GET',
      url: '/games',
      headers: { 'accept-language': 'de-DE' },
    });
    expect(german.body).toBe('<!doctype html><head><title>shell</title></head><div id="root"></div>');
    const hindiBrotli = await t.app.inject({
      method: 'GET',
      url: '/games',
      headers: { 'accept-language': 'hi', 'accept-encoding': 'br' },
    });
    expect(hindiBrotli.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(hindiBrotli.rawPayload).toString()).toContain(
      preload('assets/hi-h1.js'),
    );
  });

  it('sends a browser with a session cookie the page that keeps the account’s place (no Sign in flash)', async () => {
    const withSession = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { cookie: 'refreshToken=abc; language=en' },
    });
    expect(withSession.body).toContain('<html data-session="hint">');
    const visitor = await t.app.inject({ method: 'GET', url: '/', headers: { cookie: 'language=en' } });
    expect(visitor.body).not.toContain('data-session');
  });

  it('sends the compressed copy the client accepts', async () => {
    const br = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toContain('home drawn');
    const gzip = await t.app.inject({ method: 'GET', url: '/home', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toContain('home drawn');
    const plain = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('home drawn');
  });

  it('caches hashed assets for a year and the service worker not at all', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const sw = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(sw.headers['cache-control']).toBe('no-cache');
  });

  it('keeps api 404s and missing files as JSON errors, not the shell', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.json().errorCode).toBe('ROUTE_NOT_FOUND');
    const file = await t.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(file.statusCode).toBe(404);
    expect(file.json().statusCode).toBe(404);
  });
});
