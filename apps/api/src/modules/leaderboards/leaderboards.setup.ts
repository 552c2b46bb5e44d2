import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { ModuleContext } from '../../platform/module-context';
import type { ClansService } from '../clans/clans.service';
import type { XpService } from '../xp/xp.service';
import { createPostgresBoardReader } from './board-readers';
import { createScoreKeeping } from './keep-scores';
import { createLeaderboardsRepository } from './leaderboards.repository';
import { leaderboardsRoutes } from './leaderboards.routes';
import {
  createLeaderboardsService,
  type ItemBoardsPort,
  type PogBoardsPort,
  type LeaderboardsDeps,
} from './leaderboards.service';
import { createRedisBoards } from './redis-boards';
import { createRedisSync, type RedisSync } from './redis-sync';

/**
 * Leaderboards (README.md): the stored boards move with XP awarded (the xp module's event) and
 * with clan memberships (the clans module's), in their transactions; they are read from the
 * database, or from Redis when REDIS_URL is set (rebuilt from the database when the api is
 * ready, then kept in step through the outbox). Quest, campaign and tournament boards are those
 * modules' own, asked through narrow ports.
 */
export function registerLeaderboards(
  app: FastifyInstance,
  deps: Pick<ModuleContext, 'db' | 'clock' | 'lifecycle' | 'config'> & {
    xp: Pick<XpService, 'onAwarded'>;
    clans: Pick<
      ClansService,
      'onMembership' | 'findClanIdOf' | 'listClanNames' | 'listMemberIds' | 'listClanCards'
    >;
    users: LeaderboardsDeps['users'];
    tournaments: LeaderboardsDeps['tournaments'];
    quests: ItemBoardsPort;
    campaigns: ItemBoardsPort;
    /** The POG standings (the pog-scores module); without it the pog boards are not counted. */
    pog?: PogBoardsPort;
  },
): { sync: RedisSync | null } {
  const repository = createLeaderboardsRepository(deps.db);
  const url = deps.config.REDIS_URL;
  const redis = url ? new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 }) : null;
  const boards = redis ? createRedisBoards(redis, deps.config.REDIS_KEY_PREFIX) : null;
  const sync = boards ? createRedisSync({ db: deps.db, repository, boards, log: app.log }) : null;

  const keeping = createScoreKeeping({
    repository,
    clock: deps.clock,
    clanOf: (userId, tx) => deps.clans.findClanIdOf(userId, tx),
    hasRedis: sync !== null,
    written: () => sync?.nudge(),
  });
  deps.xp.onAwarded((tx, awarded) => keeping.xpAwarded(tx, awarded));
  deps.clans.onMembership((tx, { userId, clanId, change }) =>
    change === 'joined' ? keeping.memberJoined(tx, userId, clanId) : keeping.memberLeft(tx, userId, clanId),
  );
  deps.lifecycle.on('erased', (userId, tx) => keeping.eraseUser(tx, userId));

  const service = createLeaderboardsService({
    reader: boards?.reader ?? createPostgresBoardReader(repository),
    clock: deps.clock,
    users: deps.users,
    clans: deps.clans,
    tournaments: deps.tournaments,
    quests: deps.quests,
    campaigns: deps.campaigns,
    ...(deps.pog ? { pog: deps.pog } : {}),
  });
  leaderboardsRoutes(app, service);

  if (sync && redis) {
    app.addHook('onReady', async () => {
      await sync.rebuild();
      sync.start();
    });
    app.addHook('onClose', async () => {
      await sync.stop();
      await redis.quit();
    });
  }
  return { sync };
}
