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
  // A redemption names its voucher by its title, in the reader's language too.
  registerRoute(app, redeemVoucher, async (ctx) => {
    const { params, request, userId, once } = ctx;
    const input = { userId, voucherId: params.voucherId, requestKey: idempotencyKeyOf(request) };
    const asker = await askerOf(request);
    return answerInReaderLanguage(ctx, (texts) => service.redeem({ ...input, asker }, once, texts));
  });
  registerRoute(app, listMyRedemptions, (ctx) =>
    answerInReaderLanguage(ctx, (texts) => service.listMyRedemptions(ctx.userId, ctx.query, texts)),
  );
  registerRoute(app, getRedemption, (ctx) =>
    answerInReaderLanguage(ctx, (texts) => service.getRedemption(ctx.userId, ctx.params.redemptionId, texts)),
  );
  registerRoute(app, verifyRedemption, (ctx) =>
    answerInReaderLanguage(ctx, (texts) =>
      service.verify(ctx.userId, ctx.params.redemptionId, ctx.body.code, texts),
    ),
  );
  registerRoute(app, resendRedemptionCode, (ctx) =>
    answerInReaderLanguage(ctx, (texts) => service.resendCode(ctx.userId, ctx.params.redemptionId, texts)),
  );

  registerRoute(app, adminListVouchers, ({ query }) => service.adminListVouchers(query));
  registerRoute(app, adminCreateVoucher, ({ body }) => service.createVoucher(body));
  registerRoute(app, adminUpdateVoucher, ({ params, body }) => service.updateVoucher(params.voucherId, body));
  registerRoute(app, adminAddVoucherCodes, ({ params, body }) =>
    service.addCodes(params.voucherId, body.codes),
  );
  registerRoute(app, adminListRedemptions, ({ query }) => service.adminListRedemptions(query));
}
