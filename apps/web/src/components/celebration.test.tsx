import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAllMessages } from '../lib/i18n';
import { Celebration } from './celebration';

// canvas-confetti as the moment loads it (a dynamic import): how often its module loaded, its bursts.
const confetti = vi.hoisted(() => {
  const fire = Object.assign(
    vi.fn(() => Promise.resolve()),
    { reset: vi.fn() },
  );
  return { loads: 0, create: vi.fn(() => fire), fire };
});
vi.mock('canvas-confetti', () => {
  confetti.loads += 1;
  return { default: Object.assign(vi.fn(), { create: confetti.create }) };
});

const SHARE = { title: 'Monsoon Airdrop', url: 'https://kplay.example/gamer/k-drop/monsoon-airdrop' };
const moment = (destination: 'balance' | 'earnings' = 'balance') =>
  render(
    <Celebration
      rewards={[{ amount: '25.00', currency: 'KCASH' }]}
      destination={destination}
      share={SHARE}
    />,
  );

beforeAll(() => loadAllMessages());
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the celebration moment', () => {
  // First: canvas-confetti's module must not have been loaded by anything before.
  it('loads no confetti at all for a reader who asked for reduced motion', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({} as CanvasRenderingContext2D);
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') }));
    moment();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(confetti.loads).toBe(0);
    expect(confetti.create).not.toHaveBeenCalled();
  });

  it('imports canvas-confetti only when the moment comes, and fires it on its own canvas', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({} as CanvasRenderingContext2D);
    expect(confetti.loads).toBe(0);
    const { container, unmount } = moment();
    await waitFor(() => expect(confetti.fire).toHaveBeenCalledTimes(1));
    expect(confetti.loads).toBe(1);
    expect(confetti.create).toHaveBeenCalledWith(container.querySelector('canvas'), expect.anything());
    unmount();
    expect(confetti.fire.reset).toHaveBeenCalled();
  });

  it('shows the reward big, with its currency’s name, and where it went', () => {
    moment();
    const amount = screen.getByText('25 K-Cash');
    expect(amount.closest('[role="status"]')?.className).toContain('text-4xl');
    expect(screen.getByText('Added to your balance')).toBeTruthy();
  });

  it('points a quest’s earnings to Collect earnings, where they wait', () => {
    moment('earnings');
    expect(
      screen.getByRole('link', { name: 'Waiting for you in Collect earnings' }).getAttribute('href'),
    ).toBe('/collect-earnings');
  });

  it('animates in CSS and stills every motion for a reader who asked for less', () => {
    const { container } = moment();
    const css = container.querySelector('style')?.textContent ?? '';
    expect(css).toMatch(/@keyframes kp-celebrate-pop/);
    expect(css).toMatch(/@media \(prefers-reduced-motion: reduce\)[^@]*animation: none/);
  });

  it('shares through the device’s share sheet when there is one', () => {
    const share = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, share });
    moment();
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Monsoon Airdrop',
      text: 'I just won 25 K-Cash on KPlay: Monsoon Airdrop',
      url: SHARE.url,
    });
  });

  it('offers the link to copy where there is no share sheet', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    moment();
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
    expect(screen.getByText(SHARE.url)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Copy the link' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(SHARE.url));
  });
});
