import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import HomePage from './home-page';

const banner = (position: number, title: string) => ({
  id: `00000000-0000-4000-8000-00000000000${position}`,
  placement: 'home',
  title,
  subtitle: `${title} subtitle`,
  linkUrl: position === 2 ? 'https://example.org/x' : '/pog',
  position,
});
const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('the home page', () => {
  it('shows the operator’s banners in order, internal and external links alike', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(200, { statusCode: 200, data: [banner(1, 'Mint'), banner(2, 'Partner')] })),
    );
    render(<HomePage />);
    expect(screen.getByRole('status').textContent).toMatch(/loading highlights/i);
    const links = await within(screen.getByRole('region', { name: 'Highlights' })).findAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['MintMint subtitle', '/pog'],
      ['PartnerPartner subtitle', 'https://example.org/x'],
    ]);
  });

  it('says when there is nothing to show', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(200, { statusCode: 200, data: [] })),
    );
    render(<HomePage />);
    expect(await screen.findByText(/no highlights right now/i)).toBeTruthy();
  });

  it('offers a retry after a failure, and recovers', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(
        answer(503, { statusCode: 503, errorCode: 'SERVICE_UNAVAILABLE', message: 'down' }),
      )
      .mockResolvedValueOnce(answer(200, { statusCode: 200, data: [banner(1, 'Back')] }));
    vi.stubGlobal('fetch', fetch);
    render(<HomePage />);
    expect((await screen.findByRole('alert')).textContent).toMatch(/could not be loaded/i);
    fireEvent.click(screen.getByRole('button', { name: /try again/i }));
    expect(await screen.findByText('Back')).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
