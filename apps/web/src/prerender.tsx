import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { Router } from 'wouter';
import { App } from './app/app';
import { POLICY_SLUGS } from './app/routes';
import { startI18n } from './lib/i18n';
import { Gallery } from './design/gallery';

/**
 * The pages drawn at build time (`npm run build`), in English: the server sends them as they
 * are, so a first visit paints before any script has run; the browser then adopts them.
 * Pages that depend on the user (all that come with sign-in) are not drawn ahead.
 */
export const PRERENDERED_PAGES: readonly { name: string; paths: readonly string[] }[] = [
  { name: 'home', paths: ['/', '/home'] },
  ...POLICY_SLUGS.map((slug) => ({ name: slug, paths: [`/${slug}`] })),
];

let i18nReady: Promise<unknown> | undefined;

/**
 * The markup of the app at `path`, with every lazy page resolved and drawn in place: no part of
 * it may be left behind a loading state that only an inline script (which the CSP refuses)
 * could reveal.
 */
export async function renderPage(path: string): Promise<string> {
  i18nReady ??= startI18n('en');
  await i18nReady;
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <Router ssrPath={path}>
        <App firstEmbedFlags={{ hideHeader: false, hideFooter: false }} />
      </Router>
    </StrictMode>,
    // React moves a large finished part (a long policy) out of place for progressive streaming,
    // to be put back by an inline script; a page drawn ahead has nothing to stream.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
  const html = Buffer.concat(chunks).toString('utf8');
  if (/<template|hidden id="S:/.test(html)) throw new Error(`${path}: a part of the page was still loading`);
  return html;
}

/** The design system's gallery (design/gallery.tsx), for `npm run design:screenshots`. */
export async function renderGallery(): Promise<string> {
  i18nReady ??= startI18n('en');
  await i18nReady;
  const { prelude } = await prerenderToNodeStream(
    <Router ssrPath="/">
      <Gallery />
    </Router>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}
