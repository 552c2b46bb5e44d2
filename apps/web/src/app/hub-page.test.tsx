import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadSession } from '../lib/session';
import { stubServer } from '../test/fake-server.fixtures';
import { renderApp } from '../test/render-app';

/** Pages load their code on first use: a loaded machine may take a while. */
const LAZY = { timeout: 10_000 };

beforeEach(async () => {
  localStorage.clear();
  await loadSession();
  // The pages' own reads fail (a 404 for each): only the hub's tabs are looked at here.
  stubServer({});
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** The hub's tabs: each one's name, where it leads, and which is marked current. */
async function hubTabs(name: string) {
  const hub = await screen.findByRole('navigation', { name }, LAZY);
  return within(hub)
    .getAllByRole('link')
    .map((tab) => [tab.textContent, tab.getAttribute('href'), tab.getAttribute('aria-current')]);
}

describe('the hubs', () => {
  it('Play: the arena leads to the tournaments', async () => {
    renderApp('/klash');
    expect(await hubTabs('Play')).toEqual([
      ['Klash', '/klash', 'page'],
      ['Tournaments', '/tournaments/', null],
    ]);
  });

  it('Play: the tournaments (and a tournament) lead back to the arena', async () => {
    renderApp('/tournaments/?id=00000000-0000-4000-8000-000000000001');
    expect(await hubTabs('Play')).toEqual([
      ['Klash', '/klash', null],
      ['Tournaments', '/tournaments/', 'page'],
    ]);
  });

  it('the gamer hub: K-Drop leads to the user’s quests and their clan, the spec’s order', async () => {
    renderApp('/gamer/k-drop');
    expect(await hubTabs('Gamer hub')).toEqual([
      ['K-Quest', '/gamer/k-quest', null],
      ['My clan', '/gamer/my-clan', null],
      ['K-Drop', '/gamer/k-drop', 'page'],
    ]);
  });

  it('the gamer hub: my clan is its middle tab', async () => {
    renderApp('/gamer/my-clan');
    expect(await hubTabs('Gamer hub')).toEqual([
      ['K-Quest', '/gamer/k-quest', null],
      ['My clan', '/gamer/my-clan', 'page'],
      ['K-Drop', '/gamer/k-drop', null],
    ]);
  });
});
