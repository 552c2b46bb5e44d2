import type { FastifyInstance } from 'fastify';
import {
  adminConcludeTournament,
  adminCreateTournament,
  adminUpdateTournament,
  getTournament,
  joinTournament,
} from '@kp/contract/tournaments';
import { optionalCallerOf } from '../../platform/auth-guard';
import { answerInReaderLanguage } from '../../platform/content-language';
import { registerRoute } from '../../platform/route';
import type { TournamentsService } from './tournaments.service';

export function tournamentsRoutes(app: FastifyInstance, service: TournamentsService) {
  // A tournament's title and description are an operator's words: in the reader's language.
  registerRoute(app, getTournament, async (ctx) => {
    const userId = await optionalCallerOf(app, ctx.request, ctx.reply);
    return answerInReaderLanguage(ctx, (texts) => service.getTournament(ctx.params.id, userId, texts));
  });
  // The token decides who joins; the key makes a retried join one join and one fee.
  registerRoute(app, joinTournament, (ctx) =>
    answerInReaderLanguage(ctx, (texts) => service.join(ctx.userId, ctx.params.id, ctx.once, texts)),
  );

  registerRoute(app, adminCreateTournament, ({ body }) => service.adminCreate(body));
  registerRoute(app, adminUpdateTournament, ({ params, body }) => service.adminUpdate(params.id, body));
  registerRoute(app, adminConcludeTournament, ({ params }) => service.adminConclude(params.id));
}
