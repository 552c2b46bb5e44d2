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
  registerRoute(app, createEvmWalletNonce, ({ body, userId }) => service.createNonce(userId, body));
  registerRoute(app, verifyEvmWallet, ({ body, userId }) => service.verify(userId, body));
  registerRoute(app, listEvmWallets, ({ userId }) => service.listWallets(userId));
  registerRoute(app, setPrimaryEvmWallet, ({ body, userId }) => service.setPrimary(userId, body.address));
  registerRoute(app, disconnectEvmWallet, ({ body, userId }) => service.disconnect(userId, body.address));
  registerRoute(app, getClaimTypedData, ({ query, userId }) => service.claimTypedDataFor(userId, query));
}
