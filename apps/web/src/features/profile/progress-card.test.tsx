import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Progress } from '@kp/contract/progression';
import { loadAllMessages } from '../../lib/i18n';
import { loadSession, signIn } from '../../lib/session';
import { failure, ok, stubServer, USER } from '../../test/fake-server.fixtures';
import { ProgressCard } from './progress-card';

const PROGRESS: Progress = {
  xp: 1_250,
  level: 5,
  xpIntoLevel: 250,
  xpForNextLevel: 500,
  timeZone: 'Asia/Kolkata',
  isCheckedInToday: true,
  streak: { current: 8, best: 8, freezes: 1, isTodayDone: true },
  badges: ['first_steps', 'rising', 'week_streak'],
  recent: [
    { action: 'quest_stage', amount: 50, at: '2026-11-26T10:00:00.000Z' },
    { action: 'daily_check_in', amount: 10, at: '2026-11-26T04:00:00.000Z' },
  ],
};

let users = 0;
const signInAnother = () =>
  act(() =>
    signIn({ ...USER, id: `0b6f4b84-4d7c-4c55-9a55-3a9f0e0e2${String(++users).padStart(3, '0')}` }, 'phone'),
  );

beforeAll(() => loadAllMessages());
beforeEach(async () => {
  localStorage.clear();
  await loadSession();
});
afterEach(() => vi.unstubAllGlobals());

describe('the profile’s progress', () => {
  it('shows the level, the XP in all, the streak with its best and freezes, the badges and the latest XP', async () => {
    stubServer({ '/api/users/me/progress': () => ok(PROGRESS) });
    render(<ProgressCard />);
    signInAnother();
    expect(await screen.findByText('Total XP: 1,250')).toBeTruthy();
    expect(screen.getByText('Level 5')).toBeTruthy();
    expect(screen.getByText('8-day streak')).toBeTruthy();
    expect(screen.getByText(/Best streak: 8 · Freezes: 1/)).toBeTruthy();
    expect(screen.getByText('Checked in today')).toBeTruthy();

    const badges = within(screen.getByRole('region', { name: 'Badges' }));
    const badge = (name: string) => badges.getByText(name).closest('li')!;
    expect(within(badge('Rising star')).getByText('Earned')).toBeTruthy();
    expect(within(badge('Veteran')).getByText('Reach level 10')).toBeTruthy();
    expect(within(badge('Unstoppable')).getByText('Keep a streak for 30 days')).toBeTruthy();

    const recent = within(screen.getByRole('region', { name: 'Latest XP' }));
    expect(recent.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^Quest stage completed.*\+50 XP$/),
      expect.stringMatching(/^Daily check-in.*\+10 XP$/),
    ]);
  });

  it('lists how to earn XP while there is none, and offers to try again when it could not be read', async () => {
    stubServer({ '/api/users/me/progress': () => ok({ ...PROGRESS, xp: 0, recent: [], badges: [] }) });
    const { unmount } = render(<ProgressCard />);
    signInAnother();
    expect(await screen.findByText('No XP yet. Each of these earns some:')).toBeTruthy();
    expect(screen.getByText('A friend joined with your code').closest('li')?.textContent).toMatch(
      /\+100 XP$/,
    );
    unmount();

    stubServer({ '/api/users/me/progress': () => failure(503, 'SERVICE_UNAVAILABLE') });
    render(<ProgressCard />);
    signInAnother();
    expect(await screen.findByText('Your progress could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
