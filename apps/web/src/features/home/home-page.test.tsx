import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@kp/contract/auth';
import { toBcp47 } from '@kp/domain/languages';
import { matchRoute } from '../../app/routes';
import { resetFeatures } from '../../lib/features';
import { loadAllMessages } from '../../lib/i18n';
import { isModalOpen, registerModal } from '../../lib/modals';
import { loadSession, signIn } from '../../lib/session';
import { failure, ok, stubServer, USER, type FakeRoute } from '../../test/fake-server.fixtures';
import {
  aggregate,
  balances,
  campaign,
  campaignPage,
  gameId,
  myQuest,
  PATHS,
  quest,
  questPage,
} from './home.fixtures';
import HomePage from './home-page';
import { isolate } from '../../components/user-text';

/** An IntersectionObserver the test drives: `enter()` brings every observed element into view. */
function stubIntersectionObserver() {
  const observers: { callback: IntersectionObserverCallback; elements: Element[] }[] = [];
  class FakeObserver {
    entry: (typeof observers)[number];
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, elements: [] };
      observers.push(this.entry);
    }
    observe(element: Element) {
      this.entry.elements.push(element);
    }
    disconnect() {
      this.entry.elements = [];
    }
    unobserve() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    observed: () => observers.flatMap((o) => o.elements),
    enter: () =>
      act(() => {
        for (const o of observers)
          if (o.elements.length)
            o.callback(
              o.elements.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
              o as unknown as IntersectionObserver,
            );
      }),
  };
}

/** Every link's path in `container` leads to a page of the app (none to the 404 page). */
function expectRealRoutes(container: HTMLElement) {
  const hrefs = within(container)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href') ?? '');
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) expect(matchRoute(href.split('?')[0] ?? ''), href).not.toBeNull();
  return hrefs;
}

const SUPER_OVER = quest(1, 'Super Over');
const FIRST_HUNT = quest(2, 'First Hunt', 'Bullieverse');

// Each test signs in a user of its own: the balances and features are kept per page load.
let users = 0;
const newUser = (fields: Partial<SessionUser> = {}): SessionUser => ({
  ...USER,
  id: `0b6f4b84-4d7c-4c55-9a55-3a9f0e0e${String(++users).padStart(4, '0')}`,
  firstName: 'Asha',
  ...fields,
});

/** The api of a signed-in user's home, each route replaceable. */
function memberServer(routes: Record<string, FakeRoute> = {}) {
  return stubServer({
    [PATHS.campaigns]: () => campaignPage([campaign(1, 'LIVE'), campaign(2, 'PUBLISHED')]),
    [PATHS.liveQuests]: () => questPage([SUPER_OVER, FIRST_HUNT]),
    [PATHS.myQuests]: () => ok({ quests: [], total: 0 }),
    [PATHS.aggregate]: () => ok(aggregate()),
    [PATHS.balances]: () => balances('120.50'),
    [PATHS.banners]: () => ok([]),
    [PATHS.articles]: () => ok({ articles: [], total: 0 }),
    ...routes,
  });
}

async function renderSignedIn(user = newUser()) {
  const view = render(<HomePage />);
  act(() => signIn(user, 'phone'));
  await screen.findByRole('heading', { level: 1, name: `Hi, ${isolate(user.firstName ?? '')}!` });
  return view;
}

beforeAll(() => loadAllMessages());
beforeEach(async () => {
  localStorage.clear();
  resetFeatures();
  await loadSession();
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the visitor’s home', () => {
  it('opens with key art and one action, Sign in with your phone, which opens the sign-in', async () => {
    const { fetch } = stubServer({});
    const LoginModal = () => <dialog open aria-label="Sign in" />;
    registerModal('login', async () => ({ default: LoginModal }));
    render(<HomePage />);
    const hero = screen.getByRole('region', { name: 'Play games. Complete quests. Earn rewards.' });
    const art = hero.querySelector('img');
    expect(art?.getAttribute('src')).toMatch(/^\/api\/art\/banner\?icon=crossed-swords&palette=neon/);
    // The page's largest paint: loaded at once and first, its space reserved.
    expect(art?.getAttribute('loading')).toBe('eager');
    expect(art?.getAttribute('fetchpriority')).toBe('high');
    expect(art?.getAttribute('width')).toBeTruthy();
    expect(within(hero).getAllByRole('button')).toHaveLength(1);
    fireEvent.click(within(hero).getByRole('button', { name: 'Sign in with your phone' }));
    expect(isModalOpen('login')).toBe(true);
    // A visitor's first screen asks the api nothing.
    expect(fetch).not.toHaveBeenCalled();
  });

  it('advertises only what this installation has, each feature a link to its page', () => {
    stubServer({});
    const { container } = render(<HomePage />);
    expect(container.textContent).not.toMatch(/proof of gamer|clan/i);
    const features = screen.getByRole('region', { name: 'What you can do here' });
    expect(expectRealRoutes(features)).toEqual(['/k-quest', '/gamer/k-drop', '/klash', '/k-store']);
    expect(within(features).getByRole('link', { name: /^K-Quest/ })).toBeTruthy();
  });

  it('keeps the shapes of its rows until they come onto the screen, then shows live campaigns and quests as cards, each a link to its page', async () => {
    const observer = stubIntersectionObserver();
    const { requests } = stubServer({
      [PATHS.campaigns]: () =>
        campaignPage([campaign(1, 'LIVE'), campaign(2, 'PUBLISHED'), campaign(3, 'ENDED')]),
      [PATHS.liveQuests]: () => questPage([SUPER_OVER, FIRST_HUNT]),
    });
    render(<HomePage />);
    const campaigns = screen.getByRole('region', { name: 'K-Drop campaigns' });
    const quests = screen.getByRole('region', { name: 'Live quests' });
    // Not a blank panel: a row of card shapes, named once for assistive technology.
    expect(within(campaigns).getByRole('status').textContent).toBe('Loading campaigns…');
    expect(within(quests).getByRole('status').textContent).toBe('Loading quests…');
    expect(campaigns.querySelectorAll('.skeleton').length).toBeGreaterThan(3);
    expect(observer.observed()).toEqual([campaigns]);
    expect(requests(PATHS.campaigns)).toHaveLength(0);

    observer.enter();
    await within(campaigns).findByRole('link', { name: 'Campaign 1' });
    expect(expectRealRoutes(campaigns)).toEqual([
      '/gamer/k-drop',
      '/gamer/k-drop/campaign-1',
      '/gamer/k-drop/campaign-2',
    ]);
    expect(within(campaigns).getByText('Get started')).toBeTruthy();
    expect(within(campaigns).getByText('Coming soon')).toBeTruthy();
    await within(quests).findByRole('link', { name: 'Super Over' });
    expect(expectRealRoutes(quests)).toEqual(['/k-quest', '/k-quest/quest-1', '/k-quest/quest-2']);
    // Each quest card shows its game's art as a banner, its space reserved.
    const banner = within(quests).getAllByRole('article')[0]?.querySelector('img');
    expect(banner?.getAttribute('src')).toMatch(/^\/api\/art\/banner\?icon=cricket-bat/);
    expect(banner?.getAttribute('height')).toBe('96');
    expect(within(quests).getAllByText('Reward: 2.5 K-Cash')).toHaveLength(2);
    expect(requests(PATHS.campaigns)[0]?.url.searchParams.get('pageLimit')).toBe('6');
    expect(observer.observed()).toEqual([]);
  });

  it('offers Try again when a row cannot be loaded, and recovers', async () => {
    const observer = stubIntersectionObserver();
    let isDown = true;
    stubServer({
      [PATHS.campaigns]: () =>
        isDown ? failure(503, 'SERVICE_UNAVAILABLE') : campaignPage([campaign(1, 'LIVE')]),
      [PATHS.liveQuests]: () => questPage([]),
    });
    render(<HomePage />);
    observer.enter();
    const campaigns = screen.getByRole('region', { name: 'K-Drop campaigns' });
    const alert = await within(campaigns).findByRole('alert');
    expect(alert.textContent).toContain('The campaigns could not be loaded.');
    expect(
      await within(screen.getByRole('region', { name: 'Live quests' })).findByText(
        'No live quests right now. Check back soon.',
      ),
    ).toBeTruthy();
    isDown = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(campaigns).findByRole('link', { name: 'Campaign 1' })).toBeTruthy();
  });
});

describe('the signed-in home', () => {
  it('shows the shapes of each part while it loads, never a blank panel', async () => {
    const never = () => new Promise<Response>(() => {});
    memberServer({ [PATHS.myQuests]: never, [PATHS.liveQuests]: never, [PATHS.campaigns]: never });
    await renderSignedIn();
    const busy = screen.getAllByRole('status').map((status) => status.textContent);
    expect(busy).toEqual(
      expect.arrayContaining(['Loading what you started…', 'Loading quests…', 'Loading campaigns…']),
    );
    for (const name of ['Continue where you left off', 'Today’s quests', 'K-Drop campaigns'])
      expect(screen.getByRole('region', { name }).querySelectorAll('.skeleton').length).toBeGreaterThan(1);
    expect(screen.queryByRole('button', { name: 'Sign in with your phone' })).toBeNull();
  });

  it('greets the gamer with their balance and what is ready to collect, and leads to collecting it', async () => {
    memberServer({ [PATHS.aggregate]: () => ok(aggregate({ kcash: '4.00', kpoints: '500', usdt: '1.5' })) });
    await renderSignedIn();
    const greeting = screen.getByRole('region', { name: `Hi, ${isolate('Asha')}!` });
    expect(screen.queryByRole('button', { name: 'Sign in with your phone' })).toBeNull();
    await within(greeting).findByText('120.5');
    const ready = await within(greeting).findByText('Ready to collect');
    expect(ready.parentElement?.textContent).toContain('4 K-Cash500 K-Points1.5 USDT');
    expect(within(greeting).getByRole('link', { name: 'Collect' }).getAttribute('href')).toBe(
      '/collect-earnings',
    );
  });

  it('says when nothing is ready to collect, and where to earn', async () => {
    memberServer();
    await renderSignedIn();
    const greeting = screen.getByRole('region', { name: `Hi, ${isolate('Asha')}!` });
    expect(
      await within(greeting).findByText('Nothing to collect yet. Finish a quest to earn your first reward.'),
    ).toBeTruthy();
    expect(within(greeting).getByRole('link', { name: 'Find a quest' }).getAttribute('href')).toBe(
      '/k-quest',
    );
    expect(within(greeting).queryByRole('link', { name: 'Collect' })).toBeNull();
  });

  it('continues where the gamer left off: campaigns by tasks done of all, quests by the stage they are at', async () => {
    memberServer({
      [PATHS.campaigns]: () =>
        campaignPage([
          campaign(1, 'LIVE', { verified: 3, total: 9 }),
          campaign(2, 'LIVE'),
          campaign(3, 'ENDED', { verified: 4, total: 4 }),
        ]),
      [PATHS.myQuests]: () =>
        ok({ quests: [myQuest(SUPER_OVER, 1, 2), myQuest(FIRST_HUNT, 2, 2)], total: 2 }),
    });
    await renderSignedIn();
    const section = screen.getByRole('region', { name: 'Continue where you left off' });
    await within(section).findByRole('link', { name: /^Campaign 1/ });
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Campaign 1 3 of 9 tasks›', '/gamer/k-drop/campaign-1'],
      ['Campaign 3 4 of 4 tasks: your reward is ready to claim›', '/gamer/k-drop/campaign-3'],
      ['Super Over Stage 2 of 2›', '/k-quest/quest-1'],
    ]);
    expectRealRoutes(section);
    // Today's quests say Continue on the one the gamer is on.
    const today = screen.getByRole('region', { name: 'Today’s quests' });
    const superOver = (await within(today).findByRole('link', { name: 'Super Over' })).closest('article');
    expect(superOver?.textContent).toContain('Continue');
  });

  it('leads a gamer with nothing started to a first quest, of a game they picked first', async () => {
    localStorage.setItem('firstRun', JSON.stringify([gameId('bullieverse')]));
    memberServer();
    await renderSignedIn();
    const section = screen.getByRole('region', { name: 'Continue where you left off' });
    const start = await within(section).findByRole('link', { name: /^Start your first quest/ });
    expect(start.textContent).toContain(`${isolate('First Hunt')} in ${isolate('Bullieverse')}`);
    expect(start.getAttribute('href')).toBe('/k-quest/quest-2');
    // Today's quests too put the picked game's first.
    const today = screen.getByRole('region', { name: 'Today’s quests' });
    await within(today).findByRole('link', { name: 'First Hunt' });
    expect(
      within(today)
        .getAllByRole('article')
        .map((card) => card.querySelector('h3')?.textContent),
    ).toEqual(['First Hunt', 'Super Over']);
  });

  it('offers Try again when what was started cannot be loaded', async () => {
    let isDown = true;
    memberServer({
      [PATHS.myQuests]: () => (isDown ? failure(503, 'SERVICE_UNAVAILABLE') : ok({ quests: [], total: 0 })),
    });
    await renderSignedIn();
    const section = screen.getByRole('region', { name: 'Continue where you left off' });
    const alert = await within(section).findByRole('alert');
    expect(alert.textContent).toContain('What you started could not be loaded.');
    isDown = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByText('Nothing in progress yet.')).toBeTruthy();
  });

  it('offers only the features this installation has on', async () => {
    memberServer({ [PATHS.features]: () => ok({ buyKcash: false, kyc: false }) });
    await renderSignedIn();
    const explore = screen.getByRole('region', { name: 'Explore' });
    await waitFor(() => expect(within(explore).getAllByRole('link')).toHaveLength(6));
    expect(within(explore).queryByRole('link', { name: 'Buy K-Cash' })).toBeNull();
    expect(expectRealRoutes(explore)).toEqual([
      '/k-quest',
      '/gamer/k-drop',
      '/klash',
      '/tournaments',
      '/k-store',
      '/games',
    ]);
  });

  it('offers buying K-Cash where the installation sells it', async () => {
    memberServer();
    await renderSignedIn();
    const explore = screen.getByRole('region', { name: 'Explore' });
    const buy = await within(explore).findByRole('link', { name: 'Buy K-Cash' });
    expect(buy.getAttribute('href')).toBe('/buy-kcash');
    expectRealRoutes(explore);
  });

  it('shows what is new, each banner leading to a page of the app or another site', async () => {
    const banner = (position: number, title: string, linkUrl: string) => ({
      id: `00000000-0000-4000-8000-00000000040${position}`,
      placement: 'home',
      title,
      subtitle: `${title} subtitle`,
      linkUrl,
      position,
    });
    memberServer({
      [PATHS.banners]: () =>
        ok([
          banner(1, 'Monsoon Airdrop is live', '/gamer/k-drop'),
          banner(2, 'Mint your Proof of Gamer', '/pog'),
          banner(3, 'Start a clan', '/clan-chief/'),
          banner(4, 'Partner', 'https://example.org/x'),
          banner(5, 'The hottest POGs', '/pog-showcase'),
        ]),
    });
    await renderSignedIn();
    const news = screen.getByRole('region', { name: 'What’s new' });
    await within(news).findByRole('link', { name: /^Monsoon Airdrop is live/ });
    expect(
      within(news)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/gamer/k-drop', '/pog', '/clan-chief/', 'https://example.org/x', '/pog-showcase']);
    for (const href of ['/gamer/k-drop', '/pog', '/clan-chief/', '/pog-showcase'])
      expect(matchRoute(href), href).not.toBeNull();
  });

  it('shows the latest articles in the language they came in, each leading to its page', async () => {
    const article = (n: number, slug: string, title: string, language: string) => ({
      id: `00000000-0000-4000-8000-00000000050${n}`,
      slug,
      title,
      summary: `${title} summary`,
      publishedAt: '2026-11-20T10:00:00.000Z',
      language,
    });
    const { requests } = memberServer({
      [PATHS.articles]: () =>
        ok({
          articles: [
            article(1, 'how-k-cash-works', 'K-Cash कैसे काम करता है', 'hi'),
            article(2, 'clan-season-one', 'Clan season one', 'en'),
          ],
          total: 2,
        }),
    });
    await renderSignedIn();
    const read = screen.getByRole('region', { name: 'Guides and news' });
    const first = await within(read).findByRole('link', { name: /^K-Cash कैसे काम करता है/ });
    expect(first.getAttribute('lang')).toBe(toBcp47('hi'));
    expect(
      within(read)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/article-details', '/article-details/how-k-cash-works', '/article-details/clan-season-one']);
    for (const href of ['/article-details', '/article-details/how-k-cash-works'])
      expect(matchRoute(href), href).not.toBeNull();
    expect(requests(PATHS.articles)[0]!.url.searchParams.get('limit')).toBe('4');
  });

  it('makes every card of the page a link to a page of the app', async () => {
    memberServer({
      [PATHS.campaigns]: () =>
        campaignPage([campaign(1, 'LIVE', { verified: 1, total: 3 }), campaign(2, 'LIVE')]),
      [PATHS.myQuests]: () => ok({ quests: [myQuest(SUPER_OVER, 0, 2)], total: 1 }),
      [PATHS.aggregate]: () => ok(aggregate({ kcash: '4.00' })),
    });
    const { container } = await renderSignedIn();
    await screen.findByRole('link', { name: /^Campaign 1 1 of 3 tasks/ });
    await within(screen.getByRole('region', { name: 'Today’s quests' })).findByRole('link', {
      name: 'First Hunt',
    });
    await within(screen.getByRole('region', { name: 'Explore' })).findByRole('link', { name: 'Buy K-Cash' });
    for (const card of container.querySelectorAll('article'))
      expect(within(card as HTMLElement).getAllByRole('link')).toHaveLength(1);
    expectRealRoutes(container);
    expect(container.textContent).not.toMatch(/proof of gamer|clan/i);
  });
});
