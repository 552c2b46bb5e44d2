import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Progress } from '@kp/contract/progression';
import { loadAllMessages } from '../lib/i18n';
import { refreshProgress, useProgress } from '../lib/user-data';
import { loadSession, signIn } from '../lib/session';
import { failure, ok, stubServer, USER } from '../test/fake-server.fixtures';
import { Toaster } from '../ui/toast';
import { CheckInButton, LevelRing, StreakCount, XpAnnouncer, XpBar } from './progress-widgets';

const PROGRESS: Progress = {
  xp: 90,
  level: 1,
  xpIntoLevel: 90,
  xpForNextLevel: 100,
  timeZone: 'Asia/Kolkata',
  isCheckedInToday: false,
  streak: { current: 3, best: 5, freezes: 0, isTodayDone: false },
  badges: [],
  recent: [],
};

/** The 100 XP of level 2 reached (90 + 10). */
const LEVEL_2: Progress = {
  ...PROGRESS,
  xp: 100,
  level: 2,
  xpIntoLevel: 0,
  xpForNextLevel: 200,
  isCheckedInToday: true,
  streak: { ...PROGRESS.streak, current: 4, isTodayDone: true },
};

function Widgets() {
  const progress = useProgress();
  const data = 'data' in progress ? progress.data : null;
  return (
    <>
      {data && (
        <>
          <LevelRing progress={data} />
          <XpBar progress={data} />
          <StreakCount progress={data} />
          <CheckInButton progress={data} />
        </>
      )}
      <XpAnnouncer />
      <Toaster />
    </>
  );
}

// Each test is another user: the store starts afresh for them.
let users = 0;
const signInAnother = () =>
  act(() =>
    signIn({ ...USER, id: `0b6f4b84-4d7c-4c55-9a55-3a9f0e0e1${String(++users).padStart(3, '0')}` }, 'phone'),
  );
const levelRing = (progress: Progress) =>
  screen.findByRole('img', {
    name: `Level ${progress.level}: ${progress.xpIntoLevel} of ${progress.xpForNextLevel} XP to level ${progress.level + 1}`,
  });
async function showFor(progress: Progress) {
  render(<Widgets />);
  signInAnother();
  await levelRing(progress);
}

const notifications = () => within(screen.getByRole('region', { name: 'Notifications' }));

beforeAll(() => loadAllMessages());
beforeEach(async () => {
  localStorage.clear();
  await loadSession();
});
afterEach(() => vi.unstubAllGlobals());

describe('the level, the XP and the streak', () => {
  it('draws the level with its XP to the next and the day streak', async () => {
    stubServer({ '/api/users/me/progress': () => ok(PROGRESS) });
    await showFor(PROGRESS);
    const bar = screen.getByRole('progressbar', { name: 'Level 1' });
    expect(bar.getAttribute('aria-valuenow')).toBe('90');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
    expect(screen.getByText('90 / 100 XP to level 2')).toBeTruthy();
    expect(screen.getByText('3-day streak')).toBeTruthy();
  });

  it('checks in in the browser’s time zone, then says it is done, the XP it earned and the level reached', async () => {
    const { requests } = stubServer({
      '/api/users/me/progress': () => ok(PROGRESS),
      'POST /api/users/me/check-in': () =>
        ok({ checkIn: { day: '2026-11-27', amount: 10, at: '2026-11-27T05:00:00.000Z' }, progress: LEVEL_2 }),
    });
    await showFor(PROGRESS);
    fireEvent.click(screen.getByRole('button', { name: 'Check in: +10 XP' }));
    expect(await screen.findByText('Checked in today')).toBeTruthy();
    expect(requests('/api/users/me/check-in').map((r) => r.body)).toEqual([
      { timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone },
    ]);
    expect(notifications().getByText('+10 XP earned')).toBeTruthy();
    expect(notifications().getByText('Level up! You reached level 2')).toBeTruthy();
    expect(screen.getByText('4-day streak')).toBeTruthy();
  });

  it('says when a check-in failed and keeps the button', async () => {
    stubServer({
      '/api/users/me/progress': () => ok(PROGRESS),
      'POST /api/users/me/check-in': () => failure(503, 'SERVICE_UNAVAILABLE'),
    });
    await showFor(PROGRESS);
    fireEvent.click(screen.getByRole('button', { name: 'Check in: +10 XP' }));
    expect(await notifications().findByText('The check-in did not go through. Try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Check in: +10 XP' })).toBeTruthy();
  });

  it('announces the XP an action earned once the server counts it, and nothing on the first read', async () => {
    let progress: Progress = { ...PROGRESS, xp: 40, xpIntoLevel: 40 };
    stubServer({ '/api/users/me/progress': () => ok(progress) });
    render(<Widgets />);
    // Toasts of the tests before may still be up: count what this one adds.
    const said = (text: RegExp) => screen.queryAllByText(text).length;
    const gainsBefore = said(/XP earned/);
    const levelUpsBefore = said(/Level up/);
    signInAnother();
    await levelRing(progress);
    expect(said(/XP earned/)).toBe(gainsBefore);

    progress = { ...progress, xp: 90, xpIntoLevel: 90 }; // a quest stage verified: +50
    await act(() => refreshProgress());
    expect(notifications().getAllByText('+50 XP earned')).toHaveLength(1);
    expect(said(/Level up/)).toBe(levelUpsBefore);

    await act(() => refreshProgress()); // nothing new: nothing said again
    expect(notifications().getAllByText('+50 XP earned')).toHaveLength(1);
  });
});
