import { z } from 'zod';
import { evmAddressSchema } from '@kp/domain/validation';
import { ENDPOINTS } from './endpoints';
import { defineRoute, envelope, noQuery } from './route';

/** The chains a wallet of the platform lives on. */
export const WALLET_CHAINS = ['evm'] as const;

/** Who holds a wallet's key: the platform (custodial, made at sign-up). */
export const WALLET_KINDS = ['custodial'] as const;

/** Where a wallet stands: custodial wallets are approved when they are made; `none` without a wallet. */
export const WALLET_APPROVAL_STATUSES = ['approved', 'pending', 'none'] as const;
export type WalletApprovalStatus = (typeof WALLET_APPROVAL_STATUSES)[number];

/** A wallet of the signed-in user, as the wallet screens show it; never its key. */
export const userWallet = z.object({
  address: evmAddressSchema.describe('EIP-55 checksummed'),
  chain: z.enum(WALLET_CHAINS),
  kind: z.enum(WALLET_KINDS),
  createdAt: z.iso.datetime(),
});
export type UserWallet = z.output<typeof userWallet>;

export const listMyWallets = defineRoute({
  ...ENDPOINTS.listMyWallets,
  summary: "The signed-in user's wallets (an account made before wallets has none)",
  tags: ['wallet'],
  access: 'user',
  querystring: noQuery,
  response: { 200: envelope(z.array(userWallet)) },
});

export const getMyWalletAddress = defineRoute({
  ...ENDPOINTS.getMyWalletAddress,
  summary: "The address of the signed-in user's custodial wallet (422 WALLET_NOT_FOUND without one)",
  tags: ['wallet'],
  access: 'user',
  querystring: noQuery,
  response: { 200: envelope(z.object({ evmWalletAddress: evmAddressSchema })) },
});

export const getMyWalletApprovalStatus = defineRoute({
  ...ENDPOINTS.getMyWalletApprovalStatus,
  summary: "Whether the signed-in user's wallet is approved",
  tags: ['wallet'],
  access: 'user',
  querystring: noQuery,
  response: { 200: envelope(z.object({ status: z.enum(WALLET_APPROVAL_STATUSES) })) },
});

export const getMyVerification = defineRoute({
  ...ENDPOINTS.getMyVerification,
  summary: 'Whether the signed-in user has a wallet whose kept key opens and matches its address',
  tags: ['wallet'],
  access: 'user',
  querystring: noQuery,
  response: { 200: envelope(z.object({ isVerified: z.boolean() })) },
});
