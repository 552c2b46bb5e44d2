import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SHARE_CHANNELS } from '@kp/domain/pog';
import { loadSession, signIn } from '../../lib/session';
import { failure, ok, USER, stubServer, type FakeRoute } from '../../test/fake-server.fixtures';
import { renderApp } from '../../test/render-app';
import { mintStatus, pogBaseRoutes, pogCard, pogNft } from './pog.fixtures';

const LAZY = { timeout: 10_000 };
const MINTED = pogCard({
  status: 'minted',
  mintedAt: new Date().toISOString(),
  chain: { chainId: 31337, contract: '0x5FbDB2315678afecb367f032d93F642f64180aa3', txHash: '0xabc' },
});

async function open(url: string, routes: Record<string, FakeRoute>, isSignedIn = true) {
  const server = stubServer({ ...pogBaseRoutes(), ...routes });
  if (isSignedIn) signIn(USER, 'phone');
  renderApp(url);
  return server;
}

beforeEach(async () => {
  localStorage.clear();
  await loadSession();
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('/my-pog', () => {
  it('invites a gamer with no card to mint one', async () => {
    await open('/my-pog', {
      '/api/tps/pog/list': () => ok({ cards: [] }),
      '/api/nfts/user-nfts': () => ok({ nfts: [] }),
    });
    expect(await screen.findByRole('heading', { name: 'You have no POG card yet' }, LAZY)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Mint yours' }).getAttribute('href')).toBe('/pog/mint');
    expect(screen.getByRole('link', { name: 'POG leaderboard' }).getAttribute('href')).toBe(
      '/pog/leaderboard',
    );
  });

  it('shows the card: avatar, name, tier, the five scores as two digits, badges, token and chain', async () => {
    const nft = pogNft(MINTED, { human: 90, play: 7, skill: 0, commerce: 12, social: 3 }, 'Gold', ['Xer']);
    await open('/my-pog', {
      '/api/tps/pog/list': () => ok({ cards: [MINTED] }),
      '/api/nfts/user-nfts': () => ok({ nfts: [nft] }),
    });
    const card = await screen.findByRole('article', { name: 'POG card of AshaPlays' }, LAZY);
    expect(within(card).getByRole('img', { name: 'Avatar of AshaPlays' }).getAttribute('src')).toBe(
      MINTED.imageUrl,
    );
    expect(within(card).getByText('Gold')).toBeTruthy();
    const scores = within(card)
      .getAllByRole('definition')
      .slice(0, 5)
      .map((dd) => dd.textContent);
    expect(scores).toEqual(['90', '07', '00', '12', '03']);
    expect(within(card).getByText('Xer')).toBeTruthy();
    expect(within(card).getByText('#7')).toBeTruthy();
    expect(within(card).getByText(/On chain 31337, contract 0x5FbDB/)).toBeTruthy();
  });

  it('says "00" for scores not counted yet, and custodial for a card on no chain', async () => {
    const custodial = { ...MINTED, chain: null };
    await open('/my-pog', {
      '/api/tps/pog/list': () => ok({ cards: [custodial] }),
      '/api/nfts/user-nfts': () => ok({ nfts: [pogNft(custodial)] }),
    });
    const card = await screen.findByRole('article', { name: 'POG card of AshaPlays' }, LAZY);
    expect(within(card).getAllByText('00')).toHaveLength(5);
    expect(within(card).getByText('No tier yet')).toBeTruthy();
    expect(within(card).getByText(/not counted yet, so each shows 00/)).toBeTruthy();
    expect(within(card).getByText('Custodial: recorded by the platform, no chain')).toBeTruthy();
  });

  it('shows the card drawn for sharing, front and back, by the name held now', async () => {
    await open('/my-pog', {
      '/api/tps/pog/list': () => ok({ cards: [MINTED] }),
      '/api/nfts/user-nfts': () => ok({ nfts: [pogNft(MINTED)] }),
      '/api/tps/pog/status': () => ok(mintStatus({}, { name: 'AshaRenamed' })),
    });
    const card = await screen.findByRole('article', { name: 'POG card of AshaPlays' }, LAZY);
    const front = within(card).getByRole('img', { name: /^Front of the POG card of AshaRenamed/ });
    expect(front.getAttribute('src')).toBe('/api/pog-card/AshaRenamed/front');
    const back = within(card).getByRole('img', { name: /^Back of the POG card of AshaRenamed/ });
    expect(back.getAttribute('src')).toBe('/api/pog-card/AshaRenamed/back');
  });

  it('shares the card’s public page with utm_source on every channel; "more" copies it without a share sheet', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    const server = await open('/my-pog', {
      '/api/tps/pog/list': () => ok({ cards: [MINTED] }),
      '/api/nfts/user-nfts': () => ok({ nfts: [pogNft(MINTED)] }),
      'POST /api/users/pog/share': () => ok({}),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }, LAZY));
    const dialog = await screen.findByRole('dialog', { name: 'Share POG' });
    for (const [channel, name] of [
      ['x', 'X'],
      ['telegram', 'Telegram'],
      ['facebook', 'Facebook'],
      ['whatsapp', 'WhatsApp'],
    ] as const) {
      const href = decodeURIComponent(within(dialog).getByRole('link', { name }).getAttribute('href') ?? '');
      expect(href).toContain(`${location.origin}/pog?name=AshaPlays&utm_source=${channel}&utm_medium=share`);
    }
    fireEvent.click(within(dialog).getByRole('link', { name: 'Telegram' }));
    await vi.waitFor(() =>
      expect(server.requests('/api/users/pog/share').map((r) => r.body)).toEqual([{ channel: 'telegram' }]),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'More' }));
    await vi.waitFor(() =>
      expect(writeText).toHaveBeenCalledWith(
        `${location.origin}/pog?name=AshaPlays&utm_source=more&utm_medium=share`,
      ),
    );
    await vi.waitFor(() =>
      expect(server.requests('/api/users/pog/share').map((r) => r.body)).toContainEqual({ channel: 'more' }),
    );
    expect(SHARE_CHANNELS).toHaveLength(5);
  });
});

describe('/pog', () => {
  it('says what the card is and offers a visitor to sign in', async () => {
    await open('/pog', {}, false);
    expect(await screen.findByRole('heading', { level: 1, name: 'Proof of Gamer' }, LAZY)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Where the scores come from' })).toBeTruthy();
    expect(await screen.findByText('Sign in to mint your Proof of Gamer card.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'POG leaderboard' }).getAttribute('href')).toBe(
      '/pog/leaderboard',
    );
  });

  it('offers a gamer with a card to see it', async () => {
    await open('/pog', { '/api/tps/pog/list': () => ok({ cards: [MINTED] }) });
    expect((await screen.findByRole('link', { name: 'See yours' }, LAZY)).getAttribute('href')).toBe(
      '/my-pog',
    );
  });

  it('shows a card shared by its POG name to anyone, with the card drawn for sharing', async () => {
    await open(
      '/pog?name=ashaplays&utm_source=x',
      {
        '/api/tps/pog/cards/ashaplays': () =>
          ok({ tokenId: '7', name: 'AshaPlays', metadata: pogNft(MINTED, {}, 'Gold').metadata }),
      },
      false,
    );
    const card = await screen.findByRole(
      'article',
      { name: 'POG card of AshaPlays · Proof of Gamer #7' },
      LAZY,
    );
    expect(within(card).getByText('Gold')).toBeTruthy();
    expect(within(card).getByRole('img', { name: /^Front of the POG card of AshaPlays/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'POG leaderboard' }).getAttribute('href')).toBe(
      '/pog/leaderboard',
    );
  });

  it('says a card shared by a name nobody minted under does not exist', async () => {
    await open(
      '/pog?name=nobody99',
      { '/api/tps/pog/cards/nobody99': () => failure(404, 'POG_CARD_NOT_FOUND') },
      false,
    );
    expect(await screen.findByText('This POG card does not exist.', {}, LAZY)).toBeTruthy();
  });

  it('shows a shared card to anyone, by its public metadata', async () => {
    await open(
      '/pog?card=7',
      {
        '/api/pog-nft/7': () =>
          new Response(JSON.stringify(pogNft(MINTED, {}, 'Silver').metadata), { status: 200 }),
      },
      false,
    );
    const card = await screen.findByRole(
      'article',
      { name: 'POG card of AshaPlays · Proof of Gamer #7' },
      LAZY,
    );
    expect(within(card).getByText('Silver')).toBeTruthy();
    expect(within(card).getAllByText('00')).toHaveLength(5);
  });
});
