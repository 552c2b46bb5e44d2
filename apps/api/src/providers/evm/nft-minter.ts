import {
  BaseError,
  ContractFunctionRevertedError,
  createPublicClient,
  createWalletClient,
  defineChain,
  getAddress,
  http,
  parseAbi,
  type Address,
  type Hex,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { EvmProviderError } from './evm-chains';

/**
 * Mints ERC-721 tokens of one contract over JSON-RPC with viem, signed by the contract's minter key
 * (its owner). The contract has `mint(address to, uint256 tokenId)` (the token id is ours, chosen
 * before the mint, so a mint sent twice reverts instead of minting twice) and ERC-721's `ownerOf`.
 * `npm start`'s local chain deploys such a contract (PogCard, apps/api/src/test/local-evm.ts).
 * Calls that fail throw an EvmProviderError ('unavailable') saying why.
 */

export const NFT_MINTER_ABI = parseAbi([
  'function mint(address to, uint256 tokenId)',
  'function ownerOf(uint256 tokenId) view returns (address)',
  'function tokenURI(uint256 tokenId) view returns (string)',
  'error ERC721NonexistentToken(uint256 tokenId)',
]);

/**
 * Whether a call failed because the contract reverted (ERC-721's ownerOf does for a token not
 * minted), rather than because the node did not answer. Nodes say it differently: geth and
 * Hardhat with the revert data (viem's ContractFunctionRevertedError); ganache as an RPC error
 * -32000 "VM Exception while processing transaction: revert" with the data beside it.
 */
function isRevert(error: unknown): boolean {
  if (!(error instanceof BaseError)) return false;
  return Boolean(
    error.walk(
      (e) =>
        e instanceof ContractFunctionRevertedError ||
        (e instanceof BaseError && /VM Exception while processing transaction: revert/.test(e.details)),
    ),
  );
}

export type MintReceipt = { status: 'success' | 'reverted' } | null;

export type NftMinter = {
  readonly chainId: number;
  readonly contract: Address;
  /** The token's owner, or null while it is not minted. */
  ownerOf(tokenId: bigint): Promise<Address | null>;
  /** Sends the mint transaction; its hash (it may still fail: see receiptOf). */
  sendMint(to: Address, tokenId: bigint): Promise<Hex>;
  /** Waits (up to the timeout) for the transaction's receipt; null when it is not mined by then. */
  receiptOf(hash: Hex): Promise<MintReceipt>;
};

export function createNftMinter(input: {
  chainId: number;
  rpcUrl: string;
  contract: Address;
  minterKey: Hex;
  timeoutMs: number;
  /** How long to wait for a receipt before answering null. */
  receiptTimeoutMs?: number;
  pollingIntervalMs?: number;
}): NftMinter {
  const chain = defineChain({
    id: input.chainId,
    name: `chain ${input.chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [input.rpcUrl] } },
  });
  const transport = http(input.rpcUrl, { timeout: input.timeoutMs, retryCount: 0 });
  const publicClient = createPublicClient({ chain, transport });
  const account = privateKeyToAccount(input.minterKey);
  const walletClient = createWalletClient({ account, chain, transport });
  const contract = getAddress(input.contract);
  const pollingInterval = input.pollingIntervalMs ?? 1_000;

  const fail = (what: string, error: unknown): never => {
    const reason =
      error instanceof BaseError
        ? error.shortMessage
        : error instanceof Error
          ? error.message
          : String(error);
    throw new EvmProviderError('unavailable', input.chainId, `chain ${input.chainId}: ${what}: ${reason}`, {
      cause: error,
    });
  };

  return {
    chainId: input.chainId,
    contract,
    async ownerOf(tokenId) {
      try {
        return await publicClient.readContract({
          address: contract,
          abi: NFT_MINTER_ABI,
          functionName: 'ownerOf',
          args: [tokenId],
        });
      } catch (error) {
        // ERC-721 reverts ownerOf for a token not minted (OpenZeppelin 5: ERC721NonexistentToken).
        if (isRevert(error)) return null;
        return fail(`ownerOf(${tokenId}) on ${contract}`, error);
      }
    },
    async sendMint(to, tokenId) {
      try {
        return await walletClient.writeContract({
          address: contract,
          abi: NFT_MINTER_ABI,
          functionName: 'mint',
          args: [to, tokenId],
        });
      } catch (error) {
        return fail(`mint(${to}, ${tokenId}) on ${contract}`, error);
      }
    },
    async receiptOf(hash) {
      try {
        const receipt = await publicClient.waitForTransactionReceipt({
          hash,
          pollingInterval,
          timeout: input.receiptTimeoutMs ?? 60_000,
        });
        return { status: receipt.status };
      } catch (error) {
        if (error instanceof BaseError && error.name === 'WaitForTransactionReceiptTimeoutError') return null;
        return fail(`the receipt of ${hash}`, error);
      }
    },
  };
}
