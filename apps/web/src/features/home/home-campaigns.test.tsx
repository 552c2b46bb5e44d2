import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CampaignSummary } from '@kp/contract/campaigns';
import type { CampaignStatus } from '@kp/domain/campaigns';
import { loadAllEnglish } from '../../lib/i18n';
import { failure, ok, stubServer } from '../../test/fake-server.fixtures';
import HomeCampaigns from './home-campaigns';
import HomePage from './home-page';

const LIST = '/api/platform-campaign-hub/airdrop-campaign/campaigns/by-state';

function campaign(n: number, status: CampaignStatus): CampaignSummary {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    slug: `campaign-${n}`,
    title: `${status} campaign ${n}`,
    description: 'Complete the tasks.',
    imageUrl: null,
    status,
    featured: false,
    startsAt: status === 'PUBLISHED' ? '2099-01-01T00:00:00.000Z' : '2026-01-01T00:00:00.000Z',
    endsAt: status === 'ENDED' ? '2026-02-01T00:00:00.000Z' : '2099-02-01T00:00:00.000Z',
    claimEndsAt: '2099-03-01T00:00:00.000Z',
    timerLabel: status === 'LIVE' ? 'ends' : status === 'PUBLISHED' ? 'starts' : 'ended',
    applicableContinents: [],
    countries: [],
    platforms: [],
    client: null,
    category: null,
    reward: {
      currency: 'KCASH',
      amount: '25',
      poolTotal: '1000',
      poolRemaining: '500',
      isPoolExhausted: false,
    },
    claimRequiresSignature: false,
    claimChainId: null,
    tasksTotal: 3,
    cardState: status === 'LIVE' ? 'GET_STARTED' : status === 'PUBLISHED' ? 'COMING_SOON' : 'ENDED',
    progress: null,
  };
}

const page = (campaigns: CampaignSummary[]) => ok({ campaigns, isLastCard: true, offset: campaigns.length });

/** An IntersectionObserver the test drives: `enter()` brings every observed element into view. */
function stubIntersectionObserver() {
  const observers: {
    callback: IntersectionObserverCallback;
    elements: Element[];
    options?: IntersectionObserverInit;
  }[] = [];
  class FakeObserver {
    entry: (typeof observers)[number];
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.entry = { callback, elements: [], options };
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
    options: () => observers[0]?.options,
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

beforeAll(() => loadAllEnglish());
afterEach(() => vi.unstubAllGlobals());

describe('the home page’s K-Drop row', () => {
  it('shows live campaigns, then upcoming ones, and leaves the past out', async () => {
    const { requests } = stubServer({
      [LIST]: () => page([campaign(1, 'LIVE'), campaign(2, 'PUBLISHED'), campaign(3, 'ENDED')]),
    });
    render(<HomeCampaigns />);
    expect(screen.getByRole('status').textContent).toBe('Loading campaigns…');
    await screen.findByRole('link', { name: 'LIVE campaign 1' });
    expect(screen.getAllByRole('link').map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['LIVE campaign 1', '/gamer/k-drop/campaign-1'],
      ['PUBLISHED campaign 2', '/gamer/k-drop/campaign-2'],
    ]);
    expect(screen.getByText('Get started')).toBeTruthy();
    expect(screen.getByText('Coming soon')).toBeTruthy();
    const query = requests(LIST)[0]?.url.searchParams;
    expect(query?.get('pageLimit')).toBe('6');
    expect(query?.has('status')).toBe(false);
  });

  it('says when nothing is live or upcoming', async () => {
    stubServer({ [LIST]: () => page([campaign(3, 'ENDED')]) });
    render(<HomeCampaigns />);
    expect(await screen.findByText('No live or upcoming campaigns right now. Check back soon.')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('offers a retry after a failure, and recovers', async () => {
    let fail = true;
    stubServer({ [LIST]: () => (fail ? failure(503, 'SERVICE_UNAVAILABLE') : page([campaign(1, 'LIVE')])) });
    render(<HomeCampaigns />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The campaigns could not be loaded.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'LIVE campaign 1' })).toBeTruthy();
  });
});

describe('the K-Drop section of the home page', () => {
  it('has its heading and a link to every campaign, and reads the campaigns only once it nears the screen', async () => {
    const observer = stubIntersectionObserver();
    const { requests } = stubServer({
      '/api/banners': () => ok([]),
      [LIST]: () => page([campaign(1, 'LIVE')]),
    });
    render(<HomePage />);
    const section = screen.getByRole('region', { name: 'K-Drop campaigns' });
    expect(within(section).getByRole('link', { name: 'See all campaigns' }).getAttribute('href')).toBe(
      '/gamer/k-drop',
    );
    const row = section.lastElementChild!;
    expect(row.className).toContain('h-[27rem]');
    expect(observer.observed()).toEqual([section]);
    expect(observer.options()?.rootMargin).toBe('200px');
    await screen.findByText(/no highlights right now/i);
    expect(requests(LIST)).toHaveLength(0);

    observer.enter();
    expect(await within(section).findByRole('link', { name: 'LIVE campaign 1' })).toBeTruthy();
    // The same fixed height once filled: nothing below moves.
    expect(section.lastElementChild!.className).toContain('h-[27rem]');
    expect(requests(LIST)).toHaveLength(1);
    expect(observer.observed()).toEqual([]);
  });

  it('stays a heading and a link where the browser cannot tell when it is seen', async () => {
    const { requests } = stubServer({
      '/api/banners': () => ok([]),
      [LIST]: () => page([campaign(1, 'LIVE')]),
    });
    render(<HomePage />);
    await screen.findByText(/no highlights right now/i);
    const section = screen.getByRole('region', { name: 'K-Drop campaigns' });
    expect(within(section).getAllByRole('link')).toHaveLength(1);
    expect(requests(LIST)).toHaveLength(0);
  });
});
