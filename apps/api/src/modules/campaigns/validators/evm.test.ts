import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Address } from 'viem';
import { TASK_CONFIG_SCHEMAS } from '@kp/domain/task-config';
import type { TaskType } from '@kp/domain/tasks';
import { createEvmChains } from '../../../providers/evm/evm-chains';
import { freePort, LOCAL_NFT, LOCAL_TOKEN, startLocalEvm, type LocalEvm } from '../../../test/local-evm';
import { evmValidators } from './evm';
import type { TaskValidator, ValidationInput } from './validator';

let evm: LocalEvm;
const walletsOf = new Map<string, Address[]>();
const listWalletAddresses = async (userId: string) => walletsOf.get(userId) ?? [];

const UNIT = 10n ** BigInt(LOCAL_TOKEN.decimals);

beforeAll(async () => {
  evm = await startLocalEvm();
  await evm.mintToken(evm.accounts.holder.address, 150n * UNIT);
  await evm.mintToken(evm.accounts.other.address, 30n * UNIT);
  await evm.mintNft(evm.accounts.holder.address);
  walletsOf.set('holder', [evm.accounts.holder.address]);
  walletsOf.set('poor', [evm.accounts.stranger.address]);
  walletsOf.set('two-wallets', [evm.accounts.stranger.address, evm.accounts.other.address]);
});
afterAll(async () => {
  await evm?.close();
});

function task<T extends TaskType>(type: T, config: unknown, userId: string): ValidationInput<T> {
  return {
    userId,
    task: {
      id: 'task-1',
      campaignId: 'campaign-1',
      type,
      title: type,
      config: TASK_CONFIG_SCHEMAS[type].parse(config) as ValidationInput<T>['task']['config'],
    },
    now: new Date(),
  };
}

const tokenTask = (userId: string, minBalance = 100n * UNIT, chainId = evm.chainId) =>
  task(
    'hold_web3_token',
    {
      chainId,
      tokenAddress: evm.token,
      symbol: LOCAL_TOKEN.symbol,
      decimals: LOCAL_TOKEN.decimals,
      minBalance: minBalance.toString(),
    },
    userId,
  );
const nftTask = (userId: string, minCount = 1) =>
  task(
    'hold_nft',
    { chainId: evm.chainId, contractAddress: evm.nft, name: LOCAL_NFT.name, minCount },
    userId,
  );

function validators(
  chains = createEvmChains([{ id: evm.chainId, rpcUrl: evm.rpcUrl }], { timeoutMs: 2_000 }),
) {
  const set = evmValidators({ listWalletAddresses, chains });
  return {
    token: set.hold_web3_token as TaskValidator<'hold_web3_token'>,
    nft: set.hold_nft as TaskValidator<'hold_nft'>,
    link: set.link_wallet as TaskValidator<'link_wallet'>,
  };
}

describe('hold_web3_token', () => {
  it('passes for a holder, with what each wallet held', async () => {
    const outcome = await validators().token(tokenTask('holder'));
    expect(outcome).toMatchObject({
      ok: true,
      evidence: {
        chainId: 31337,
        total: (150n * UNIT).toString(),
        wallets: [{ address: evm.accounts.holder.address, shown: '150 KPT' }],
      },
    });
  });

  it('fails for a non-holder, naming the wallet and the balance seen', async () => {
    const outcome = await validators().token(tokenTask('poor'));
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.errorType).toBe('REQUIREMENT_NOT_MET');
    expect(outcome.errorCode).toBe('WALLET_BALANCE_TOO_LOW');
    const short = `${evm.accounts.stranger.address.slice(0, 6)}…${evm.accounts.stranger.address.slice(-4)}`;
    expect(outcome.message).toBe(
      `This task needs at least 100 KPT on chain 31337 in your linked wallets; we saw ${short}: 0 KPT`,
    );
  });

  it('sums the linked wallets and lists each', async () => {
    const enough = await validators().token(tokenTask('two-wallets', 30n * UNIT));
    expect(enough.ok).toBe(true);
    const short = await validators().token(tokenTask('two-wallets', 30n * UNIT + 1n));
    expect(short.ok).toBe(false);
    if (short.ok) return;
    expect(short.message).toContain(': 0 KPT, ');
    expect(short.message).toContain(': 30 KPT (30 KPT in all)');
    expect(short.message).toContain('at least 30.000001 KPT');
  });

  it('asks for a wallet when none is linked', async () => {
    const outcome = await validators().token(tokenTask('nobody'));
    expect(outcome).toMatchObject({
      ok: false,
      errorType: 'ACCOUNT_NOT_LINKED',
      errorCode: 'WALLET_NOT_LINKED',
    });
  });

  it('says the chain is not configured, never passing the task', async () => {
    const none = await validators(createEvmChains([], { timeoutMs: 1_000 })).token(tokenTask('holder'));
    expect(none).toMatchObject({
      ok: false,
      errorType: 'PROVIDER_NOT_CONFIGURED',
      errorCode: 'EVM_CHAIN_NOT_CONFIGURED',
    });
    if (!none.ok)
      expect(none.message).toBe(
        'Chain 31337 is not connected on this installation yet: this task cannot be checked, so it stays open',
      );
    const noRpc = await validators(
      createEvmChains([{ id: 31337, rpcUrl: null }], { timeoutMs: 1_000 }),
    ).token(tokenTask('holder'));
    expect(noRpc).toMatchObject({
      ok: false,
      errorType: 'PROVIDER_NOT_CONFIGURED',
      errorCode: 'EVM_RPC_NOT_CONFIGURED',
    });
  });

  it('says the chain did not answer when its RPC is down', async () => {
    const down = `http://127.0.0.1:${await freePort()}`;
    const outcome = await validators(
      createEvmChains([{ id: evm.chainId, rpcUrl: down }], { timeoutMs: 1_000 }),
    ).token(tokenTask('holder'));
    expect(outcome).toMatchObject({
      ok: false,
      errorType: 'PROVIDER_UNAVAILABLE',
      errorCode: 'EVM_RPC_UNAVAILABLE',
    });
    if (!outcome.ok)
      expect(outcome.message).toContain('Chain 31337 did not answer when we checked your KPT balance');
  });

  it('says the chain did not answer when the token is not a contract there', async () => {
    const outcome = await validators().token(
      task(
        'hold_web3_token',
        {
          chainId: evm.chainId,
          tokenAddress: evm.accounts.deployer.address,
          symbol: 'NOPE',
          decimals: 18,
          minBalance: '1',
        },
        'holder',
      ),
    );
    expect(outcome).toMatchObject({ ok: false, errorType: 'PROVIDER_UNAVAILABLE' });
  });
});

describe('hold_nft', () => {
  it('passes for a holder', async () => {
    const outcome = await validators().nft(nftTask('holder'));
    expect(outcome).toMatchObject({ ok: true, evidence: { total: '1', wallets: [{ count: '1' }] } });
  });

  it('fails below the count, naming the wallet and the count seen', async () => {
    const outcome = await validators().nft(nftTask('holder', 2));
    expect(outcome).toMatchObject({
      ok: false,
      errorType: 'REQUIREMENT_NOT_MET',
      errorCode: 'NFT_COUNT_TOO_LOW',
    });
    const short = `${evm.accounts.holder.address.slice(0, 6)}…${evm.accounts.holder.address.slice(-4)}`;
    if (!outcome.ok)
      expect(outcome.message).toBe(
        `This task needs at least 2 ${LOCAL_NFT.name} NFT on chain 31337 in your linked wallets; we saw ${short}: 1 ${LOCAL_NFT.name}`,
      );
    const none = await validators().nft(nftTask('poor'));
    expect(none).toMatchObject({ ok: false, errorCode: 'NFT_COUNT_TOO_LOW' });
  });

  it('says the chain is not configured, or down', async () => {
    const none = await validators(createEvmChains([], { timeoutMs: 1_000 })).nft(nftTask('holder'));
    expect(none).toMatchObject({ ok: false, errorType: 'PROVIDER_NOT_CONFIGURED' });
    const down = `http://127.0.0.1:${await freePort()}`;
    const outcome = await validators(
      createEvmChains([{ id: evm.chainId, rpcUrl: down }], { timeoutMs: 1_000 }),
    ).nft(nftTask('holder'));
    expect(outcome).toMatchObject({ ok: false, errorType: 'PROVIDER_UNAVAILABLE' });
  });
});

describe('link_wallet', () => {
  it('passes with a linked wallet and asks for one without', async () => {
    expect(await validators().link(task('link_wallet', {}, 'holder'))).toMatchObject({ ok: true });
    expect(await validators().link(task('link_wallet', {}, 'nobody'))).toMatchObject({
      ok: false,
      errorType: 'ACCOUNT_NOT_LINKED',
    });
  });
});
