import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { BRAND_NAME } from '@kp/domain/brand';
import { isEmbedded, readEmbedFlags } from '@kp/domain/embed';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_COOKIE, type Language } from '@kp/domain/languages';
import { normalizePath } from '@kp/domain/paths';
import { COOKIE_KEYS } from '@kp/domain/storage-keys';
import { readerLanguage } from './reader-language';

/** A page in memory, with the compressed copies the web build wrote beside it. */
type Page = { raw: Buffer; br?: Buffer; gzip?: Buffer };

function loadPage(file: string): Page {
  const variant = (ext: string) => (fs.existsSync(file + ext) ? fs.readFileSync(file + ext) : undefined);
  return { raw: fs.readFileSync(file), br: variant('.br'), gzip: variant('.gz') };
}

/** A prerendered page: as a visitor gets it, and for a browser with a session (`<name>.session.html`). */
type PrerenderedPage = { visitor: Page; session: Page };

/** The pages the web build drew ahead (dist/prerendered/pages.json): path → their HTML. */
function loadPrerenderedPages(distDir: string): Map<string, PrerenderedPage> {
  const dir = path.join(distDir, 'prerendered');
  const manifest = path.join(dir, 'pages.json');
  const pages = new Map<string, PrerenderedPage>();
  if (!fs.existsSync(manifest)) return pages;
  const files = JSON.parse(fs.readFileSync(manifest, 'utf8')) as Record<string, string>;
  for (const [pagePath, file] of Object.entries(files)) {
    const visitor = loadPage(path.join(dir, path.basename(file)));
    const sessionFile = path.join(dir, path.basename(file).replace(/\.html$/, '.session.html'));
    pages.set(pagePath, { visitor, session: fs.existsSync(sessionFile) ? loadPage(sessionFile) : visitor });
  }
  return pages;
}

/**
 * Whether the browser carries a session (its refresh cookie): its first paint then keeps the
 * account's place in the header rather than offering Sign in, before any script has run.
 */
function hasSessionCookie(request: FastifyRequest): boolean {
  return Boolean(request.cookies?.[COOKIE_KEYS.refreshToken]);
}

/** The best copy of a page the client accepts: brotli, gzip or as it is. */
function pickEncoding(page: Page, acceptEncoding: string | undefined): { body: Buffer; encoding?: string } {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (page.br && /\bbr\b/.test(accepted)) return { body: page.br, encoding: 'br' };
  if (page.gzip && /\bgzip\b/.test(accepted)) return { body: page.gzip, encoding: 'gzip' };
  return { body: page.raw };
}

/**
 * The language the page will start in, as the web app finds it (lib/i18n.ts): the reader's
 * choice (mirrored in a cookie), else the best fit of their browser's languages.
 */
function pageLanguageOf(request: FastifyRequest): Language {
  const chosen = request.cookies?.[LANGUAGE_COOKIE];
  return isLanguage(chosen) ? chosen : readerLanguage(request);
}

/**
 * Whether the reader gets the prerendered English page: only a reader of English, and not when
 * the page is embedded (it would flash the header the frame hides). Anyone else would see the
 * English page before the app draws it again in their language.
 */
function wantsPrerendered(language: Language, search: string): boolean {
  return language === DEFAULT_LANGUAGE && !isEmbedded(readEmbedFlags(search));
}

/**
 * Each language's chunk of first-render texts (the web build's first-load-texts.json), by
 * language; empty for a build without one.
 */
function loadFirstLoadTexts(distDir: string): Map<Language, string> {
  const file = path.join(distDir, 'first-load-texts.json');
  if (!fs.existsSync(file)) return new Map();
  const chunks = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
  return new Map(Object.entries(chunks).filter((entry): entry is [Language, string] => isLanguage(entry[0])));
}

/**
 * The shell for a reader of each language: it asks for that language's first-render texts with
 * the entry script, not after it has run (a round trip less on a slow network). Made once per
 * language, compressed as the build compresses its files.
 */
function shellsByLanguage(shell: Page, texts: Map<Language, string>): (language: Language) => Page {
  const made = new Map<Language, Page>();
  return (language) => {
    const file = texts.get(language);
    if (!file) return shell;
    let page = made.get(language);
    if (!page) {
      const raw = Buffer.from(
        shell.raw
          .toString('utf8')
          .replace('</head>', () => `<link rel="modulepreload" crossorigin href="/${file}"></head>`),
      );
      page = { raw, gzip: zlib.gzipSync(raw, { level: 9 }), br: zlib.brotliCompressSync(raw) };
      made.set(language, page);
    }
    return page;
  };
}

/**
 * What a page's link preview says (Open Graph, X's card), in plain text: escaped here, so nothing
 * a user wrote (a POG name) becomes markup.
 */
export type PagePreview = {
  title: string;
  description: string;
  /** Absolute: crawlers fetch it from elsewhere. */
  imageUrl: string;
  imageAlt: string;
  imageWidth: number;
  imageHeight: number;
  /** The page's own address (og:url). */
  url: string;
};

/** The preview of a page by its path (normalised) and query, or null: the shell as it is. */
export type PagePreviews = (path: string, query: URLSearchParams) => Promise<PagePreview | null>;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * The shell with a page's preview in its head: its title and description replaced, and the Open
 * Graph and X tags a crawler reads (crawlers run no script, so the client's title never reaches
 * them).
 */
export function withPreview(html: string, preview: PagePreview): string {
  const tag = (attribute: 'name' | 'property', key: string, value: string | number) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(String(value))}" />`;
  const tags = [
    tag('name', 'description', preview.description),
    tag('property', 'og:type', 'website'),
    tag('property', 'og:site_name', BRAND_NAME),
    tag('property', 'og:title', preview.title),
    tag('property', 'og:description', preview.description),
    tag('property', 'og:url', preview.url),
    tag('property', 'og:image', preview.imageUrl),
    tag('property', 'og:image:type', 'image/png'),
    tag('property', 'og:image:width', preview.imageWidth),
    tag('property', 'og:image:height', preview.imageHeight),
    tag('property', 'og:image:alt', preview.imageAlt),
    tag('name', 'twitter:card', 'summary_large_image'),
    tag('name', 'twitter:title', preview.title),
    tag('name', 'twitter:description', preview.description),
    tag('name', 'twitter:image', preview.imageUrl),
    tag('name', 'twitter:image:alt', preview.imageAlt),
  ].join('');
  return html
    .replace(/<meta\s+name="description"[^>]*>/, '')
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(preview.title)}</title>`)
    .replace('</head>', () => `${tags}</head>`);
}

/**
 * Serves the built web app from the same port as the api: hashed assets cached for a year,
 * the pages and the service worker revalidated, and every other GET outside /api answered
 * with a page: for a reader of English the prerendered one for its path when there is one, else
 * the shell (asking for the reader's first-render texts), in which the client router draws the
 * page (its own 404 included).
 */
export async function registerStaticWeb(
  app: FastifyInstance,
  distDir: string,
  options: { previews?: PagePreviews } = {},
): Promise<boolean> {
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
  const shellIn = shellsByLanguage(loadPage(indexFile), loadFirstLoadTexts(distDir));
  const prerendered = loadPrerenderedPages(distDir);
  /** A page's preview; a failure to find one only costs the preview (the page itself works). */
  async function findPreview(url: string, search: string): Promise<PagePreview | null> {
    if (!options.previews) return null;
    try {
      return await options.previews(normalizePath(url), new URLSearchParams(search));
    } catch (error) {
      app.log.warn({ err: error, url }, 'page preview failed: serving the plain shell');
      return null;
    }
  }
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const [url = '/', search = ''] = request.url.split('?');
    if (url.startsWith('/api/') || url === '/api') return;
    if (url.startsWith('/sandbox/')) return; // local sandbox providers' own pages (the payment checkout)
    const last = url.split('/').pop() ?? '';
    if (last.includes('.')) return; // a file: static serving answers, or 404s
    const page = prerendered.get(normalizePath(url));
    const language = pageLanguageOf(request);
    const preview = await findPreview(url, search);
    if (preview)
      return reply
        .code(200)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(withPreview(shellIn(language).raw.toString('utf8'), preview));
    const chosen =
      page && wantsPrerendered(language, search)
        ? hasSessionCookie(request)
          ? page.session
          : page.visitor
        : shellIn(language);
    const { body, encoding } = pickEncoding(chosen, request.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding);
    return reply
      .code(200)
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept-Encoding, Cookie, Accept-Language')
      .type('text/html; charset=utf-8')
      .send(body);
  });
  return true;
}
