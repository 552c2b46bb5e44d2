import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { EvmWalletList } from '@kp/contract/evm-wallets';
import { ERRORS } from '@kp/domain/errors';
import { ModalHost } from '../../app/modal-host';
import { registerModals } from '../../app/modals';
import { loadAllMessages } from '../../lib/i18n';
import { openModal } from '../../lib/modals';
import { failure, stubServer } from '../../test/fake-server.fixtures';
import { ALICE, fakeEvmApi, makeWallet, siweMessage } from './fake-evm-api.fixtures';
import { createFakeWallet, FAKE_SIGNATURE, type FakeWalletOptions } from './fake-wallet.fixtures';
import { WALLET_API_ERRORS } from './wallet-messages';

// A modal's first opening compiles its chunk: slower than a findBy's usual second.
const SLOW = { timeout: 5000 };
const undo: (() => void)[] = [];

beforeAll(() => registerModals());
afterEach(() => {
  while (undo.length) undo.pop()!();
  vi.unstubAllGlobals();
});

/** The modal open over a fake api and a fake wallet injected in the page. */
async function openConnect(
  wallet: FakeWalletOptions = {},
  api: Parameters<typeof fakeEvmApi>[0] = {},
  overrides: Parameters<typeof stubServer>[0] = {},
) {
  const log: string[] = [];
  const fake = createFakeWallet({ log, ...wallet });
  undo.push(fake.inject());
  const server = fakeEvmApi(api, log);
  const { requests } = stubServer({ ...server.routes, ...overrides });
  const onLinked = vi.fn<(list: EvmWalletList) => void>();
  render(<ModalHost />);
  act(() => void openModal('connectEvmWallet', { onLinked }));
  const dialog = await screen.findByRole('dialog', { name: 'Connect EVM wallet' }, SLOW);
  await within(dialog).findByRole('button', { name: 'Connect wallet' });
  return { dialog, fake, log, onLinked, requests };
}

describe('the English words of the EVM wallet refusals', () => {
  it('are the catalogue’s', async () => {
    await loadAllMessages();
    const en = i18next.getFixedT('en');
    for (const code of WALLET_API_ERRORS) expect(en(`evmWallet.errors.${code}`)).toBe(ERRORS[code].message);
  });
});

describe('the connect EVM wallet modal', () => {
  it('links the wallet: account, network, nonce, personal_sign of the api’s message, verify', async () => {
    const { dialog, fake, log, onLinked, requests } = await openConnect();
    expect(dialog.textContent).toContain('costs no gas');
    expect(dialog.textContent).toContain('chain 31337');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Connect wallet' }));

    const success = await screen.findByRole('dialog', { name: 'Wallet connected' }, SLOW);
    expect(success.textContent).toContain('0xf39F…2266 is now linked to your account.');
    expect(success.textContent).toContain(ALICE);
    expect(screen.queryByRole('dialog', { name: 'Connect EVM wallet' })).toBeNull();

    expect(log).toEqual([
      'api listEvmWallets',
      'wallet eth_requestAccounts',
      'wallet eth_chainId',
      'api createEvmWalletNonce',
      'wallet personal_sign',
      'api verifyEvmWallet',
    ]);
    expect(requests('/api/wallets/third-party/nonce')[0]!.body).toEqual({ address: ALICE, chainId: 31337 });
    const message = siweMessage(ALICE, 31337);
    const signed = fake.requests.find((r) => r.method === 'personal_sign')!;
    expect(signed.params).toEqual([`0x${Buffer.from(message, 'utf8').toString('hex')}`, ALICE]);
    expect(requests('/api/wallets/third-party/verify')[0]!.body).toEqual({
      message,
      signature: FAKE_SIGNATURE,
    });
    expect(onLinked).toHaveBeenCalledTimes(1);
    expect(onLinked.mock.calls[0]![0].evmWalletAddress).toBe(ALICE);

    fireEvent.click(within(success).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks to switch a wallet on another network, then links on the switched one', async () => {
    const { dialog, fake, log } = await openConnect({ chainId: 1, knownChains: [1, 31337] });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Connect wallet' }));
    const status = await within(dialog).findByText(
      'Your wallet is on Ethereum (chain 1). Wallets are linked here on chain 31337.',
    );
    expect(status.getAttribute('role')).toBe('status');
    expect(log).not.toContain('api createEvmWalletNonce');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Switch to chain 31337' }));
    await screen.findByRole('dialog', { name: 'Wallet connected' }, SLOW);
    expect(fake.requests.find((r) => r.method === 'wallet_switchEthereumChain')!.params).toEqual([
      { chainId: '0x7a69' },
    ]);
    expect(fake.chainId()).toBe(31337);
    expect(log.indexOf('wallet wallet_switchEthereumChain')).toBeLessThan(
      log.indexOf('api createEvmWalletNonce'),
    );
  });

  it('says which network to pick when the wallet cannot switch, and goes on once the user picks it', async () => {
    const { dialog, fake, requests } = await openConnect({ chainId: 1, knownChains: [1] });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Connect wallet' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Switch to chain 31337' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Your wallet does not have chain 31337 yet.');
    expect(alert.textContent).toContain('Open your wallet and pick chain 31337, then try again.');
    expect(requests('/api/wallets/third-party/nonce')).toHaveLength(0);

    act(() => fake.moveTo(31337)); // the user adds and picks the network in the wallet
    await screen.findByRole('dialog', { name: 'Wallet connected' }, SLOW);
    expect(requests('/api/wallets/third-party/nonce')[0]!.body).toEqual({ address: ALICE, chainId: 31337 });
  });

  it('says the user declined in the wallet, links nothing, and tries again on request', async () => {
    const { dialog, requests } = await openConnect({
      refuse: { personal_sign: { code: 4001, message: 'User rejected the request.' } },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Connect wallet' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('You declined in your wallet');
    expect(within(dialog).getByText('Sign in your wallet').closest('li')!.dataset.state).toBe('failed');
    expect(within(dialog).getByText('Prepare the message').closest('li')!.dataset.state).toBe('done');
    expect(requests('/api/wallets/third-party/verify')).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('dialog', { name: 'Wallet connected' }, SLOW);
    expect(requests('/api/wallets/third-party/nonce')).toHaveLength(2); // a fresh message each time
  });

  it('says the wallet is linked to another account, and what to do', async () => {
    const { dialog, onLinked } = await openConnect(
      {},
      {},
      {
        'POST /api/wallets/third-party/verify': () =>
          failure(409, 'EVM_WALLET_TAKEN', 'This wallet is already linked to another account'),
      },
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Connect wallet' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('This wallet is already linked to another account');
    expect(alert.textContent).toContain('Choose another account in your wallet');
    expect(onLinked).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog', { name: 'Wallet connected' })).toBeNull();
  });

  it('says an expired sign-in must start again', async () => {
    const { dialog } = await openConnect(
      {},
      {},
      {
        'POST /api/wallets/third-party/verify': () => failure(400, 'SIWE_NONCE_EXPIRED'),
      },
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Connect wallet' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('This sign-in request has expired. Please start again.');
    expect(alert.textContent).toContain('The message must be signed within 5 min of asking for it.');
    expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('lets the user choose among the wallets that announce themselves', async () => {
    const log: string[] = [];
    const first = createFakeWallet({ log });
    const second = createFakeWallet({ accounts: ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8'] });
    undo.push(first.announce({ uuid: 'a', name: 'Alpha Wallet', icon: '', rdns: 'a' }));
    undo.push(second.announce({ uuid: 'b', name: 'Beta Wallet', icon: '', rdns: 'b' }));
    stubServer(fakeEvmApi({}, log).routes);
    render(<ModalHost />);
    act(() => void openModal('connectEvmWallet', {}));
    const dialog = await screen.findByRole('dialog', { name: 'Connect EVM wallet' }, SLOW);
    const group = await within(dialog).findByRole('radiogroup', { name: 'Choose your wallet' });
    expect(within(group).getByRole('radio', { name: 'Alpha Wallet' })).toHaveProperty('checked', true);
    fireEvent.click(within(group).getByRole('radio', { name: 'Beta Wallet' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Connect wallet' }));
    const success = await screen.findByRole('dialog', { name: 'Wallet connected' }, SLOW);
    expect(success.textContent).toContain('0x7099…79C8');
    expect(first.requests).toHaveLength(0);
  });

  it('says when this site has no network to link wallets on', async () => {
    undo.push(createFakeWallet().inject());
    stubServer(fakeEvmApi({ chainIds: [] }).routes);
    render(<ModalHost />);
    act(() => void openModal('connectEvmWallet', {}));
    const dialog = await screen.findByRole('dialog', { name: 'Connect EVM wallet' }, SLOW);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Wallets cannot be linked on this site yet: no network is set up for it.',
    );
    expect(within(dialog).queryByRole('button', { name: 'Connect wallet' })).toBeNull();
  });

  it('says when the browser has no wallet, and looks again on request', async () => {
    stubServer(fakeEvmApi({ wallets: [makeWallet(ALICE, { isPrimary: true })] }).routes);
    render(<ModalHost />);
    act(() => void openModal('connectEvmWallet', {}));
    const dialog = await screen.findByRole('dialog', { name: 'Connect EVM wallet' }, SLOW);
    const alert = await within(dialog).findByRole('alert', {}, SLOW);
    expect(alert.textContent).toBe(
      "No wallet found in this browser: install MetaMask or open this page in your wallet app's browser",
    );
    undo.push(createFakeWallet().inject());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Look again' }));
    expect(await within(dialog).findByRole('button', { name: 'Connect wallet' })).toBeTruthy();
  });

  it('shows an error with a retry when the wallets cannot be loaded', async () => {
    undo.push(createFakeWallet().inject());
    let isDown = true;
    const api = fakeEvmApi();
    stubServer({
      ...api.routes,
      'GET /api/wallets/third-party': (request) =>
        isDown ? failure(503, 'SERVICE_UNAVAILABLE') : api.routes['GET /api/wallets/third-party']!(request),
    });
    render(<ModalHost />);
    act(() => void openModal('connectEvmWallet', {}));
    const dialog = await screen.findByRole('dialog', { name: 'Connect EVM wallet' }, SLOW);
    expect((await within(dialog).findByRole('alert')).textContent).toContain('The service cannot be reached');
    isDown = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('button', { name: 'Connect wallet' })).toBeTruthy();
  });
});
