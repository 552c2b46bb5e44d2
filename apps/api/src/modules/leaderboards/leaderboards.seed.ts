import { periodAt } from '@kp/domain/leaderboards';
import type { XpAction } from '@kp/domain/progression';
import type { DbOrTx } from '../../db/client';
import type { fixedClock } from '../../platform/clock';
import type { XpService } from '../xp/xp.service';
import { createScoreKeeping } from './keep-scores';
import { createLeaderboardsRepository } from './leaderboards.repository';

const HOUR = 3_600_000;

/** What the demo gamers did this week (user index, action, hours before now), oldest first. */
const DEMO_ACTIONS: readonly (readonly [number, XpAction, number])[] = [
  [0, 'quest_stage', 60],
  [1, 'quest_stage', 52],
  [5, 'referral_sign_up', 48],
  [2, 'campaign_task', 40],
  [6, 'quest_stage', 36],
  [1, 'campaign_claim', 30],
  [3, 'daily_check_in', 26],
  [7, 'tournament_result', 20],
  [0, 'campaign_task', 14],
  [4, 'daily_check_in', 10],
  [5, 'quest_stage', 6],
  [2, 'daily_check_in', 2],
];

/**
 * Demo XP for this week, in the demo data's transaction (db/seed.ts): awarded through the xp
 * service with the leaderboards' score keeping subscribed, as the api does, so the weekly,
 * seasonal and all-time boards of gamers and of the demo clan have entries on `npm start`. The
 * awards fall inside the running week (at its start when it began less than `hours` ago).
 */
export async function seedDemoLeaderboards(
  tx: DbOrTx,
  ports: {
    /** The demo gamers (the demo clan's members first) and the clan each is in. */
    gamers: readonly { userId: string; clanId: string | null }[];
    /** The xp service on the demo data's transaction, and the clock it reads (moved per award). */
    xp: Pick<XpService, 'award' | 'onAwarded'>;
    clock: ReturnType<typeof fixedClock>;
  },
  now: Date,
): Promise<void> {
  const weekStart = periodAt('week', now).startsAt?.getTime() ?? now.getTime();
  const { xp, clock } = ports;
  const clans = new Map(ports.gamers.map((g) => [g.userId, g.clanId]));
  const keeping = createScoreKeeping({
    repository: createLeaderboardsRepository(tx),
    clock,
    clanOf: async (userId) => clans.get(userId) ?? null,
    // Redis, when there is one, is rebuilt from the database when the api starts.
    hasRedis: false,
    written: () => {},
  });
  xp.onAwarded((inTx, awarded) => keeping.xpAwarded(inTx, awarded));
  for (const [index, action, hours] of DEMO_ACTIONS) {
    const gamer = ports.gamers[index % ports.gamers.length];
    if (!gamer) continue;
    clock.set(new Date(Math.max(weekStart, now.getTime() - hours * HOUR)));
    await xp.award(tx, { userId: gamer.userId, action, sourceId: `demo-${index}-${hours}` });
  }
}
