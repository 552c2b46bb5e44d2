import type { ReactNode } from 'react';
import { formatPogScore } from '@kp/domain/display';
import { BADGE_IDS, POG_SCORE_KINDS, type BadgeId } from '@kp/domain/pog';
import type { PogCardTraits } from '@kp/domain/pog-card';
import { useTranslation } from '../../lib/use-translation';
import { Badge } from '../../ui/badge';

const isBadgeId = (value: string): value is BadgeId => (BADGE_IDS as readonly string[]).includes(value);

/**
 * A POG card: the avatar, the name, the tier, the five scores as two-digit figures ("00" until
 * counted), the badges, and what the caller adds below (the token, a share button).
 */
export function PogCardFace({
  name,
  imageUrl,
  traits,
  children,
}: {
  name: string;
  imageUrl: string;
  traits: PogCardTraits;
  children?: ReactNode;
}) {
  const { t, language } = useTranslation();
  return (
    <article
      aria-label={t('pog.card.label', { name })}
      className="card mx-auto max-w-md overflow-hidden bg-gradient-to-b from-indigo-500/25 via-slate-900 to-slate-900"
    >
      <img
        src={imageUrl}
        alt={t('pog.card.avatarAlt', { name })}
        width={512}
        height={512}
        className="aspect-square w-full bg-surface-overlay object-cover"
      />
      <div className="space-y-4 p-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 dir="auto" className="text-2xl font-bold break-words">
            {name}
          </h2>
          <Badge tone={traits.tier ? 'primary' : 'neutral'}>
            {traits.tier ? t(`pog.tiers.${traits.tier}`) : t('pog.card.noTier')}
          </Badge>
        </div>
        {traits.genre && <p className="text-sm text-slate-300">{t(`pog.genres.${traits.genre}`)}</p>}
        <dl className="grid grid-cols-5 gap-1 text-center">
          {POG_SCORE_KINDS.map((kind) => (
            <div key={kind} className="rounded-control bg-surface-overlay px-1 py-2">
              <dt className="truncate text-xs text-slate-300">{t(`pog.scores.${kind}`)}</dt>
              <dd className="text-xl font-bold tabular-nums">
                {formatPogScore(traits.scores[kind], language)}
              </dd>
            </div>
          ))}
        </dl>
        {!traits.isCounted && <p className="text-sm text-slate-300">{t('pog.card.notCounted')}</p>}
        <div>
          <h3 className="mb-2 text-sm font-semibold">{t('pog.card.badges')}</h3>
          {traits.badges.length ? (
            <ul className="flex flex-wrap gap-2">
              {traits.badges.map((badge) => (
                <li key={badge}>
                  <Badge tone="info">{isBadgeId(badge) ? t(`pog.badges.${badge}`) : badge}</Badge>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-300">{t('pog.card.noBadges')}</p>
          )}
        </div>
        {children}
      </div>
    </article>
  );
}
