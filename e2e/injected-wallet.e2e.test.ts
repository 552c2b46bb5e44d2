import type { Page } from 'playwright-core';
import {
  decodeFunctionResult,
  encodeFunctionData,
  erc20Abi,
  verifyMessage,
  verifyTypedData,
  type Hex,
  type TypedDataDefinition,
} from 'viem';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, newPage, type Browser } from './browser';
import { injectTestWallet, type InjectedWallet } from './injected-wallet.fixtures';

const baseURL = inject('baseURL');
const chain = inject('localChain');

/** A claim as the api asks a wallet to sign it (evm-wallets' claim typed data), in wallet JSON. */
function claimTypedData(user: string) {
  return {
    types: {
      EIP712Domain: [
        { name: 'name', type: 'string' },
        { name: 'version', type: 'string' },
        { name: 'chainId', type: 'uint256' },
      ],
      Claim: [
        { name: 'campaignId', type: 'string' },
        { name: 'user', type: 'address' },
        { name: 'amount', type: 'uint256' },
        { name: 'currency', type: 'string' },
        { name: 'nonce', type: 'uint256' },
        { name: 'deadline', type: 'uint256' },
      ],
    },
    domain: { name: 'KPlay', version: '1', chainId: chain.chainId },
    primaryType: 'Claim',
    message: {
      campaignId: 'monsoon-airdrop',
      user,
      amount: '2500',
      currency: 'KCASH',
      nonce: '340282366920938463463374607431768211455',
      deadline: String(Math.floor(Date.now() / 1000) + 600),
    },
  };
}

/** window.ethereum.request in the page; a refusal comes back as its EIP-1193 code and message. */
function request(page: Page, method: string, params?: unknown[]) {
  return page.evaluate(
    async ({ method, params }) => {
      const ethereum = (window as unknown as { ethereum: { request(a: object): Promise<unknown> } }).ethereum;
      try {
        return { result: await ethereum.request(params ? { method, params } : { method }) };
      } catch (error) {
        const { code, message } = error as { code: number; message: string };
        return { error: { code, message } };
      }
    },
    { method, params },
  );
}

let browser: Browser;
let page: Page;
let errors: string[];
let wallet: InjectedWallet;
/** How many requests the app itself made before the tests' own. */
let before = 0;

beforeAll(async () => {
  browser = await launch();
  ({ page, errors } = await newPage(browser));
  wallet = await injectTestWallet(page, chain.holder.privateKey, {
    chainId: chain.chainId,
    rpcUrl: chain.rpcUrl,
  });
  await page.goto(`${baseURL}/`, { waitUntil: 'networkidle' });
  before = wallet.requests.length;
});
afterAll(() => browser.close());

describe('the injected test wallet (EIP-1193 test double) in Chromium', () => {
  it('is window.ethereum and answers EIP-6963 requests, with the account on the local chain', async () => {
    const announced = await page.evaluate(() => {
      const names: string[] = [];
      const onAnnounce = (event: Event) => {
        const { info, provider } = (event as CustomEvent).detail as {
          info: { name: string; uuid: string; rdns: string; icon: string };
          provider: unknown;
        };
        const ethereum = (window as unknown as { ethereum: unknown }).ethereum;
        names.push(`${info.name}|${info.rdns}|${info.icon.startsWith('data:')}|${provider === ethereum}`);
      };
      window.addEventListener('eip6963:announceProvider', onAnnounce);
      window.dispatchEvent(new Event('eip6963:requestProvider'));
      window.removeEventListener('eip6963:announceProvider', onAnnounce);
      return names;
    });
    expect(announced).toEqual(['KPlay Test Wallet|gg.kplay.test-wallet|true|true']);
    expect(await page.evaluate(() => (window as unknown as { ethereum: object }).ethereum)).toMatchObject({
      isMetaMask: false,
    });

    expect(await request(page, 'eth_requestAccounts')).toEqual({ result: [chain.holder.address] });
    expect(await request(page, 'eth_accounts')).toEqual({ result: [chain.holder.address] });
    expect(await request(page, 'eth_chainId')).toEqual({ result: '0x7a69' });
    expect(await request(page, 'net_version')).toEqual({ result: '31337' });
    expect(await request(page, 'wallet_switchEthereumChain', [{ chainId: '0x7a69' }])).toEqual({
      result: null,
    });
    expect(await request(page, 'wallet_switchEthereumChain', [{ chainId: '0x1' }])).toMatchObject({
      error: { code: 4902 },
    });
    expect(await request(page, 'eth_sendTransaction', [{ to: chain.holder.address }])).toMatchObject({
      error: { code: 4200 },
    });
  });

  it('signs a message with personal_sign, which viem verifies in Node', async () => {
    const text = `127.0.0.1 wants you to sign in with your Ethereum account:\n${chain.holder.address}\n\nNonce: ${Date.now()}`;
    const hex = await page.evaluate(
      (message) =>
        `0x${Array.from(new TextEncoder().encode(message), (b) => b.toString(16).padStart(2, '0')).join('')}`,
      text,
    );
    const answer = await request(page, 'personal_sign', [hex, chain.holder.address.toLowerCase()]);
    expect(answer).toMatchObject({ result: expect.stringMatching(/^0x[0-9a-f]{130}$/) });
    const signature = (answer as { result: Hex }).result;
    expect(await verifyMessage({ address: chain.holder.address, message: text, signature })).toBe(true);
    expect(await verifyMessage({ address: chain.holder.address, message: `${text}!`, signature })).toBe(
      false,
    );

    const otherAccount = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
    expect(await request(page, 'personal_sign', [hex, otherAccount])).toMatchObject({
      error: { code: 4100 },
    });
  });

  it('signs a claim with eth_signTypedData_v4, which viem verifies in Node', async () => {
    const typedData = claimTypedData(chain.holder.address);
    const answer = await request(page, 'eth_signTypedData_v4', [
      chain.holder.address,
      JSON.stringify(typedData),
    ]);
    expect(answer).toMatchObject({ result: expect.stringMatching(/^0x[0-9a-f]{130}$/) });
    const { EIP712Domain: _domainType, ...types } = typedData.types;
    const definition = { ...typedData, types } as TypedDataDefinition;
    const signature = (answer as { result: Hex }).result;
    expect(await verifyTypedData({ ...definition, address: chain.holder.address, signature })).toBe(true);
    expect(
      await verifyTypedData({
        ...definition,
        message: { ...typedData.message, amount: '2501' },
        address: chain.holder.address,
        signature,
      } as Parameters<typeof verifyTypedData>[0]),
    ).toBe(false);

    const otherChain = { ...typedData, domain: { ...typedData.domain, chainId: 1 } };
    expect(
      await request(page, 'eth_signTypedData_v4', [chain.holder.address, JSON.stringify(otherChain)]),
    ).toMatchObject({ error: { code: -32602 } });
  });

  it('reads the chain through its RPC: the holder has the test token', async () => {
    const answer = await request(page, 'eth_call', [
      {
        to: chain.token.address,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [chain.holder.address] }),
      },
      'latest',
    ]);
    expect(answer).toMatchObject({ result: expect.stringMatching(/^0x[0-9a-f]+$/) });
    const balance = decodeFunctionResult({
      abi: erc20Abi,
      functionName: 'balanceOf',
      data: (answer as { result: Hex }).result,
    });
    // 1000 KPT at the start; at least the 1 KPT the Monsoon Airdrop's hold task asks for.
    expect(balance).toBeGreaterThanOrEqual(10n ** BigInt(chain.token.decimals));
  });

  it('records every request the page made, in order', () => {
    const methods = wallet.requests.slice(before).map((r) => r.method);
    expect(methods.slice(0, 4)).toEqual([
      'eth_requestAccounts',
      'eth_accounts',
      'eth_chainId',
      'net_version',
    ]);
    expect(methods).toContain('personal_sign');
    expect(wallet.requests.find((r) => r.method === 'eth_signTypedData_v4')?.params[0]).toBe(
      chain.holder.address,
    );
    expect(errors).toEqual([]);
  });
});
