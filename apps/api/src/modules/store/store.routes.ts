import type { FastifyInstance } from 'fastify';
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
import { askerOf } from '../../platform/asker';
import { answerInReaderLanguage } from '../../platform/content-language';
import { idempotencyKeyOf } from '../../platform/idempotency';
import { readerLanguageOf } from '../../platform/reader-language';
import { registerRoute } from '../../platform/route';
import type { StoreService } from './store.service';

// The user routes act on the token's user only: a redemption of someone else is not found.
export function storeRoutes(app: FastifyInstance, service: StoreService) {
  registerRoute(app, listVouchers, (ctx) =>
    answerInReaderLanguage(ctx, (texts) => service.listVouchers(ctx.query, texts)),
  );
  registerRoute(app, getVoucher, (ctx) =>
    answerInReaderLanguage(ctx, (texts) => service.getVoucher(ctx.params.voucherId, texts)),
  );
  // The redemption is found again by its key: a retry sends no second code.
  registerRoute(app, redeemVoucher, async ({ params, request, userId, once }) =>
    service.redeem(
      {
        userId,
        voucherId: params.voucherId,
        requestKey: idempotencyKeyOf(request),
        asker: await askerOf(request),
      },
      once,
    ),
  );
  registerRoute(app, listMyRedemptions, ({ query, userId }) => service.listMyRedemptions(userId, query));
  registerRoute(app, getRedemption, ({ params, userId }) =>
    service.getRedemption(userId, params.redemptionId),
  );
  registerRoute(app, verifyRedemption, ({ params, body, userId }) =>
    service.verify(userId, params.redemptionId, body.code),
  );
  registerRoute(app, resendRedemptionCode, async ({ params, request, userId }) =>
    service.resendCode(userId, params.redemptionId, await readerLanguageOf(request)),
  );

  registerRoute(app, adminListVouchers, ({ query }) => service.adminListVouchers(query));
  registerRoute(app, adminCreateVoucher, ({ body }) => service.createVoucher(body));
  registerRoute(app, adminUpdateVoucher, ({ params, body }) => service.updateVoucher(params.voucherId, body));
  registerRoute(app, adminAddVoucherCodes, ({ params, body }) =>
    service.addCodes(params.voucherId, body.codes),
  );
  registerRoute(app, adminListRedemptions, ({ query }) => service.adminListRedemptions(query));
}
