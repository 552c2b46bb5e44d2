import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Address, Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { createSiweMessage, parseSiweMessage } from 'viem/siwe';
import { createCurrencyRegistry } from '@kp/domain/currencies';
import type { ClaimTypedData } from '@kp/contract/evm-wallets';
import {
  CLAIM_TYPED_DATA_TYPES,
  MAX_EVM_WALLETS_PER_USER,
  SIWE_NONCE_TTL_MS,
  SIWE_STATEMENT,
} from '@kp/domain/evm-wallets';
import { fixedClock } from '../../platform/clock';
import { createEvmChains } from '../../providers/evm/evm-chains';
import { createTestApp, type TestApp } from '../../test/app';
import { startLocalEvm, type LocalEvm } from '../../test/local-evm';
import { signedInUser } from '../../test/factories';
import { createEvmWalletsRepository } from './evm-wallets.repository';
import { createEvmWalletsService, type EvmWalletsService } from './evm-wallets.service';

const PUBLIC_URL = 'https://kplay.test';
const clock = fixedClock('2026-03-01T10:00:00.000Z');
let t: TestApp;
let evm: LocalEvm;
type Who = { headers: Record<string, string>; id: string };
let alice: Who;
let bob: Who;

const newAccount = () => privateKeyToAccount(generatePrivateKey());

const post = (url: string, payload: object, who?: Who) =>
  t.app.inject({ method: 'POST', url, payload, ...(who ? { headers: who.headers } : {}) });
const get = (url: string, who?: Who) =>
  t.app.inject({ method: 'GET', url, ...(who ? { headers: who.headers } : {}) });

async function askNonce(who: Who, address: Address, chainId = 31337) {
  const res = await post('/api/wallets/third-party/nonce', { address, chainId }, who);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { nonce: string; message: string; expiresAt: string; chainId: number };
}

/** Asks a nonce for the account, signs the message as given (or as `edit` changes it) and sends it. */
async function link(who: Who, account: PrivateKeyAccount, edit: (message: string) => string = (m) => m) {
  const { message } = await askNonce(who, account.address);
  const sent = edit(message);
  return post(
    '/api/wallets/third-party/verify',
    { message: sent, signature: await account.signMessage({ message: sent }) },
    who,
  );
}

/** What the wallet does with the typed data (eth_signTypedData_v4). */
function signClaim(account: PrivateKeyAccount, data: ClaimTypedData): Promise<Hex> {
  return account.signTypedData({
    domain: { ...data.domain, verifyingContract: data.domain.verifyingContract as Address | undefined },
    types: CLAIM_TYPED_DATA_TYPES,
    primaryType: 'Claim',
    message: {
      ...data.message,
      user: data.message.user as Address,
      amount: BigInt(data.message.amount),
      nonce: BigInt(data.message.nonce),
      deadline: BigInt(data.message.deadline),
    },
  });
}

const errorOf = (res: { statusCode: number; json(): unknown }) => {
  const body = res.json() as { errorCode: string; message: string; statusCode: number };
  return { status: res.statusCode, errorCode: body.errorCode, message: body.message };
};

beforeAll(async () => {
  evm = await startLocalEvm();
  t = await createTestApp({
    clock,
    env: { PUBLIC_URL, EVM_CHAINS: `31337=${evm.rpcUrl},1` },
  });
  alice = await signedInUser(t.app);
  bob = await signedInUser(t.app);
});
afterAll(async () => {
  await t?.close();
  await evm?.close();
});

describe('Sign-In with Ethereum', () => {
  it('issues a nonce with the exact EIP-4361 message to sign', async () => {
    const account = newAccount();
    const issued = await askNonce(alice, account.address);
    const parsed = parseSiweMessage(issued.message);
    expect(parsed).toMatchObject({
      domain: 'kplay.test',
      uri: 'https://kplay.test',
      version: '1',
      chainId: 31337,
      nonce: issued.nonce,
      address: account.address,
      statement: SIWE_STATEMENT,
    });
    expect(parsed.issuedAt?.toISOString()).toBe(clock.now().toISOString());
    expect(parsed.expirationTime?.getTime()).toBe(clock.now().getTime() + SIWE_NONCE_TTL_MS);
    expect(issued.expiresAt).toBe(parsed.expirationTime?.toISOString());
  });

  it('links the wallet that signed, the first one as primary (evmWalletAddress)', async () => {
    const user = await signedInUser(t.app);
    const first = newAccount();
    const second = newAccount();
    const res = await link(user, first);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      evmWalletAddress: first.address,
      wallets: [{ address: first.address, chainId: 31337, isPrimary: true, isSmartContract: false }],
      chainIds: [31337, 1],
    });
    expect((await link(user, second)).statusCode).toBe(200);
    const list = (await get('/api/wallets/third-party', user)).json().data;
    expect(list.evmWalletAddress).toBe(first.address);
    expect(list.wallets.map((w: { address: string }) => w.address)).toEqual([first.address, second.address]);

    const primary = await post(
      '/api/wallets/third-party/primary',
      { address: second.address.toLowerCase() },
      user,
    );
    expect(primary.statusCode, primary.body).toBe(200);
    expect(primary.json().data.evmWalletAddress).toBe(second.address);
    expect(primary.json().data.wallets[0].address).toBe(second.address);

    // Disconnecting the primary wallet makes the remaining one primary.
    const after = await post('/api/wallets/disconnect', { address: second.address }, user);
    expect(after.statusCode, after.body).toBe(200);
    expect(after.json().data).toMatchObject({
      evmWalletAddress: first.address,
      wallets: [{ address: first.address, isPrimary: true }],
    });
    const again = await post('/api/wallets/disconnect', { address: second.address }, user);
    expect(errorOf(again)).toMatchObject({ status: 404, errorCode: 'EVM_WALLET_NOT_FOUND' });
    const last = await post('/api/wallets/disconnect', { address: first.address }, user);
    expect(last.json().data).toMatchObject({ evmWalletAddress: null, wallets: [] });
  });

  it('refuses a replayed nonce', async () => {
    const account = newAccount();
    const { message } = await askNonce(alice, account.address);
    const signature = await account.signMessage({ message });
    expect((await post('/api/wallets/third-party/verify', { message, signature }, alice)).statusCode).toBe(
      200,
    );
    const replay = await post('/api/wallets/third-party/verify', { message, signature }, alice);
    expect(errorOf(replay)).toEqual({
      status: 400,
      errorCode: 'SIWE_NONCE_INVALID',
      message: 'This sign-in request is unknown or was already used. Please start again.',
    });
  });

  it("refuses another user's nonce", async () => {
    const account = newAccount();
    const { message } = await askNonce(alice, account.address);
    const signature = await account.signMessage({ message });
    const res = await post('/api/wallets/third-party/verify', { message, signature }, bob);
    expect(errorOf(res)).toMatchObject({ status: 400, errorCode: 'SIWE_NONCE_INVALID' });
  });

  it('refuses a forged signature and a message changed after signing', async () => {
    const account = newAccount();
    const forger = newAccount();
    const { message } = await askNonce(alice, account.address);
    const forged = await post(
      '/api/wallets/third-party/verify',
      { message, signature: await forger.signMessage({ message }) },
      alice,
    );
    expect(errorOf(forged)).toEqual({
      status: 400,
      errorCode: 'SIWE_SIGNATURE_INVALID',
      message: 'The signature does not match this wallet and message',
    });
    const signature = await account.signMessage({ message });
    const tampered = message.replace(SIWE_STATEMENT, 'Give me everything.');
    const res = await post('/api/wallets/third-party/verify', { message: tampered, signature }, alice);
    expect(errorOf(res)).toMatchObject({ status: 400, errorCode: 'SIWE_SIGNATURE_INVALID' });
    const garbage = await post('/api/wallets/third-party/verify', { message: 'hello', signature }, alice);
    expect(errorOf(garbage)).toMatchObject({ status: 400, errorCode: 'SIWE_MESSAGE_INVALID' });
    // The nonce was not used up by the refusals: the real signature still links.
    expect((await post('/api/wallets/third-party/verify', { message, signature }, alice)).statusCode).toBe(
      200,
    );
  });

  it('refuses an expired nonce', async () => {
    const account = newAccount();
    const { message } = await askNonce(alice, account.address);
    const signature = await account.signMessage({ message });
    clock.advance(SIWE_NONCE_TTL_MS + 1_000);
    try {
      const res = await post('/api/wallets/third-party/verify', { message, signature }, alice);
      expect(errorOf(res)).toEqual({
        status: 400,
        errorCode: 'SIWE_NONCE_EXPIRED',
        message: 'This sign-in request has expired. Please start again.',
      });
    } finally {
      clock.advance(-(SIWE_NONCE_TTL_MS + 1_000));
    }
  });

  it('refuses a chain not configured, and a message naming another chain than its nonce', async () => {
    const account = newAccount();
    const unsupported = await post(
      '/api/wallets/third-party/nonce',
      { address: account.address, chainId: 137 },
      alice,
    );
    expect(errorOf(unsupported)).toMatchObject({ status: 400, errorCode: 'EVM_CHAIN_NOT_SUPPORTED' });
    const res = await link(alice, account, (m) => m.replace('Chain ID: 31337', 'Chain ID: 1'));
    expect(errorOf(res)).toEqual({
      status: 400,
      errorCode: 'SIWE_CHAIN_MISMATCH',
      message: 'The message names another network than the one this sign-in was started on',
    });
    const notAllowed = await link(alice, account, (m) => m.replace('Chain ID: 31337', 'Chain ID: 56'));
    expect(errorOf(notAllowed)).toMatchObject({ status: 400, errorCode: 'EVM_CHAIN_NOT_SUPPORTED' });
  });

  it("refuses a message for another site's domain or URI", async () => {
    const account = newAccount();
    const domain = await link(alice, account, (m) =>
      m.replace('kplay.test wants you', 'evil.test wants you'),
    );
    expect(errorOf(domain)).toEqual({
      status: 400,
      errorCode: 'SIWE_DOMAIN_MISMATCH',
      message: 'This sign-in message was made for another website',
    });
    const uri = await link(alice, account, (m) =>
      m.replace('URI: https://kplay.test', 'URI: https://evil.test'),
    );
    expect(errorOf(uri)).toMatchObject({ status: 400, errorCode: 'SIWE_DOMAIN_MISMATCH' });
  });

  it('refuses a message for another address than its nonce', async () => {
    const asked = newAccount();
    const other = newAccount();
    const { message, nonce } = await askNonce(alice, asked.address);
    const parsed = parseSiweMessage(message);
    const swapped = createSiweMessage({
      ...(parsed as Parameters<typeof createSiweMessage>[0]),
      address: other.address,
      nonce,
    });
    const res = await post(
      '/api/wallets/third-party/verify',
      { message: swapped, signature: await other.signMessage({ message: swapped }) },
      alice,
    );
    expect(errorOf(res)).toMatchObject({ status: 400, errorCode: 'SIWE_ADDRESS_MISMATCH' });
  });

  it('refuses a wallet linked to another account (409), and keeps it with its owner', async () => {
    const account = newAccount();
    expect((await link(alice, account)).statusCode).toBe(200);
    const res = await link(bob, account);
    expect(errorOf(res)).toEqual({
      status: 409,
      errorCode: 'EVM_WALLET_TAKEN',
      message: 'This wallet is already linked to another account',
    });
    const bobs = (await get('/api/wallets/third-party', bob)).json().data.wallets as { address: string }[];
    expect(bobs.map((w) => w.address)).not.toContain(account.address);
    // Linking it again to the same account changes nothing.
    expect((await link(alice, account)).statusCode).toBe(200);
  });

  it('keeps a disconnected wallet with its owner: another account cannot link it, its owner can again', async () => {
    const account = newAccount();
    expect((await link(alice, account)).statusCode).toBe(200);
    const off = await post('/api/wallets/disconnect', { address: account.address }, alice);
    expect(off.statusCode, off.body).toBe(200);
    expect((off.json().data.wallets as { address: string }[]).map((w) => w.address)).not.toContain(
      account.address,
    );
    // Otherwise one wallet's tokens would pass the same wallet tasks for account after account.
    expect(errorOf(await link(bob, account))).toMatchObject({ status: 409, errorCode: 'EVM_WALLET_TAKEN' });
    const back = await link(alice, account);
    expect(back.statusCode, back.body).toBe(200);
    expect((back.json().data.wallets as { address: string }[]).map((w) => w.address)).toContain(
      account.address,
    );
  });

  it('links an EIP-1271 smart-contract wallet through its owner key', async () => {
    const owner = newAccount();
    const smart = await evm.deploySmartWallet(owner.address);
    const { message } = await askNonce(alice, smart);
    const res = await post(
      '/api/wallets/third-party/verify',
      { message, signature: await owner.signMessage({ message }) },
      alice,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.wallets).toContainEqual(
      expect.objectContaining({ address: smart, isSmartContract: true }),
    );
    const stranger = newAccount();
    const smart2 = await evm.deploySmartWallet(owner.address);
    const { message: m2 } = await askNonce(alice, smart2);
    const forged = await post(
      '/api/wallets/third-party/verify',
      { message: m2, signature: await stranger.signMessage({ message: m2 }) },
      alice,
    );
    expect(errorOf(forged)).toMatchObject({ status: 400, errorCode: 'SIWE_SIGNATURE_INVALID' });
  });

  it('needs a signed-in user and well-formed input', async () => {
    expect((await get('/api/wallets/third-party')).statusCode).toBe(401);
    expect(
      (await post('/api/wallets/third-party/nonce', { address: '0x12', chainId: 31337 }, alice)).statusCode,
    ).toBe(400);
    expect(
      (await post('/api/wallets/third-party/verify', { message: 'x', signature: 'not hex' }, alice))
        .statusCode,
    ).toBe(400);
  });
});

describe('EIP-712 reward claims', () => {
  const CAMPAIGN = randomUUID();
  let service: EvmWalletsService;
  let claimer: Who;
  let wallet: PrivateKeyAccount;
  const currencies = createCurrencyRegistry();

  beforeAll(async () => {
    service = createEvmWalletsService({
      db: t.database.db,
      repository: createEvmWalletsRepository(t.database.db),
      chains: createEvmChains(
        [
          { id: 31337, rpcUrl: evm.rpcUrl },
          { id: 1, rpcUrl: null },
        ],
        { timeoutMs: 2_000 },
      ),
      clock,
      publicUrl: PUBLIC_URL,
      // The campaigns module's answer for this test's campaign: 25 K-Cash, any chain.
      claimTerms: async () => ({ amount: '25.00', currency: 'KCASH', chainId: null }),
      currencies,
    });
    claimer = await signedInUser(t.app);
    wallet = newAccount();
    expect((await link(claimer, wallet)).statusCode).toBe(200);
  });

  async function typedData(chainId?: number) {
    const data = await service.claimTypedDataFor(claimer.id, { campaignId: CAMPAIGN, chainId });
    const signature = await signClaim(wallet, data);
    return { data, signature };
  }

  const claimInput = (data: Awaited<ReturnType<typeof typedData>>['data'], signature: Hex) => ({
    userId: claimer.id,
    campaignId: CAMPAIGN,
    amount: '25.00',
    currency: 'KCASH',
    chainId: data.domain.chainId,
    nonce: data.message.nonce,
    deadline: data.message.deadline,
    signature,
  });

  it('gives the typed data to sign: domain, Claim type, the terms in minor units, a nonce and deadline', async () => {
    const { data } = await typedData();
    expect(data.domain).toEqual({ name: 'KPlay Rewards', version: '1', chainId: 31337 });
    expect(data.types.Claim.map((f) => `${f.type} ${f.name}`)).toEqual([
      'string campaignId',
      'address user',
      'uint256 amount',
      'string currency',
      'uint256 nonce',
      'uint256 deadline',
    ]);
    expect(data.message).toMatchObject({
      campaignId: CAMPAIGN,
      user: wallet.address,
      amount: '2500',
      currency: 'KCASH',
    });
    expect(Number(data.message.deadline)).toBe(Math.floor(clock.now().getTime() / 1000) + 600);
  });

  it('accepts the linked wallet’s signature once', async () => {
    const { data, signature } = await typedData();
    const verified = await service.assertClaimSignature(claimInput(data, signature));
    expect(verified).toMatchObject({ walletAddress: wallet.address, chainId: 31337 });
    await expect(service.assertClaimSignature(claimInput(data, signature))).rejects.toMatchObject({
      code: 'CLAIM_FAILED',
      message: 'Claim Failed',
      details: { reason: 'nonce_used' },
    });
  });

  it('refuses a forged signature, or one over other terms, with the spec’s message', async () => {
    const { data } = await typedData();
    const forger = newAccount();
    const forged = await signClaim(forger, data);
    await expect(service.assertClaimSignature(claimInput(data, forged))).rejects.toMatchObject({
      code: 'CLAIM_TRANSACTION_FAILED',
      message: 'Reward claim transaction failed. Please retry by signing the transaction again.',
      details: { reason: 'signature_mismatch' },
    });
    const { data: d2, signature } = await typedData();
    await expect(
      service.assertClaimSignature({ ...claimInput(d2, signature), amount: '250.00' }),
    ).rejects.toMatchObject({
      code: 'CLAIM_TRANSACTION_FAILED',
    });
  });

  it('refuses a signature past its deadline', async () => {
    const { data, signature } = await typedData();
    clock.advance(10 * 60_000 + 1_000);
    try {
      await expect(service.assertClaimSignature(claimInput(data, signature))).rejects.toMatchObject({
        code: 'CLAIM_UNSUCCESSFUL',
        message: 'Your reward claim transaction was unsuccessful. Please try again.',
      });
    } finally {
      clock.advance(-(10 * 60_000 + 1_000));
    }
  });

  it('refuses another chain than the typed data’s', async () => {
    const { data, signature } = await typedData();
    await expect(
      service.assertClaimSignature({ ...claimInput(data, signature), chainId: 1 }),
    ).rejects.toMatchObject({
      code: 'TRANSACTION_FAILED',
      message: 'Transaction failed',
    });
  });

  it('refuses a wallet disconnected since the typed data was given', async () => {
    const user = await signedInUser(t.app);
    const gone = newAccount();
    expect((await link(user, gone)).statusCode).toBe(200);
    const data = await service.claimTypedDataFor(user.id, { campaignId: CAMPAIGN });
    const signature = await signClaim(gone, data);
    await post('/api/wallets/disconnect', { address: gone.address }, user);
    await expect(
      service.assertClaimSignature({ ...claimInput(data, signature), userId: user.id }),
    ).rejects.toMatchObject({ code: 'CLAIM_TRANSACTION_FAILED', details: { reason: 'signer_not_linked' } });
  });

  it('answers the campaigns module’s port without a nonce (by its deadline) and maps refusals', async () => {
    const port = service;
    const { data, signature } = await typedData();
    const base = {
      userId: claimer.id,
      campaignId: CAMPAIGN,
      currency: 'KCASH',
      amount: '25.00',
      expectedChainId: null,
      chainId: 31337,
      deadline: Number(data.message.deadline),
      signature,
      now: clock.now(),
    };
    expect(await port.verifyClaim(t.database.db, { ...base, expectedChainId: 1 })).toMatchObject({
      ok: false,
      reason: 'WRONG_CHAIN',
    });
    const forger = newAccount();
    const forged = await forger.signMessage({ message: 'not a claim' });
    expect(await port.verifyClaim(t.database.db, { ...base, signature: forged })).toMatchObject({
      ok: false,
      reason: 'WRONG_SIGNER',
    });
    expect(await port.verifyClaim(t.database.db, base)).toEqual({ ok: true, signer: wallet.address });
    expect(await port.verifyClaim(t.database.db, base)).toMatchObject({ ok: false, reason: 'MALFORMED' });
    const lonely = await signedInUser(t.app);
    expect(await port.verifyClaim(t.database.db, { ...base, userId: lonely.id })).toMatchObject({
      ok: false,
      reason: 'NO_WALLET',
    });
  });

  it('needs a linked wallet for typed data', async () => {
    const lonely = await signedInUser(t.app);
    await expect(service.claimTypedDataFor(lonely.id, { campaignId: CAMPAIGN })).rejects.toMatchObject({
      code: 'EVM_WALLET_REQUIRED',
    });
    const res = await get(`/api/wallets/claim-typed-data?campaignId=${CAMPAIGN}`, lonely);
    expect(errorOf(res)).toMatchObject({ status: 409, errorCode: 'EVM_WALLET_REQUIRED' });
  });
});

describe('what the wallet tasks and the profile read', () => {
  it('lists the linked addresses, the primary first, and whether any is linked', async () => {
    const service = createEvmWalletsService({
      db: t.database.db,
      repository: createEvmWalletsRepository(t.database.db),
      chains: createEvmChains([{ id: 31337, rpcUrl: evm.rpcUrl }], { timeoutMs: 2_000 }),
      clock,
      publicUrl: PUBLIC_URL,
      claimTerms: async () => ({ amount: '1', currency: 'KCASH', chainId: null }),
      currencies: createCurrencyRegistry(),
    });
    const user = await signedInUser(t.app);
    const [a, b] = [newAccount(), newAccount()];
    expect(await service.hasLinkedWallet(user.id)).toBe(false);
    expect(await service.listWalletAddresses(user.id)).toEqual([]);
    expect((await link(user, a)).statusCode).toBe(200);
    expect((await link(user, b)).statusCode).toBe(200);
    await post('/api/wallets/third-party/primary', { address: b.address }, user);
    expect(await service.hasLinkedWallet(user.id)).toBe(true);
    expect(await service.listWalletAddresses(user.id)).toEqual([b.address, a.address]);
    expect(await service.findPrimaryAddress(user.id)).toBe(b.address);
  });
});

describe('limits and housekeeping', () => {
  it(`links at most ${MAX_EVM_WALLETS_PER_USER} wallets per account`, async () => {
    const user = await signedInUser(t.app);
    for (let i = 0; i < MAX_EVM_WALLETS_PER_USER; i += 1)
      expect((await link(user, newAccount())).statusCode).toBe(200);
    expect(errorOf(await link(user, newAccount()))).toMatchObject({
      status: 409,
      errorCode: 'EVM_WALLET_LIMIT_REACHED',
    });
  });

  it('drops nonces a day past their expiry', async () => {
    const service = createEvmWalletsService({
      db: t.database.db,
      repository: createEvmWalletsRepository(t.database.db),
      chains: createEvmChains([{ id: 31337, rpcUrl: null }], { timeoutMs: 1_000 }),
      clock,
      publicUrl: PUBLIC_URL,
      claimTerms: async () => ({ amount: '1', currency: 'KCASH', chainId: null }),
      currencies: createCurrencyRegistry(),
    });
    const { nonce } = await askNonce(alice, newAccount().address);
    const repository = createEvmWalletsRepository(t.database.db);
    expect(await service.purgeExpired()).toBe(0);
    clock.advance(25 * 60 * 60_000);
    try {
      expect(await service.purgeExpired()).toBeGreaterThan(0);
      expect(await repository.findSiweNonce(nonce)).toBeNull();
    } finally {
      clock.advance(-25 * 60 * 60_000);
    }
  });
});

describe('claim typed data through the api', () => {
  it("answers the campaigns module's refusal for an unknown campaign", async () => {
    const user = await signedInUser(t.app);
    expect((await link(user, newAccount())).statusCode).toBe(200);
    const res = await get(`/api/wallets/claim-typed-data?campaignId=${randomUUID()}`, user);
    expect(errorOf(res)).toMatchObject({ status: 404, errorCode: 'CAMPAIGN_NOT_FOUND' });
  });
});
