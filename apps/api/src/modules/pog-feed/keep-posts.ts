import type { DbOrTx } from '../../db/client';
import type { PogFeedContext } from './pog-feed-context';
import type { MembershipChange, MintedCard } from './pog-feed-ports';

/**
 * A post's figures older than this are read again by the job: a total moves with events the feed
 * does not hear (the pog-scores module's own age is the same).
 */
export const POG_FEED_REFRESH_AGE_MS = 10 * 60_000;

/**
 * The posts kept in step with what happens elsewhere: a card minted is posted (in the minting
 * transaction), a clan joined or left moves the owner's posts (in its transaction), the job
 * refreshes the owners' totals and clans, and an erased account's likes and posts go.
 */
export function createKeepPosts(ctx: PogFeedContext) {
  const { repository, clock, scores, clans } = ctx;

  return {
    /** The minted card's post, with its owner's clan (read in the same transaction). */
    async posted(tx: DbOrTx, card: MintedCard): Promise<void> {
      await repository.insertPost(tx, {
        cardId: card.cardId,
        userId: card.userId,
        tokenId: card.tokenId,
        name: card.name,
        imageUrl: card.imageUrl,
        genre: card.genre,
        clanId: await clans.findClanIdOf(card.userId, tx),
        createdAt: card.mintedAt,
      });
    },

    async membershipChanged(tx: DbOrTx, change: MembershipChange): Promise<void> {
      if (change.change === 'joined') await repository.joinClan(tx, change.userId, change.clanId);
      else await repository.leaveClan(tx, change.userId, change.clanId);
    },

    /**
     * Reads again the totals and clans of up to `limit` owners whose posts were never read or not
     * for POG_FEED_REFRESH_AGE_MS; the number of owners refreshed.
     */
    async refreshOwners(limit: number): Promise<number> {
      const now = clock.now();
      const owners = await repository.listOwnersToRefresh(
        new Date(now.getTime() - POG_FEED_REFRESH_AGE_MS),
        limit,
      );
      if (!owners.length) return 0;
      const totals = await scores.totalsOf(owners);
      for (const userId of owners) {
        const total = totals.get(userId);
        // No scores: the account is going; its erasure takes the posts.
        if (total === undefined) continue;
        await repository.setOwnerFigures(userId, {
          total,
          clanId: await clans.findClanIdOf(userId),
          at: now,
        });
      }
      return owners.length;
    },

    eraseUser: (tx: DbOrTx, userId: string) => repository.deleteUser(tx, userId),
  };
}
