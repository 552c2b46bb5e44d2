import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadSession } from '../lib/session';
import { ok, stubServer } from '../test/fake-server.fixtures';
import { renderApp } from '../test/render-app';
import { currentIn, TAB_BAR } from './navigation';

beforeEach(async () => {
  localStorage.clear();
  await loadSession();
  stubServer({ '/api/banners': () => ok([]) });
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

// jsdom applies no styles: the header's menu and the tab bar are both drawn, each hidden at the
// other's sizes by its classes (checked here), so the tab bar is found by its name.
const tabBar = () => screen.getByRole('navigation', { name: 'Main navigation' });

describe('the tab bar', () => {
  it('links five destinations, each an icon above its name', () => {
    renderApp('/');
    const links = within(tabBar()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Quests', '/k-quest/'],
      ['K-Drop', '/gamer/k-drop'],
      ['Play', '/klash'],
      ['Wallet', '/wallet'],
    ]);
    for (const link of links) expect(link.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  });

  it('marks the current page, and the section of a page under it', () => {
    renderApp('/wallet');
    const current = within(tabBar())
      .getAllByRole('link')
      .filter((link) => link.hasAttribute('aria-current'));
    expect(current.map((link) => [link.textContent, link.getAttribute('aria-current')])).toEqual([
      ['Wallet', 'page'],
    ]);
    expect(current[0]!.className).toContain('text-primary');
  });

  it('marks the section: a quest under Quests, the tournaments under Play, /home as Home', () => {
    const at = (path: string) =>
      TAB_BAR.map((item) => [item.labelKey, currentIn(item, path)]).filter(([, current]) => current);
    expect(at('/k-quest/first-run')).toEqual([['nav.quests', 'section']]);
    expect(at('/gamer/k-quest')).toEqual([['nav.quests', 'section']]);
    expect(at('/tournaments/')).toEqual([['nav.play', 'section']]);
    expect(at('/gamer/k-drop/monsoon-airdrop')).toEqual([['nav.kDrop', 'section']]);
    expect(at('/home/')).toEqual([['nav.home', 'page']]);
    expect(at('/privacy-policy')).toEqual([]);
  });

  it('is for phones only: hidden from md up, where the header has the whole menu', () => {
    renderApp('/');
    expect(tabBar().className.split(' ')).toContain('md:hidden');
    const menu = screen.getByRole('navigation', { name: 'Site navigation' });
    expect(menu.className.split(' ')).toContain('max-md:hidden');
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Quests', 'K-Drop', 'Play', 'Games', 'K-Store', 'Wallet']);
  });

  it('keeps its room at the foot of the page, and leaves none when it is not there', () => {
    const { container, unmount } = renderApp('/');
    expect(container.firstElementChild!.className).toContain('[--tab-bar-space:');
    unmount();
    const embedded = renderApp('/?footer=false');
    expect(embedded.container.firstElementChild!.className).not.toContain('[--tab-bar-space:');
  });

  it.each(['/?header=false', '/?footer=false', '/?header=false&footer=false'])(
    'is left out of an embedded page (%s)',
    (url) => {
      renderApp(url);
      expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
    },
  );

  it('stays left out when a link is followed inside the frame', async () => {
    const { location } = renderApp('/?header=false');
    await act(async () => location.navigate('/wallet'));
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
  });
});
