import { artUrl } from '@kp/domain/art';
import { clanArt } from '@kp/domain/clan-art';
import { ArtImage } from './art-image';

type ClanLook = { clanName: string; clanLogoUrl: string | null; bannerImageUrl?: string | null };

/**
 * A clan's logo (square), or, for a clan without one, platform art drawn from its name, so every
 * clan has a face. Decorative: the clan's name is beside it.
 */
export function ClanLogo({
  clan,
  size,
  className = '',
}: {
  clan: ClanLook;
  size: number;
  className?: string;
}) {
  const src = clan.clanLogoUrl ?? artUrl(clanArt(clan.clanName, 'icon'), 192, 'webp');
  return (
    <ArtImage
      src={src}
      width={size}
      height={size}
      className={`shrink-0 rounded-xl bg-surface-overlay object-cover ${className}`}
    />
  );
}

/** A clan's banner (3:1, its space reserved), or art drawn from its name. */
export function ClanBanner({ clan, className = '' }: { clan: ClanLook; className?: string }) {
  const src = clan.bannerImageUrl ?? artUrl(clanArt(clan.clanName, 'banner'), 1280, 'webp');
  return (
    <ArtImage
      src={src}
      width={1200}
      height={400}
      sizes="(max-width: 1200px) 100vw, 1200px"
      isPriority
      className={`aspect-[3/1] h-auto w-full bg-surface-overlay object-cover ${className}`}
    />
  );
}
