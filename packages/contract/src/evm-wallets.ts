import { z } from 'zod';
import { evmAddressSchema } from '@kp/domain/validation';
import { ENDPOINTS } from './endpoints';
import { defineRoute, envelope, noQuery, text } from './route';

/**
 * External EVM wallets (spec sections 2, 3, 7: connect EVM wallet, multi wallet, disconnect
 * wallet, wallet connect success; `evmWalletAddress`): linked by Sign-In with Ethereum
 * (EIP-4361), several per user, one primary; and the EIP-712 typed data of a reward claim.
 */

const chainId = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 53 - 1);
const hexSignature = text()
  .regex(/^0x(?:[0-9a-fA-F]{2})+$/, 'a signature: 0x and hex digits')
  .max(20_000);
const uint256String = text().regex(/^\d{1,78}$/, 'a whole number (uint256) in decimal');

export const linkedEvmWallet = z.object({
  address: evmAddressSchema.describe('EIP-55 checksummed'),
  chainId: z.number().int().describe('the chain its sign-in message was signed on'),
  isPrimary: z.boolean(),
  isSmartContract: z.boolean().describe('signed through EIP-1271 (a smart-contract wallet)'),
  linkedAt: z.iso.datetime(),
});
export type LinkedEvmWallet = z.output<typeof linkedEvmWallet>;

export const evmWalletList = z.object({
  wallets: z.array(linkedEvmWallet),
  /** The primary wallet's address, or null with none linked. */
  evmWalletAddress: evmAddressSchema.nullable(),
  /** The chains a wallet can sign in on here. */
  chainIds: z.array(z.number().int()),
});
export type EvmWalletList = z.output<typeof evmWalletList>;

export const evmWalletAddressBody = z.object({ address: evmAddressSchema }).strict();

export const createEvmWalletNonce = defineRoute({
  ...ENDPOINTS.createEvmWalletNonce,
  summary:
    'A single-use Sign-In with Ethereum nonce (5 minutes) for one address and chain, with the exact message to sign',
  tags: ['wallet'],
  access: 'user',
  body: z.object({ address: evmAddressSchema, chainId }).strict(),
  response: {
    201: envelope(
      z.object({
        nonce: z.string(),
        /** The EIP-4361 message, to be signed as it is (personal_sign). */
        message: z.string(),
        address: evmAddressSchema,
        chainId: z.number().int(),
        expiresAt: z.iso.datetime(),
      }),
    ),
  },
});

export const verifyEvmWallet = defineRoute({
  ...ENDPOINTS.verifyEvmWallet,
  summary:
    'Links the wallet that signed a sign-in message issued by createEvmWalletNonce (third-party verify)',
  tags: ['wallet'],
  access: 'user',
  // An EIP-4361 message is several lines.
  body: z.object({ message: text({ multiline: true }).min(1).max(4000), signature: hexSignature }).strict(),
  response: { 200: envelope(evmWalletList) },
});

export const listEvmWallets = defineRoute({
  ...ENDPOINTS.listEvmWallets,
  summary: "The signed-in user's linked EVM wallets, the primary first (multi wallet)",
  tags: ['wallet'],
  access: 'user',
  querystring: noQuery,
  response: { 200: envelope(evmWalletList) },
});

export const setPrimaryEvmWallet = defineRoute({
  ...ENDPOINTS.setPrimaryEvmWallet,
  summary: 'Makes one of the linked wallets the primary one (evmWalletAddress)',
  tags: ['wallet'],
  access: 'user',
  body: evmWalletAddressBody,
  response: { 200: envelope(evmWalletList) },
});

export const disconnectEvmWallet = defineRoute({
  ...ENDPOINTS.disconnectEvmWallet,
  summary: 'Unlinks a wallet (disconnect wallet); the oldest other one becomes primary if it was',
  tags: ['wallet'],
  access: 'user',
  body: evmWalletAddressBody,
  response: { 200: envelope(evmWalletList) },
});

/** The EIP-712 typed data of a reward claim, as the wallet's eth_signTypedData_v4 takes it. */
export const claimTypedData = z.object({
  domain: z.object({
    name: z.string(),
    version: z.string(),
    chainId: z.number().int(),
    verifyingContract: evmAddressSchema.optional(),
  }),
  types: z.object({
    Claim: z.array(z.object({ name: z.string(), type: z.string() })),
  }),
  primaryType: z.literal('Claim'),
  message: z.object({
    campaignId: z.string(),
    user: evmAddressSchema,
    amount: uint256String,
    currency: z.string(),
    nonce: uint256String,
    deadline: uint256String.describe('unix seconds'),
  }),
  expiresAt: z.iso.datetime(),
});
export type ClaimTypedData = z.output<typeof claimTypedData>;

export const getClaimTypedData = defineRoute({
  ...ENDPOINTS.getClaimTypedData,
  summary:
    "The EIP-712 typed data the user's wallet signs to claim a campaign's reward (single-use nonce, 10-minute deadline)",
  tags: ['wallet'],
  access: 'user',
  querystring: z
    .object({
      campaignId: z.uuid(),
      /** The chain to sign on; unset, the one the signing wallet was linked on. */
      chainId: chainId.optional(),
      /** Which linked wallet signs; unset, the primary one. */
      address: evmAddressSchema.optional(),
    })
    .strict(),
  response: { 200: envelope(claimTypedData) },
});
