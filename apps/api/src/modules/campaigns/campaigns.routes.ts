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
  claimReward,
  getCampaign,
  listCampaignsByState,
  startCampaign,
  validateTask,
  visitTaskLink,
} from '@kp/contract/campaigns';
import { optionalCallerOf } from '../../platform/auth-guard';
import { answerInReaderLanguage } from '../../platform/content-language';
import { registerRoute } from '../../platform/route';
import type { CampaignsService } from './campaigns.service';

export function campaignsRoutes(app: FastifyInstance, service: CampaignsService) {
  // Campaigns and their tasks are operator-written: each answer is in its reader's language.
  registerRoute(app, listCampaignsByState, async (ctx) => {
    const userId = await optionalCallerOf(app, ctx.request, ctx.reply);
    return answerInReaderLanguage(ctx, (texts) => service.listByState(ctx.query, userId, texts));
  });
  registerRoute(app, getCampaign, async (ctx) => {
    const userId = await optionalCallerOf(app, ctx.request, ctx.reply);
    return answerInReaderLanguage(ctx, (texts) => service.getCampaign(ctx.params.idOrSlug, userId, texts));
  });
  registerRoute(app, startCampaign, (ctx) =>
    answerInReaderLanguage(ctx, (texts) => service.start(ctx.userId, ctx.body.campaignId, texts)),
  );
  // A failed check may name a quest: by its title in the reader's language.
  registerRoute(app, validateTask, (ctx) =>
    answerInReaderLanguage(ctx, (texts) =>
      service.validate(ctx.userId, ctx.body.taskId, ctx.body.submission, texts),
    ),
  );
  registerRoute(app, appealTask, ({ body, userId }) => service.appeal(userId, body.taskId, body.note));
  registerRoute(app, visitTaskLink, async ({ params, reply, userId }) => {
    const url = await service.visit(userId, params.taskId);
    return reply.redirect(url, 302);
  });
  registerRoute(app, claimReward, ({ body, userId, once }) => service.claim(userId, body, once));

  registerRoute(app, adminListCampaignAppeals, ({ query }) => service.adminListAppeals(query));
  registerRoute(app, adminApproveCampaignAppeal, ({ params, body, userId }) =>
    service.adminDecideAppeal(userId, params.id, {
      approve: true,
      reason: body.reason,
    }),
  );
  registerRoute(app, adminRejectCampaignAppeal, ({ params, body, userId }) =>
    service.adminDecideAppeal(userId, params.id, {
      approve: false,
      reason: body.reason,
    }),
  );
  registerRoute(app, adminListCampaigns, ({ query }) => service.adminList(query));
  registerRoute(app, adminCreateCampaign, ({ body }) => service.adminCreate(body));
  registerRoute(app, adminUpdateCampaign, ({ params, body }) => service.adminUpdate(params.id, body));
  registerRoute(app, adminCreateCampaignTask, ({ params, body }) => service.adminCreateTask(params.id, body));
  registerRoute(app, adminUpdateCampaignTask, ({ params, body }) =>
    service.adminUpdateTask(params.id, params.taskId, body),
  );
  registerRoute(app, adminFundCampaign, ({ params, body, userId, once }) =>
    service.adminFund(userId, params.id, body.amount, once),
  );
}
