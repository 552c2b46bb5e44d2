import type { FastifyInstance } from 'fastify';
import {
  getMyVerification,
  getMyWalletAddress,
  getMyWalletApprovalStatus,
  listMyWallets,
} from '@kp/contract/wallet';
import { registerRoute } from '../../platform/route';
import type { WalletService } from './wallet.service';

// Every route reads the wallet of the token's user only: there is no user id to pass.
export function walletRoutes(app: FastifyInstance, service: WalletService) {
  registerRoute(app, listMyWallets, ({ userId }) => service.listWallets(userId));
  registerRoute(app, getMyWalletAddress, async ({ userId }) => ({
    evmWalletAddress: (await service.getWallet(userId)).address,
  }));
  registerRoute(app, getMyWalletApprovalStatus, async ({ userId }) => ({
    status: await service.approvalStatus(userId),
  }));
  registerRoute(app, getMyVerification, async ({ userId }) => ({
    isVerified: await service.isVerified(userId),
  }));
}
