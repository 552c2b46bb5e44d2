import { z } from 'zod';
import { POG_MINT_DURATION_MS_DEFAULT, POG_SLOT_PRICE_DEFAULTS } from '@kp/domain/pog-mint';
import type { EvmChainSetting } from '../../providers/evm/evm.config';

const price = z
  .string()
  .trim()
  .regex(/^\d{1,12}(\.\d{1,6})?$/, 'must be a positive decimal number such as 100 or 2.5')
  .refine((value) => Number(value) > 0, 'must be above 0');

const hex = (digits: number, what: string) =>
  z.string().regex(new RegExp(`^0x[0-9a-fA-F]{${digits}}$`), `must be ${what}: 0x and ${digits} hex digits`);

/** The POG module's environment variables (spread into config.ts; the README's table lists them). */
export const POG_ENV = {
  /** How long a mint takes, start to card (spec: about 100 seconds). */
  POG_MINT_DURATION_MS: z.coerce.number().int().min(0).max(3_600_000).default(POG_MINT_DURATION_MS_DEFAULT),
  /** What a mint slot costs in K-Cash and in the reward token (the operator's price). */
  POG_SLOT_PRICE_KCASH: price.default(POG_SLOT_PRICE_DEFAULTS.KCASH),
  POG_SLOT_PRICE_REWARD: price.default(POG_SLOT_PRICE_DEFAULTS.REWARD),
  /** The chain POG cards are minted on (one of EVM_CHAINS, with its RPC URL); unset: custodial records. */
  POG_NFT_CHAIN_ID: z.coerce.number().int().positive().optional(),
  /** The ERC-721 contract (`mint(address,uint256)`, owned by the minter key). */
  POG_NFT_CONTRACT: hex(40, 'an EVM address').optional(),
  /** The private key that signs mints (the contract's owner); it pays the gas. */
  POG_NFT_MINTER_KEY: hex(64, 'a private key').optional(),
};

/** The variables above, in the order the README's table names them. */
export const POG_ENV_NAMES = [
  'POG_MINT_DURATION_MS',
  'POG_SLOT_PRICE_KCASH',
  'POG_SLOT_PRICE_REWARD',
  'POG_NFT_CHAIN_ID',
  'POG_NFT_CONTRACT',
  'POG_NFT_MINTER_KEY',
] as const satisfies readonly (keyof typeof POG_ENV)[];

/**
 * Well-known development keys (Hardhat's and ganache's first account, the local chain's deployer):
 * public, so never a minter key in production.
 */
const PUBLIC_TEST_KEYS = ['0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'];

type PogSettings = {
  NODE_ENV: string;
  EVM_CHAINS: readonly EvmChainSetting[];
  POG_NFT_CHAIN_ID?: number | undefined;
  POG_NFT_CONTRACT?: string | undefined;
  POG_NFT_MINTER_KEY?: string | undefined;
};

/** What is wrong with the POG chain settings, or null: all three or none, on a chain with an RPC URL. */
export function pogConfigProblem(config: PogSettings): string | null {
  const given = [config.POG_NFT_CHAIN_ID, config.POG_NFT_CONTRACT, config.POG_NFT_MINTER_KEY];
  if (given.every((value) => value === undefined)) return null;
  if (given.some((value) => value === undefined))
    return 'POG_NFT_CHAIN_ID, POG_NFT_CONTRACT and POG_NFT_MINTER_KEY go together (or none: custodial POG cards)';
  const chain = config.EVM_CHAINS.find((c) => c.id === config.POG_NFT_CHAIN_ID);
  if (!chain?.rpcUrl)
    return `POG_NFT_CHAIN_ID ${config.POG_NFT_CHAIN_ID} must be one of EVM_CHAINS, with its RPC URL`;
  if (config.NODE_ENV === 'production' && PUBLIC_TEST_KEYS.includes(config.POG_NFT_MINTER_KEY!.toLowerCase()))
    return 'POG_NFT_MINTER_KEY is a public development key, set the key of your own minter';
  return null;
}
