import { createHmac } from 'node:crypto';
import { jwtVerify } from 'jose';
import { AppError } from '@kp/domain/errors';
import { reportSigningString, THIRD_PARTY_LIMITS as L, type GameReportFields } from '@kp/domain/third-party';
import type { DbOrTx } from '../../db/client';
import { TOKEN_ISSUER, SIGNATURE, TIMESTAMP, type ReportHeaders, sameHex } from './third-party-deps';
import type { ThirdPartyContext } from './third-party-context';

/** A game's signed report (HMAC): the stage completed, the tournament score recorded. */
export function createReportScore(ctx: ThirdPartyContext) {
  const { deps, db, repository, clock, signingSecretOf, activeClient } = ctx;

  return {
    /**
     * Game API validation: checks the signature (HMAC-SHA256 of the signing string under the
     * client's signing secret), the timestamp's freshness and the player token, then by what the
     * token was given for:
     * - a quest: the stage must be one the game completes (proof method v3) of that quest; in one
     *   transaction the report id is recorded (a replay is refused) and the stage completed (its
     *   earnings once);
     * - a tournament: no stage; in one transaction the report id is recorded and the score given
     *   to the tournaments module (best kept; refused once the tournament is not live, and then
     *   nothing is recorded);
     * - free play: nothing to report (400).
     */
    async report(headers: ReportHeaders, body: GameReportFields) {
      const client = headers.clientId ? await activeClient(headers.clientId) : null;
      const signature = headers.signature ? SIGNATURE.exec(headers.signature)?.[1] : undefined;
      if (!client || !signature || !headers.timestamp || !TIMESTAMP.test(headers.timestamp))
        throw new AppError('REPORT_SIGNATURE_INVALID');
      const expected = createHmac('sha256', signingSecretOf(client))
        .update(reportSigningString(client.clientId, headers.timestamp, body))
        .digest('hex');
      if (!sameHex(expected, signature)) throw new AppError('REPORT_SIGNATURE_INVALID');
      const now = clock.now();
      if (Math.abs(now.getTime() / 1000 - Number(headers.timestamp)) > L.reportMaxSkewSeconds)
        throw new AppError('REPORT_TIMESTAMP_STALE');

      let claims: { sub?: string; jti?: string };
      try {
        ({ payload: claims } = await jwtVerify(body.playerToken, deps.tokenKey, {
          algorithms: ['HS256'],
          issuer: TOKEN_ISSUER,
          audience: client.clientId,
          currentDate: now,
        }));
      } catch (cause) {
        throw new AppError('THIRD_PARTY_TOKEN_INVALID', { cause });
      }
      const grant = claims.jti ? await repository.findGrant(claims.jti) : null;
      if (!grant || grant.revokedAt || grant.clientId !== client.id || grant.userId !== claims.sub)
        throw new AppError('THIRD_PARTY_TOKEN_INVALID');
      /** Records the report's id once, for a stage or a tournament; a second time is a replay. */
      const recordReport = async (tx: DbOrTx, target: { stageId: string | null; tournamentId?: string }) => {
        const isFirst = await repository.insertReport(tx, {
          clientId: client.id,
          reportId: body.reportId,
          grantId: grant.id,
          userId: grant.userId,
          ...target,
          score: body.score,
          receivedAt: now,
        });
        if (!isFirst) throw new AppError('REPORT_REPLAYED');
      };
      if (grant.tournamentId) {
        const tournamentId = grant.tournamentId;
        if (body.stageId !== undefined) throw new AppError('REPORT_STAGE_MISMATCH');
        return db.transaction(async (tx) => {
          await recordReport(tx, { stageId: null, tournamentId });
          const { bestScore } = await deps.tournaments.recordScore(tx, {
            tournamentId,
            userId: grant.userId,
            gameId: client.gameId,
            score: body.score,
            at: now,
          });
          return {
            reportId: body.reportId,
            questId: null,
            stageId: null,
            tournamentId,
            completed: false,
            questStatus: null,
            score: body.score,
            bestScore,
          };
        });
      }
      if (!grant.questId) throw new AppError('REPORT_FREE_PLAY');
      if (body.stageId === undefined) throw new AppError('REPORT_STAGE_MISMATCH');
      // The token's quest: a stage of any other quest is not this player's to report.
      const quest = await deps.quests.getQuest(grant.questId);
      const stage = quest.stages.find((s) => s.id === body.stageId);
      if (!stage) throw new AppError('STAGE_NOT_FOUND');
      if (stage.proofMethod !== 'v3') throw new AppError('STAGE_NOT_GAME_VALIDATED');
      if (!quest.isStillValid) throw new AppError('QUEST_ENDED');

      return db.transaction(async (tx) => {
        await recordReport(tx, { stageId: stage.id });
        const done = await deps.quests.completeStage(tx, {
          userId: grant.userId,
          stageId: stage.id,
          via: 'game',
          score: body.score,
        });
        return {
          reportId: body.reportId,
          questId: quest.id,
          stageId: stage.id,
          tournamentId: null,
          completed: done.isNew,
          questStatus: done.userQuest.status as 'started' | 'completed',
          score: done.userQuest.score,
          bestScore: null,
        };
      });
    },
  };
}
