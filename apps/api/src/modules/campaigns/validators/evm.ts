import type { Address } from 'viem';
import { formatTokenAmount, shortAddress } from '@kp/domain/evm-wallets';
import { EvmProviderError, type EvmChains } from '../../../providers/evm/evm-chains';
import { failed, passed, type ValidationOutcome, type ValidatorSet } from './validator';

/**
 * The validators of the wallet task types: link_wallet (a wallet linked by SIWE), hold_web3_token
 * (ERC-20) and hold_nft (ERC-721), read with `balanceOf` on the chain the task names.
 *
 * Holdings are summed over all of the user's linked wallets (each proven by a signature, so all
 * theirs), and the answer lists what each wallet held, so a user with the tokens in another
 * wallet sees which one to link.
 */

export type EvmValidatorDeps = {
  /** The user's linked wallet addresses, the primary first. */
  listWalletAddresses(userId: string): Promise<Address[]>;
  chains: EvmChains;
};

type Holding = { address: Address; balance: bigint };

/** What a holding check reads: a token (its symbol) or NFTs (their name). */
type Held = { symbol: string } | { nft: string };

/** The failure for a chain we cannot read: not configured here, no RPC URL, or its node did not answer. */
function chainFailure(error: EvmProviderError, held: Held): ValidationOutcome {
  const evidence = { chainId: error.chainId, reason: error.message };
  if (error.kind === 'unavailable')
    return failed(
      'PROVIDER_UNAVAILABLE',
      'EVM_RPC_UNAVAILABLE',
      { chainId: error.chainId, ...held },
      evidence,
    );
  return failed(
    'PROVIDER_NOT_CONFIGURED',
    error.kind === 'no_rpc' ? 'EVM_RPC_NOT_CONFIGURED' : 'EVM_CHAIN_NOT_CONFIGURED',
    { chainId: error.chainId },
    evidence,
  );
}

/** Reads one balance per wallet; an EvmProviderError becomes the task's failure. */
async function readHoldings(
  wallets: Address[],
  read: (holder: Address) => Promise<bigint>,
): Promise<Holding[]> {
  return Promise.all(wallets.map(async (address) => ({ address, balance: await read(address) })));
}

export function evmValidators(deps: EvmValidatorDeps): ValidatorSet {
  const { chains } = deps;

  /** A chain the task names but this installation cannot read, answered before any wallet is asked. */
  const unreadableChain = (chainId: number): EvmProviderError | null => {
    if (!chains.isConfigured(chainId))
      return new EvmProviderError('chain_not_configured', chainId, `chain ${chainId} is not configured here`);
    if (!chains.hasRpc(chainId))
      return new EvmProviderError('no_rpc', chainId, `chain ${chainId} has no RPC URL configured`);
    return null;
  };

  /**
   * The user's holdings on the task's chain, one balance per linked wallet, and their total; or
   * the task's failure: a chain we cannot read, or no wallet linked (`held`: what the check reads).
   */
  const holdingsOf = async (
    userId: string,
    chainId: number,
    held: Held,
    read: (holder: Address) => Promise<bigint>,
  ): Promise<{ holdings: Holding[]; total: bigint } | { failure: ValidationOutcome }> => {
    const notReadable = unreadableChain(chainId);
    if (notReadable) return { failure: chainFailure(notReadable, held) };
    const wallets = await deps.listWalletAddresses(userId);
    if (wallets.length === 0) return { failure: failed('ACCOUNT_NOT_LINKED', 'WALLET_NOT_LINKED', held) };
    try {
      const holdings = await readHoldings(wallets, read);
      return { holdings, total: holdings.reduce((sum, h) => sum + h.balance, 0n) };
    } catch (error) {
      if (error instanceof EvmProviderError) return { failure: chainFailure(error, held) };
      throw error;
    }
  };

  return {
    link_wallet: async ({ userId }) => {
      const wallets = await deps.listWalletAddresses(userId);
      if (wallets.length === 0) return failed('ACCOUNT_NOT_LINKED', 'WALLET_NOT_LINKED', {});
      return passed({ wallets });
    },

    hold_web3_token: async ({ userId, task }) => {
      const { chainId, tokenAddress, symbol, decimals, minBalance } = task.config;
      const read = await holdingsOf(userId, chainId, { symbol }, (holder) =>
        chains.erc20BalanceOf(chainId, tokenAddress as Address, holder),
      );
      if ('failure' in read) return read.failure;
      const { holdings, total } = read;
      const format = (amount: bigint) => `${formatTokenAmount(amount, decimals)} ${symbol}`;
      const evidence = {
        chainId,
        tokenAddress,
        symbol,
        decimals,
        minBalance,
        wallets: holdings.map((h) => ({
          address: h.address,
          balance: h.balance.toString(),
          shown: format(h.balance),
        })),
        total: total.toString(),
      };
      if (total >= BigInt(minBalance)) return passed(evidence);
      return failed(
        'REQUIREMENT_NOT_MET',
        'WALLET_BALANCE_TOO_LOW',
        { chainId, symbol, decimals, minBalance, total: total.toString(), wallets: each(holdings, format) },
        evidence,
      );
    },

    hold_nft: async ({ userId, task }) => {
      const { chainId, contractAddress, name, minCount } = task.config;
      const read = await holdingsOf(userId, chainId, { nft: name }, (holder) =>
        chains.erc721BalanceOf(chainId, contractAddress as Address, holder),
      );
      if ('failure' in read) return read.failure;
      const { holdings, total } = read;
      const format = (count: bigint) => `${count.toString()} ${name}`;
      const evidence = {
        chainId,
        contractAddress,
        name,
        minCount,
        wallets: holdings.map((h) => ({ address: h.address, count: h.balance.toString() })),
        total: total.toString(),
      };
      if (total >= BigInt(minCount)) return passed(evidence);
      return failed(
        'REQUIREMENT_NOT_MET',
        'NFT_COUNT_TOO_LOW',
        { chainId, name, minCount, total: Number(total), wallets: each(holdings, format) },
        evidence,
      );
    },
  };
}

/** What each wallet held: ["0x1234…abcd: 5 KPT", "0x9876…fedc: 0 KPT"]. */
function each(holdings: Holding[], format: (amount: bigint) => string): string[] {
  return holdings.map((h) => `${shortAddress(h.address)}: ${format(h.balance)}`);
}
