import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Address, Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import type { ClaimTypedData } from '@kp/contract/evm-wallets';
import { CLAIM_TYPED_DATA_TYPES } from '@kp/domain/evm-wallets';
import { fixedClock } from '../../platform/clock';
import { createTestApp, type TestApp } from '../../test/app';
import { LOCAL_TOKEN, startLocalEvm, type LocalEvm } from '../../test/local-evm';
import { createCampaign, signedInUser } from '../../test/factories';
import { newWaId } from '../../test/sign-in';
import { tournamentCalls, type Who } from '../../test/tournaments';

// A campaign whose wallet tasks are checked on the local chain and whose reward is claimed with an
// EIP-712 signature of the linked wallet, end to end through the api.
const HUB = '/api/platform-campaign-hub';
const UNIT = 10n ** BigInt(LOCAL_TOKEN.decimals);
const clock = fixedClock('2026-07-01T09:00:00Z');
const ADMIN = newWaId();
let t: TestApp;
let evm: LocalEvm;
let calls: ReturnType<typeof tournamentCalls>;
let admin: Record<string, string>;
let campaignId: string;
let taskIds: string[];

const post = (url: string, body: object, who?: Who, headers: Record<string, string> = {}) =>
  calls.inject('POST', url, body, { ...(who?.headers ?? {}), ...headers });
const newAccount = () => privateKeyToAccount(generatePrivateKey());

async function linkWallet(who: Who, account: PrivateKeyAccount) {
  const nonce = await post(
    '/api/wallets/third-party/nonce',
    { address: account.address, chainId: 31337 },
    who,
  );
  expect(nonce.statusCode, nonce.body).toBe(201);
  const { message } = nonce.json().data as { message: string };
  const res = await post(
    '/api/wallets/third-party/verify',
    { message, signature: await account.signMessage({ message }) },
    who,
  );
  expect(res.statusCode, res.body).toBe(200);
}

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

async function typedData(who: Who): Promise<ClaimTypedData> {
  const res = await calls.inject(
    'GET',
    `/api/wallets/claim-typed-data?campaignId=${campaignId}`,
    undefined,
    who.headers,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as ClaimTypedData;
}

/** A user who started the campaign, linked `wallet` and verified every task. */
async function readyToClaim(wallet: PrivateKeyAccount): Promise<Who> {
  const me = await signedInUser(t.app);
  expect((await post(`${HUB}/user-progress/start`, { campaignId }, me)).statusCode).toBe(200);
  await linkWallet(me, wallet);
  for (const taskId of taskIds) {
    const res = await post(`${HUB}/tasks/validate`, { taskId }, me);
    expect(res.json().data, res.body).toMatchObject({ isError: false, state: 'verified' });
  }
  return me;
}

const claim = (who: Who, signature: object) =>
  post(`${HUB}/claim-reward`, { campaignId, signature }, who, { 'idempotency-key': randomUUID() });

beforeAll(async () => {
  evm = await startLocalEvm();
  t = await createTestApp({
    clock,
    env: {
      ADMIN_PHONE_NUMBERS: `+${ADMIN}`,
      PUBLIC_URL: 'https://kplay.test',
      EVM_CHAINS: `31337=${evm.rpcUrl}`,
    },
  });
  calls = tournamentCalls(t.app, clock);
  admin = (await signedInUser(t.app, { waId: ADMIN })).headers;
  ({ id: campaignId, taskIds } = await createCampaign(t.app, admin, {
    campaign: {
      slug: 'chain-drop',
      title: 'Chain drop',
      reward: { currency: 'KCASH', amount: '25' },
      claimRequiresSignature: true,
      claimChainId: 31337,
    },
    tasks: [
      { type: 'link_wallet', title: 'Link a wallet' },
      {
        type: 'hold_web3_token',
        title: 'Hold 10 KPT',
        config: {
          chainId: 31337,
          tokenAddress: evm.token,
          symbol: LOCAL_TOKEN.symbol,
          decimals: LOCAL_TOKEN.decimals,
          minBalance: (10n * UNIT).toString(),
        },
      },
    ],
    pool: '100',
  }));
}, 60_000);
afterAll(async () => {
  await t?.close();
  await evm?.close();
});

describe('a campaign with wallet tasks and a signed claim', () => {
  it('checks the token on the chain, naming the wallet and what it held', async () => {
    const me = await signedInUser(t.app);
    await post(`${HUB}/user-progress/start`, { campaignId }, me);
    const wallet = newAccount();
    await linkWallet(me, wallet);
    expect((await post(`${HUB}/tasks/validate`, { taskId: taskIds[0] }, me)).json().data).toMatchObject({
      isError: false,
    });
    const poor = (await post(`${HUB}/tasks/validate`, { taskId: taskIds[1] }, me)).json().data;
    expect(poor).toMatchObject({
      isError: true,
      errorType: 'REQUIREMENT_NOT_MET',
      errorCode: 'WALLET_BALANCE_TOO_LOW',
    });
    expect(poor.message).toContain(`${wallet.address.slice(0, 6)}…${wallet.address.slice(-4)}: 0 KPT`);
  });

  it('pays the reward for the linked wallet’s signature, and refuses a replay', async () => {
    const wallet = newAccount();
    await evm.mintToken(wallet.address, 10n * UNIT);
    const me = await readyToClaim(wallet);
    const data = await typedData(me);
    expect(data).toMatchObject({
      domain: { name: 'KPlay Rewards', version: '1', chainId: 31337 },
      message: { campaignId, user: wallet.address, amount: '2500', currency: 'KCASH' },
    });
    const signature = {
      chainId: 31337,
      deadline: Number(data.message.deadline),
      signature: await signClaim(wallet, data),
    };
    const res = await claim(me, signature);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ currency: 'KCASH', amount: '25.00' });
    const replay = await claim(me, signature);
    expect(replay.json()).toMatchObject({ statusCode: 409, errorCode: 'REWARD_ALREADY_CLAIMED' });
  });

  it('refuses a forged signature with the spec’s message, and lets the user sign again', async () => {
    const wallet = newAccount();
    await evm.mintToken(wallet.address, 10n * UNIT);
    const me = await readyToClaim(wallet);
    const data = await typedData(me);
    const forged = await claim(me, {
      chainId: 31337,
      deadline: Number(data.message.deadline),
      signature: await signClaim(newAccount(), data),
    });
    expect(forged.json()).toMatchObject({
      statusCode: 422,
      errorCode: 'CLAIM_TRANSACTION_FAILED',
      message: 'Reward claim transaction failed. Please retry by signing the transaction again.',
    });
    const wrongChain = await claim(me, {
      chainId: 1,
      deadline: Number(data.message.deadline),
      signature: await signClaim(wallet, data),
    });
    expect(wrongChain.json()).toMatchObject({
      statusCode: 422,
      errorCode: 'TRANSACTION_FAILED',
      message: 'Transaction failed',
    });
    const ok = await claim(me, {
      chainId: 31337,
      deadline: Number(data.message.deadline),
      signature: await signClaim(wallet, data),
    });
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('refuses a signature past its deadline', async () => {
    const wallet = newAccount();
    await evm.mintToken(wallet.address, 10n * UNIT);
    const me = await readyToClaim(wallet);
    const data = await typedData(me);
    const signature = await signClaim(wallet, data);
    clock.advance(11 * 60_000);
    try {
      const late = await claim(me, { chainId: 31337, deadline: Number(data.message.deadline), signature });
      // Which of the spec's claim messages an expired signature shows is the campaigns module's choice.
      expect(late.json()).toMatchObject({ statusCode: 422, details: { reason: 'EXPIRED' } });
      expect([
        'Reward claim transaction failed. Please retry by signing the transaction again.',
        'Your reward claim transaction was unsuccessful. Please try again.',
      ]).toContain(late.json().message);
    } finally {
      clock.advance(-11 * 60_000);
    }
  });
});
