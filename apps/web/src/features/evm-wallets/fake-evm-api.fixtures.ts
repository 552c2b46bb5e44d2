import type { ClaimTypedData, EvmWalletList, LinkedEvmWallet } from '@kp/contract/evm-wallets';
import { CLAIM_TYPED_DATA_DOMAIN, CLAIM_TYPED_DATA_TYPES, SIWE_STATEMENT } from '@kp/domain/evm-wallets';
import { ok, type FakeRoute } from '../../test/fake-server.fixtures';

export const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
export const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
export const CAMPAIGN_ID = '6f1c9a52-8d3e-4c2b-9f7a-0e5d4c3b2a19';

/** A linked wallet as the api lists it. */
export function makeWallet(address: string, overrides: Partial<LinkedEvmWallet> = {}): LinkedEvmWallet {
  return {
    address,
    chainId: 31337,
    isPrimary: false,
    isSmartContract: false,
    linkedAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

/** The EIP-4361 text the api would issue (its exact form is the api's business; the web signs it as is). */
export function siweMessage(address: string, chainId: number): string {
  return [
    `localhost wants you to sign in with your Ethereum account:`,
    address,
    '',
    SIWE_STATEMENT,
    '',
    'URI: http://localhost',
    'Version: 1',
    `Chain ID: ${chainId}`,
    'Nonce: 8fa3c2d1e0b94a7f',
    'Issued At: 2026-03-01T10:00:00.000Z',
    'Expiration Time: 2099-03-01T10:05:00.000Z',
  ].join('\n');
}

/** The claim typed data the api would issue for a wallet on a chain. */
export function claimTypedData(address: string, chainId: number): ClaimTypedData {
  return {
    domain: { ...CLAIM_TYPED_DATA_DOMAIN, chainId },
    types: { Claim: CLAIM_TYPED_DATA_TYPES.Claim.map((field) => ({ ...field })) },
    primaryType: 'Claim',
    message: {
      campaignId: CAMPAIGN_ID,
      user: address,
      amount: '2500',
      currency: 'KCASH',
      nonce: '123456789',
      deadline: '4070908800',
    },
    expiresAt: '2099-01-01T00:00:00.000Z',
  };
}

/**
 * A fake of the api's EVM wallet routes for `stubServer`, keeping the user's wallets as the api
 * would (the first linked is primary, disconnecting the primary promotes the oldest other); every
 * call is also written to `log`.
 */
export function fakeEvmApi(
  start: { wallets?: LinkedEvmWallet[]; chainIds?: number[] } = {},
  log: string[] = [],
) {
  let wallets = [...(start.wallets ?? [])];
  const chainIds = start.chainIds ?? [31337];
  const list = (): EvmWalletList => ({
    wallets: [...wallets].sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary)),
    evmWalletAddress: wallets.find((w) => w.isPrimary)?.address ?? null,
    chainIds,
  });
  const pending = new Map<string, { address: string; chainId: number }>();
  const routes: Record<string, FakeRoute> = {
    'GET /api/wallets/third-party': () => {
      log.push('api listEvmWallets');
      return ok(list());
    },
    'POST /api/wallets/third-party/nonce': ({ body }) => {
      log.push('api createEvmWalletNonce');
      const { address, chainId } = body as { address: string; chainId: number };
      const message = siweMessage(address, chainId);
      pending.set(message, { address, chainId });
      return ok(
        { nonce: '8fa3c2d1e0b94a7f', message, address, chainId, expiresAt: '2099-03-01T10:05:00.000Z' },
        201,
      );
    },
    'POST /api/wallets/third-party/verify': ({ body }) => {
      log.push('api verifyEvmWallet');
      const issued = pending.get((body as { message: string }).message);
      if (issued && !wallets.some((w) => w.address.toLowerCase() === issued.address.toLowerCase()))
        wallets.push(
          makeWallet(issued.address, { chainId: issued.chainId, isPrimary: wallets.length === 0 }),
        );
      return ok(list());
    },
    'POST /api/wallets/third-party/primary': ({ body }) => {
      log.push('api setPrimaryEvmWallet');
      const { address } = body as { address: string };
      wallets = wallets.map((w) => ({ ...w, isPrimary: w.address === address }));
      return ok(list());
    },
    'POST /api/wallets/disconnect': ({ body }) => {
      log.push('api disconnectEvmWallet');
      const { address } = body as { address: string };
      const removed = wallets.find((w) => w.address === address);
      wallets = wallets.filter((w) => w.address !== address);
      if (removed?.isPrimary && wallets[0]) wallets[0] = { ...wallets[0], isPrimary: true };
      return ok(list());
    },
    'GET /api/wallets/claim-typed-data': ({ url }) => {
      log.push('api getClaimTypedData');
      const primary = wallets.find((w) => w.isPrimary);
      const address = url.searchParams.get('address') ?? primary?.address ?? ALICE;
      const chainId = Number(url.searchParams.get('chainId') ?? primary?.chainId ?? 31337);
      return ok(claimTypedData(address, chainId));
    },
  };
  return { routes, list, log };
}
