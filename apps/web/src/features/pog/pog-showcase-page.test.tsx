import { fireEvent, render, screen, within } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ModalHost } from '../../app/modal-host';
import { registerModals } from '../../app/modals';
import { loadAllMessages } from '../../lib/i18n';
import { loadSession, signIn } from '../../lib/session';
import { failure, ok, USER, stubServer, type FakeRoute } from '../../test/fake-server.fixtures';
import { Toaster } from '../../ui/toast';
import { feedPage, feedPost } from './pog-feed.fixtures';
import PogShowcasePage from './pog-showcase-page';
import { isolate } from '../../components/user-text';

const LAZY = { timeout: 10_000 };
const CLAN = { id: '5e7c0000-0000-4000-8000-0000000000e1', name: 'Night Owls' };

// The page on its own (its route is the app's to add), with the modals and the toasts.
function open(routes: Record<string, FakeRoute>, isSignedIn = true) {
  const server = stubServer({
    '/api/feed/pog/legendary': () => ok(feedPage([])),
    '/api/feed/pog/highlighted': () => ok({ ...feedPage([]), since: '2026-11-24T10:00:00.000Z' }),
    '/api/feed/pog/clan': () => ok({ ...feedPage([]), clan: null }),
    '/api/feed/pog/all': () => ok(feedPage([])),
    ...routes,
  });
  if (isSignedIn) signIn(USER, 'phone');
  const location = memoryLocation({ path: '/pog-showcase', record: true });
  render(
    <Router hook={location.hook}>
      <PogShowcasePage />
      <ModalHost />
      <Toaster />
    </Router>,
  );
  return server;
}

const section = (name: string) => screen.getByRole('region', { name });

beforeAll(async () => {
  registerModals();
  await loadAllMessages();
});
beforeEach(async () => {
  localStorage.clear();
  await loadSession();
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('/pog-showcase', () => {
  it('shows the legendary, hottest, clan and all sections, each card with its art, name, tier, total and likes', async () => {
    const legend = feedPost('DiamondAce', {
      card: { ...feedPost('x').card, name: 'DiamondAce', tier: 'Diamond', total: 81 },
      clanName: CLAN.name,
      likeCount: 1234,
    });
    open({
      '/api/feed/pog/legendary': () => ok(feedPage([legend])),
      '/api/feed/pog/highlighted': () =>
        ok({
          ...feedPage([feedPost('HotShot', { likeCount: 7, likedByMe: true })]),
          since: '2026-11-24T10:00:00Z',
        }),
      '/api/feed/pog/clan': () =>
        ok({ ...feedPage([feedPost('OwlOne', { clanName: CLAN.name })]), clan: CLAN }),
      '/api/feed/pog/all': () =>
        ok(feedPage([feedPost('NewKid'), feedPost('MyOwnCard', { isMine: true, likeCount: 2 })])),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'POG showcase' }, LAZY)).toBeTruthy();

    const legendary = section('Legendary POGs');
    const card = await within(legendary).findByRole('article', { name: 'POG card of DiamondAce' });
    expect(within(card).getByRole('img', { name: 'Avatar of DiamondAce' }).getAttribute('src')).toBe(
      legend.card.imageUrl,
    );
    expect(within(card).getByText('Diamond')).toBeTruthy();
    expect(within(card).getByText('Total 81')).toBeTruthy();
    expect(within(card).getByText(`Clan: ${isolate('Night Owls')}`)).toBeTruthy();
    const likeButton = within(card).getByRole('button', { name: 'Like DiamondAce, likes: 1.2K' });
    expect(likeButton.getAttribute('aria-pressed')).toBe('false');

    const hot = within(section('Hottest POGs')).getByRole('button', { name: /^Like HotShot/ });
    expect(hot.getAttribute('aria-pressed')).toBe('true');
    expect(within(section('Hottest POGs')).getByText('The most liked in the last 7 days.')).toBeTruthy();
    expect(within(section('My clan')).getByText('Night Owls')).toBeTruthy();
    expect(within(section('My clan')).getByRole('article', { name: 'POG card of OwlOne' })).toBeTruthy();

    // One's own card: its likes, and no button to like it.
    const mine = within(section('All POGs')).getByRole('article', { name: 'POG card of MyOwnCard' });
    expect(within(mine).queryByRole('button')).toBeNull();
    expect(within(mine).getByText('Your card · likes: 2')).toBeTruthy();
  });

  it('likes at once, takes the server’s count, and shows the like in every section it is in', async () => {
    const post = feedPost('RaviPlays', { likeCount: 3 });
    let release: () => void = () => {};
    const server = open({
      '/api/feed/pog/highlighted': () => ok({ ...feedPage([post]), since: '2026-11-24T10:00:00Z' }),
      '/api/feed/pog/all': () => ok(feedPage([post])),
      [`POST /api/feed/posts/${post.postId}/like`]: () =>
        new Promise((resolve) => {
          release = () => resolve(ok({ postId: post.postId, likeCount: 5, likedByMe: true }));
        }),
    });
    const all = section('All POGs');
    fireEvent.click(await within(all).findByRole('button', { name: /^Like RaviPlays/ }, LAZY));
    // Shown before the server answers…
    const pressed = within(all).getByRole('button', { name: 'Like RaviPlays, likes: 4' });
    expect(pressed.getAttribute('aria-pressed')).toBe('true');
    await vi.waitFor(() => expect(server.requests(`/api/feed/posts/${post.postId}/like`)).toHaveLength(1));
    release();
    // …then the server's count (another gamer liked it meanwhile), in both sections.
    await within(all).findByRole('button', { name: 'Like RaviPlays, likes: 5' });
    expect(
      within(section('Hottest POGs'))
        .getByRole('button', { name: 'Like RaviPlays, likes: 5' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    expect(server.requests(`/api/feed/posts/${post.postId}/like`)).toHaveLength(1);
  });

  it('puts a like back when the server refuses it, and says why', async () => {
    const post = feedPost('GonePlayer', { likeCount: 1, likedByMe: true });
    open({
      '/api/feed/pog/all': () => ok(feedPage([post])),
      [`DELETE /api/feed/posts/${post.postId}/like`]: () =>
        failure(404, 'POG_POST_NOT_FOUND', 'This POG card is no longer in the feed'),
    });
    const all = section('All POGs');
    fireEvent.click(await within(all).findByRole('button', { name: 'Like GonePlayer, likes: 1' }, LAZY));
    expect(await screen.findByText('This POG card is no longer in the feed')).toBeTruthy();
    const button = within(all).getByRole('button', { name: 'Like GonePlayer, likes: 1' });
    expect(button.getAttribute('aria-pressed')).toBe('true');
  });

  it('asks a visitor to sign in to like, and to see their clan', async () => {
    const server = open(
      { '/api/feed/pog/all': () => ok(feedPage([feedPost('Stranger', { likeCount: 2 })])) },
      false,
    );
    const all = await screen.findByRole('region', { name: 'All POGs' }, LAZY);
    fireEvent.click(await within(all).findByRole('button', { name: 'Like Stranger, likes: 2' }));
    expect(await screen.findByRole('dialog', { name: 'Sign in' }, LAZY)).toBeTruthy();
    expect(within(section('My clan')).getByText('Sign in to see the cards of your clan.')).toBeTruthy();
    expect(server.requests('/api/feed/pog/clan')).toHaveLength(0);
    expect(server.fetch.mock.calls.some(([url]) => String(url).includes('/like'))).toBe(false);
  });

  it('leads a gamer outside a clan to one, and says what each empty section waits for', async () => {
    open({});
    const clan = await screen.findByRole('region', { name: 'My clan' }, LAZY);
    await within(clan).findByText('You are not in a clan yet. Join one to see its members’ cards here.');
    expect(within(clan).getByRole('link', { name: 'Join a clan' }).getAttribute('href')).toBe('/my-clan/');
    expect(
      await within(section('All POGs')).findByText('No POG card has been minted yet. Be the first!'),
    ).toBeTruthy();
    expect(
      within(section('Legendary POGs')).getByRole('link', { name: 'Mint yours' }).getAttribute('href'),
    ).toBe('/pog/mint');
    expect(within(section('Hottest POGs')).getByText(/No card was liked lately/)).toBeTruthy();
  });

  it('loads more of a list, and offers to try again when a list fails', async () => {
    const first = [feedPost('PageOneA'), feedPost('PageOneB')];
    const second = [feedPost('PageTwoA')];
    let legendaryFails = true;
    const server = open({
      '/api/feed/pog/legendary': () =>
        legendaryFails ? failure(500, 'SOMETHING_WENT_WRONG') : ok(feedPage([feedPost('LegendBack')])),
      '/api/feed/pog/all': ({ url }) =>
        ok(url.searchParams.get('cursor') === 's10' ? feedPage(second) : feedPage(first, 's10')),
    });
    const all = await screen.findByRole('region', { name: 'All POGs' }, LAZY);
    await within(all).findByRole('article', { name: 'POG card of PageOneB' });
    fireEvent.click(within(all).getByRole('button', { name: 'Show more' }));
    await within(all).findByRole('article', { name: 'POG card of PageTwoA' });
    expect(within(all).getAllByRole('article')).toHaveLength(3);
    expect(within(all).queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(server.requests('/api/feed/pog/all').map((r) => r.url.searchParams.get('limit'))).toEqual([
      '12',
      '12',
    ]);

    const legendary = section('Legendary POGs');
    await within(legendary).findByText('The cards could not be loaded.');
    legendaryFails = false;
    fireEvent.click(within(legendary).getByRole('button', { name: 'Try again' }));
    expect(await within(legendary).findByRole('article', { name: 'POG card of LegendBack' })).toBeTruthy();
  });
});
