import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { EarningsAggregate } from '@kp/contract/earnings';
import type { Game } from '@kp/contract/games';
import type { QuestSummary } from '@kp/contract/quests';
import { changeLanguage, currentLanguage, loadAllMessages } from '../../lib/i18n';
import { ok, stubServer } from '../../test/fake-server.fixtures';
import FirstRunSheet from './first-run-sheet';

const GAMES = '/api/game';
const LIVE_QUESTS = '/api/quest/live';
const AGGREGATE = '/api/platform-simplified-payments/collect-earning/user/aggregate';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const icon = (glyph: string) => `/api/art/icon?icon=${glyph}&palette=ember&w=192&f=webp&v=1`;

function game(n: number, name: string): Game {
  return {
    id: id(n),
    language: 'en',
    slug: name.toLowerCase().replaceAll(' ', '-'),
    name,
    description: '',
    genres: ['casual'],
    platforms: ['browser'],
    networks: [],
    loginMethod: 'user_name',
    iconUrl: icon('gamepad'),
    coverImageUrl: null,
  };
}

const CRICKET = game(1, 'Cricket Clash');
const BULLIEVERSE = game(2, 'Bullieverse');

function quest(n: number, title: string, of: Game): QuestSummary {
  return {
    id: id(100 + n),
    language: 'en',
    slug: `quest-${n}`,
    title,
    description: '',
    game: { id: of.id, slug: of.slug, name: of.name, iconUrl: of.iconUrl },
    startsAt: null,
    endsAt: null,
    isStillValid: true,
    state: 'live',
    totalSlots: 10,
    remainingSlots: 10,
    reward: { amount: '2.50', currency: 'KCASH' },
    isThirdPartyGame: false,
  };
}

function aggregate(collectable: Record<string, [string, string]>): EarningsAggregate {
  const zero = { pending: '0', distributing: '0', credited: '0', expired: '0', failed: '0' };
  const none = { pending: 0, distributing: 0, credited: 0, expired: 0, failed: 0 };
  const totals = Object.entries(collectable).map(([earningType, [currencyName, amount]]) => ({
    earningType,
    currencyName,
    scale: 2,
    amounts: zero,
    counts: none,
    collectable: amount,
    taxWithheld: '0',
    netCollected: '0',
  }));
  return { totals, collectableCount: totals.filter((t) => t.collectable !== '0').length };
}

const WELCOME_GIFT = aggregate({
  KCASH: ['K-Cash', '4.00'],
  KPOINTS: ['K-Points', '500'],
  USDT: ['USDT', '1.5'],
  KRT: ['K-Reward Token', '10'],
});

function server(gift = WELCOME_GIFT) {
  return stubServer({
    [GAMES]: () => ok({ games: [CRICKET, BULLIEVERSE], total: 2 }),
    [LIVE_QUESTS]: () =>
      ok({ quests: [quest(1, 'Super Over', CRICKET), quest(2, 'First Hunt', BULLIEVERSE)], total: 2 }),
    [AGGREGATE]: () => ok(gift),
  });
}

function open() {
  const onClose = vi.fn();
  const onFinish = vi.fn();
  const { unmount } = render(<FirstRunSheet onClose={onClose} props={{ onFinish }} />);
  return { onClose, onFinish, unmount, dialog: screen.getByRole('dialog', { name: 'Welcome to KPlay' }) };
}

const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));

beforeAll(() => loadAllMessages());
afterEach(async () => {
  vi.unstubAllGlobals();
  if (currentLanguage() !== 'en') await act(() => changeLanguage('en'));
  localStorage.clear();
});

describe('the first-run path', () => {
  it('picks the language, then the games, then suggests a quest of a picked game and the welcome gift', async () => {
    server();
    const { dialog, onClose, onFinish } = open();
    expect(within(dialog).getByText('Step 1 of 3')).toBeTruthy();
    expect(within(dialog).getByRole('heading', { name: 'Pick your language' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');

    // The language switches at once, and is remembered as the header's picker remembers it.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Português' }));
    await waitFor(() => expect(currentLanguage()).toBe('pt'));
    expect(localStorage.getItem('language')).toBe('pt');
    expect(within(dialog).getByRole('button', { name: 'Português' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await act(() => changeLanguage('en'));

    next();
    expect(within(dialog).getByText('Step 2 of 3')).toBeTruthy();
    const heading = within(dialog).getByRole('heading', { name: 'Pick the games you play' });
    expect(document.activeElement).toBe(heading);
    const bullieverse = await within(dialog).findByRole('button', { name: 'Bullieverse' });
    expect(bullieverse.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(bullieverse);
    expect(bullieverse.getAttribute('aria-pressed')).toBe('true');

    next();
    expect(within(dialog).getByRole('heading', { name: 'Your first quest' })).toBeTruthy();
    const suggested = await within(dialog).findByRole('link', { name: /First Hunt/ });
    expect(suggested.getAttribute('href')).toBe('/k-quest/quest-2');
    expect(suggested.textContent).toContain('Reward: 2.5 K-Cash');
    const gift = await within(dialog).findByText('A welcome gift is waiting:', { exact: false });
    expect(within(gift).getByRole('link', { name: 'collect it' }).getAttribute('href')).toBe(
      '/collect-earnings',
    );
    expect(dialog.textContent).toContain(
      'Every new player gets a reward in K-Cash, K-Points, USDT, and K-Reward Token.',
    );
    // The last step has nothing left to skip: Done ends the path, with the games picked.
    expect(within(dialog).queryByRole('button', { name: 'Skip' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Let’s play' }));
    expect(onFinish).toHaveBeenCalledWith([BULLIEVERSE.id]);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('can be skipped at the first step, and at the second, ending the path', () => {
    server();
    const first = open();
    fireEvent.click(within(first.dialog).getByRole('button', { name: 'Skip' }));
    expect(first.onFinish).toHaveBeenCalledWith([]);
    expect(first.onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps the games picked when skipped at the second step', async () => {
    server();
    const { dialog, onFinish } = open();
    next();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Cricket Clash' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Skip' }));
    expect(onFinish).toHaveBeenCalledWith([CRICKET.id]);
  });

  it('ends when closed, and when the gamer follows the suggested quest', async () => {
    server();
    const closed = open();
    fireEvent.click(within(closed.dialog).getByRole('button', { name: 'Close' }));
    expect(closed.onFinish).toHaveBeenCalledWith([]);
    closed.unmount();

    const followed = open();
    next();
    next();
    fireEvent.click(await within(followed.dialog).findByRole('link', { name: /Super Over/ }));
    expect(followed.onFinish).toHaveBeenCalledWith([]);
    expect(followed.onClose).toHaveBeenCalledTimes(1);
  });

  it('says nothing of a gift when nothing waits to be collected', async () => {
    server(aggregate({ KCASH: ['K-Cash', '0'] }));
    const { dialog } = open();
    next();
    next();
    await within(dialog).findByRole('link', { name: /Super Over/ });
    await waitFor(() => expect(screen.queryByText(/welcome gift/i)).toBeNull());
  });
});
