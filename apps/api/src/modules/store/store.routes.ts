import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  adminAddVoucherCodes,
  adminCreateVoucher,
  adminListRedemptions,
  adminListVouchers,
  adminUpdateVoucher,
  getRedemption,
  getVoucher,
  listMyRedemptions,
  listVouchers,
  redeemVoucher,
  resendRedemptionCode,
  verifyRedemption,
} from '@kp/contract/store';
import { AppError } from '@kp/domain/errors';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  type Idempotency,
} from '../../platform/idempotency';
import { registerRoute } from '../../platform/route';
import type { StoreService } from './store.service';

function idempotencyKeyOf(request: FastifyRequest): string {
  const value = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (typeof value !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(value))
    throw new AppError('IDEMPOTENCY_KEY_REQUIRED');
  return value;
}

// The user routes act on the token's user only: a redemption of someone else is not found.
export function storeRoutes(app: FastifyInstance, service: StoreService, idempotency: Idempotency) {
  registerRoute(app, listVouchers, async ({ query }) => ({
    statusCode: 200,
    data: await service.listVouchers(query),
  }));
  registerRoute(app, getVoucher, async ({ params }) => ({
    statusCode: 200,
    data: await service.getVoucher(params.voucherId),
  }));
  registerRoute(app, redeemVoucher, async ({ params, request, reply }) => ({
    statusCode: 201,
    data: await service.redeem(
      {
        userId: request.auth!.userId,
        voucherId: params.voucherId,
        requestKey: idempotencyKeyOf(request),
        ip: request.ip,
      },
      (work) => idempotency.run(request, reply, work, { status: 201 }),
    ),
  }));
  registerRoute(app, listMyRedemptions, async ({ query, request }) => ({
    statusCode: 200,
    data: await service.listMyRedemptions(request.auth!.userId, query),
  }));
  registerRoute(app, getRedemption, async ({ params, request }) => ({
    statusCode: 200,
    data: await service.getRedemption(request.auth!.userId, params.redemptionId),
  }));
  registerRoute(app, verifyRedemption, async ({ params, body, request }) => ({
    statusCode: 200,
    data: await service.verify(request.auth!.userId, params.redemptionId, body.code),
  }));
  registerRoute(
    app,
    resendRedemptionCode,
    async ({ params, request }) => ({
      statusCode: 201,
      data: await service.resendCode(request.auth!.userId, params.redemptionId),
    }),
    { status: 201 },
  );

  registerRoute(app, adminListVouchers, async ({ query }) => ({
    statusCode: 200,
    data: await service.adminListVouchers(query),
  }));
  registerRoute(
    app,
    adminCreateVoucher,
    async ({ body }) => ({ statusCode: 201, data: await service.createVoucher(body) }),
    { status: 201 },
  );
  registerRoute(app, adminUpdateVoucher, async ({ params, body }) => ({
    statusCode: 200,
    data: await service.updateVoucher(params.voucherId, body),
  }));
  registerRoute(
    app,
    adminAddVoucherCodes,
    async ({ params, body }) => ({
      statusCode: 201,
      data: await service.addCodes(params.voucherId, body.codes),
    }),
    { status: 201 },
  );
  registerRoute(app, adminListRedemptions, async ({ query }) => ({
    statusCode: 200,
    data: await service.adminListRedemptions(query),
  }));
}
