import type { FastifyInstance } from 'fastify';
import {
  adminSetClanRules,
  createClan,
  deleteClan,
  getClan,
  getClanCampaignStats,
  getClanImage,
  getClanPogScores,
  getClanRules,
  getClanStatus,
  getMyClanMembership,
  joinClan,
  leaveClan,
  listClans,
  removeClanMember,
  sendClanCode,
  uploadClanImage,
} from '@kp/contract/clans';
import { askerOf } from '../../platform/asker';
import { uploadedBytes } from '../../platform/jpeg';
import { registerRoute } from '../../platform/route';
import type { ClansService } from './clans.service';

// An image of an id never changes: a replaced logo or banner gets a new id (and URL).
const IMMUTABLE = 'public, max-age=31536000, immutable';

// The caller's own membership is the token's user; a clan's chief is checked by the service.
// An image arrives as the file itself: the image/jpeg body parser is the users module's (app-wide).
export function clansRoutes(app: FastifyInstance, service: ClansService) {
  registerRoute(app, listClans, ({ query }) => service.listClans(query));
  registerRoute(app, createClan, async ({ body, userId }) =>
    service.getClan(await service.create(userId, body)),
  );
  registerRoute(app, sendClanCode, async ({ body, request, userId }) =>
    service.sendCode(userId, body.type, await askerOf(request)),
  );
  registerRoute(app, getClanStatus, ({ userId }) => service.getStatus(userId));
  registerRoute(app, getClanRules, () => service.getRules());
  registerRoute(app, uploadClanImage, ({ query, body, userId }) =>
    service.upload(userId, query, uploadedBytes(body)),
  );
  registerRoute(app, getClanImage, async ({ params, reply }) =>
    reply
      .type('image/jpeg')
      .header('cache-control', IMMUTABLE)
      .send(await service.getImage(params.imageId)),
  );
  registerRoute(app, getClanCampaignStats, ({ query }) =>
    service.getCampaignStats(query.clanId, query.dashboardType),
  );
  registerRoute(app, getClanPogScores, ({ query }) => service.getPogScores(query.clanId));
  registerRoute(app, getClan, ({ params }) => service.getClan(params.id));
  registerRoute(app, deleteClan, async ({ params, body, userId }) => {
    await service.deleteClan(userId, params.id, body);
    return service.getStatus(userId);
  });
  registerRoute(app, removeClanMember, async ({ params, userId }) => {
    await service.remove(userId, params.id, params.userId);
    return service.getClan(params.id);
  });
  registerRoute(app, getMyClanMembership, async ({ userId }) => ({
    membership: await service.findMyMembership(userId),
  }));
  registerRoute(app, joinClan, async ({ body, userId }) => ({
    membership: await service.join(userId, body.clanId),
  }));
  registerRoute(app, leaveClan, async ({ userId }) => {
    await service.leave(userId);
    return service.getStatus(userId);
  });
  registerRoute(app, adminSetClanRules, ({ body, userId }) => service.setRules(userId, body), {
    auditBefore: () => service.getRules(),
  });
}
