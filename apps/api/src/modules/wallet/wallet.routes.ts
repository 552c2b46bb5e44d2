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
  registerRoute(app, listMyWallets, async ({ request }) => ({
    statusCode: 200,
    data: await service.listWallets(request.auth!.userId),
  }));
  registerRoute(app, getMyWalletAddress, async ({ request }) => ({
    statusCode: 200,
    data: { evmWalletAddress: (await service.getWallet(request.auth!.userId)).address },
  }));
  registerRoute(app, getMyWalletApprovalStatus, async ({ request }) => ({
    statusCode: 200,
    data: { status: await service.approvalStatus(request.auth!.userId) },
  }));
  registerRoute(app, getMyVerification, async ({ request }) => ({
    statusCode: 200,
    data: { isVerified: await service.isVerified(request.auth!.userId) },
  }));
}
