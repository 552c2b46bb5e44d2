import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  ReferralCampaignCode,
  ReferralProgress,
  ReferralRoadmap,
  ReferredGamer,
} from '@kp/contract/referral-campaign';
import { loadSession, signIn } from '../../lib/session';
import { failure, ok, PROFILE, stubServer, USER, type FakeRoute } from '../../test/fake-server.fixtures';
import { renderApp } from '../../test/render-app';

const BASE = '/api/referral-campaign';
const LAZY = { timeout: 10_000 };
const LINK = 'http://localhost/?ref=ABCD2345';
const withSource = (channel: string) =>
  `${LINK}&utm_source=${channel}&utm_medium=referral&utm_campaign=referral-campaign`;

const CODE: ReferralCampaignCode = {
  code: 'ABCD2345',
  link: LINK,
  shareLinks: {
    copy: withSource('copy'),
    x: withSource('x'),
    telegram: withSource('telegram'),
    facebook: withSource('facebook'),
    whatsapp: withSource('whatsapp'),
    more: withSource('more'),
  },
};

const ROADMAP: ReferralRoadmap = {
  perReferral: { currency: 'KCASH', amount: '20.00' },
  milestones: [
    { qualified: 1, reward: { currency: 'KPOINTS', amount: '100' } },
    { qualified: 3, reward: { currency: 'KCASH', amount: '50.00' } },
    { qualified: 5, reward: { currency: 'KCASH', amount: '100.00' } },
  ],
  qualifyingActions: [
    'quest_stage',
    'campaign_task',
    'campaign_claim',
    'tournament_result',
    'daily_check_in',
  ],
  applyWindowDays: 7,
};

function gamer(fields: Partial<ReferredGamer>): ReferredGamer {
  return {
    displayName: null,
    state: 'signed_up',
    joinedAt: '2026-11-20T10:00:00.000Z',
    qualifiedAt: null,
    reward: null,
    ...fields,
  };
}

const EMPTY: ReferralProgress = {
  signedUp: 0,
  qualified: 0,
  percent: 0,
  milestones: ROADMAP.milestones.map((m, i) => ({ ...m, state: i === 0 ? 'next' : 'locked', paidAt: null })),
  next: { ...ROADMAP.milestones[0]!, remaining: 1 },
  earned: [],
  referred: [],
};

const TWO_QUALIFIED: ReferralProgress = {
  signedUp: 3,
  qualified: 2,
  percent: 50,
  milestones: [
    { ...ROADMAP.milestones[0]!, state: 'reached', paidAt: '2026-11-21T10:00:00.000Z' },
    { ...ROADMAP.milestones[1]!, state: 'next', paidAt: null },
    { ...ROADMAP.milestones[2]!, state: 'locked', paidAt: null },
  ],
  next: { ...ROADMAP.milestones[1]!, remaining: 1 },
  earned: [
    { currency: 'KCASH', amount: '40.00' },
    { currency: 'KPOINTS', amount: '100' },
  ],
  referred: [
    gamer({ displayName: 'ravi_plays', joinedAt: '2026-11-22T10:00:00.000Z' }),
    gamer({
      displayName: 'meera07',
      state: 'qualified',
      joinedAt: '2026-11-21T09:00:00.000Z',
      qualifiedAt: '2026-11-21T10:00:00.000Z',
      reward: { currency: 'KCASH', amount: '20.00' },
    }),
    gamer({
      state: 'erased',
      qualifiedAt: '2026-11-20T11:00:00.000Z',
      reward: { currency: 'KCASH', amount: '20.00' },
    }),
  ],
};

function server(progress: FakeRoute = () => ok(TWO_QUALIFIED), routes: Record<string, FakeRoute> = {}) {
  return stubServer({
    '/api/banners': () => ok([]),
    '/api/users/me/profile': () => ok(PROFILE),
    [`${BASE}/code`]: () => ok(CODE),
    [`${BASE}/roadmap`]: () => ok(ROADMAP),
    [`${BASE}/progress`]: progress,
    ...routes,
  });
}

async function openSection(url = '/profile') {
  signIn(USER, 'phone');
  renderApp(url);
  const heading = await screen.findByRole('heading', { level: 2, name: 'Invite gamers' }, LAZY);
  const section = heading.closest('section')!;
  await within(section).findByText('ABCD2345', {}, LAZY);
  return within(section);
}

beforeEach(async () => {
  localStorage.clear();
  await loadSession();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
  history.replaceState(null, '', '/');
});

describe('the referral section of the profile', () => {
  it('gives the code and the link to copy, and shares the link to each channel with its utm_source', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    server();
    const section = await openSection();
    expect(section.getByText(/you earn 20 K-Cash, and more at every milestone/)).toBeTruthy();
    expect(section.getByText(/a quest stage, a campaign task/)).toBeTruthy();
    expect(section.getByText(LINK)).toBeTruthy();

    fireEvent.click(section.getByRole('button', { name: 'Copy your referral link' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(CODE.shareLinks.copy));
    fireEvent.click(section.getByRole('button', { name: 'Copy your referral code' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('ABCD2345'));

    const x = section.getByRole('link', { name: 'X' }).getAttribute('href')!;
    expect(x.startsWith('https://x.com/intent/tweet?text=')).toBe(true);
    expect(new URL(new URL(x).searchParams.get('url')!).searchParams.get('utm_source')).toBe('x');
    expect(new URL(x).searchParams.get('text')).toBe(
      'Join me on KPlay! Sign up with my referral code ABCD2345:',
    );
    const whatsapp = section.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')!;
    expect(whatsapp).toContain(encodeURIComponent(CODE.shareLinks.whatsapp));
    expect(section.getByRole('link', { name: 'Telegram' }).getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('shows the progress along the roadmap, each milestone, what was earned and the invited gamers', async () => {
    server();
    const section = await openSection();
    expect(section.getByText('Qualified: 2 · Signed up: 3')).toBeTruthy();
    const bar = section.getByRole('progressbar', { name: 'Progress along the referral roadmap' });
    expect(bar.getAttribute('aria-valuenow')).toBe('50');
    expect(section.getByText('Next milestone: 3 qualified, for 50 K-Cash. Still to go: 1')).toBeTruthy();

    const milestones = within(section.getByRole('region', { name: 'Milestones' })).getAllByRole('listitem');
    expect(milestones.map((li) => li.textContent)).toEqual([
      '🏆1 qualified100 K-PointsReachedPaid',
      '🎯3 qualified50 K-CashNext',
      '🔒5 qualified100 K-CashLocked',
    ]);
    expect(section.getByText('Earned so far: 40 K-Cash · 100 K-Points')).toBeTruthy();
    expect(section.getByRole('link', { name: 'Collect your earnings' }).getAttribute('href')).toBe(
      '/collect-earnings',
    );

    const gamers = within(section.getByRole('region', { name: 'Gamers you invited' })).getAllByRole(
      'listitem',
    );
    expect(gamers.map((li) => li.textContent)).toEqual([
      'ravi_playsJoined November 22, 2026Waiting for a first action',
      'meera07Joined November 21, 2026Qualified+20 K-Cash',
      'Deleted accountJoined November 20, 2026Account deleted+20 K-Cash',
    ]);
    // Never a phone number (the caller's own included).
    expect(section.queryByText(/\+?91\d{6,}/)).toBeNull();
  });

  it('invites a first gamer while nobody signed up, and says a reached milestone not yet paid is on its way', async () => {
    server(() =>
      ok({
        ...EMPTY,
        milestones: [
          { ...EMPTY.milestones[0]!, state: 'reached', paidAt: null },
          ...EMPTY.milestones.slice(1),
        ],
      }),
    );
    const section = await openSection();
    expect(section.getByText('Invite your first gamer')).toBeTruthy();
    expect(
      section.getByText(
        'Nobody has signed up with your link yet. Share it: you earn 20 K-Cash for each friend who signs up and completes a first action.',
      ),
    ).toBeTruthy();
    expect(section.getByText('Reward on its way')).toBeTruthy();
    expect(section.queryByRole('link', { name: 'Collect your earnings' })).toBeNull();
  });

  it('says when every milestone is reached', async () => {
    server(() =>
      ok({
        ...TWO_QUALIFIED,
        qualified: 6,
        percent: 100,
        next: null,
        milestones: TWO_QUALIFIED.milestones.map((m) => ({
          ...m,
          state: 'reached',
          paidAt: m.paidAt ?? '2026-11-23T00:00:00.000Z',
        })),
      }),
    );
    const section = await openSection();
    expect(
      section.getByText('Every milestone reached! Each new qualified gamer still earns you a reward.'),
    ).toBeTruthy();
  });

  it('says when the referrals could not be loaded, and loads them again on demand', async () => {
    let fails = true;
    server(() => (fails ? failure(500, 'SOMETHING_WENT_WRONG') : ok(EMPTY)));
    signIn(USER, 'phone');
    renderApp('/profile');
    const alert = await screen.findByText('Your referrals could not be loaded.', {}, LAZY);
    fails = false;
    fireEvent.click(
      within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Try again' }),
    );
    expect(await screen.findByText('Invite your first gamer')).toBeTruthy();
  });

  it('reads the next page of invited gamers on demand', async () => {
    const first = Array.from({ length: 20 }, (_, i) =>
      gamer({ displayName: `gamer${String(i).padStart(2, '0')}`, joinedAt: '2026-11-22T10:00:00.000Z' }),
    );
    const fake = server(({ url }) =>
      ok({
        ...TWO_QUALIFIED,
        signedUp: 21,
        referred: url.searchParams.get('offset') === '20' ? [gamer({ displayName: 'lastone' })] : first,
      }),
    );
    const section = await openSection();
    fireEvent.click(section.getByRole('button', { name: 'Show more' }));
    expect(await section.findByText('lastone')).toBeTruthy();
    expect(section.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(fake.requests(`${BASE}/progress`).map((r) => r.url.searchParams.get('offset'))).toEqual([
      '0',
      '20',
    ]);
  });

  it('comes into view when the address leads to it (the POG page links to /profile#referral)', async () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    history.replaceState(null, '', '/profile#referral');
    server();
    await openSection('/profile');
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalled());
    expect((scrollIntoView.mock.contexts[0] as HTMLElement).id).toBe('referral');
  });
});
