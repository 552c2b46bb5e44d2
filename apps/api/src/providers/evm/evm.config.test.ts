import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { parseEvmChains } from './evm.config';

describe('EVM_CHAINS', () => {
  it('reads a comma list of id=rpcUrl, a bare id meaning no RPC', () => {
    expect(parseEvmChains('31337=http://127.0.0.1:8545, 1')).toEqual([
      { id: 31337, rpcUrl: 'http://127.0.0.1:8545' },
      { id: 1, rpcUrl: null },
    ]);
  });

  it('reads a JSON object of id to rpcUrl or null', () => {
    expect(parseEvmChains('{"137":"https://polygon.example/rpc","56":null}')).toEqual([
      { id: 56, rpcUrl: null },
      { id: 137, rpcUrl: 'https://polygon.example/rpc' },
    ]);
  });

  it('defaults to no chain, and refuses bad values naming the variable', () => {
    expect(loadConfig({}).EVM_CHAINS).toEqual([]);
    for (const bad of ['abc', '1=ftp://x', '1,1', '{"1":5}', '-3', '1=not a url'])
      expect(() => loadConfig({ EVM_CHAINS: bad }), bad).toThrow(/EVM_CHAINS/);
  });
});
