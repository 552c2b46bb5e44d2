import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { ThirdPartyClient } from '@kp/contract/third-party';
import { AppError } from '@kp/domain/errors';
import { reportSigningString, THIRD_PARTY_LIMITS as L, type GameReportFields } from '@kp/domain/third-party';
import type { Db, DbOrTx } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { keyedHash } from '../../platform/secrets';
import type { ThirdPartyClientRow, ThirdPartyRepository } from './third-party.repository';

const TOKEN_ISSUER = 'kplay-third-party';
const SIGNATURE = /^sha256=([0-9a-f]{64})$/;
const TIMESTAMP = /^\d{1,12}$/;
/** Grants (codes and the tokens they gave) are kept this long, then purged. */
const GRANT_RETENTION_MS = 24 * 60 * 60_000;

/** A user's view of another user, for the exchange's answer. */
type UsersPort = {
  listPublicUsers(ids: readonly string[]): Promise<{ id: string; username: string | null }[]>;
};
/** The quests module: a quest with its stages, and stage completion (it awards the stage's earnings once). */
type QuestsPort = {
  getQuest(idOrSlug: string): Promise<{
    id: string;
    game: { id: string };
    isThirdPartyGame: boolean;
    isStillValid: boolean;
    stages: { id: string; proofMethod: string }[];
  }>;
  completeStage(
    tx: DbOrTx,
    input: { userId: string; stageId: string; via: 'game'; score?: number },
  ): Promise<{ isNew: boolean; userQuest: { status: string; score: number } }>;
};
/** The games module: a live game, or GAME_NOT_FOUND. */
type GamesPort = { getGame(id: string): Promise<unknown> };
/**
 * The tournaments module: whether a user may be sent to play a tournament now (joined, live, of
 * this game), and recording a reported score in the report's transaction (TOURNAMENT_NOT_LIVE
 * once it is over: the caller's transaction then rolls back, report id included).
 */
type TournamentsPort = {
  assertPlayable(input: { tournamentId: string; userId: string; gameId: string }): Promise<void>;
  recordScore(
    tx: DbOrTx,
    input: { tournamentId: string; userId: string; gameId: string; score: number; at: Date },
  ): Promise<{ bestScore: number }>;
};
/** What a player is sent to play: a quest, a tournament, or neither (free play in the arena). */
export type PlayTarget = { questId?: string | undefined; tournamentId?: string | undefined };
/** A secret sealed with the installation keyring (platform/sealing's shape, wired in app.ts). */
export type SealedSecret = { keyVersion: number; ciphertext: string };
export type Sealer = {
  seal(plaintext: string, context: string): SealedSecret;
  open(sealed: SealedSecret, context: string): string;
};

export type ReportHeaders = { clientId?: string; timestamp?: string; signature?: string };

const newSecret = () => randomBytes(32).toString('base64url');
const newClientId = () => `tpc_${randomBytes(12).toString('hex')}`;
const signingContext = (id: string, version: number) => `third-party-signing:${id}:${version}`;

function sameHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}

/**
 * Third-party clients and what they do: the redirect with an authorization code, the code
 * exchange for a player token (OAuth 2 style) and game API validation (HMAC-signed reports that
 * complete quest stages through the quests module's `completeStage`, which awards once).
 *
 * Secrets: the client secret is kept as a keyed hash only; the signing secret is sealed, bound
 * to its client and version. Neither is ever logged. Codes are kept as keyed hashes and live 60 s.
 * The player token is an HS256 JWT (iss kplay-third-party, sub the user id, aud the client id,
 * jti the grant, `qid` the quest or `tid` the tournament when there is one), 15 minutes; a reused code revokes the grant, and with it the
 * token, at once.
 */
export function createThirdPartyService(deps: {
  db: Db;
  repository: ThirdPartyRepository;
  clock: Clock;
  hashKey: Buffer;
  tokenKey: Uint8Array;
  sealer: Sealer;
  quests: QuestsPort;
  games: GamesPort;
  users: UsersPort;
  tournaments: TournamentsPort;
}) {
  const { db, repository, clock } = deps;
  const hashSecret = (secret: string) => keyedHash(deps.hashKey, `third-party-client-secret:${secret}`);
  const hashCode = (code: string) => keyedHash(deps.hashKey, `third-party-code:${code}`);
  /** Failed exchanges per client in the current minute (per process). */
  const failures = new Map<string, { windowStart: number; count: number }>();

  function toClient(row: ThirdPartyClientRow): ThirdPartyClient {
    return {
      id: row.id,
      clientId: row.clientId,
      name: row.name,
      gameId: row.gameId,
      redirectUris: row.redirectUris,
      webhookUrl: row.webhookUrl,
      status: row.status as ThirdPartyClient['status'],
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  function secretColumns(id: string, version: number, clientSecret: string, signingSecret: string) {
    const sealed = deps.sealer.seal(signingSecret, signingContext(id, version));
    return {
      secretHash: hashSecret(clientSecret),
      secretVersion: version,
      signingKeyVersion: sealed.keyVersion,
      signingSecretSealed: sealed.ciphertext,
    };
  }

  function signingSecretOf(client: ThirdPartyClientRow): string {
    return deps.sealer.open(
      { keyVersion: client.signingKeyVersion, ciphertext: client.signingSecretSealed },
      signingContext(client.id, client.secretVersion),
    );
  }

  function refuseIfThrottled(clientId: string) {
    const entry = failures.get(clientId);
    if (
      entry &&
      clock.now().getTime() - entry.windowStart < 60_000 &&
      entry.count >= L.failedExchangesPerMinute
    )
      throw new AppError('RATE_LIMITED');
  }

  function countFailure(clientId: string) {
    const now = clock.now().getTime();
    const entry = failures.get(clientId);
    if (!entry || now - entry.windowStart >= 60_000) failures.set(clientId, { windowStart: now, count: 1 });
    else entry.count += 1;
    if (failures.size > 10_000) failures.delete(failures.keys().next().value!);
  }

  async function activeClient(clientId: string): Promise<ThirdPartyClientRow | null> {
    const client = await repository.findClientByClientId(clientId);
    return client && client.status === 'active' ? client : null;
  }

  return {
    async createClient(input: {
      name: string;
      gameId: string;
      redirectUris: string[];
      webhookUrl: string | null;
    }) {
      await deps.games.getGame(input.gameId);
      const id = randomUUID();
      const clientSecret = newSecret();
      const signingSecret = newSecret();
      const now = clock.now();
      const row = await repository.insertClient({
        id,
        clientId: newClientId(),
        name: input.name,
        gameId: input.gameId,
        redirectUris: [...new Set(input.redirectUris)],
        webhookUrl: input.webhookUrl,
        status: 'active',
        createdAt: now,
        updatedAt: now,
        ...secretColumns(id, 1, clientSecret, signingSecret),
      });
      return { client: toClient(row), clientSecret, signingSecret };
    },

    async listClients() {
      return { clients: (await repository.listClients()).map(toClient) };
    },

    async rotateSecret(id: string) {
      return db.transaction(async (tx) => {
        const client = await repository.lockClient(tx, id);
        if (!client) throw new AppError('THIRD_PARTY_CLIENT_NOT_FOUND');
        const clientSecret = newSecret();
        const signingSecret = newSecret();
        const row = await repository.updateClient(
          id,
          {
            ...secretColumns(id, client.secretVersion + 1, clientSecret, signingSecret),
            updatedAt: clock.now(),
          },
          tx,
        );
        return { client: toClient(row!), clientSecret, signingSecret };
      });
    },

    async disableClient(id: string) {
      const row = await repository.updateClient(id, { status: 'disabled', updatedAt: clock.now() });
      if (!row) throw new AppError('THIRD_PARTY_CLIENT_NOT_FOUND');
      return { client: toClient(row) };
    },

    /**
     * Registers a client with known id and secrets unless it exists (the demo data's sample game),
     * and keeps its secrets and redirect URI in step with the configuration when it does.
     */
    async ensureClient(
      input: {
        clientId: string;
        name: string;
        gameId: string;
        redirectUri: string;
        clientSecret: string;
        signingSecret: string;
      },
      tx: DbOrTx = db,
    ) {
      const existing = await repository.findClientByClientId(input.clientId, tx);
      const now = clock.now();
      if (existing) {
        await repository.updateClient(
          existing.id,
          {
            ...secretColumns(
              existing.id,
              existing.secretVersion + 1,
              input.clientSecret,
              input.signingSecret,
            ),
            redirectUris: [input.redirectUri],
            updatedAt: now,
          },
          tx,
        );
        return;
      }
      const id = randomUUID();
      await repository.insertClientIfAbsent(
        {
          id,
          clientId: input.clientId,
          name: input.name,
          gameId: input.gameId,
          redirectUris: [input.redirectUri],
          webhookUrl: null,
          status: 'active',
          createdAt: now,
          updatedAt: now,
          ...secretColumns(id, 1, input.clientSecret, input.signingSecret),
        },
        tx,
      );
    },

    /** The client id a game's quests send players to, or null. */
    async clientIdOfGame(gameId: string): Promise<string | null> {
      return (await repository.findActiveClientOfGame(gameId))?.clientId ?? null;
    },

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
        throw new AppError('VALIDATION_FAILED', { message: 'questId, tournamentId: at most one of them' });
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
      return {
        accessToken,
        tokenType: 'Bearer' as const,
        expiresIn: L.playerTokenTtlSeconds,
        userId: grant.userId,
        username: user?.username ?? null,
        questId: grant.questId,
        tournamentId: grant.tournamentId,
      };
    },

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
      if (grant.tournamentId) {
        const tournamentId = grant.tournamentId;
        if (body.stageId !== undefined) throw new AppError('REPORT_STAGE_MISMATCH');
        return db.transaction(async (tx) => {
          const isFirst = await repository.insertReport(tx, {
            clientId: client.id,
            reportId: body.reportId,
            grantId: grant.id,
            userId: grant.userId,
            stageId: null,
            tournamentId,
            score: body.score,
            receivedAt: now,
          });
          if (!isFirst) throw new AppError('REPORT_REPLAYED');
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
        const isFirst = await repository.insertReport(tx, {
          clientId: client.id,
          reportId: body.reportId,
          grantId: grant.id,
          userId: grant.userId,
          stageId: stage.id,
          score: body.score,
          receivedAt: now,
        });
        if (!isFirst) throw new AppError('REPORT_REPLAYED');
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

    /** Drops grants older than a day: their codes and tokens expired long ago. */
    async purgeOldGrants(): Promise<number> {
      return repository.purgeGrantsBefore(new Date(clock.now().getTime() - GRANT_RETENTION_MS));
    },

    /**
     * The games playable in the arena (Klash): each game with an active client, and the client id
     * its players are sent to (the first registered, as for its quests: clientIdOfGame).
     */
    async activeClientIdsByGame(): Promise<Map<string, string>> {
      const byGame = new Map<string, string>();
      for (const { gameId, clientId } of await repository.listActiveClientsByGame())
        if (!byGame.has(gameId)) byGame.set(gameId, clientId);
      return byGame;
    },

    /**
     * The origins of the active clients' redirect URIs: the pages the arena's frame opens, which
     * the web's Content-Security-Policy `frame-src` lets in (app.ts).
     */
    async activeClientOrigins(): Promise<string[]> {
      const origins = new Set<string>();
      for (const { redirectUris } of await repository.listActiveClientsByGame())
        for (const uri of redirectUris) origins.add(new URL(uri).origin);
      return [...origins].sort();
    },
  };
}

export type ThirdPartyService = ReturnType<typeof createThirdPartyService>;
