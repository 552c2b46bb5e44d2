import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LinkedEvmWallet } from '@kp/contract/evm-wallets';
import { CLAIM_TYPED_DATA_TYPES } from '@kp/domain/evm-wallets';
import { ModalHost } from '../../app/modal-host';
import { registerModals } from '../../app/modals';
import { openModal } from '../../lib/modals';
import { failure, stubServer } from '../../test/fake-server.fixtures';
import { ALICE, BOB, CAMPAIGN_ID, claimTypedData, fakeEvmApi, makeWallet } from './fake-evm-api.fixtures';
import { createFakeWallet, FAKE_SIGNATURE, type FakeWalletOptions } from './fake-wallet.fixtures';

const SLOW = { timeout: 5000 };
const SPEC_FAILURE = 'Reward claim transaction failed. Please retry by signing the transaction again.';
const undo: (() => void)[] = [];

beforeAll(() => registerModals());
afterEach(() => {
  while (undo.length) undo.pop()!();
  vi.unstubAllGlobals();
});

async function openSign(
  options: {
    wallet?: FakeWalletOptions;
    wallets?: LinkedEvmWallet[];
    chainId?: number | null;
    overrides?: Parameters<typeof stubServer>[0];
  } = {},
) {
  const log: string[] = [];
  const fake = createFakeWallet({ log, ...options.wallet });
  undo.push(fake.inject());
  const api = fakeEvmApi({ wallets: options.wallets ?? [makeWallet(ALICE, { isPrimary: true })] }, log);
  const { requests } = stubServer({ ...api.routes, ...options.overrides });
  const onSigned = vi.fn();
  render(<ModalHost />);
  act(
    () =>
      void openModal('transactionSign', {
        campaignId: CAMPAIGN_ID,
        chainId: options.chainId === undefined ? 31337 : options.chainId,
        onSigned,
      }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Sign reward claim' }, SLOW);
  const sign = () =>
    fireEvent.click(within(dialog).getByRole('button', { name: /^Sign (with wallet|again)$/ }));
  return { dialog, fake, log, onSigned, requests, sign };
}

describe('the transaction sign modal', () => {
  it('has the primary wallet sign the claim’s typed data (with EIP712Domain) and returns the signature', async () => {
    const { dialog, fake, log, onSigned, requests, sign } = await openSign();
    expect(dialog.textContent).toContain('costs no gas');
    sign();
    await waitFor(() => expect(onSigned).toHaveBeenCalledTimes(1));
    expect(onSigned).toHaveBeenCalledWith({
      chainId: 31337,
      deadline: 4070908800,
      signature: FAKE_SIGNATURE,
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Sign reward claim' })).toBeNull());

    const query = requests('/api/wallets/claim-typed-data')[0]!.url.searchParams;
    expect(Object.fromEntries(query)).toEqual({ campaignId: CAMPAIGN_ID, chainId: '31337', address: ALICE });
    const signed = fake.requests.find((r) => r.method === 'eth_signTypedData_v4')!;
    const [address, json] = signed.params as [string, string];
    expect(address).toBe(ALICE);
    const expected = claimTypedData(ALICE, 31337);
    expect(JSON.parse(json)).toEqual({
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'version', type: 'string' },
          { name: 'chainId', type: 'uint256' },
        ],
        Claim: CLAIM_TYPED_DATA_TYPES.Claim,
      },
      domain: expected.domain,
      primaryType: 'Claim',
      message: expected.message,
    });
    expect(log).toEqual([
      'api listEvmWallets',
      'wallet eth_requestAccounts',
      'api getClaimTypedData',
      'wallet eth_chainId',
      'wallet eth_signTypedData_v4',
    ]);
  });

  it('shows the spec’s message when the user rejects, and signs fresh typed data on "Sign again"', async () => {
    const { dialog, onSigned, requests, sign } = await openSign({
      wallet: { refuse: { eth_signTypedData_v4: { code: 4001, message: 'User denied message signature.' } } },
    });
    sign();
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain(SPEC_FAILURE);
    expect(alert.textContent).toContain('You declined in your wallet');
    expect(onSigned).not.toHaveBeenCalled();

    sign();
    await waitFor(() => expect(onSigned).toHaveBeenCalledTimes(1));
    expect(requests('/api/wallets/claim-typed-data')).toHaveLength(2);
  });

  it('asks to switch the wallet to the linked account when it offers another', async () => {
    const { dialog, fake, onSigned, requests, sign } = await openSign({
      wallet: { accounts: ['0x' + '12'.repeat(19) + 'ab'] },
    });
    sign();
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Switch your wallet to account 0xf39F…2266');
    expect(requests('/api/wallets/claim-typed-data')).toHaveLength(0);
    expect(fake.requests.some((r) => r.method === 'eth_signTypedData_v4')).toBe(false);
    expect(onSigned).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: 'Sign again' })).toBeTruthy();
  });

  it('signs with another linked wallet when that is the account the wallet offers', async () => {
    const { onSigned, requests, sign } = await openSign({
      wallet: { accounts: [BOB] },
      wallets: [makeWallet(ALICE, { isPrimary: true }), makeWallet(BOB)],
    });
    sign();
    await waitFor(() => expect(onSigned).toHaveBeenCalledTimes(1));
    expect(requests('/api/wallets/claim-typed-data')[0]!.url.searchParams.get('address')).toBe(BOB);
  });

  it('switches the wallet to the claim’s chain before signing', async () => {
    const { fake, log, onSigned, sign } = await openSign({ wallet: { chainId: 1, knownChains: [1, 31337] } });
    sign();
    await waitFor(() => expect(onSigned).toHaveBeenCalledTimes(1));
    expect(fake.requests.find((r) => r.method === 'wallet_switchEthereumChain')!.params).toEqual([
      { chainId: '0x7a69' },
    ]);
    expect(log.indexOf('wallet wallet_switchEthereumChain')).toBeLessThan(
      log.indexOf('wallet eth_signTypedData_v4'),
    );
  });

  it('says which network to pick when the wallet cannot switch', async () => {
    const { dialog, fake, onSigned, sign } = await openSign({ wallet: { chainId: 1, knownChains: [1] } });
    sign();
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain(SPEC_FAILURE);
    expect(alert.textContent).toContain('Open your wallet and pick chain 31337, then sign again.');
    expect(fake.requests.some((r) => r.method === 'eth_signTypedData_v4')).toBe(false);
    expect(onSigned).not.toHaveBeenCalled();
  });

  it('asks for no chain when the campaign names none (the api picks the wallet’s)', async () => {
    const { onSigned, requests, sign } = await openSign({ chainId: null });
    sign();
    await waitFor(() => expect(onSigned).toHaveBeenCalledTimes(1));
    expect(requests('/api/wallets/claim-typed-data')[0]!.url.searchParams.has('chainId')).toBe(false);
  });

  it('offers to connect a wallet when none is linked', async () => {
    const { dialog, fake, sign } = await openSign({ wallets: [] });
    sign();
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Connect an EVM wallet first');
    expect(fake.requests).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Connect wallet' }));
    expect(await screen.findByRole('dialog', { name: 'Connect EVM wallet' }, SLOW)).toBeTruthy();
  });

  it('offers to connect a wallet when the api says one is required', async () => {
    const { dialog, sign } = await openSign({
      overrides: { 'GET /api/wallets/claim-typed-data': () => failure(409, 'EVM_WALLET_REQUIRED') },
    });
    sign();
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Connect an EVM wallet first');
    expect(within(dialog).getByRole('button', { name: 'Connect wallet' })).toBeTruthy();
  });

  it('does not offer to sign again a claim the api refuses for good', async () => {
    const { dialog, sign } = await openSign({
      overrides: { 'GET /api/wallets/claim-typed-data': () => failure(409, 'REWARD_ALREADY_CLAIMED') },
    });
    sign();
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe('You have already claimed this reward');
    expect(within(dialog).queryByRole('button', { name: 'Sign again' })).toBeNull();
  });
});
