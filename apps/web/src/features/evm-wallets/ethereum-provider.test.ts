import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { CLAIM_TYPED_DATA_DOMAIN, CLAIM_TYPED_DATA_TYPES } from '@kp/domain/evm-wallets';
import { loadAllMessages } from '../../lib/i18n';
import {
  findInjectedWallets,
  pickWalletFor,
  readChainId,
  requestAccounts,
  signMessage,
  toChainHex,
  toWalletError,
  typedDataForWallet,
  utf8ToHex,
  WALLET_FAILURE_KEYS,
  WalletError,
} from './ethereum-provider';
import { createFakeWallet } from './fake-wallet.fixtures';

const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const undo: (() => void)[] = [];
afterEach(() => {
  while (undo.length) undo.pop()!();
});

const info = (uuid: string, name: string) => ({ uuid, name, icon: '', rdns: `io.${name.toLowerCase()}` });

describe('finding the wallet', () => {
  it('prefers the wallets that announce themselves (EIP-6963), each once, over window.ethereum', async () => {
    const injected = createFakeWallet();
    const first = createFakeWallet();
    const second = createFakeWallet();
    undo.push(
      injected.inject(),
      first.announce(info('u-1', 'First')),
      second.announce(info('u-2', 'Second')),
    );
    undo.push(first.announce(info('u-1', 'First'))); // a wallet announcing twice
    const wallets = await findInjectedWallets(0);
    expect(wallets.map((w) => w.info.name)).toEqual(['First', 'Second']);
    expect(wallets[0]!.provider).toBe(first.provider);
  });

  it('falls back to window.ethereum when no wallet announces itself', async () => {
    const injected = createFakeWallet();
    undo.push(injected.inject());
    const wallets = await findInjectedWallets(0);
    expect(wallets).toHaveLength(1);
    expect(wallets[0]!.provider).toBe(injected.provider);
  });

  it('waits a moment for a wallet that announces itself late, and finds none when there is none', async () => {
    expect(await findInjectedWallets(20)).toEqual([]);
    const late = createFakeWallet();
    const onRequest = () =>
      setTimeout(() =>
        window.dispatchEvent(
          new CustomEvent('eip6963:announceProvider', {
            detail: { info: info('late', 'Late'), provider: late.provider },
          }),
        ),
      );
    window.addEventListener('eip6963:requestProvider', onRequest);
    undo.push(() => window.removeEventListener('eip6963:requestProvider', onRequest));
    const wallets = await findInjectedWallets(1000);
    expect(wallets.map((w) => w.info.name)).toEqual(['Late']);
  });

  it('ignores announcements that are not providers', async () => {
    const onRequest = () =>
      window.dispatchEvent(
        new CustomEvent('eip6963:announceProvider', { detail: { info: info('x', 'X'), provider: {} } }),
      );
    window.addEventListener('eip6963:requestProvider', onRequest);
    undo.push(() => window.removeEventListener('eip6963:requestProvider', onRequest));
    expect(await findInjectedWallets(0)).toEqual([]);
  });

  it('picks, of several wallets, the one that already shares the account', async () => {
    const a = createFakeWallet({ accounts: [BOB] });
    const b = createFakeWallet({ accounts: [ALICE] });
    const wallets = [
      { info: info('a', 'A'), provider: a.provider },
      { info: info('b', 'B'), provider: b.provider },
    ];
    expect((await pickWalletFor(wallets, ALICE.toLowerCase()))?.provider).toBe(b.provider);
    expect((await pickWalletFor(wallets, '0x' + '1'.repeat(40)))?.provider).toBe(a.provider);
    expect(await pickWalletFor([], ALICE)).toBeNull();
  });
});

describe("a wallet's errors", () => {
  it('map the EIP-1193 codes, wherever the wallet put them', () => {
    expect(toWalletError({ code: 4001, message: 'User rejected the request.' }).kind).toBe('declined');
    expect(toWalletError({ code: -32603, data: { originalError: { code: 4001 } } }).kind).toBe('declined');
    expect(toWalletError(Object.assign(new Error('x'), { cause: { code: 4001 } })).kind).toBe('declined');
    expect(toWalletError({ code: 'ACTION_REJECTED' }).kind).toBe('declined');
    expect(toWalletError({ code: 4100 }).kind).toBe('unauthorized');
    expect(toWalletError({ code: -32002 }).kind).toBe('pending');
    expect(toWalletError({ code: 4902 }).kind).toBe('unknownChain');
    expect(toWalletError({ code: 4200 }).kind).toBe('unsupported');
    expect(toWalletError({ code: 4900 }).kind).toBe('disconnected');
    expect(toWalletError(new Error('boom')).kind).toBe('failed');
    expect(toWalletError('nonsense').kind).toBe('failed');
  });

  it('say what happened in the brief’s words', async () => {
    await loadAllMessages();
    const en = i18next.getFixedT('en');
    expect(en(WALLET_FAILURE_KEYS.declined)).toBe('You declined in your wallet');
    expect(en(WALLET_FAILURE_KEYS.noWallet)).toBe(
      "No wallet found in this browser: install MetaMask or open this page in your wallet app's browser",
    );
    for (const key of Object.values(WALLET_FAILURE_KEYS)) expect(en(key)).not.toBe(key);
  });

  it('come out of a request as WalletError', async () => {
    const wallet = createFakeWallet({ refuse: { personal_sign: { code: 4001, message: 'no' } } });
    const failure = await signMessage(wallet.provider, ALICE, 'hi').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(WalletError);
    expect((failure as WalletError).kind).toBe('declined');
  });
});

describe("a wallet's answers", () => {
  it('are checked: accounts must be addresses, a chain id a number', async () => {
    const junk = (value: unknown) => ({ request: async () => value });
    await expect(requestAccounts(junk(['nope']))).rejects.toMatchObject({ kind: 'noAccount' });
    await expect(requestAccounts(junk('0x1'))).rejects.toMatchObject({ kind: 'badAnswer' });
    await expect(requestAccounts(junk([ALICE, 7]))).resolves.toEqual([ALICE]);
    await expect(readChainId(junk('0x7a69'))).resolves.toBe(31337);
    await expect(readChainId(junk(137))).resolves.toBe(137);
    await expect(readChainId(junk('137'))).resolves.toBe(137);
    await expect(readChainId(junk('polygon'))).rejects.toMatchObject({ kind: 'badAnswer' });
    await expect(signMessage(junk('0xabc'), ALICE, 'hi')).rejects.toMatchObject({ kind: 'badAnswer' });
  });

  it('hex-encode what is signed: the UTF-8 bytes of the text, and the chain id', () => {
    expect(utf8ToHex('Hi é')).toBe(`0x${Buffer.from('Hi é', 'utf8').toString('hex')}`);
    expect(toChainHex(31337)).toBe('0x7a69');
    expect(toChainHex(1)).toBe('0x1');
  });
});

describe('typed data for eth_signTypedData_v4', () => {
  const message = {
    campaignId: 'c-1',
    user: ALICE,
    amount: '2500',
    currency: 'KCASH',
    nonce: '7',
    deadline: '1900000000',
  };

  it('lists the EIP712Domain type of the fields the domain has, in the standard order', () => {
    const json = typedDataForWallet({
      domain: { ...CLAIM_TYPED_DATA_DOMAIN, chainId: 31337, verifyingContract: BOB },
      types: { Claim: CLAIM_TYPED_DATA_TYPES.Claim.map((f) => ({ ...f })) },
      primaryType: 'Claim',
      message,
    });
    const parsed = JSON.parse(json) as Record<string, unknown>;
    expect(parsed).toEqual({
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'version', type: 'string' },
          { name: 'chainId', type: 'uint256' },
          { name: 'verifyingContract', type: 'address' },
        ],
        Claim: CLAIM_TYPED_DATA_TYPES.Claim,
      },
      domain: { name: 'KPlay Rewards', version: '1', chainId: 31337, verifyingContract: BOB },
      primaryType: 'Claim',
      message,
    });
  });

  it('leaves out the fields a domain does not have', () => {
    const json = typedDataForWallet({
      domain: { ...CLAIM_TYPED_DATA_DOMAIN, chainId: 1 },
      types: { Claim: [] },
      primaryType: 'Claim',
      message,
    });
    const types = (JSON.parse(json) as { types: { EIP712Domain: { name: string }[] } }).types;
    expect(types.EIP712Domain.map((f) => f.name)).toEqual(['name', 'version', 'chainId']);
  });
});
