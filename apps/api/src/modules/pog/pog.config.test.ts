import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { pogConfigProblem } from './pog.config';

const CONTRACT = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0';
const KEY = `0x${'ab'.repeat(32)}`;
const PUBLIC_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';

describe('the POG settings', () => {
  it('default to a 100 s mint, 100 K-Cash or 10 reward tokens a slot, and custodial cards', () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    expect(config).toMatchObject({
      POG_MINT_DURATION_MS: 100_000,
      POG_SLOT_PRICE_KCASH: '100',
      POG_SLOT_PRICE_REWARD: '10',
    });
    expect(config.POG_NFT_CHAIN_ID).toBeUndefined();
  });

  it('take the chain, contract and minter key together, on a chain with an RPC URL', () => {
    const chain = { POG_NFT_CHAIN_ID: '31337', POG_NFT_CONTRACT: CONTRACT, POG_NFT_MINTER_KEY: KEY };
    expect(() => loadConfig({ NODE_ENV: 'test', POG_NFT_CHAIN_ID: '31337' })).toThrow(/go together/);
    expect(() => loadConfig({ NODE_ENV: 'test', ...chain, EVM_CHAINS: '31337' })).toThrow(/RPC URL/);
    expect(
      loadConfig({ NODE_ENV: 'test', ...chain, EVM_CHAINS: '31337=http://127.0.0.1:8545' }).POG_NFT_CHAIN_ID,
    ).toBe(31337);
    expect(() => loadConfig({ NODE_ENV: 'test', POG_SLOT_PRICE_KCASH: '0' })).toThrow(/POG_SLOT_PRICE_KCASH/);
  });

  it('refuse the public development key as a minter in production', () => {
    const settings = {
      EVM_CHAINS: [{ id: 31337, rpcUrl: 'http://127.0.0.1:8545' }],
      POG_NFT_CHAIN_ID: 31337,
      POG_NFT_CONTRACT: CONTRACT,
      POG_NFT_MINTER_KEY: PUBLIC_KEY,
    };
    expect(pogConfigProblem({ NODE_ENV: 'development', ...settings })).toBeNull();
    expect(pogConfigProblem({ NODE_ENV: 'production', ...settings })).toMatch(/public development key/);
    expect(pogConfigProblem({ NODE_ENV: 'production', ...settings, POG_NFT_MINTER_KEY: KEY })).toBeNull();
  });
});
