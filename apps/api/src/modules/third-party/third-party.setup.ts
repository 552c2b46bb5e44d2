import type { FastifyInstance } from 'fastify';
import { AppError } from '@kp/domain/errors';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { Job } from '../../platform/jobs';
import { deriveKey } from '../../platform/keys';
import { installationKeyring, openSecret, sealSecret } from '../../platform/sealing';
import { createThirdPartyRepository } from './third-party.repository';
import { thirdPartyRoutes } from './third-party.routes';
import { SAMPLE_GAME, sampleGameRedirectUri, sampleGameSecrets } from './third-party.seed';
import { createThirdPartyService, type ThirdPartyService } from './third-party.service';

type ServiceDeps = Parameters<typeof createThirdPartyService>[0];

/** The installation key the signing secrets of clients are sealed with. */
export function thirdPartySealingKey(hashKey: Buffer): Uint8Array {
  return new Uint8Array(deriveKey(hashKey, 'third-party:sealing'));
}

/**
 * Builds the third-party module, registers its routes, and, in a demo installation whose demo
 * data holds the sample game, registers the sample game's client with its configured secrets.
 */
export async function registerThirdParty(
  app: FastifyInstance,
  deps: {
    config: Config;
    db: Db;
    clock: Clock;
    hashKey: Buffer;
    quests: ServiceDeps['quests'];
    games: ServiceDeps['games'];
    users: ServiceDeps['users'];
    tournaments: ServiceDeps['tournaments'];
  },
): Promise<{ service: ThirdPartyService; jobs: Job[] }> {
  const keys = installationKeyring(thirdPartySealingKey(deps.hashKey));
  const service = createThirdPartyService({
    db: deps.db,
    repository: createThirdPartyRepository(deps.db),
    clock: deps.clock,
    hashKey: deps.hashKey,
    tokenKey: deriveKey(deps.hashKey, 'player-token'),
    sealer: {
      seal: (plaintext, context) => sealSecret(Buffer.from(plaintext, 'utf8'), keys, context),
      open: (sealed, context) => Buffer.from(openSecret(sealed, keys, context)).toString('utf8'),
    },
    quests: deps.quests,
    games: deps.games,
    users: deps.users,
    tournaments: deps.tournaments,
  });
  thirdPartyRoutes(app, service);
  // Once every module is wired (the quests module asks this one for a game's client id).
  if (deps.config.SEED_DEMO_DATA)
    app.addHook('onReady', async () => {
      await ensureSampleGameClient(service, deps);
    });
  return {
    service,
    jobs: [{ name: 'third-party-grants', everyMs: 60 * 60_000, run: () => service.purgeOldGrants() }],
  };
}

/** Registers (or refreshes) the sample game's client when its demo quest is there; false when not. */
async function ensureSampleGameClient(
  service: ThirdPartyService,
  deps: { config: Config; hashKey: Buffer; quests: ServiceDeps['quests'] },
): Promise<boolean> {
  let gameId: string;
  try {
    gameId = (await deps.quests.getQuest(SAMPLE_GAME.questSlug)).game.id;
  } catch (error) {
    if (error instanceof AppError && error.code === 'QUEST_NOT_FOUND') return false;
    throw error;
  }
  await service.ensureClient({
    clientId: SAMPLE_GAME.clientId,
    name: SAMPLE_GAME.name,
    gameId,
    redirectUri: sampleGameRedirectUri(deps.config.SAMPLE_GAME_URL),
    ...sampleGameSecrets(deps.hashKey, {
      clientSecret: deps.config.SAMPLE_GAME_CLIENT_SECRET,
      signingSecret: deps.config.SAMPLE_GAME_SIGNING_SECRET,
    }),
  });
  return true;
}
