import { boardId, periodsAt, type PeriodWindow } from '@kp/domain/leaderboards';
import type { DbOrTx } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { EntryMove, LeaderboardsRepository } from './leaderboards.repository';

/** The clan a user is in now, asked in the caller's transaction (the clans module answers). */
export type ClanOfPort = (userId: string, tx: DbOrTx) => Promise<string | null>;

const userBoard = (window: PeriodWindow) => boardId({ kind: 'periodic', type: 'user', window });
const clanBoard = (window: PeriodWindow) => boardId({ kind: 'periodic', type: 'clan', window });

/**
 * The stored boards' writes, each in the transaction of what caused it (README.md): XP awarded
 * moves the user's entries of this week, season and all time and their clan's; a member joining
 * brings their period XP to the clan, leaving takes it away. Each writer takes the user's lock row
 * first, then the user's entries, then the clan's, then the per-score counts in one order.
 */
export function createScoreKeeping(deps: {
  repository: LeaderboardsRepository;
  clock: Clock;
  clanOf: ClanOfPort;
  /** Whether Redis follows the database (then every move is noted in the outbox). */
  hasRedis: boolean;
  /** Called after a move was written (the transaction may still roll back): Redis may sync soon. */
  written: () => void;
}) {
  const { repository, clock, clanOf } = deps;

  async function finish(tx: DbOrTx, moves: EntryMove[]): Promise<void> {
    await repository.moveCounts(tx, moves);
    if (deps.hasRedis) await repository.addToOutbox(tx, moves);
    if (moves.length) deps.written();
  }

  /** A clan's entries take (or give back) one member's period XP. */
  async function moveMember(tx: DbOrTx, userId: string, clanId: string, sign: 1 | -1): Promise<EntryMove[]> {
    const now = clock.now();
    await repository.lockUser(tx, userId, now);
    const windows = periodsAt(now);
    const mine = new Map(
      (await repository.listStandingsOf(userId, windows.map(userBoard), tx)).map((s) => [s.boardId, s.score]),
    );
    const moves: EntryMove[] = [];
    for (const window of windows) {
      const amount = mine.get(userBoard(window)) ?? 0;
      if (amount === 0) continue;
      const board = clanBoard(window);
      if (sign > 0)
        moves.push(
          await repository.addToEntry(tx, {
            boardId: board,
            boardType: 'clan',
            memberId: clanId,
            delta: amount,
            now,
          }),
        );
      else {
        const move = await repository.takeFromEntry(tx, { boardId: board, memberId: clanId, amount, now });
        if (!move) throw new Error(`${board}: clan ${clanId} has no entry for its member ${userId}'s XP`);
        moves.push(move);
      }
    }
    return moves;
  }

  return {
    /** XP awarded to a user: their entries and their clan's, in the awarding transaction. */
    async xpAwarded(tx: DbOrTx, input: { userId: string; amount: number; at: Date }): Promise<void> {
      await repository.lockUser(tx, input.userId, input.at);
      // Read after the lock: a leave or a join of this user committed before it is seen here.
      const clanId = await clanOf(input.userId, tx);
      const windows = periodsAt(input.at);
      const moves: EntryMove[] = [];
      const add = (board: string, boardType: 'user' | 'clan', memberId: string) =>
        repository.addToEntry(tx, {
          boardId: board,
          boardType,
          memberId,
          delta: input.amount,
          now: input.at,
        });
      for (const window of windows) moves.push(await add(userBoard(window), 'user', input.userId));
      if (clanId) for (const window of windows) moves.push(await add(clanBoard(window), 'clan', clanId));
      await finish(tx, moves);
    },

    /** A member joined a clan (or created it): the clan gains their XP of each running period. */
    async memberJoined(tx: DbOrTx, userId: string, clanId: string): Promise<void> {
      await finish(tx, await moveMember(tx, userId, clanId, 1));
    },

    /** A member left a clan (left, removed, the clan deleted, erased): the clan loses their XP. */
    async memberLeft(tx: DbOrTx, userId: string, clanId: string): Promise<void> {
      await finish(tx, await moveMember(tx, userId, clanId, -1));
    },

    /**
     * An erased account leaves every board (its clan already lost its XP: the clans module, which
     * subscribed first, took the member out).
     */
    async eraseUser(tx: DbOrTx, userId: string): Promise<void> {
      const now = clock.now();
      await repository.lockUser(tx, userId, now);
      const moves: EntryMove[] = [];
      for (const entry of await repository.listUserStandings(userId, tx)) {
        const move = await repository.takeFromEntry(tx, {
          boardId: entry.boardId,
          memberId: userId,
          amount: entry.score,
          now,
        });
        if (move) moves.push(move);
      }
      await finish(tx, moves);
    },
  };
}

export type ScoreKeeping = ReturnType<typeof createScoreKeeping>;
