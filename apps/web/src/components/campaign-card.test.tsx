import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CampaignSummary } from '@kp/contract/campaigns';
import { CAMPAIGN_CARD_STATES } from '@kp/domain/campaigns';
import { loadAllMessages } from '../lib/i18n';
import { CampaignCard } from './campaign-card';

beforeAll(() => loadAllMessages());

const CAMPAIGN: CampaignSummary = {
  id: '00000000-0000-4000-8000-0000000000d1',
  language: 'en',
  slug: 'monsoon-drop',
  title: 'Monsoon Drop',
  description: 'Follow us on X and join our Discord.',
  imageUrl: null,
  status: 'LIVE',
  featured: false,
  startsAt: '2026-01-01T00:00:00.000Z',
  endsAt: '2099-01-01T00:00:00.000Z',
  claimEndsAt: '2099-01-08T00:00:00.000Z',
  timerLabel: 'ends',
  applicableContinents: [],
  countries: [],
  platforms: [],
  client: null,
  category: null,
  reward: {
    currency: 'KCASH',
    amount: '25.00',
    poolTotal: '5000.00',
    poolRemaining: '1250.00',
    isPoolExhausted: false,
  },
  claimRequiresSignature: false,
  claimChainId: null,
  minPogHumanScore: null,
  minPogTier: null,
  tasksTotal: 9,
  cardState: 'GET_STARTED',
  progress: null,
};

const card = (overrides: Partial<CampaignSummary> = {}) =>
  render(<CampaignCard campaign={{ ...CAMPAIGN, ...overrides }} />);

describe('a campaign card', () => {
  it('is one link to the campaign, named by its title, with nothing else to press inside', () => {
    const { container } = card();
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('/gamer/k-drop/monsoon-drop');
    expect(link.textContent).toBe('Monsoon Drop');
    expect(screen.getByRole('heading', { level: 3, name: 'Monsoon Drop' })).toBeTruthy();
    expect(container.querySelectorAll('a, button, input, select, textarea')).toHaveLength(1);
  });

  it('shows the description, the reward per user and what is left of the pool', () => {
    card();
    expect(screen.getByText('Follow us on X and join our Discord.')).toBeTruthy();
    expect(screen.getByText('25 K-Cash per user')).toBeTruthy();
    expect(screen.getByText('Pool left: 1,250 K-Cash')).toBeTruthy();
  });

  it('says so when the reward pool is used up, and names a currency it does not know by its code', () => {
    card({
      reward: { currency: 'KRT', amount: '2.5', poolTotal: '100', poolRemaining: '0', isPoolExhausted: true },
    });
    expect(screen.getByText('2.5 KRT per user')).toBeTruthy();
    expect(screen.getByText('Reward pool used up')).toBeTruthy();
    expect(screen.queryByText(/Pool left/)).toBeNull();
  });

  it('says what an upcoming campaign’s pool holds, never that it is used up, and when it starts', () => {
    card({
      status: 'PUBLISHED',
      cardState: 'COMING_SOON',
      timerLabel: 'starts',
      startsAt: '2099-01-01T00:00:00.000Z',
      // Not funded yet: the pool is empty, which for an upcoming campaign is not "used up".
      reward: {
        currency: 'KCASH',
        amount: '25.00',
        poolTotal: '0.00',
        poolRemaining: '0.00',
        isPoolExhausted: true,
      },
    });
    expect(screen.getByText('25 K-Cash per user')).toBeTruthy();
    expect(screen.queryByText('Reward pool used up')).toBeNull();
    expect(screen.queryByText(/Pool left/)).toBeNull();
    expect(screen.getByText('Starts in')).toBeTruthy();
    expect(screen.getByText('Coming soon')).toBeTruthy();
  });

  it('gives an upcoming funded campaign’s whole pool', () => {
    card({ status: 'PUBLISHED', cardState: 'COMING_SOON', timerLabel: 'starts' });
    expect(screen.getByText('Reward pool: 5,000 K-Cash')).toBeTruthy();
  });

  it('says an ended campaign ended and what it gave out, without a per-user amount', () => {
    card({
      status: 'ENDED',
      cardState: 'ENDED',
      timerLabel: 'ended',
      endsAt: '2026-01-31T00:00:00.000Z',
      reward: {
        currency: 'KCASH',
        amount: '25.00',
        poolTotal: '5000.00',
        poolRemaining: '0.00',
        isPoolExhausted: true,
      },
    });
    expect(screen.getByText('Ended')).toBeTruthy();
    expect(screen.getByText(/^Ended on /)).toBeTruthy();
    expect(screen.getByText('Gave out 5,000 K-Cash')).toBeTruthy();
    expect(screen.queryByText(/per user/)).toBeNull();
    expect(screen.queryByText('Reward pool used up')).toBeNull();
  });

  it('says nothing of a reward for a campaign that had none: no "0 K-Cash per user"', () => {
    const none = {
      currency: 'KCASH',
      amount: '0.00',
      poolTotal: '0.00',
      poolRemaining: '0.00',
      isPoolExhausted: true,
    };
    const { unmount } = card({ status: 'ENDED', cardState: 'ENDED', timerLabel: 'ended', reward: none });
    expect(screen.queryByText(/K-Cash/)).toBeNull();
    expect(screen.queryByText('Reward pool used up')).toBeNull();
    unmount();
    card({ reward: none });
    expect(screen.queryByText(/K-Cash/)).toBeNull();
    expect(screen.getByText('Get started')).toBeTruthy();
  });

  it('draws the image when there is one, and a gradient instead when there is none', () => {
    const uploaded = '/api/images/0b6f9a4e-3c1d-4e2f-9a8b-7c6d5e4f3a2b';
    const { container, unmount } = card({ imageUrl: uploaded });
    expect(container.querySelector('img')?.getAttribute('src')).toBe(uploaded);
    unmount();
    const fallback = card().container;
    expect(fallback.querySelector('img')).toBeNull();
    expect(fallback.querySelector('[aria-hidden="true"].bg-gradient-to-br')).toBeTruthy();
  });

  it('shows the countdown of a live campaign', () => {
    card();
    expect(screen.getByText('Ends in')).toBeTruthy();
    expect(screen.getByRole('timer')).toBeTruthy();
  });

  it.each([
    ['GET_STARTED', 'Get started'],
    ['ENDED', 'Ended'],
    ['COMING_SOON', 'Coming soon'],
    ['CLAIM_REWARDS', 'Claim rewards'],
  ] as const)('shows %s as “%s”, without a progress bar', (cardState, label) => {
    card({
      cardState,
      progress: { hasStarted: true, startedAt: null, tasksVerified: 9, tasksTotal: 9, percent: 100 },
    });
    expect(screen.getByText(label)).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows Continue tasks with the progress bar and how many tasks are verified', () => {
    card({
      cardState: 'CONTINUE_TASKS',
      progress: {
        hasStarted: true,
        startedAt: '2026-02-01T00:00:00.000Z',
        tasksVerified: 3,
        tasksTotal: 9,
        percent: 33,
      },
    });
    expect(screen.getByText('Continue tasks')).toBeTruthy();
    const bar = screen.getByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('33');
    expect(bar.getAttribute('aria-valuetext')).toBe('3 of 9 tasks verified');
    expect(within(bar).queryByText(/./)).toBeNull();
    expect(screen.getByText('3 of 9 tasks verified')).toBeTruthy();
  });

  it('has a label for every card state', () => {
    for (const cardState of CAMPAIGN_CARD_STATES) {
      const { unmount } = card({ cardState });
      expect(document.body.textContent).not.toContain('kdrop.card');
      unmount();
    }
  });

  it('takes the heading level of the page it is on', () => {
    render(<CampaignCard campaign={CAMPAIGN} headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Monsoon Drop' })).toBeTruthy();
  });
});
