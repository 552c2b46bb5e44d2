import { POG_CARD_IMAGE } from '@kp/domain/pog-card';
import { useTranslation } from '../../lib/use-translation';
import { cardImageUrl } from './pog-api';

const SIDES = ['front', 'back'] as const;

/**
 * The card as the api draws it for sharing (what a link preview shows): its front (avatar, tier,
 * the five scores) and its back (roles, clan, badges, total), one under the other.
 */
export function PogCardImages({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={`card-images-${name}`} className="space-y-2">
      <h3 id={`card-images-${name}`} className="text-sm font-semibold">
        {t('pog.cardImages.title')}
      </h3>
      <div className="grid gap-3">
        {SIDES.map((side) => (
          <figure key={side} className="space-y-1">
            <img
              src={cardImageUrl(name, side)}
              alt={t(`pog.cardImages.${side}Alt`, { name })}
              width={POG_CARD_IMAGE.width}
              height={POG_CARD_IMAGE.height}
              loading="lazy"
              className="h-auto w-full rounded-control bg-surface-overlay"
            />
            <figcaption className="text-label text-text-muted">{t(`pog.cardImages.${side}`)}</figcaption>
          </figure>
        ))}
      </div>
    </section>
  );
}
