import type { FastifyInstance } from 'fastify';
import {
  adminApproveQuestProof,
  adminListQuestProofs,
  adminRejectQuestProof,
  filterQuests,
  getQuest,
  getQuestLeaderboard,
  getQuestSlots,
  getQuestStatus,
  listLiveQuests,
  listMyProofs,
  listMyQuests,
  listQuests,
  listQuestsV2,
  startQuest,
  submitClanChiefProof,
  submitProof,
  submitProofV1,
  submitProofV2,
  submitProofV3,
} from '@kp/contract/quests';
import { adminSetQuestPogRequirement } from '@kp/contract/pog-scores';
import {
  adminGetQuestTexts,
  adminUpdateQuestStageTexts,
  adminUpdateQuestTexts,
} from '@kp/contract/quests-admin';
import type { ProofMethod } from '@kp/domain/quests';
import { answerInReaderLanguage } from '../../platform/content-language';
import { registerRoute } from '../../platform/route';
import type { QuestPogRequirement } from './quest-pog-requirement';
import type { QuestTextsAdmin } from './quest-texts-admin';
import type { QuestsService } from './quests.service';

// User routes take the user from the access token only; another user's proofs and progress are
// never reachable (there is no user id in any path or query).
export function questsRoutes(
  app: FastifyInstance,
  service: QuestsService,
  admin: { pogRequirement: QuestPogRequirement; texts: QuestTextsAdmin },
) {
  const { pogRequirement, texts: questTexts } = admin;
  // Quests and their stages are operator-written: each answer is in its reader's language.
  registerRoute(app, getQuest, (ctx) =>
    answerInReaderLanguage(ctx, (texts) => service.getQuest(ctx.params.idOrSlug, texts)),
  );
  registerRoute(app, listQuests, (ctx) =>
    answerInReaderLanguage(ctx, (texts) => service.listQuests({}, ctx.query, texts)),
  );
  registerRoute(app, filterQuests, (ctx) => {
    const { limit, offset, game, state, isThirdPartyGame, search } = ctx.query;
    return answerInReaderLanguage(ctx, (texts) =>
      service.listQuests(
        {
          ...(game ? { gameSlug: game } : {}),
          ...(state ? { state } : {}),
          ...(isThirdPartyGame ? { isThirdPartyGame: isThirdPartyGame === 'true' } : {}),
          ...(search ? { search } : {}),
        },
        { limit, offset },
        texts,
      ),
    );
  });
  registerRoute(app, listQuestsV2, (ctx) =>
    answerInReaderLanguage(ctx, (texts) => service.listQuestsV2(ctx.query, texts)),
  );
  registerRoute(app, listLiveQuests, (ctx) =>
    answerInReaderLanguage(ctx, (texts) => service.listLive(ctx.query, texts)),
  );
  registerRoute(app, getQuestSlots, ({ params }) => service.getSlots(params.questId));
  registerRoute(app, getQuestLeaderboard, ({ params, query }) =>
    service.getLeaderboard(params.questId, query),
  );

  registerRoute(app, startQuest, ({ body, userId, once }) => service.start(userId, body.questId, once));
  registerRoute(app, listMyQuests, (ctx) =>
    answerInReaderLanguage(ctx, (texts) => service.listMyQuests(ctx.userId, ctx.query, texts)),
  );
  registerRoute(app, getQuestStatus, ({ query, userId }) => service.getStatus(userId, query.questId));
  registerRoute(app, listMyProofs, ({ query, userId }) => service.listMyProofs(userId, query.questId));

  type ProofRoute =
    | typeof submitProof
    | typeof submitProofV1
    | typeof submitProofV2
    | typeof submitProofV3
    | typeof submitClanChiefProof;
  // The five proof calls take the same body and answer alike; only the method they insist on differs.
  const proofRoute = (def: ProofRoute, method: ProofMethod | null) =>
    registerRoute(app, def as typeof submitProof, ({ body, userId, once }) =>
      service.submitProof(userId, method, body, once),
    );
  proofRoute(submitProof, null);
  proofRoute(submitProofV1, 'v1');
  proofRoute(submitProofV2, 'v2');
  proofRoute(submitProofV3, 'v3');
  proofRoute(submitClanChiefProof, 'clanchief/v2');

  registerRoute(app, adminListQuestProofs, ({ query }) => service.adminListProofs(query));
  registerRoute(app, adminApproveQuestProof, ({ params, userId, once }) =>
    service.adminApprove(userId, params.proofId, once),
  );
  registerRoute(app, adminRejectQuestProof, ({ params, body, userId }) =>
    service.adminReject(userId, params.proofId, body.reason),
  );
  registerRoute(app, adminSetQuestPogRequirement, ({ params, body }) => pogRequirement.set(params.id, body));
  registerRoute(app, adminGetQuestTexts, ({ params }) => questTexts.getQuestTexts(params.id));
  registerRoute(
    app,
    adminUpdateQuestTexts,
    ({ params, body }) => questTexts.updateQuestTexts(params.id, body),
    {
      auditBefore: ({ params }) => questTexts.getQuestTexts(params.id),
    },
  );
  registerRoute(
    app,
    adminUpdateQuestStageTexts,
    ({ params, body }) => questTexts.updateStageTexts(params.id, params.stageId, body),
    { auditBefore: ({ params }) => questTexts.getQuestTexts(params.id) },
  );
}
