import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../lib/i18n';
import { registerModal } from '../lib/modals';
import { renderApp } from '../test/render-app';

const banners = { statusCode: 200, data: [] };

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () => new Response(JSON.stringify(banners), { headers: { 'content-type': 'application/json' } }),
    ),
  );
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => changeLanguage('en'));
  localStorage.clear();
});

describe('the app shell', () => {
  it('draws header, home page and footer, and names the page Home for analytics', async () => {
    const onPageView = vi.fn();
    renderApp('/', onPageView);
    expect(await screen.findByRole('heading', { level: 1, name: /play games/i })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(screen.getByRole('link', { name: /documentation/i })).toBeTruthy();
    // A visitor finds the guides and news too (the signed-in home lists the latest).
    expect(
      within(screen.getByRole('contentinfo'))
        .getByRole('link', { name: 'Guides and news' })
        .getAttribute('href'),
    ).toBe('/article-details');
    expect(screen.getByRole('link', { name: /clan handbook/i }).getAttribute('href')).toBe(
      '/clan-handbook.pdf',
    );
    expect(document.body.dataset.page).toBe('Home');
    expect(onPageView).toHaveBeenCalledWith('Home');
  });

  it('hides the header with header=false and the footer with footer=false', async () => {
    renderApp('/?header=false');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it('keeps the embedded look when a link is followed inside the frame', async () => {
    const { location } = renderApp('/?footer=false');
    await screen.findByRole('heading', { level: 1 });
    act(() => location.navigate('/privacy-policy'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeTruthy();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(document.body.dataset.page).toBe('privacy-policy');
  });

  it('draws a page skeleton, not a spinner, while a page’s code is on its way: said once, “Loading…”', async () => {
    // A page no test here opened before: its chunk is not loaded yet.
    renderApp('/k-store');
    const main = screen.getByRole('main');
    const waiting = within(main).getByRole('status');
    expect(waiting.textContent).toBe('Loading…');
    expect(waiting.querySelectorAll('.skeleton').length).toBeGreaterThan(0);
    expect(waiting.querySelector('[aria-hidden="true"]')?.contains(waiting.querySelector('.skeleton'))).toBe(
      true,
    );
    expect(main.querySelector('.spinner')).toBeNull();
    // The page takes its place.
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })).toBeTruthy();
    expect(within(main).queryByText('Loading…')).toBeNull();
  });

  it('shows the 404 page for an unknown path, with a link home', async () => {
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: /page not found/i })).toBeTruthy();
    expect(screen.getByRole('main').querySelector('a[href="/"]')).toBeTruthy();
    expect(document.body.dataset.page).toBe('no-such-page');
  });

  it('switches to Hebrew: translated, right-to-left, remembered under "language"', async () => {
    renderApp('/');
    const heading = await screen.findByRole('heading', { level: 1 });
    const english = heading.textContent;
    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'he' } });
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(document.documentElement.lang).toBe('he');
    expect(localStorage.getItem('language')).toBe('he');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).not.toBe(english));
    await act(() => changeLanguage('jp'));
    expect(document.documentElement.lang).toBe('ja');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('says so when no sign-in modal is installed, and opens it once one is', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(/not available on this server yet/i)).toBeTruthy();

    registerModal('login', async () => ({
      default: ({ onClose }) => (
        <div role="dialog" aria-label="Test sign-in">
          <button type="button" onClick={onClose}>
            Done
          </button>
        </div>
      ),
    }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('dialog', { name: 'Test sign-in' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Test sign-in' })).toBeNull());
  });
});
