import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Article, ArticleSummary } from '@kp/contract/content';
import { toBcp47 } from '@kp/domain/languages';
import { loadSession } from '../../lib/session';
import { failure, ok, stubServer, type FakeRoute } from '../../test/fake-server.fixtures';
import { renderApp } from '../../test/render-app';

const HINDI: Article = {
  id: '00000000-0000-4000-8000-000000000601',
  slug: 'how-k-cash-works',
  title: 'K-Cash कैसे काम करता है',
  summary: 'K-Cash कमाना, स्वैप करना और खर्च करना।',
  body: 'K-Cash क्वेस्ट पूरे करके कमाया जाता है।\n\n1 USDT स्वैप करने पर 1000 K-Cash मिलते हैं।\nइसे स्टोर में खर्च करो।',
  publishedAt: '2026-11-20T10:00:00.000Z',
  language: 'hi',
};

const summary = (n: number, slug: string, title: string, language: ArticleSummary['language'] = 'en') => ({
  id: `00000000-0000-4000-8000-00000000070${n}`,
  slug,
  title,
  summary: `${title}: what it is about.`,
  publishedAt: `2026-11-1${n}T10:00:00.000Z`,
  language,
});

const LIST = '/api/articles';
const ONE = `/api/articles/${HINDI.slug}`;

function server(routes: Record<string, FakeRoute>) {
  return stubServer({
    [LIST]: () =>
      ok({
        articles: [
          summary(1, HINDI.slug, HINDI.title, 'hi'),
          summary(2, 'clan-season-one', 'Clan season one'),
        ],
        total: 2,
      }),
    ...routes,
  });
}

beforeEach(async () => {
  localStorage.clear();
  await loadSession();
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('an article’s page', () => {
  it('shows the article in the language it came in, its paragraphs, its date, and others to read', async () => {
    server({ [ONE]: () => ok(HINDI) });
    renderApp(`/article-details/${HINDI.slug}`);
    const heading = await screen.findByRole('heading', { level: 1, name: HINDI.title });
    const article = heading.closest('article')!;
    expect(article.getAttribute('lang')).toBe(toBcp47('hi'));
    expect(article.getAttribute('dir')).toBe('ltr');
    expect(document.title).toMatch(new RegExp(`^${HINDI.title} · `));
    const paragraphs = [...article.querySelectorAll('p')].map((p) => p.textContent);
    expect(paragraphs).toEqual([
      'Published November 20, 2026',
      HINDI.summary,
      'K-Cash क्वेस्ट पूरे करके कमाया जाता है।',
      '1 USDT स्वैप करने पर 1000 K-Cash मिलते हैं।\nइसे स्टोर में खर्च करो।',
    ]);
    // The date is the interface's words, in the interface's language.
    expect(article.querySelector('time')!.closest('p')!.getAttribute('lang')).toBe('en');
    expect(screen.getByRole('link', { name: 'All articles' }).getAttribute('href')).toBe('/article-details');
    const more = await screen.findByRole('region', { name: 'More to read' });
    expect(
      within(more)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/article-details/clan-season-one']);
  });

  it('writes a right-to-left article right to left', async () => {
    server({ [ONE]: () => ok({ ...HINDI, title: 'איך K-Cash עובד', language: 'he' }) });
    renderApp(`/article-details/${HINDI.slug}`);
    const heading = await screen.findByRole('heading', { level: 1, name: 'איך K-Cash עובד' });
    expect(heading.closest('article')!.getAttribute('dir')).toBe('rtl');
    expect(heading.closest('article')!.getAttribute('lang')).toBe(toBcp47('he'));
  });

  it('says so while it loads', async () => {
    let answer: (response: Response) => void = () => {};
    server({ [ONE]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderApp(`/article-details/${HINDI.slug}`);
    const loading = await screen.findByText('Loading articles…');
    expect(loading.closest('[role="status"]')).not.toBeNull();
    answer(await ok(HINDI));
    await screen.findByRole('heading', { level: 1, name: HINDI.title });
    expect(screen.queryByText('Loading articles…')).toBeNull();
  });

  it('says an unknown article is not there, with the way to the others', async () => {
    server({ [`/api/articles/no-such-article`]: () => failure(404, 'ARTICLE_NOT_FOUND') });
    renderApp('/article-details/no-such-article');
    await screen.findByRole('heading', { level: 1, name: 'Article not found' });
    expect(screen.getByText('This article does not exist or is not published yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All articles' }).getAttribute('href')).toBe('/article-details');
    await waitFor(() => expect(document.title).toMatch(/^Article not found · /));
  });

  it('offers to try again when it cannot be read, and then shows it', async () => {
    let failures = 1;
    const { requests } = server({
      [ONE]: () => (failures-- > 0 ? failure(503, 'SERVICE_UNAVAILABLE') : ok(HINDI)),
    });
    renderApp(`/article-details/${HINDI.slug}`);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The articles could not be loaded.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { level: 1, name: HINDI.title });
    expect(requests(ONE)).toHaveLength(2);
  });
});

describe('the list of articles', () => {
  it('shows the published articles newest first, each a link to its page, then the next page', async () => {
    const first = Array.from({ length: 10 }, (_, i) => summary(i, `article-${i}`, `Article ${i}`));
    const { requests } = stubServer({
      [LIST]: ({ url }) =>
        url.searchParams.get('offset') === '10'
          ? ok({ articles: [summary(9, 'the-last-one', 'The last one', 'pt')], total: 11 })
          : ok({ articles: first, total: 11 }),
    });
    renderApp('/article-details');
    await screen.findByRole('heading', { level: 1, name: 'Articles' });
    await screen.findByRole('link', { name: /^Article 0/ });
    expect(document.title).toMatch(/^Articles · /);
    expect(screen.getAllByRole('link', { name: /^Article \d/ })).toHaveLength(10);
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    const last = await screen.findByRole('link', { name: /^The last one/ });
    expect(last.getAttribute('href')).toBe('/article-details/the-last-one');
    expect(last.querySelector('[lang]')!.getAttribute('lang')).toBe(toBcp47('pt'));
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(requests(LIST).map((r) => r.url.searchParams.get('offset'))).toEqual(['0', '10']);
  });

  it('says when there are none yet', async () => {
    stubServer({ [LIST]: () => ok({ articles: [], total: 0 }) });
    renderApp('/article-details/');
    expect(await screen.findByText('No articles yet. Check back soon.')).toBeTruthy();
  });
});
