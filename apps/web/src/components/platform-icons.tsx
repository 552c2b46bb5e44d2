import type { ReactNode } from 'react';
import { platformIcon, type Platform, type PlatformIcon } from '@kp/domain/games';
import { useTranslation } from '../lib/use-translation';

// Small line drawings on a 24-unit grid, in the text's colour: no icon font, no image requests.
const SHAPES: Record<PlatformIcon, ReactNode> = {
  web: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
    </>
  ),
  android: (
    <>
      <path d="M4.5 17v-3.5a7.5 7.5 0 0 1 15 0V17z" />
      <path d="M8 7.5 6 4.5M16 7.5l2-3" />
      <circle cx="9" cy="13" r=".9" fill="currentColor" />
      <circle cx="15" cy="13" r=".9" fill="currentColor" />
    </>
  ),
  windows: <path d="M3 3h8v8H3zM13 3h8v8h-8zM3 13h8v8H3zM13 13h8v8h-8z" />,
  ios: (
    <>
      <rect x="6.5" y="2" width="11" height="20" rx="2.5" />
      <path d="M10.5 18.5h3" />
    </>
  ),
  mac: (
    <>
      <rect x="4" y="4.5" width="16" height="11" rx="1.5" />
      <path d="M2 19.5h20" />
    </>
  ),
  pc: (
    <>
      <rect x="3" y="3.5" width="18" height="12.5" rx="1.5" />
      <path d="M12 16v4M8 20.5h8" />
    </>
  ),
};

/** One platform icon, named for screen readers. */
export function PlatformIconImage({ icon, label }: { icon: PlatformIcon; label: string }) {
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <title>{label}</title>
      {SHAPES[icon]}
    </svg>
  );
}

/** The icons of a game's platforms, one per icon (browser and web share one), as a named list. */
export function PlatformIcons({ platforms, label }: { platforms: readonly Platform[]; label: string }) {
  const { t } = useTranslation();
  const seen = new Set<PlatformIcon>();
  const icons = platforms.flatMap((platform) => {
    const icon = platformIcon(platform);
    if (!icon || seen.has(icon)) return [];
    seen.add(icon);
    return [{ icon, label: t(`games.platforms.${platform}`) }];
  });
  if (icons.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap items-center gap-2 text-slate-300">
      {icons.map(({ icon, label: name }) => (
        <li key={icon}>
          <PlatformIconImage icon={icon} label={name} />
        </li>
      ))}
    </ul>
  );
}
