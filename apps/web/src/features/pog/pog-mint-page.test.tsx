import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadSession, signIn } from '../../lib/session';
import { failure, ok, USER, stubServer, type FakeRoute } from '../../test/fake-server.fixtures';
import { renderApp } from '../../test/render-app';
import { mintStatus, pogBaseRoutes, pogCard, SLOT_ID } from './pog.fixtures';
import type { PogMintStatus } from '@kp/contract/pog';
import { isolate } from '../../components/user-text';

const LAZY = { timeout: 10_000 };

async function openMint(routes: Record<string, FakeRoute>) {
  const server = stubServer({ ...pogBaseRoutes(), ...routes });
  signIn(USER, 'phone');
  renderApp('/pog/mint');
  await screen.findByRole('heading', { level: 1, name: 'Mint your POG card' }, LAZY);
  return server;
}

/** The page's named state ("Where you are: …"). */
const stateShown = async (name: string) =>
  expect(await screen.findByText(name, { selector: 'strong' }, LAZY)).toBeTruthy();

beforeEach(async () => {
  localStorage.clear();
  await loadSession();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the POG name', () => {
  it('says the rule’s messages as typed, asks whether it is free once typing pauses, and reserves it', async () => {
    let status = mintStatus({ hasName: false });
    const { requests } = await openMint({
      '/api/tps/pog/status': () => ok(status),
      'GET /api/tps/pog/name': ({ url }) => {
        const name = url.searchParams.get('name')!;
        return ok({ name, isAvailable: name !== 'TakenOne' });
      },
      'POST /api/tps/pog/name': ({ body }) => {
        status = mintStatus({ hasName: true });
        return ok(body, 201);
      },
    });
    await stateShown('Reserve username');
    expect(screen.getByRole('tab', { name: 'Reserve name', selected: true })).toBeTruthy();
    const field = screen.getByLabelText('POG name');
    fireEvent.change(field, { target: { value: 'abc' } });
    expect(await screen.findByText('Username must be between 5 and 12 characters')).toBeTruthy();
    fireEvent.change(field, { target: { value: 'abc$def' } });
    expect(await screen.findByText('Special characters are not allowed')).toBeTruthy();
    fireEvent.change(field, { target: { value: 'TakenOne' } });
    expect(await screen.findByText('Username already taken!', {}, LAZY)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reserve name' })).toHaveProperty('disabled', true);
    fireEvent.change(field, { target: { value: 'AshaPlays' } });
    expect(await screen.findByText(`${isolate('AshaPlays')} is available.`, {}, LAZY)).toBeTruthy();
    // Only names of the rule were asked about, each once typing paused.
    expect(requests('/api/tps/pog/name').map((r) => r.url.searchParams.get('name'))).toEqual([
      'TakenOne',
      'AshaPlays',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Reserve name' }));
    // The status moves on: customize_pog's next step is the avatar's genre, on CREATE AVATAR.
    await stateShown('Avatar category selection');
    expect(screen.getByRole('tab', { name: 'CREATE AVATAR', selected: true })).toBeTruthy();
    expect(requests('/api/tps/pog/name').at(-1)?.body).toEqual({ name: 'AshaPlays' });
  });
});

describe('the tabs', () => {
  it('follow the status through the avatar’s steps to the mint, and the mode switch', async () => {
    let status: PogMintStatus = mintStatus({ avatarStep: 'selfie' });
    const { requests } = await openMint({
      '/api/tps/pog/status': () => ok(status),
      '/api/tps/pog/style': () =>
        ok({ genre: 'HORROR', characterId: 'witch', styleId: 'fog', hasSelfie: false }),
      'PUT /api/tps/pog/preferences': ({ body }) => {
        status = mintStatus({ mode: 'quick_mint' });
        return ok(body);
      },
    });
    await stateShown('Selfie upload');
    expect(screen.getByRole('tab', { name: 'CREATE AVATAR', selected: true })).toBeTruthy();
    expect(await screen.findByText('Horror · Witch · Fog', {}, LAZY)).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /Quick mint/ }));
    await waitFor(() =>
      expect(requests('/api/tps/pog/preferences')[0]?.body).toEqual({ mode: 'quick_mint' }),
    );
    // quick_mint needs no avatar before the slot: MINT POG CARD, pay first.
    expect(await screen.findByRole('tab', { name: 'MINT POG CARD', selected: true }, LAZY)).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Unlock a mint slot' })).toBeTruthy();
  });
});

describe('the selfie', () => {
  it('refuses a file that is not a JPEG before sending it', async () => {
    const { requests } = await openMint({
      '/api/tps/pog/status': () => ok(mintStatus({ avatarStep: 'selfie' })),
      '/api/tps/pog/style': () =>
        ok({ genre: 'HORROR', characterId: 'witch', styleId: 'fog', hasSelfie: false }),
    });
    const input = await screen.findByLabelText('Upload a JPEG', {}, LAZY);
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [png] } });
    expect(await screen.findByText('Only JPEG images are allowed')).toBeTruthy();
    expect(requests('/api/tps/pog/selfie')).toEqual([]);
  });

  it('says "Face not detected" from the api, and "Camera not found" without a camera', async () => {
    const { requests } = await openMint({
      '/api/tps/pog/status': () => ok(mintStatus({ avatarStep: 'selfie' })),
      '/api/tps/pog/style': () =>
        ok({ genre: 'HORROR', characterId: 'witch', styleId: 'fog', hasSelfie: false }),
      'POST /api/tps/pog/selfie': () => failure(422, 'AVATAR_FACE_NOT_DETECTED', 'Face not detected'),
    });
    const input = await screen.findByLabelText('Upload a JPEG', {}, LAZY);
    const jpeg = new File([new Uint8Array([255, 216, 255, 224])], 'hills.jpg', { type: 'image/jpeg' });
    fireEvent.change(input, { target: { files: [jpeg] } });
    expect(await screen.findByText('Face not detected')).toBeTruthy();
    expect(requests('/api/tps/pog/selfie')[0]?.init.headers).toMatchObject({ 'Content-Type': 'image/jpeg' });

    vi.stubGlobal('navigator', { ...navigator, mediaDevices: undefined });
    fireEvent.click(screen.getByRole('button', { name: 'Take a selfie' }));
    const camera = await screen.findByRole('dialog', { name: 'Create avatar' });
    expect(within(camera).getByText('Camera not found')).toBeTruthy();
    expect(within(camera).queryByRole('button', { name: 'Take photo' })).toBeNull();
  });

  it('says "Camera not found" when the camera is refused', async () => {
    await openMint({
      '/api/tps/pog/status': () => ok(mintStatus({ avatarStep: 'selfie' })),
      '/api/tps/pog/style': () =>
        ok({ genre: 'HORROR', characterId: 'witch', styleId: 'fog', hasSelfie: false }),
    });
    const getUserMedia = vi.fn(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia } });
    fireEvent.click(await screen.findByRole('button', { name: 'Take a selfie' }, LAZY));
    const camera = await screen.findByRole('dialog', { name: 'Create avatar' });
    expect(await within(camera).findByText('Camera not found')).toBeTruthy();
    expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: 'user' }, audio: false });
  });
});

describe('the slot’s payment', () => {
  it('shows the processing state, then the spec’s failure with a retry that sends the same key', async () => {
    let status = mintStatus({ avatarStep: 'ready' });
    let answer: (response: Response) => void = () => {};
    const { requests } = await openMint({
      '/api/tps/pog/status': () => ok(status),
      'POST /api/tps/pog/slot-unlock': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    expect(await screen.findByRole('tab', { name: 'MINT POG CARD', selected: true }, LAZY)).toBeTruthy();
    expect(screen.getByRole('radio', { name: /100 K-Cash/ })).toHaveProperty('checked', true);
    expect(screen.getByText('250 K-Cash', { exact: false })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pay and unlock' }));
    await stateShown('Slot payment processing');
    status = mintStatus({ avatarStep: 'ready', slot: 'failed' });
    await act(async () => answer(failure(402, 'PAYMENT_FAILED', 'Payment Failed, Please try again!')));
    expect(await screen.findByText('Payment Failed, Please try again!')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(requests('/api/tps/pog/slot-unlock')).toHaveLength(2));
    status = mintStatus({ avatarStep: 'ready', slot: 'open' });
    await act(async () =>
      answer(
        ok(
          {
            id: SLOT_ID,
            currency: 'KCASH',
            amount: '100',
            cardId: null,
            createdAt: new Date().toISOString(),
          },
          201,
        ),
      ),
    );
    expect(await screen.findByRole('button', { name: 'Mint my POG card' }, LAZY)).toBeTruthy();
    const keys = requests('/api/tps/pog/slot-unlock').map((r) =>
      new Headers(r.init.headers).get('Idempotency-Key'),
    );
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(requests('/api/tps/pog/slot-unlock')[0]?.body).toEqual({ currency: 'KCASH' });
    // The balances are read again after each attempt.
    expect(requests('/api/wallets/balance').length).toBeGreaterThanOrEqual(2);
  });
});

describe('the mint', () => {
  it('shows its live progress with the percentage and the time left, then the card minted', async () => {
    const minting = pogCard();
    let status = mintStatus({ avatarStep: 'ready' }, { card: minting });
    await openMint({ '/api/tps/pog/status': () => ok(status) });
    await stateShown('Mint in progress');
    const bar = screen.getByRole('progressbar', { name: 'Minting progress' });
    expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(39);
    expect(bar.getAttribute('aria-valuetext')).toMatch(/^\d+% · Time left: \d+ s$/);
    expect(screen.getByText(/Minting takes about 100 seconds/)).toBeTruthy();
    status = mintStatus(
      { avatarStep: 'ready' },
      { card: pogCard({ status: 'minted', progress: { ...minting.progress, percent: 100 } }) },
    );
    // The page reads the status again by itself while the mint runs.
    await stateShown('Minted');
    expect(screen.getByRole('link', { name: 'See your card' }).getAttribute('href')).toBe('/my-pog');
  });

  it('says the mint failed with the spec’s words and retries it', async () => {
    let status = mintStatus({ avatarStep: 'ready' }, { card: pogCard({ status: 'failed' }) });
    const { requests } = await openMint({
      '/api/tps/pog/status': () => ok(status),
      'POST /api/tps/pog/mint-retry': () => {
        status = mintStatus({ avatarStep: 'ready' }, { card: pogCard() });
        return ok(pogCard());
      },
    });
    expect(await screen.findByText('Mission failed!', {}, LAZY)).toBeTruthy();
    expect(screen.getByText('Something broke while minting your POG card.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('progressbar', { name: 'Minting progress' })).toBeTruthy();
    expect(requests('/api/tps/pog/mint-retry')).toHaveLength(1);
  });

  it('quick-mints with the genre and the random look picked', async () => {
    let status = mintStatus({ mode: 'quick_mint', slot: 'open' });
    const variant = {
      variantId: '5e7c0000-0000-4000-8000-0000000000f2',
      genre: 'TOON',
      characterId: 'skater',
      styleId: 'comic',
      imageUrl: '/api/tps/pog/random-variants/5e7c0000-0000-4000-8000-0000000000f2/image',
    };
    const { requests } = await openMint({
      '/api/tps/pog/status': () => ok(status),
      'POST /api/tps/pog/random-variants': () =>
        ok({ variants: [variant], refreshesLeft: 4, resetsAt: new Date().toISOString() }),
      'POST /api/tps/pog/quick-mint': () => {
        status = mintStatus({ mode: 'quick_mint' }, { card: pogCard({ mode: 'quick_mint' }) });
        return ok(pogCard({ mode: 'quick_mint' }), 201);
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Choose a genre' }, LAZY));
    fireEvent.click(await screen.findByRole('button', { name: 'Toon' }));
    fireEvent.click(screen.getByRole('button', { name: 'Show random looks' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Skater · Comic' }));
    expect(screen.getByText('4 refreshes left today')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Mint my POG card' }));
    expect(await screen.findByRole('progressbar', { name: 'Minting progress' }, LAZY)).toBeTruthy();
    expect(requests('/api/tps/pog/quick-mint')[0]?.body).toEqual({
      genre: 'TOON',
      variantId: variant.variantId,
    });
  });

  it('says "Refresh limit reached" when the day’s refreshes are used', async () => {
    await openMint({
      '/api/tps/pog/status': () => ok(mintStatus({ avatarStep: 'genre' })),
      '/api/tps/pog/style': () => ok({ genre: null, characterId: null, styleId: null, hasSelfie: false }),
      'POST /api/tps/pog/random-variants': () =>
        failure(429, 'AVATAR_REFRESH_LIMIT_REACHED', 'Refresh limit reached'),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Fantasy' }, LAZY));
    fireEvent.click(screen.getByRole('button', { name: 'Show random looks' }));
    expect(await screen.findByText('Refresh limit reached')).toBeTruthy();
  });
});
