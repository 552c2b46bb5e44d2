import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { EvmWalletList } from '@kp/contract/evm-wallets';
import { formatDate } from '../../lib/dates';
import { ModalHost } from '../../app/modal-host';
import { registerModals } from '../../app/modals';
import { openModal } from '../../lib/modals';
import { failure, stubServer } from '../../test/fake-server.fixtures';
import { ALICE, BOB, fakeEvmApi, makeWallet } from './fake-evm-api.fixtures';

const SLOW = { timeout: 5000 };

beforeAll(() => registerModals());
afterEach(() => vi.unstubAllGlobals());

async function openMulti(
  api: Parameters<typeof fakeEvmApi>[0],
  overrides: Parameters<typeof stubServer>[0] = {},
) {
  const server = fakeEvmApi(api);
  const { requests } = stubServer({ ...server.routes, ...overrides });
  const onChanged = vi.fn<(list: EvmWalletList) => void>();
  render(<ModalHost />);
  act(() => void openModal('multiWallet', { onChanged }));
  const dialog = await screen.findByRole('dialog', { name: 'Your wallets' }, SLOW);
  return { dialog, onChanged, requests };
}

/** The list item of a wallet, by its short address. */
const rowOf = (dialog: HTMLElement, short: string) =>
  within(within(dialog).getByRole('list', { name: 'Linked wallets' }))
    .getByText(short)
    .closest('li')!;

const TWO_WALLETS = [
  makeWallet(ALICE, { isPrimary: true }),
  makeWallet(BOB, { isSmartContract: true, chainId: 137, linkedAt: '2026-03-05T10:00:00.000Z' }),
];

describe('the multi wallet modal', () => {
  it('lists the wallets: short address, copy, primary and smart-contract badges, network', async () => {
    const { dialog } = await openMulti({ wallets: TWO_WALLETS });
    await within(dialog).findByRole('list', { name: 'Linked wallets' }, SLOW);
    const alice = rowOf(dialog, '0xf39F…2266');
    expect(within(alice).getByText('Primary')).toBeTruthy();
    expect(within(alice).queryByRole('button', { name: /Make primary/ })).toBeNull();
    expect(within(alice).getByRole('button', { name: 'Copy address 0xf39F…2266' })).toBeTruthy();
    expect(alice.textContent).toContain(
      `Linked on chain 31337, ${formatDate('2026-03-01T10:00:00.000Z', 'en')}`,
    );
    const bob = rowOf(dialog, '0x7099…79C8');
    expect(within(bob).queryByText('Primary')).toBeNull();
    expect(within(bob).getByText('Smart contract wallet')).toBeTruthy();
    expect(bob.textContent).toContain('Polygon (chain 137)');
  });

  it('makes another wallet primary and tells the opener', async () => {
    const { dialog, onChanged, requests } = await openMulti({ wallets: TWO_WALLETS });
    await within(dialog).findByRole('list', { name: 'Linked wallets' }, SLOW);
    fireEvent.click(
      within(rowOf(dialog, '0x7099…79C8')).getByRole('button', { name: 'Make primary: 0x7099…79C8' }),
    );
    await within(dialog).findByText('0x7099…79C8 is now your primary wallet.');
    expect(requests('/api/wallets/third-party/primary')[0]!.body).toEqual({ address: BOB });
    expect(within(rowOf(dialog, '0x7099…79C8')).getByText('Primary')).toBeTruthy();
    expect(within(rowOf(dialog, '0xf39F…2266')).queryByText('Primary')).toBeNull();
    expect(onChanged.mock.calls[0]![0].evmWalletAddress).toBe(BOB);
  });

  it('says so when making a wallet primary fails', async () => {
    const { dialog, onChanged } = await openMulti(
      { wallets: TWO_WALLETS },
      { 'POST /api/wallets/third-party/primary': () => failure(404, 'EVM_WALLET_NOT_FOUND') },
    );
    await within(dialog).findByRole('list', { name: 'Linked wallets' }, SLOW);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make primary: 0x7099…79C8' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'This wallet is not linked to your account',
    );
    expect(within(rowOf(dialog, '0xf39F…2266')).getByText('Primary')).toBeTruthy();
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('disconnects a wallet after the disconnect wallet modal’s confirmation', async () => {
    const { dialog, onChanged, requests } = await openMulti({ wallets: TWO_WALLETS });
    await within(dialog).findByRole('list', { name: 'Linked wallets' }, SLOW);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disconnect 0xf39F…2266' }));
    const confirm = await screen.findByRole('dialog', { name: 'Disconnect wallet' }, SLOW);
    expect(confirm.textContent).toContain('Disconnect 0xf39F…2266 from your account?');
    expect(requests('/api/wallets/disconnect')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Disconnect' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Disconnect wallet' })).toBeNull());
    expect(requests('/api/wallets/disconnect')[0]!.body).toEqual({ address: ALICE });
    expect(within(dialog).queryByText('0xf39F…2266')).toBeNull();
    expect(within(rowOf(dialog, '0x7099…79C8')).getByText('Primary')).toBeTruthy();
    expect(onChanged.mock.calls[0]![0].wallets.map((w) => w.address)).toEqual([BOB]);
  });

  it('keeps the wallet when the user cancels the disconnect', async () => {
    const { dialog, requests } = await openMulti({ wallets: TWO_WALLETS });
    await within(dialog).findByRole('list', { name: 'Linked wallets' }, SLOW);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disconnect 0x7099…79C8' }));
    const confirm = await screen.findByRole('dialog', { name: 'Disconnect wallet' }, SLOW);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Disconnect wallet' })).toBeNull());
    expect(requests('/api/wallets/disconnect')).toHaveLength(0);
    expect(within(dialog).getByText('0x7099…79C8')).toBeTruthy();
  });

  it('says why a disconnect failed and stays open', async () => {
    const { dialog } = await openMulti(
      { wallets: TWO_WALLETS },
      { 'POST /api/wallets/disconnect': () => failure(503, 'SERVICE_UNAVAILABLE') },
    );
    await within(dialog).findByRole('list', { name: 'Linked wallets' }, SLOW);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disconnect 0x7099…79C8' }));
    const confirm = await screen.findByRole('dialog', { name: 'Disconnect wallet' }, SLOW);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Disconnect' }));
    expect((await within(confirm).findByRole('alert')).textContent).toContain(
      'The service cannot be reached',
    );
    expect(within(confirm).getByRole('button', { name: 'Disconnect' })).toHaveProperty('disabled', false);
  });

  it('shows the empty state, whose button opens the connect EVM wallet modal', async () => {
    const { dialog } = await openMulti({ wallets: [] });
    expect(
      await within(dialog).findByText('No wallet is linked to your account yet.', {}, SLOW),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Connect wallet' }));
    expect(await screen.findByRole('dialog', { name: 'Connect EVM wallet' }, SLOW)).toBeTruthy();
  });

  it('opens the connect EVM wallet modal for another wallet', async () => {
    const { dialog } = await openMulti({ wallets: TWO_WALLETS });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Connect another wallet' }, SLOW));
    expect(await screen.findByRole('dialog', { name: 'Connect EVM wallet' }, SLOW)).toBeTruthy();
  });

  it('shows an error with a retry when the wallets cannot be loaded', async () => {
    let isDown = true;
    const api = fakeEvmApi({ wallets: TWO_WALLETS });
    stubServer({
      ...api.routes,
      'GET /api/wallets/third-party': (request) =>
        isDown ? failure(503, 'SERVICE_UNAVAILABLE') : api.routes['GET /api/wallets/third-party']!(request),
    });
    render(<ModalHost />);
    act(() => void openModal('multiWallet', {}));
    const dialog = await screen.findByRole('dialog', { name: 'Your wallets' }, SLOW);
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'Your wallets could not be loaded.',
    );
    isDown = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('list', { name: 'Linked wallets' })).toBeTruthy();
  });
});
