import type { PogFeedPage } from '@kp/contract/pog-feed';
import { AppError } from '@kp/domain/errors';
import { POG_LEGENDARY_MIN_TOTAL, POG_LEGENDARY_SIZE, pogHotWindowStart } from '@kp/domain/pog-feed';
import { toPosts, type PogFeedContext } from './pog-feed-context';

type PageQuery = { limit: number; cursor?: string | undefined };

/**
 * Cursors, opaque to clients: `s<seq>` continues a list by arrival after that post (all, clan: a
 * post arriving meanwhile never shifts the next page), `o<offset>` a ranked one (legendary,
 * highlighted: their order moves with totals and likes, so a position is all a page can hold).
 */
function cursorOf(query: PageQuery, kind: 's' | 'o'): number | null {
  if (query.cursor === undefined) return null;
  const value = Number(query.cursor.slice(1));
  if (query.cursor[0] !== kind || !Number.isSafeInteger(value))
    throw AppError.invalidFields([{ field: 'cursor', reason: 'not_a_cursor_of_this_list' }]);
  return value;
}

/** The four lists of the feed (packages/domain/src/pog-feed.ts: their rules). */
export function createListFeed(ctx: PogFeedContext) {
  const { repository, clock, clans } = ctx;

  /** A list by arrival, the newest first, of one clan or of everyone. */
  async function newest(query: PageQuery, viewerId: string | null, clanId?: string): Promise<PogFeedPage> {
    const beforeSeq = cursorOf(query, 's');
    const rows = await repository.listNewest({
      ...(clanId === undefined ? {} : { clanId }),
      beforeSeq,
      limit: query.limit + 1,
    });
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    return {
      posts: await toPosts(ctx, page, viewerId),
      nextCursor: rows.length > query.limit && last ? `s${last.seq}` : null,
    };
  }

  return {
    listAll: (query: PageQuery, viewerId: string | null) => newest(query, viewerId),

    /** Every owner's latest card of the highest totals, at most POG_LEGENDARY_SIZE in all. */
    async listLegendary(query: PageQuery, viewerId: string | null): Promise<PogFeedPage> {
      const offset = cursorOf(query, 'o') ?? 0;
      const limit = Math.max(0, Math.min(query.limit, POG_LEGENDARY_SIZE - offset));
      const rows = limit
        ? await repository.listLegendary({ offset, limit: limit + 1, minTotal: POG_LEGENDARY_MIN_TOTAL })
        : [];
      const page = rows.slice(0, limit);
      const next = offset + page.length;
      return {
        posts: await toPosts(ctx, page, viewerId),
        nextCursor: rows.length > limit && next < POG_LEGENDARY_SIZE ? `o${next}` : null,
      };
    },

    /** The caller's clan's posts; outside a clan (or signed out) no clan and no post. */
    async listClan(query: PageQuery, viewerId: string | null) {
      const clanId = viewerId ? await clans.findClanIdOf(viewerId) : null;
      if (!clanId) return { clan: null, posts: [], nextCursor: null };
      const [names, page] = await Promise.all([
        clans.listClanNames([clanId]),
        newest(query, viewerId, clanId),
      ]);
      const name = names.get(clanId);
      return name ? { clan: { id: clanId, name }, ...page } : { clan: null, posts: [], nextCursor: null };
    },

    /** The posts liked in the window, the most liked in it first (comparePogHotPosts). */
    async listHighlighted(query: PageQuery, viewerId: string | null) {
      const offset = cursorOf(query, 'o') ?? 0;
      const since = pogHotWindowStart(clock.now());
      const rows = await repository.listHot({ since, offset, limit: query.limit + 1 });
      const page = rows.slice(0, query.limit);
      return {
        since: since.toISOString(),
        posts: await toPosts(
          ctx,
          page.map((row) => row.post),
          viewerId,
        ),
        nextCursor: rows.length > query.limit ? `o${offset + page.length}` : null,
      };
    },
  };
}
