import { Heart } from 'lucide-react';
import { formatCompact, formatPogScore } from '@kp/domain/display';

import type { Tier } from '@kp/domain/pog';
import { useTranslation } from '../../lib/use-translation';
import { Badge, type BadgeTone } from '../../ui/badge';
import { buttonClass } from '../../ui/button';
import type { PogFeedPost } from './pog-feed-api';
import type { LikeState } from './use-post-likes';
import { UserText, isolate } from '../../components/user-text';

const TIER_TONE = {
  Bronze: 'neutral',
  Silver: 'info',
  Gold: 'warning',
  Diamond: 'primary',
} as const satisfies Record<Tier, BadgeTone>;

/**
 * A post of the feed as a compact card (two to a row on a phone): the avatar, the POG name, the
 * tier, the total, the owner's clan, and the like button (a count only on the caller's own card,
 * which they cannot like). The big card of `/my-pog` (pog-card-face.tsx) shows badges a post does
 * not carry and takes a phone's whole width, so the showcase has this one.
 */
export function FeedCard({
  post,
  like,
  onPress,
  isPriority = false,
}: {
  post: PogFeedPost;
  like: LikeState;
  onPress: () => void;
  /** Among the first cards on screen: its image is not lazy. */
  isPriority?: boolean;
}) {
  const { t, language } = useTranslation();
  const { card } = post;
  const count = formatCompact(like.likeCount, language);
  return (
    <article
      aria-label={t('pog.card.label', { name: card.name })}
      className="card flex h-full flex-col overflow-hidden"
    >
      <img
        src={card.imageUrl}
        alt={t('pog.card.avatarAlt', { name: card.name })}
        width={512}
        height={512}
        loading={isPriority ? 'eager' : 'lazy'}
        className="aspect-square w-full bg-surface-overlay object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-3">
        <h3 className="font-bold break-all">
          <UserText>{card.name}</UserText>
        </h3>
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <Badge tone={TIER_TONE[card.tier]}>{t(`pog.tiers.${card.tier}`)}</Badge>
          <span className="tabular-nums">
            {t('pogShowcase.total', { total: formatPogScore(card.total, language) })}
          </span>
        </p>
        {post.clanName && (
          <p className="truncate text-xs text-slate-300" title={post.clanName}>
            {t('pogShowcase.clanOf', { clan: isolate(post.clanName) })}
          </p>
        )}
        <div className="mt-auto pt-1">
          {post.isMine ? (
            <p className="flex items-center gap-2 text-sm text-slate-300">
              <Heart aria-hidden="true" className="size-4 shrink-0" />
              {t('pogShowcase.yourCard', { count })}
            </p>
          ) : (
            // Named by its words, the hidden ones and the count seen: "Like Asha, likes: 3".
            <button
              type="button"
              aria-pressed={like.likedByMe}
              onClick={onPress}
              className={buttonClass(
                { variant: 'secondary', fullWidth: true },
                'gap-2 aria-pressed:border-danger/60',
              )}
            >
              <Heart
                aria-hidden="true"
                className={`size-4 shrink-0 ${like.likedByMe ? 'text-danger-text' : ''}`}
                fill={like.likedByMe ? 'currentColor' : 'none'}
              />
              <span className="sr-only">{t('pogShowcase.like', { name: card.name })}</span>{' '}
              <span className="tabular-nums">{count}</span>
            </button>
          )}
        </div>
      </div>
    </article>
  );
}
