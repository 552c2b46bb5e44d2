import { randomUUID } from 'node:crypto';
import { createWalletClient, http, type Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { NFT_MINTER_ABI } from '../../providers/evm/nft-minter';
import { createTestApp, type TestApp } from '../../test/app';
import { fundUser, signedInUser, type SignedInUser } from '../../test/factories';
import { LOCAL_KEYS, startLocalEvm, type LocalEvm } from '../../test/local-evm';
import { fakeAvatars } from '../../test/pog.fixtures';
import { newWaId } from '../../test/sign-in';

// POG cards minted as ERC-721 tokens on a local chain (ganache, chain id 31337, the PogCard
// contract of local-evm.ts), through the viem adapter: to the user's custodial wallet, tokenURI the
// card's metadata; a token already on chain (a crash after the send) is recorded, not minted twice.

const clock = fixedClock('2026-12-01T10:00:00Z');
const ADMIN_WAID = newWaId();
const avatars = fakeAvatars();
const BASE_URI = 'http://localhost:3000/api/pog-nft/';
let evm: LocalEvm | null = null;
let whyNoChain = '';
let t: TestApp;
let admin: SignedInUser;

beforeAll(async () => {
  try {
    evm = await startLocalEvm({ pogBaseUri: BASE_URI });
  } catch (error) {
    whyNoChain = error instanceof Error ? error.message : String(error);
    return;
  }
  t = await createTestApp({
    clock,
    env: {
      ADMIN_PHONE_NUMBERS: `+${ADMIN_WAID}`,
      LOG_LEVEL: 'warn',
      EVM_CHAINS: `31337=${evm.rpcUrl}`,
      POG_NFT_CHAIN_ID: '31337',
      POG_NFT_CONTRACT: evm.pogCard,
      POG_NFT_MINTER_KEY: LOCAL_KEYS.deployer,
      POG_MINT_DURATION_MS: '10',
    },
    ports: { pogAvatars: avatars.port },
  });
  admin = await signedInUser(t.app, { waId: ADMIN_WAID });
}, 120_000);
afterAll(async () => {
  await t?.close();
  await evm?.close();
});

async function startMint(name: string) {
  const gamer = await signedInUser(t.app);
  const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { ...gamer.headers, ...headers },
      ...(payload ? { payload } : {}),
    });
  await post('/api/tps/pog/name', { name });
  await fundUser(t.database.db, { userId: gamer.id, actorId: admin.id, currency: 'KCASH', amount: 100_00n });
  expect(
    (await post('/api/tps/pog/slot-unlock', { currency: 'KCASH' }, { 'idempotency-key': randomUUID() }))
      .statusCode,
  ).toBe(201);
  const started = await post('/api/tps/pog/quick-mint', { genre: 'ADVENTURE' });
  expect(started.statusCode, started.body).toBe(201);
  return { gamer, card: started.json().data };
}
const run = () => t.app.jobs.find((j) => j.name === 'pog-mints')!.run();
const read = (functionName: 'ownerOf' | 'tokenURI', tokenId: string) =>
  evm!.publicClient.readContract({
    address: evm!.pogCard,
    abi: NFT_MINTER_ABI,
    functionName,
    args: [BigInt(tokenId)],
  });

describe('minting on the local chain', () => {
  it('mints the card’s token to the user’s wallet, its tokenURI the card’s metadata', async (ctx) => {
    if (!evm) return ctx.skip(`the local chain did not start: ${whyNoChain}`);
    const { gamer, card } = await startMint('ChainGamer');
    expect(card.chain).toEqual({ chainId: 31337, contract: evm.pogCard, txHash: null });
    clock.advance(10);
    expect(await run(), t.logs.join('').slice(-2000)).toBe(1);
    const status = (
      await t.app.inject({ method: 'GET', url: '/api/tps/pog/status', headers: gamer.headers })
    ).json().data;
    expect(status).toMatchObject({
      state: 'minted',
      card: {
        status: 'minted',
        chain: { chainId: 31337, txHash: expect.stringMatching(/^0x[0-9a-f]{64}$/) },
      },
    });
    expect(await read('ownerOf', card.tokenId)).toBe(card.ownerAddress);
    expect(await read('tokenURI', card.tokenId)).toBe(`${BASE_URI}${card.tokenId}`);
    const receipt = await evm.publicClient.getTransactionReceipt({ hash: status.card.chain.txHash });
    expect(receipt.status).toBe('success');
    const nfts = (
      await t.app.inject({ method: 'GET', url: '/api/nfts/user-nfts', headers: gamer.headers })
    ).json().data.nfts;
    expect(nfts).toMatchObject([{ tokenId: card.tokenId, chain: { chainId: 31337, contract: evm.pogCard } }]);
  });

  it('records a token the chain already has instead of minting it again', async (ctx) => {
    if (!evm) return ctx.skip(`the local chain did not start: ${whyNoChain}`);
    const { card } = await startMint('CrashGamer');
    // As if an api sent the mint and stopped before recording it.
    const deployer = createWalletClient({ account: evm.accounts.deployer, transport: http(evm.rpcUrl) });
    const hash = await deployer.writeContract({
      address: evm.pogCard,
      abi: NFT_MINTER_ABI,
      functionName: 'mint',
      args: [card.ownerAddress as Address, BigInt(card.tokenId)],
      chain: null,
    });
    await evm.publicClient.waitForTransactionReceipt({ hash, pollingInterval: 20 });
    const blockBefore = await evm.publicClient.getBlockNumber();
    clock.advance(10);
    expect(await run()).toBe(1);
    expect(await evm.publicClient.getBlockNumber()).toBe(blockBefore);
    expect(await read('ownerOf', card.tokenId)).toBe(card.ownerAddress);
  });
});
