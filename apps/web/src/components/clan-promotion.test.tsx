import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLAN_OVERLAY } from '@kp/domain/clan-overlay';
import { CLAN_OVERLAY_STORAGE_KEYS } from '@kp/domain/clan-overlay';
import { loadAllMessages } from '../lib/i18n';
import { getSession, loadSession, signIn } from '../lib/session';
import { ok, stubServer, USER } from '../test/fake-server.fixtures';
import { ClanPromotion } from './clan-promotion';

/** The overlay's idle wait and a check or two, on the real clock. */
const SOON = { timeout: 6000 };
const MEMBERSHIP = {
  clanId: '7a1c0000-0000-4000-8000-00000000c1a0',
  clanName: 'MumbaiMavericks',
  role: 'Member',
  joinedAt: '2026-11-01T10:00:00.000Z',
};

const stored = () =>
  JSON.parse(localStorage.getItem(CLAN_OVERLAY_STORAGE_KEYS.state) ?? 'null') as {
    showings: number;
    shownInSession: number | null;
    scheduledAt: number | null;
  } | null;

/** A schedule that is due now (as one carried over from an earlier visit would be). */
function dueNow(showings = 0) {
  localStorage.setItem(
    CLAN_OVERLAY_STORAGE_KEYS.state,
    JSON.stringify({ showings, shownInSession: null, scheduledAt: Date.now() - 1 }),
  );
}

// The pages that draw it load all the reader’s messages first (withAllMessages).
beforeAll(() => loadAllMessages());
beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  await loadSession();
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

describe('the clan promotion overlay', () => {
  it('shows a clanless user the invitation to browse clans when due, then counts it and clears the schedule', async () => {
    const { requests } = stubServer({ '/api/platform-user-clans': () => ok({ membership: null }) });
    dueNow();
    signIn(USER, 'phone');
    render(<ClanPromotion />);
    const dialog = await screen.findByRole('dialog', { name: 'Join a clan' }, SOON);
    expect(dialog.querySelector('a[href="/my-clan/"]')?.textContent).toBe('Browse clans');
    expect(stored()).toEqual({ showings: 1, shownInSession: 1, scheduledAt: null });
    expect(localStorage.getItem(CLAN_OVERLAY_STORAGE_KEYS.visit)).toBe('1');
    expect(requests('/api/platform-user-clans').length).toBeGreaterThan(0);
  });

  it('never shows a member, and drops the schedule', async () => {
    stubServer({ '/api/platform-user-clans': () => ok({ membership: MEMBERSHIP }) });
    dueNow();
    signIn(USER, 'phone');
    render(<ClanPromotion />);
    await waitFor(() => expect(stored()?.scheduledAt).toBeNull(), SOON);
    expect(stored()?.showings).toBe(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('waits 60 seconds while another dialog is open', async () => {
    stubServer({ '/api/platform-user-clans': () => ok({ membership: null }) });
    dueNow();
    const other = document.createElement('dialog');
    document.body.append(other);
    other.setAttribute('open', '');
    signIn(USER, 'phone');
    render(<ClanPromotion />);
    await waitFor(
      () => expect(stored()?.scheduledAt).toBeGreaterThan(Date.now() + CLAN_OVERLAY.postponeMs - 5000),
      SOON,
    );
    expect(screen.queryByRole('dialog', { name: 'Join a clan' })).toBeNull();
    other.remove();
  });

  it('asks nothing for a signed-out visitor or once it was shown three times', async () => {
    const { requests } = stubServer({ '/api/platform-user-clans': () => ok({ membership: null }) });
    localStorage.setItem(
      CLAN_OVERLAY_STORAGE_KEYS.state,
      JSON.stringify({ showings: 3, shownInSession: null, scheduledAt: null }),
    );
    expect(getSession().status).toBe('signed-out');
    const { unmount } = render(<ClanPromotion />);
    signIn(USER, 'phone');
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(requests('/api/platform-user-clans')).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
    unmount();
  });
});
