import { SignJWT } from 'jose';
import { AppError } from '@kp/domain/errors';
import { THIRD_PARTY_LIMITS as L } from '@kp/domain/third-party';
import { TOKEN_ISSUER, GRANT_RETENTION_MS, type PlayTarget, newSecret, sameHex } from './third-party-deps';
import type { ThirdPartyContext } from './third-party-context';

/** The player's way in: the redirect with a single-use code, its exchange for a player token, old grants purged. */
export function createAuthorizePlayer(ctx: ThirdPartyContext) {
  const { deps, db, repository, clock, hashSecret, hashCode, refuseIfThrottled, countFailure, activeClient } =
    ctx;

  return {
    /**
     * The game's redirect URI with a fresh single-use code bound to the user, client, URI and what
     * they come to play: a quest of this game (still valid), a tournament of this game they joined
     * and that is live, or neither (free play in the arena: the URL carries the code only).
     */
    async redirectUrl(userId: string, clientId: string, target: PlayTarget = {}) {
      const client = await activeClient(clientId);
      if (!client) throw new AppError('THIRD_PARTY_CLIENT_NOT_FOUND');
      const questId = target.questId ?? null;
      const tournamentId = target.tournamentId ?? null;
      if (questId && tournamentId)
        throw AppError.invalidFields([{ field: 'questId, tournamentId', reason: 'at_most_one' }]);
      if (questId) {
        const quest = await deps.quests.getQuest(questId);
        if (quest.game.id !== client.gameId || !quest.isThirdPartyGame)
          throw new AppError('THIRD_PARTY_CLIENT_QUEST_MISMATCH');
        if (!quest.isStillValid) throw new AppError('QUEST_ENDED');
      }
      if (tournamentId)
        await deps.tournaments.assertPlayable({ tournamentId, userId, gameId: client.gameId });
      const now = clock.now();
      const code = newSecret();
      const redirectUri = client.redirectUris[0]!;
      await repository.insertGrant({
        codeHash: hashCode(code),
        clientId: client.id,
        userId,
        questId,
        tournamentId,
        redirectUri,
        createdAt: now,
        expiresAt: new Date(now.getTime() + L.codeTtlSeconds * 1000),
      });
      const url = new URL(redirectUri);
      url.searchParams.set('code', code);
      if (questId) url.searchParams.set('questId', questId);
      if (tournamentId) url.searchParams.set('tournamentId', tournamentId);
      return { redirectUrl: url.toString() };
    },

    /**
     * The code exchange. The client authenticates with its secret (401 otherwise, and failures are
     * throttled per client); the code must be this client's, unexpired, for this redirect URI and
     * unused (400 otherwise). A code presented a second time revokes the grant, and the token it
     * gave stops working.
     */
    async exchange(input: { code: string; clientId: string; clientSecret: string; redirectUri: string }) {
      refuseIfThrottled(input.clientId);
      const client = await activeClient(input.clientId);
      if (!client || !sameHex(hashSecret(input.clientSecret), client.secretHash)) {
        countFailure(input.clientId);
        throw new AppError('THIRD_PARTY_CLIENT_INVALID');
      }
      const now = clock.now();
      const outcome = await db.transaction(async (tx) => {
        const grant = await repository.lockGrantByCodeHash(tx, hashCode(input.code));
        if (!grant || grant.clientId !== client.id) return { ok: false as const };
        if (grant.usedAt) {
          await repository.revokeGrant(tx, grant.id, now);
          return { ok: false as const };
        }
        if (
          grant.revokedAt ||
          grant.expiresAt.getTime() <= now.getTime() ||
          grant.redirectUri !== input.redirectUri
        )
          return { ok: false as const };
        await repository.markGrantUsed(tx, grant.id, now);
        return { ok: true as const, grant };
      });
      if (!outcome.ok) {
        countFailure(input.clientId);
        throw new AppError('THIRD_PARTY_CODE_INVALID');
      }
      const { grant } = outcome;
      const issuedAt = Math.floor(now.getTime() / 1000);
      const accessToken = await new SignJWT({
        ...(grant.questId ? { qid: grant.questId } : {}),
        ...(grant.tournamentId ? { tid: grant.tournamentId } : {}),
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(TOKEN_ISSUER)
        .setSubject(grant.userId)
        .setAudience(client.clientId)
        .setJti(grant.id)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + L.playerTokenTtlSeconds)
        .sign(deps.tokenKey);
      const [user] = await deps.users.listPublicUsers([grant.userId]);
      const gameUsername = client.needsGameUsername
        ? ((await deps.games.listUsernames(grant.userId, { gameId: client.gameId, limit: 1, offset: 0 }))
            .usernames[0] ?? null)
        : null;
      return {
        accessToken,
        tokenType: 'Bearer' as const,
        expiresIn: L.playerTokenTtlSeconds,
        userId: grant.userId,
        username: user?.username ?? null,
        gameUsername: gameUsername && { loginMethod: gameUsername.loginMethod, value: gameUsername.value },
        questId: grant.questId,
        tournamentId: grant.tournamentId,
      };
    },
    /** Drops grants older than a day: their codes and tokens expired long ago. */
    async purgeOldGrants(): Promise<number> {
      return repository.purgeGrantsBefore(new Date(clock.now().getTime() - GRANT_RETENTION_MS));
    },
  };
}
