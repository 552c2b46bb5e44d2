import type { PogFeedPost } from '@kp/contract/pog-feed';
import type { Clock } from '../../platform/clock';
import type { ClansPort, ScoresPort } from './pog-feed-ports';
import type { PogFeedRepository, PogPostRow } from './pog-feed.repository';

/** What the feed's use cases are built from (pog-feed.setup.ts makes it). */
export type PogFeedContext = {
  repository: PogFeedRepository;
  clock: Clock;
  scores: ScoresPort;
  clans: Pick<ClansPort, 'findClanIdOf' | 'listClanNames'>;
  /** Where users reach this installation (no trailing slash): the avatars' URLs. */
  publicUrl: string;
};

/** A URL on our origin, or an absolute one as given. */
function absoluteUrl(publicUrl: string, url: string): string {
  return /^https?:\/\//.test(url) ? url : `${publicUrl}${url.startsWith('/') ? '' : '/'}${url}`;
}

/**
 * Posts as the api answers them: each with its owner's figures now, clan name, like count and the
 * caller's like. A post whose owner has no scores (an account going) is left out. Owners whose
 * stored total differs from the one read now get it, so the legendary order follows the cards.
 */
export async function toPosts(
  ctx: PogFeedContext,
  rows: readonly PogPostRow[],
  viewerId: string | null,
): Promise<PogFeedPost[]> {
  if (!rows.length) return [];
  const ids = rows.map((row) => row.id);
  const owners = [...new Set(rows.map((row) => row.userId))];
  const clanIds = [...new Set(rows.flatMap((row) => (row.clanId ? [row.clanId] : [])))];
  const [cards, counts, liked, clanNames] = await Promise.all([
    ctx.scores.cardScoresOf(owners),
    ctx.repository.likeCounts(ids),
    viewerId ? ctx.repository.likedBy(viewerId, ids) : Promise.resolve(new Set<string>()),
    clanIds.length ? ctx.clans.listClanNames(clanIds) : Promise.resolve(new Map<string, string>()),
  ]);
  const now = ctx.clock.now();
  for (const owner of owners) {
    const card = cards.get(owner);
    const isBehind = rows.some((row) => row.userId === owner && row.total !== card?.total);
    if (card && isBehind) await ctx.repository.setOwnerFigures(owner, { total: card.total, at: now });
  }
  return rows.flatMap((row) => {
    const card = cards.get(row.userId);
    if (!card) return [];
    return [
      {
        postId: row.id,
        card: {
          tokenId: row.tokenId.toString(),
          name: row.name,
          imageUrl: absoluteUrl(ctx.publicUrl, row.imageUrl),
          genre: row.genre,
          tier: card.tier,
          total: card.total,
          scores: card.scores,
          display: card.display,
        },
        clanName: row.clanId ? (clanNames.get(row.clanId) ?? null) : null,
        likeCount: counts.get(row.id) ?? 0,
        likedByMe: liked.has(row.id),
        isMine: row.userId === viewerId,
        postedAt: row.createdAt.toISOString(),
      },
    ];
  });
}
