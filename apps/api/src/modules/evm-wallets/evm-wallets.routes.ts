import type { FastifyInstance } from 'fastify';
import {
  createEvmWalletNonce,
  disconnectEvmWallet,
  getClaimTypedData,
  listEvmWallets,
  setPrimaryEvmWallet,
  verifyEvmWallet,
} from '@kp/contract/evm-wallets';
import { registerRoute } from '../../platform/route';
import type { EvmWalletsService } from './evm-wallets.service';

export function evmWalletsRoutes(app: FastifyInstance, service: EvmWalletsService) {
  registerRoute(
    app,
    createEvmWalletNonce,
    async ({ body, request }) => ({
      statusCode: 201,
      data: await service.createNonce(request.auth!.userId, body),
    }),
    { status: 201 },
  );
  registerRoute(app, verifyEvmWallet, async ({ body, request }) => ({
    statusCode: 200,
    data: await service.verify(request.auth!.userId, body),
  }));
  registerRoute(app, listEvmWallets, async ({ request }) => ({
    statusCode: 200,
    data: await service.listWallets(request.auth!.userId),
  }));
  registerRoute(app, setPrimaryEvmWallet, async ({ body, request }) => ({
    statusCode: 200,
    data: await service.setPrimary(request.auth!.userId, body.address),
  }));
  registerRoute(app, disconnectEvmWallet, async ({ body, request }) => ({
    statusCode: 200,
    data: await service.disconnect(request.auth!.userId, body.address),
  }));
  registerRoute(app, getClaimTypedData, async ({ query, request }) => ({
    statusCode: 200,
    data: await service.claimTypedDataFor(request.auth!.userId, query),
  }));
}
