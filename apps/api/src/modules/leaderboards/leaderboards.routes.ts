import type { FastifyInstance } from 'fastify';
import {
  listLeaderboardParticipants,
  listLeaderboards,
  listLeaderboardsByStatus,
} from '@kp/contract/leaderboards';
import { optionalCallerOf } from '../../platform/auth-guard';
import { answerInReaderLanguage } from '../../platform/content-language';
import { registerRoute } from '../../platform/route';
import type { LeaderboardsService } from './leaderboards.service';

export function leaderboardsRoutes(app: FastifyInstance, service: LeaderboardsService) {
  // Tournaments', quests' and campaigns' boards are titled by the operators' words: in the reader's language.
  registerRoute(app, listLeaderboards, (ctx) =>
    answerInReaderLanguage(ctx, (texts) => service.listByType(ctx.query, texts)),
  );
  registerRoute(app, listLeaderboardsByStatus, (ctx) =>
    answerInReaderLanguage(ctx, (texts) => service.listByStatus(ctx.query, texts)),
  );
  // A token that came is read (a bad one is a 401, so the web renews it); none answers as for a stranger.
  registerRoute(app, listLeaderboardParticipants, async ({ params, query, request, reply }) =>
    service.listParticipants(params.id, await optionalCallerOf(app, request, reply), query),
  );
}
