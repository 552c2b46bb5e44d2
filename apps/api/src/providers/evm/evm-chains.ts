import {
  createPublicClient,
  erc20Abi,
  erc721Abi,
  http,
  type Address,
  type Hex,
  type PublicClient,
  type TypedDataDefinition,
} from 'viem';
import type { EvmChainSetting } from './evm.config';

/**
 * The EVM chains of this installation (EVM_CHAINS), read over JSON-RPC with viem public clients,
 * one per chain with an RPC URL. Reads fail with an EvmProviderError saying why: the chain is not
 * configured, it has no RPC URL, or its node did not answer in time or as it should.
 */

export type EvmProviderErrorKind = 'chain_not_configured' | 'no_rpc' | 'unavailable';

export class EvmProviderError extends Error {
  readonly kind: EvmProviderErrorKind;
  readonly chainId: number;
  constructor(
    kind: EvmProviderErrorKind,
    chainId: number,
    message: string,
    options: { cause?: unknown } = {},
  ) {
    super(message, options);
    this.name = 'EvmProviderError';
    this.kind = kind;
    this.chainId = chainId;
  }
}

export type EvmChains = {
  /** The configured chain ids, in the order of the setting. */
  readonly chainIds: readonly number[];
  isConfigured(chainId: number): boolean;
  /** Whether the chain has an RPC URL (on-chain reads and smart-wallet signatures need one). */
  hasRpc(chainId: number): boolean;
  erc20BalanceOf(chainId: number, token: Address, holder: Address): Promise<bigint>;
  erc721BalanceOf(chainId: number, contract: Address, holder: Address): Promise<bigint>;
  /** Whether the address holds contract code (a smart-contract wallet) on the chain. */
  isContract(chainId: number, address: Address): Promise<boolean>;
  /** EIP-1271 (and ERC-6492) check of a signed message by a smart-contract wallet. */
  verifyContractMessage(
    chainId: number,
    input: { address: Address; message: string; signature: Hex },
  ): Promise<boolean>;
  /** EIP-1271 (and ERC-6492) check of signed EIP-712 typed data by a smart-contract wallet. */
  verifyContractTypedData(
    chainId: number,
    input: TypedDataDefinition & { address: Address; signature: Hex },
  ): Promise<boolean>;
};

export function createEvmChains(
  settings: readonly EvmChainSetting[],
  options: { timeoutMs: number },
): EvmChains {
  const clients = new Map<number, PublicClient | null>(
    settings.map((chain) => [
      chain.id,
      chain.rpcUrl
        ? (createPublicClient({
            transport: http(chain.rpcUrl, { timeout: options.timeoutMs, retryCount: 0 }),
          }) as PublicClient)
        : null,
    ]),
  );

  const clientOf = (chainId: number): PublicClient => {
    if (!clients.has(chainId))
      throw new EvmProviderError('chain_not_configured', chainId, `chain ${chainId} is not configured here`);
    const client = clients.get(chainId);
    if (!client) throw new EvmProviderError('no_rpc', chainId, `chain ${chainId} has no RPC URL configured`);
    return client;
  };

  /** Runs one read; anything but an answer (refused, timed out, reverted, no contract) is "unavailable". */
  const read = async <T>(
    chainId: number,
    what: string,
    run: (client: PublicClient) => Promise<T>,
  ): Promise<T> => {
    const client = clientOf(chainId);
    try {
      return await run(client);
    } catch (error) {
      const reason =
        error instanceof Error
          ? ((error as { shortMessage?: string }).shortMessage ?? error.message)
          : String(error);
      throw new EvmProviderError(
        'unavailable',
        chainId,
        `chain ${chainId} did not answer ${what}: ${reason}`,
        {
          cause: error,
        },
      );
    }
  };

  return {
    chainIds: settings.map((c) => c.id),
    isConfigured: (chainId) => clients.has(chainId),
    hasRpc: (chainId) => Boolean(clients.get(chainId)),
    erc20BalanceOf: (chainId, token, holder) =>
      read(chainId, `balanceOf on the token ${token}`, (client) =>
        client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [holder] }),
      ),
    erc721BalanceOf: (chainId, contract, holder) =>
      read(chainId, `balanceOf on the NFT contract ${contract}`, (client) =>
        client.readContract({ address: contract, abi: erc721Abi, functionName: 'balanceOf', args: [holder] }),
      ),
    isContract: (chainId, address) =>
      read(chainId, `getCode of ${address}`, async (client) => {
        const code = await client.getCode({ address });
        return code !== undefined && code !== '0x';
      }),
    verifyContractMessage: (chainId, input) =>
      read(chainId, `the signature check of ${input.address}`, (client) => client.verifyMessage(input)),
    verifyContractTypedData: (chainId, input) =>
      read(chainId, `the signature check of ${input.address}`, (client) => client.verifyTypedData(input)),
  };
}
