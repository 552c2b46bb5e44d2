import { useCallback, useRef, useState } from 'react';
import { AppError } from '@kp/domain/errors';
import { errorText } from '../../lib/messages';
import { openModal } from '../../lib/modals';
import { useTranslation } from '../../lib/use-translation';
import { showToast } from '../../ui/toast';
import { setLike, type PogFeedPost } from './pog-feed-api';

/** What a like button shows of a post. */
export type LikeState = Pick<PogFeedPost, 'likeCount' | 'likedByMe'>;

/** The state a press asks for, shown at once: liked or not, the count one up or down. */
export function pressed(state: LikeState): LikeState {
  return {
    likedByMe: !state.likedByMe,
    likeCount: Math.max(0, state.likeCount + (state.likedByMe ? -1 : 1)),
  };
}

/**
 * The likes of the page's posts, one state shared by every list a post shows in (a legendary card
 * is in "all" too), kept for the signed-in user who pressed (`userId`; another user, or none,
 * starts from the lists again). A press shows its outcome at once, then the server's count; a
 * refusal puts the state back and says why. A visitor is asked to sign in first; a press while
 * the post's last one is on its way waits for it (the server would answer the same).
 */
export function usePostLikes(userId: string | null) {
  const { t } = useTranslation();
  const [byUser, setByUser] = useState<{ userId: string | null; states: ReadonlyMap<string, LikeState> }>({
    userId: null,
    states: new Map(),
  });
  const states = byUser.userId === userId ? byUser.states : null;
  const pending = useRef(new Set<string>());
  const put = (postId: string, state: LikeState) =>
    setByUser((current) => ({
      userId,
      states: new Map(current.userId === userId ? current.states : []).set(postId, state),
    }));

  const likeOf = useCallback(
    (post: PogFeedPost): LikeState =>
      states?.get(post.postId) ?? { likeCount: post.likeCount, likedByMe: post.likedByMe },
    [states],
  );

  async function press(post: PogFeedPost) {
    if (!userId) {
      openModal('login');
      return;
    }
    if (pending.current.has(post.postId)) return;
    const before = likeOf(post);
    const after = pressed(before);
    pending.current.add(post.postId);
    put(post.postId, after);
    try {
      const answer = await setLike(post.postId, after.likedByMe);
      put(post.postId, { likeCount: answer.likeCount, likedByMe: answer.likedByMe });
    } catch (error) {
      put(post.postId, before);
      showToast(
        errorText(t, error instanceof AppError ? error : new AppError('SOMETHING_WENT_WRONG')),
        'error',
      );
    } finally {
      pending.current.delete(post.postId);
    }
  }

  return { likeOf, press };
}

export type PostLikes = ReturnType<typeof usePostLikes>;
