import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { BRAND_NAME } from '@kp/domain/brand';
import { isEmbedded, readEmbedFlags } from '@kp/domain/embed';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_COOKIE } from '@kp/domain/languages';
import { normalizePath } from '@kp/domain/paths';
import { COOKIE_KEYS } from '@kp/domain/storage-keys';

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
 * Whether the reader gets the prerendered English page: not when the page is embedded (it
 * would flash the header the frame hides) nor when the reader chose another language.
 */
function wantsPrerendered(request: FastifyRequest, search: string): boolean {
  if (isEmbedded(readEmbedFlags(search))) return false;
  const language = request.cookies?.[LANGUAGE_COOKIE];
  // No choice, or none the app knows (it then reads English too).
  return !isLanguage(language) || language === DEFAULT_LANGUAGE;
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
 * with a page: the prerendered one for its path when there is one, else the shell, in which
 * the client router draws the page (its own 404 included).
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
  const shell = loadPage(indexFile);
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
    const preview = await findPreview(url, search);
    if (preview)
      return reply
        .code(200)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(withPreview(shell.raw.toString('utf8'), preview));
    const chosen =
      page && wantsPrerendered(request, search)
        ? hasSessionCookie(request)
          ? page.session
          : page.visitor
        : shell;
    const { body, encoding } = pickEncoding(chosen, request.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding);
    return reply
      .code(200)
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept-Encoding, Cookie')
      .type('text/html; charset=utf-8')
      .send(body);
  });
  return true;
}
