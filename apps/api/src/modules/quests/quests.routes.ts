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
import type { ProofMethod } from '@kp/domain/quests';
import type { Idempotency } from '../../platform/idempotency';
import { registerRoute } from '../../platform/route';
import type { QuestsService } from './quests.service';

// User routes take the user from the access token only; another user's proofs and progress are
// never reachable (there is no user id in any path or query).
export function questsRoutes(app: FastifyInstance, service: QuestsService, idempotency: Idempotency) {
  registerRoute(app, getQuest, async ({ params }) => ({
    statusCode: 200,
    data: await service.getQuest(params.idOrSlug),
  }));
  registerRoute(app, listQuests, async ({ query }) => ({
    statusCode: 200,
    data: await service.listQuests({}, query),
  }));
  registerRoute(app, filterQuests, async ({ query }) => {
    const { limit, offset, game, state, isThirdPartyGame, search } = query;
    return {
      statusCode: 200,
      data: await service.listQuests(
        {
          ...(game ? { gameSlug: game } : {}),
          ...(state ? { state } : {}),
          ...(isThirdPartyGame ? { isThirdPartyGame: isThirdPartyGame === 'true' } : {}),
          ...(search ? { search } : {}),
        },
        { limit, offset },
      ),
    };
  });
  registerRoute(app, listQuestsV2, async ({ query }) => ({
    statusCode: 200,
    data: await service.listQuestsV2(query),
  }));
  registerRoute(app, listLiveQuests, async ({ query }) => ({
    statusCode: 200,
    data: await service.listLive(query),
  }));
  registerRoute(app, getQuestSlots, async ({ params }) => ({
    statusCode: 200,
    data: await service.getSlots(params.questId),
  }));
  registerRoute(app, getQuestLeaderboard, async ({ params, query }) => ({
    statusCode: 200,
    data: await service.getLeaderboard(params.questId, query),
  }));

  registerRoute(
    app,
    startQuest,
    async ({ body, request, reply }) => ({
      statusCode: 201,
      data: await service.start(request.auth!.userId, body.questId, (work) =>
        idempotency.run(request, reply, work, { status: 201 }),
      ),
    }),
    { status: 201 },
  );
  registerRoute(app, listMyQuests, async ({ query, request }) => ({
    statusCode: 200,
    data: await service.listMyQuests(request.auth!.userId, query),
  }));
  registerRoute(app, getQuestStatus, async ({ query, request }) => ({
    statusCode: 200,
    data: await service.getStatus(request.auth!.userId, query.questId),
  }));
  registerRoute(app, listMyProofs, async ({ query, request }) => ({
    statusCode: 200,
    data: await service.listMyProofs(request.auth!.userId, query.questId),
  }));

  type ProofRoute =
    | typeof submitProof
    | typeof submitProofV1
    | typeof submitProofV2
    | typeof submitProofV3
    | typeof submitClanChiefProof;
  // The five proof calls take the same body and answer alike; only the method they insist on differs.
  const proofRoute = (def: ProofRoute, method: ProofMethod | null) =>
    registerRoute(
      app,
      def as typeof submitProof,
      async ({ body, request, reply }) => ({
        statusCode: 201,
        data: await service.submitProof(request.auth!.userId, method, body, (work) =>
          idempotency.run(request, reply, work, { status: 201 }),
        ),
      }),
      { status: 201 },
    );
  proofRoute(submitProof, null);
  proofRoute(submitProofV1, 'v1');
  proofRoute(submitProofV2, 'v2');
  proofRoute(submitProofV3, 'v3');
  proofRoute(submitClanChiefProof, 'clanchief/v2');

  registerRoute(app, adminListQuestProofs, async ({ query }) => ({
    statusCode: 200,
    data: await service.adminListProofs(query),
  }));
  registerRoute(app, adminApproveQuestProof, async ({ params, request, reply }) => ({
    statusCode: 200,
    data: await service.adminApprove(request.auth!.userId, params.proofId, (work) =>
      idempotency.run(request, reply, work),
    ),
  }));
  registerRoute(app, adminRejectQuestProof, async ({ params, body, request }) => ({
    statusCode: 200,
    data: await service.adminReject(request.auth!.userId, params.proofId, body.reason),
  }));
}
