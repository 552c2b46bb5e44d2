import { z } from 'zod';

/** One EVM chain the installation knows: its id, and the JSON-RPC endpoint read through (null: none). */
export type EvmChainSetting = { id: number; rpcUrl: string | null };

const chainIdSchema = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 53 - 1);
const rpcUrlSchema = z.url({ protocol: /^https?$/ });

/**
 * `EVM_CHAINS`: a JSON object `{"137":"https://polygon-rpc.example","31337":null}`, or a comma list
 * `137=https://polygon-rpc.example,1`. A chain given without an RPC URL accepts wallet signatures
 * (SIWE and claims of EOA wallets need none) but its on-chain tasks say no RPC is configured.
 */
export function parseEvmChains(value: string): EvmChainSetting[] {
  const trimmed = value.trim();
  const entries: [string, string | null][] = trimmed.startsWith('{')
    ? Object.entries(
        z.record(z.string(), z.union([z.string(), z.null()])).parse(JSON.parse(trimmed) as unknown),
      )
    : trimmed
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)
        .map((part) => {
          const at = part.indexOf('=');
          return at === -1 ? [part, null] : [part.slice(0, at).trim(), part.slice(at + 1).trim() || null];
        });
  const chains = entries.map(([id, rpcUrl]) => ({
    id: chainIdSchema.parse(id),
    rpcUrl: rpcUrl === null ? null : rpcUrlSchema.parse(rpcUrl),
  }));
  if (new Set(chains.map((c) => c.id)).size !== chains.length) throw new Error('a chain id is listed twice');
  return chains;
}

/** The EVM environment variables (spread into config.ts; the README's table lists them). */
export const EVM_ENV = {
  EVM_CHAINS: z
    .string()
    .transform((value, ctx) => {
      try {
        return parseEvmChains(value);
      } catch {
        ctx.addIssue({
          code: 'custom',
          message:
            'must be JSON {"<chain id>":"<rpc url>"|null} or a comma list of <chain id>=<rpc url> (or a bare <chain id>)',
        });
        return z.NEVER;
      }
    })
    .default([]),
  /** How long one JSON-RPC call may take before the task says the chain did not answer. */
  EVM_RPC_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
  /** The contract a claim's EIP-712 domain names (`verifyingContract`); unset, the domain has none. */
  EVM_CLAIM_VERIFYING_CONTRACT: z
    .string()
    .regex(/^0x[0-9a-fA-F]{40}$/, 'must be an EVM address: 0x and 40 hex digits')
    .optional(),
};
