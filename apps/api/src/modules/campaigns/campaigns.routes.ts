import type { FastifyInstance } from 'fastify';
import {
  adminApproveCampaignAppeal,
  adminCreateCampaign,
  adminCreateCampaignTask,
  adminFundCampaign,
  adminListCampaignAppeals,
  adminListCampaigns,
  adminRejectCampaignAppeal,
  adminUpdateCampaign,
  adminUpdateCampaignTask,
  appealTask,
  applyReferralCode,
  claimReward,
  getCampaign,
  getReferralInfo,
  listCampaignsByState,
  startCampaign,
  validateTask,
  visitTaskLink,
} from '@kp/contract/campaigns';
import { optionalCallerOf } from '../../platform/auth-guard';
import type { Idempotency } from '../../platform/idempotency';
import { registerRoute } from '../../platform/route';
import type { CampaignsService } from './campaigns.service';

export function campaignsRoutes(app: FastifyInstance, service: CampaignsService, idempotency: Idempotency) {
  registerRoute(app, listCampaignsByState, async ({ query, request, reply }) => ({
    statusCode: 200,
    data: await service.listByState(query, await optionalCallerOf(app, request, reply)),
  }));
  registerRoute(app, getCampaign, async ({ params, request, reply }) => ({
    statusCode: 200,
    data: await service.getCampaign(params.idOrSlug, await optionalCallerOf(app, request, reply)),
  }));
  registerRoute(app, startCampaign, async ({ body, request }) => ({
    statusCode: 200,
    data: await service.start(request.auth!.userId, body.campaignId),
  }));
  registerRoute(app, validateTask, async ({ body, request }) => ({
    statusCode: 200,
    data: await service.validate(request.auth!.userId, body.taskId, body.submission),
  }));
  registerRoute(
    app,
    appealTask,
    async ({ body, request }) => ({
      statusCode: 201,
      data: await service.appeal(request.auth!.userId, body.taskId, body.note),
    }),
    { status: 201 },
  );
  registerRoute(app, visitTaskLink, async ({ params, request, reply }) => {
    const url = await service.visit(request.auth!.userId, params.taskId);
    return reply.redirect(url, 302) as never;
  });
  // The claim (and its reservation from the pool) commits with its answer under the key; the
  // payment follows in its own transaction, so the answer shows it credited when it went through.
  registerRoute(
    app,
    claimReward,
    async ({ body, request, reply }) => {
      const claim = await idempotency.run(
        request,
        reply,
        async (tx) => ({ statusCode: 201, data: await service.claim(tx, request.auth!.userId, body) }),
        { status: 201 },
      );
      return { statusCode: 201, data: await service.distributeClaim(claim.data.id) };
    },
    { status: 201 },
  );
  registerRoute(app, getReferralInfo, async ({ request }) => ({
    statusCode: 200,
    data: await service.getReferralInfo(request.auth!.userId),
  }));
  registerRoute(app, applyReferralCode, async ({ body, request }) => ({
    statusCode: 200,
    data: await service.applyReferralCode(request.auth!.userId, body.code),
  }));

  registerRoute(app, adminListCampaignAppeals, async ({ query }) => ({
    statusCode: 200,
    data: await service.adminListAppeals(query),
  }));
  registerRoute(app, adminApproveCampaignAppeal, async ({ params, body, request }) => ({
    statusCode: 200,
    data: await service.adminDecideAppeal(request.auth!.userId, params.id, {
      approve: true,
      reason: body.reason,
    }),
  }));
  registerRoute(app, adminRejectCampaignAppeal, async ({ params, body, request }) => ({
    statusCode: 200,
    data: await service.adminDecideAppeal(request.auth!.userId, params.id, {
      approve: false,
      reason: body.reason,
    }),
  }));
  registerRoute(app, adminListCampaigns, async ({ query }) => ({
    statusCode: 200,
    data: await service.adminList(query),
  }));
  registerRoute(
    app,
    adminCreateCampaign,
    async ({ body }) => ({ statusCode: 201, data: await service.adminCreate(body) }),
    { status: 201 },
  );
  registerRoute(app, adminUpdateCampaign, async ({ params, body }) => ({
    statusCode: 200,
    data: await service.adminUpdate(params.id, body),
  }));
  registerRoute(
    app,
    adminCreateCampaignTask,
    async ({ params, body }) => ({ statusCode: 201, data: await service.adminCreateTask(params.id, body) }),
    { status: 201 },
  );
  registerRoute(app, adminUpdateCampaignTask, async ({ params, body }) => ({
    statusCode: 200,
    data: await service.adminUpdateTask(params.id, params.taskId, body),
  }));
  registerRoute(app, adminFundCampaign, ({ params, body, request, reply }) =>
    idempotency.run(
      request,
      reply,
      async (tx) => ({
        statusCode: 201,
        data: await service.adminFund(tx, request.auth!.userId, params.id, body.amount),
      }),
      { status: 201 },
    ),
  );
}
