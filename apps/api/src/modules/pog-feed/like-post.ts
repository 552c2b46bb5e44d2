import { AppError } from '@kp/domain/errors';
import { canLikePogPost } from '@kp/domain/pog-feed';
import { isConstraintViolation, PG_ERROR } from '../../db/pg-errors';
import type { PogFeedContext } from './pog-feed-context';

const POST_KEY = 'pog_feed_likes_post_fk';

/**
 * Liking and unliking a post. One like per gamer and post whatever the timing: the likes' primary
 * key decides between parallel likes (the others find it and do nothing), so each answer is the
 * count after it, the same for a repeat. A gamer's own card is refused (POG_LIKE_OWN_CARD); the
 * database refuses it too (pog_feed_likes_not_own_check).
 */
export function createLikePost(ctx: PogFeedContext) {
  const { repository, clock } = ctx;

  async function getPost(postId: string) {
    const post = await repository.findPost(postId);
    if (!post) throw new AppError('POG_POST_NOT_FOUND');
    return post;
  }

  return {
    async like(userId: string, postId: string) {
      const post = await getPost(postId);
      if (!canLikePogPost(userId, post.userId)) throw new AppError('POG_LIKE_OWN_CARD');
      try {
        await repository.insertLike({ postId, postOwnerId: post.userId, userId, createdAt: clock.now() });
      } catch (error) {
        // The post went (its owner erased) between the read and the like.
        if (isConstraintViolation(error, PG_ERROR.foreignKeyViolation, POST_KEY))
          throw new AppError('POG_POST_NOT_FOUND', { cause: error });
        throw error;
      }
      return { postId, likeCount: await repository.countLikes(postId), likedByMe: true };
    },

    async unlike(userId: string, postId: string) {
      await getPost(postId);
      await repository.deleteLike(postId, userId);
      return { postId, likeCount: await repository.countLikes(postId), likedByMe: false };
    },
  };
}
