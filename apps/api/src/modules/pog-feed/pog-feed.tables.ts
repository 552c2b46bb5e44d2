import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { userIdColumn } from '../users/users.tables';

/**
 * The posts of the POG feed: one per minted card, written in the transaction that marks the card
 * minted (the pog module's `onMinted`), with what never changes of the card (token id, name,
 * avatar, genre) and what the lists sort by: the owner's clan (moved by the clans' membership
 * events) and POG total (null until first read from the pog-scores module; refreshed by the
 * `pog-feed` job, `refreshed_at` null or old). `seq` orders the posts as they came, for keyset pages.
 */
export const pogFeedPosts = pgTable(
  'pog_feed_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    cardId: uuid('card_id').notNull(),
    userId: userIdColumn(),
    tokenId: bigint('token_id', { mode: 'bigint' }).notNull(),
    name: text('name').notNull(),
    imageUrl: text('image_url').notNull(),
    genre: text('genre').notNull(),
    clanId: uuid('clan_id'),
    total: integer('total'),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('pog_feed_posts_card_key').on(t.cardId),
    uniqueIndex('pog_feed_posts_seq_key').on(t.seq),
    // The target of the likes' (post, owner) key: a like names the post's real owner.
    uniqueIndex('pog_feed_posts_owner_key').on(t.id, t.userId),
    index('pog_feed_posts_user_idx').on(t.userId, t.seq),
    index('pog_feed_posts_clan_idx').on(t.clanId, t.seq),
    index('pog_feed_posts_total_idx').on(t.total, t.seq),
    index('pog_feed_posts_refresh_idx').on(t.refreshedAt),
    check('pog_feed_posts_total_check', sql`${t.total} between 0 and 100`),
  ],
);

/**
 * Likes, one per gamer and post (the primary key decides between parallel likes), never on one's
 * own card: `post_owner_id` must be the post's owner (a foreign key on the post's id and owner)
 * and differ from the liker (a CHECK). A post's likes go with it.
 */
export const pogFeedLikes = pgTable(
  'pog_feed_likes',
  {
    postId: uuid('post_id').notNull(),
    postOwnerId: uuid('post_owner_id').notNull(),
    userId: userIdColumn(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'pog_feed_likes_pkey', columns: [t.postId, t.userId] }),
    foreignKey({
      name: 'pog_feed_likes_post_fk',
      columns: [t.postId, t.postOwnerId],
      foreignColumns: [pogFeedPosts.id, pogFeedPosts.userId],
    }).onDelete('cascade'),
    check('pog_feed_likes_not_own_check', sql`${t.userId} <> ${t.postOwnerId}`),
    index('pog_feed_likes_user_idx').on(t.userId),
    index('pog_feed_likes_recent_idx').on(t.createdAt, t.postId),
  ],
);
