import type { Redis } from 'ioredis';
import type { BoardReader } from './board-readers';
import type { Standing } from './leaderboards.repository';

/**
 * The stored boards in Redis (README.md): per board a sorted set scored by the score, whose
 * members are `<MAX_SEQ − reachedSeq, 16 digits>:<id>`, so that on equal scores ZREVRANGE puts
 * the lower change number (who reached it first) first, as the database's ORDER BY does; a hash
 * from id to that member, and a hash from id to the version (the change number) last written, so
 * a late write of an older state never replaces a newer one (and a removal keeps its version).
 * Keys carry the board in braces: one board's keys live on one Redis Cluster slot.
 */
const MAX_SEQ = 9_000_000_000_000_000;

/** Writes one state (score null: off the board) unless a newer version is there; marks it seen. */
const SET_SCRIPT = `
local v = redis.call('HGET', KEYS[3], ARGV[1])
if v and tonumber(v) > tonumber(ARGV[2]) then return 0 end
local old = redis.call('HGET', KEYS[2], ARGV[1])
if old then redis.call('ZREM', KEYS[1], old) end
if ARGV[3] == '' then
  redis.call('HDEL', KEYS[2], ARGV[1])
else
  redis.call('ZADD', KEYS[1], ARGV[3], ARGV[4])
  redis.call('HSET', KEYS[2], ARGV[1], ARGV[4])
end
redis.call('HSET', KEYS[3], ARGV[1], ARGV[2])
if ARGV[5] == '1' then redis.call('SADD', KEYS[4], ARGV[1]) end
return 1`;

/** One member's place (0-based), score and member, in one round trip. */
const RANK_SCRIPT = `
local m = redis.call('HGET', KEYS[2], ARGV[1])
if not m then return false end
return {redis.call('ZREVRANK', KEYS[1], m), redis.call('ZSCORE', KEYS[1], m), m}`;

/** Takes off the members a rebuild did not see, unless written after it began (version > ARGV[1]). */
const SWEEP_SCRIPT = `
local n = 0
for i = 2, #ARGV do
  local id = ARGV[i]
  if redis.call('SISMEMBER', KEYS[4], id) == 0 then
    local v = redis.call('HGET', KEYS[3], id)
    if not v or tonumber(v) <= tonumber(ARGV[1]) then
      local old = redis.call('HGET', KEYS[2], id)
      if old then redis.call('ZREM', KEYS[1], old) end
      redis.call('HDEL', KEYS[2], id)
      n = n + 1
    end
  end
end
return n`;

/** A state of one entry for Redis: null score means off the board. */
export type EntryState = {
  boardId: string;
  memberId: string;
  version: number;
  score: number | null;
  reachedSeq: number;
};

type Scripts = {
  lbSet(...args: (string | number)[]): Promise<number>;
  lbRank(...args: (string | number)[]): Promise<[number, string, string] | null>;
  lbSweep(...args: (string | number)[]): Promise<number>;
};

export function createRedisBoards(redis: Redis, prefix: string) {
  redis.defineCommand('lbSet', { numberOfKeys: 4, lua: SET_SCRIPT });
  redis.defineCommand('lbRank', { numberOfKeys: 2, lua: RANK_SCRIPT });
  redis.defineCommand('lbSweep', { numberOfKeys: 4, lua: SWEEP_SCRIPT });
  const scripts = redis as unknown as Redis & Scripts;
  const keys = (boardId: string) => {
    const base = `${prefix}lb:{${boardId}}`;
    return { zset: `${base}:z`, members: `${base}:m`, versions: `${base}:v`, seen: `${base}:seen` };
  };
  const boardsKey = `${prefix}lb:boards`;
  const memberOf = (memberId: string, reachedSeq: number) =>
    `${String(MAX_SEQ - reachedSeq).padStart(16, '0')}:${memberId}`;
  const parse = (member: string, score: string | number): Standing => {
    const [inverse = '0', memberId = ''] = member.split(':');
    return { memberId, score: Number(score), reachedSeq: MAX_SEQ - Number(inverse) };
  };
  const setArgs = (s: EntryState, markSeen: boolean) => {
    const k = keys(s.boardId);
    return [
      k.zset,
      k.members,
      k.versions,
      k.seen,
      s.memberId,
      s.version,
      s.score === null ? '' : s.score,
      s.score === null ? '' : memberOf(s.memberId, s.reachedSeq),
      markSeen ? '1' : '0',
    ];
  };

  const reader: BoardReader = {
    async top(boardId, page) {
      const flat = await redis.zrevrange(
        keys(boardId).zset,
        page.offset,
        page.offset + page.limit - 1,
        'WITHSCORES',
      );
      const rows = [];
      for (let i = 0; i + 1 < flat.length; i += 2)
        rows.push({ ...parse(flat[i] as string, flat[i + 1] as string), rank: page.offset + i / 2 + 1 });
      return rows;
    },
    async standingOf(boardId, memberId) {
      const k = keys(boardId);
      const found = await scripts.lbRank(k.zset, k.members, memberId);
      if (!found) return null;
      const [place, score, member] = found;
      return { ...parse(member, score), rank: Number(place) + 1 };
    },
    async count(boardIds) {
      const pipeline = redis.pipeline();
      for (const id of boardIds) pipeline.zcard(keys(id).zset);
      const answers = (await pipeline.exec()) ?? [];
      return new Map(boardIds.map((id, i) => [id, Number(answers[i]?.[1] ?? 0)]));
    },
  };

  return {
    reader,

    /** Writes entry states (each only if newer than what Redis holds), in one pipeline. */
    async write(states: readonly EntryState[], options: { markSeen?: boolean } = {}): Promise<void> {
      if (states.length === 0) return;
      const pipeline = redis.pipeline();
      for (const board of new Set(states.map((s) => s.boardId))) pipeline.sadd(boardsKey, board);
      for (const state of states)
        (pipeline as unknown as Scripts).lbSet(...setArgs(state, options.markSeen ?? false));
      const answers = (await pipeline.exec()) ?? [];
      const failed = answers.find(([error]) => error);
      if (failed?.[0]) throw failed[0];
    },

    /** The boards Redis holds. */
    listBoards: () => redis.smembers(boardsKey),

    /** Forgets what the last rebuild saw of a board. */
    async clearSeen(boardId: string): Promise<void> {
      await redis.del(keys(boardId).seen);
    },

    /** Removes the members of a board a rebuild did not see (and not written since `watermark`). */
    async sweep(boardId: string, watermark: number): Promise<number> {
      const k = keys(boardId);
      let cursor = '0';
      let removed = 0;
      do {
        const [next, flat] = await redis.hscan(k.members, cursor, 'COUNT', 1000);
        cursor = next;
        const ids = flat.filter((_, i) => i % 2 === 0);
        if (ids.length)
          removed += await scripts.lbSweep(k.zset, k.members, k.versions, k.seen, watermark, ...ids);
      } while (cursor !== '0');
      await redis.del(k.seen);
      return removed;
    },

    /** Deletes every key under the prefix (tests, and the benchmark's clean-up). */
    async deleteAll(): Promise<void> {
      let cursor = '0';
      do {
        const [next, found] = await redis.scan(cursor, 'MATCH', `${prefix}lb:*`, 'COUNT', 1000);
        cursor = next;
        if (found.length) await redis.del(...found);
      } while (cursor !== '0');
    },
  };
}

export type RedisBoards = ReturnType<typeof createRedisBoards>;
