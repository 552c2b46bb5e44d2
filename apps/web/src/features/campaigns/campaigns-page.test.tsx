import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CampaignSummary } from '@kp/contract/campaigns';
import type { CampaignStatus } from '@kp/domain/campaigns';
import { registerModals } from '../../app/modals';
import { loadSession, signIn } from '../../lib/session';
import { failure, ok, stubServer, USER, type FakeRoute } from '../../test/fake-server.fixtures';
import { renderApp } from '../../test/render-app';

const LIST = '/api/platform-campaign-hub/airdrop-campaign/campaigns/by-state';
const ORDER: Record<string, number> = { LIVE: 0, PUBLISHED: 1 };

function campaign(
  n: number,
  status: CampaignStatus,
  overrides: Partial<CampaignSummary> = {},
): CampaignSummary {
  const live = status === 'LIVE';
  const upcoming = status === 'PUBLISHED';
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    language: 'en',
    slug: `campaign-${n}`,
    title: `${status} campaign ${n}`,
    description: 'Complete the tasks.',
    imageUrl: null,
    status,
    featured: false,
    startsAt: upcoming ? '2099-01-01T00:00:00.000Z' : '2026-01-01T00:00:00.000Z',
    endsAt: live || upcoming ? '2099-02-01T00:00:00.000Z' : '2026-02-01T00:00:00.000Z',
    claimEndsAt: '2099-03-01T00:00:00.000Z',
    timerLabel: live ? 'ends' : upcoming ? 'starts' : status === 'ENDED' ? 'ended' : null,
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
    minPogHumanScore: null,
    minPogTier: null,
    tasksTotal: 3,
    cardState: live
      ? 'GET_STARTED'
      : upcoming
        ? 'COMING_SOON'
        : status === 'CLAIM_REWARDS'
          ? 'CLAIM_REWARDS'
          : 'ENDED',
    progress: null,
    ...overrides,
  };
}

/** The list as the api answers it: filtered by status and upcoming, live then upcoming then the rest, paged. */
function listRoute(campaigns: CampaignSummary[]): FakeRoute {
  return ({ url }) => {
    const status = url.searchParams.get('status');
    const upcoming = url.searchParams.get('upcoming') === 'true';
    const limit = Number(url.searchParams.get('pageLimit') ?? 10);
    const offset = Number(url.searchParams.get('offset') ?? 0);
    const matching = campaigns
      .filter((c) => (status ? c.status === status : true) && (!upcoming || c.status === 'PUBLISHED'))
      .sort((a, b) => (ORDER[a.status] ?? 2) - (ORDER[b.status] ?? 2));
    const page = matching.slice(offset, offset + limit);
    return ok({
      campaigns: page,
      isLastCard: offset + limit >= matching.length,
      offset: offset + page.length,
    });
  };
}

function server(campaigns: CampaignSummary[], overrides: Record<string, FakeRoute> = {}) {
  return stubServer({
    '/api/users/me/profile': () => failure(401, 'UNAUTHORIZED'),
    '/api/authentication/token/refresh': () => failure(400, 'INVALID_REFRESH_TOKEN'),
    '/api/banners': () => ok([]),
    '/api/wallets/balance': () => ok({ balances: [] }),
    [LIST]: listRoute(campaigns),
    ...overrides,
  });
}

const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);
const cardTitles = () =>
  within(screen.getByRole('tabpanel'))
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);

beforeAll(() => registerModals());
beforeEach(async () => {
  localStorage.clear();
  await loadSession();
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the K-Drop page', () => {
  it('is reached from the header and shows the live campaigns as cards linking to each', async () => {
    const { requests } = server([campaign(1, 'LIVE'), campaign(2, 'PUBLISHED'), campaign(3, 'ENDED')]);
    const { location } = renderApp('/');
    fireEvent.click(
      within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', {
        name: 'K-Drop',
      }),
    );
    expect(location.history?.at(-1)).toBe('/gamer/k-drop');
    expect(await screen.findByRole('heading', { level: 1, name: 'K-Drop' }, { timeout: 5000 })).toBeTruthy();
    await screen.findByRole('link', { name: 'LIVE campaign 1' });
    expect(cardTitles()).toEqual(['LIVE campaign 1']);
    expect(screen.getByRole('link', { name: 'LIVE campaign 1' }).getAttribute('href')).toBe(
      '/gamer/k-drop/campaign-1',
    );
    expect(screen.getByRole('tab', { name: 'Live' }).getAttribute('aria-selected')).toBe('true');
    expect(requests(LIST)[0]?.url.searchParams.get('status')).toBe('LIVE');
    expect(document.title).toBe('K-Drop · KPlay');
  });

  it('keeps the tab in the address: Upcoming reads the upcoming ones, and Back returns to Live', async () => {
    const { requests } = server([campaign(1, 'LIVE'), campaign(2, 'PUBLISHED')]);
    const { location } = renderApp('/gamer/k-drop?header=false');
    await screen.findByRole('link', { name: 'LIVE campaign 1' }, { timeout: 5000 });
    fireEvent.click(screen.getByRole('tab', { name: 'Upcoming' }));
    expect(location.history?.at(-1)).toBe('/gamer/k-drop?header=false&tab=upcoming');
    await screen.findByRole('link', { name: 'PUBLISHED campaign 2' });
    expect(screen.getByRole('tab', { name: 'Upcoming' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('Starts in')).toBeTruthy();
    expect(requests(LIST).at(-1)?.url.searchParams.get('upcoming')).toBe('true');
    expect(location.history).toEqual([
      '/gamer/k-drop?header=false',
      '/gamer/k-drop?header=false&tab=upcoming',
    ]);
    // Back: the browser puts the earlier address back (the memory location has no Back button).
    act(() => location.navigate('/gamer/k-drop?header=false', { replace: true }));
    await screen.findByRole('link', { name: 'LIVE campaign 1' });
    expect(screen.getByRole('tab', { name: 'Live' }).getAttribute('aria-selected')).toBe('true');
  });

  it('opens on the tab the address names, and moves between tabs with the arrow keys', async () => {
    server([campaign(1, 'LIVE'), campaign(2, 'PUBLISHED'), campaign(3, 'ENDED')]);
    const { location } = renderApp('/gamer/k-drop?tab=upcoming');
    await screen.findByRole('link', { name: 'PUBLISHED campaign 2' }, { timeout: 5000 });
    const upcoming = screen.getByRole('tab', { name: 'Upcoming' });
    expect(upcoming.getAttribute('tabindex')).toBe('0');
    expect(screen.getByRole('tab', { name: 'Live' }).getAttribute('tabindex')).toBe('-1');
    fireEvent.keyDown(upcoming, { key: 'ArrowRight' });
    expect(location.history?.at(-1)).toBe('/gamer/k-drop?tab=past');
    await screen.findByRole('link', { name: 'ENDED campaign 3' });
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Past' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(location.history?.at(-1)).toBe('/gamer/k-drop');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(
      screen.getByRole('tab', { name: 'Live' }).id,
    );
  });

  it('lists the past ones of every past status, reading past the live and upcoming ones', async () => {
    const campaigns = [
      ...range(1, 14).map((n) => campaign(n, 'LIVE')),
      ...range(20, 3).map((n) => campaign(n, 'PUBLISHED')),
      campaign(30, 'ENDED'),
      campaign(31, 'CLAIM_REWARDS'),
      campaign(32, 'PROCESSING_REWARDS'),
      campaign(33, 'REWARDS_CREDITED'),
    ];
    const { requests } = server(campaigns);
    renderApp('/gamer/k-drop?tab=past');
    await screen.findByRole('link', { name: 'ENDED campaign 30' }, { timeout: 5000 });
    expect(cardTitles()).toEqual([
      'ENDED campaign 30',
      'CLAIM_REWARDS campaign 31',
      'PROCESSING_REWARDS campaign 32',
      'REWARDS_CREDITED campaign 33',
    ]);
    expect(screen.getByText('Claim rewards')).toBeTruthy();
    expect(
      requests(LIST).map((r) => [r.url.searchParams.get('status'), r.url.searchParams.get('offset')]),
    ).toEqual([
      [null, '0'],
      [null, '12'],
    ]);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('loads more from where the list left off, until it is the last card', async () => {
    const { requests } = server(range(1, 15).map((n) => campaign(n, 'LIVE')));
    renderApp('/gamer/k-drop');
    await screen.findByRole('link', { name: 'LIVE campaign 1' }, { timeout: 5000 });
    expect(cardTitles()).toHaveLength(12);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByRole('link', { name: 'LIVE campaign 15' });
    expect(cardTitles()).toHaveLength(15);
    expect(requests(LIST).at(-1)?.url.searchParams.get('offset')).toBe('12');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says when more could not be loaded, and tries again', async () => {
    let fail = true;
    const all = range(1, 13).map((n) => campaign(n, 'LIVE'));
    const list = listRoute(all);
    server(all, {
      [LIST]: (request) =>
        request.url.searchParams.get('offset') === '12' && fail
          ? failure(503, 'SERVICE_UNAVAILABLE')
          : list(request),
    });
    renderApp('/gamer/k-drop');
    await screen.findByRole('link', { name: 'LIVE campaign 1' }, { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect((await screen.findByRole('alert')).textContent).toBe('More campaigns could not be loaded.');
    expect(cardTitles()).toHaveLength(12);
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('link', { name: 'LIVE campaign 13' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says when a tab has no campaigns', async () => {
    server([campaign(3, 'ENDED')]);
    renderApp('/gamer/k-drop');
    expect(
      await screen.findByText(
        'No live campaigns right now. Have a look at the upcoming ones.',
        {},
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Upcoming' }));
    expect(await screen.findByText('No upcoming campaigns yet. Check back soon.')).toBeTruthy();
  });

  it('offers a retry when the list could not be loaded, and recovers', async () => {
    let fail = true;
    const list = listRoute([campaign(1, 'LIVE')]);
    server([], { [LIST]: (request) => (fail ? failure(500, 'SOMETHING_WENT_WRONG') : list(request)) });
    renderApp('/gamer/k-drop');
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toContain('The campaigns could not be loaded.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('link', { name: 'LIVE campaign 1' });
  });

  it('shows a signed-in user their own cards, reading them again after the sign-in', async () => {
    const mine = campaign(1, 'LIVE', {
      cardState: 'CONTINUE_TASKS',
      progress: { hasStarted: true, startedAt: null, tasksVerified: 1, tasksTotal: 3, percent: 33 },
    });
    let signedIn = false;
    const { requests } = server([], {
      [LIST]: (request) => listRoute([signedIn ? mine : campaign(1, 'LIVE')])(request),
    });
    renderApp('/gamer/k-drop');
    await screen.findByText('Get started', {}, { timeout: 5000 });
    signedIn = true;
    act(() => signIn(USER, 'phone'));
    await screen.findByText('Continue tasks');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('33');
    await waitFor(() => expect(requests(LIST)).toHaveLength(2));
  });
});
