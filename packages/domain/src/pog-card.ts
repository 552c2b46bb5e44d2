import type { ArtPalette, ArtSpec } from './art';
import {
  AVATAR_GENRES,
  POG_SCORE_KINDS,
  TIERS,
  type AvatarGenre,
  type PogScoreKind,
  type ShareChannel,
  type Tier,
} from './pog';
import { shareIntentAddresses } from './share-links';

/**
 * A Proof of Gamer card as people see and share it: the art of each avatar genre, the ERC-721
 * metadata's trait names (the api writes them, the card page reads them back), and the share
 * links of the spec's "share POG" modal, each carrying `utm_source=<channel>`.
 */

/** The platform art (art.ts) drawn for each genre on the genre cards. */
export const AVATAR_GENRE_ART = {
  ADVENTURE: { icon: 'treasure-map', palette: 'jungle' },
  FANTASY: { icon: 'wizard-staff', palette: 'carnival' },
  ACTION: { icon: 'crossed-swords', palette: 'ember' },
  TOON: { icon: 'jester-hat', palette: 'gold' },
  'SCI-FI': { icon: 'ringed-planet', palette: 'neon' },
  HORROR: { icon: 'haunting', palette: 'crimson' },
} as const satisfies Record<AvatarGenre, { icon: string; palette: ArtPalette }>;

/** A genre's art as a square icon. */
export function genreArt(genre: AvatarGenre): ArtSpec {
  return { kind: 'icon', ...AVATAR_GENRE_ART[genre] };
}

/** The trait names of a card's ERC-721 metadata (`attributes[].trait_type`). */
export const POG_TRAITS = {
  score: (kind: PogScoreKind) => `${kind.charAt(0).toUpperCase()}${kind.slice(1)} score`,
  total: 'Total score',
  tier: 'Tier',
  badge: 'Badge',
  genre: 'Genre',
  counted: 'Scores counted',
} as const;

type Trait = { trait_type: string; value: string | number };

/** A card's figures as its metadata says them. */
export type PogCardTraits = {
  scores: Record<PogScoreKind, number | null>;
  total: number | null;
  tier: Tier | null;
  badges: string[];
  genre: AvatarGenre | null;
  /** Whether the platform has counted the scores yet (else every score shows the default). */
  isCounted: boolean;
};

/** Reads a card's scores, tier, badges and genre back from its metadata's attributes. */
export function pogCardTraits(attributes: readonly Trait[]): PogCardTraits {
  const value = (name: string) => attributes.find((a) => a.trait_type === name)?.value;
  const number = (name: string) => {
    const found = value(name);
    return typeof found === 'number' && Number.isFinite(found) ? found : null;
  };
  const tier = value(POG_TRAITS.tier);
  const genre = value(POG_TRAITS.genre);
  return {
    scores: Object.fromEntries(
      POG_SCORE_KINDS.map((kind) => [kind, number(POG_TRAITS.score(kind))]),
    ) as Record<PogScoreKind, number | null>,
    total: number(POG_TRAITS.total),
    tier: (TIERS as readonly unknown[]).includes(tier) ? (tier as Tier) : null,
    badges: attributes.filter((a) => a.trait_type === POG_TRAITS.badge).map((a) => String(a.value)),
    genre: (AVATAR_GENRES as readonly unknown[]).includes(genre) ? (genre as AvatarGenre) : null,
    isCounted: value(POG_TRAITS.counted) === 'yes',
  };
}

/** The public page of a card, by its token id (the first share links; still answered). */
export function pogCardPath(tokenId: string): string {
  return `/pog?card=${encodeURIComponent(tokenId)}`;
}

/** The public page of a POG name's card (what a share links to: the name reads better than a number). */
export function pogCardNamePath(name: string): string {
  return `/pog?name=${encodeURIComponent(name)}`;
}

/**
 * The size of the card's drawn front and back: Open Graph's 1.91:1, which X, Telegram and WhatsApp
 * previews show whole.
 */
export const POG_CARD_IMAGE = { width: 1200, height: 630 } as const;

/** `url` with `utm_source=<channel>` (and the medium of a share), so the visit says where it came from. */
export function withUtmSource(url: string, channel: ShareChannel): string {
  const parsed = new URL(url);
  parsed.searchParams.set('utm_source', channel);
  parsed.searchParams.set('utm_medium', 'share');
  return parsed.toString();
}

/**
 * The link of each channel of the "share POG" modal for a card at `url` with a message: the
 * channel's own share address carrying the card's URL with `utm_source=<channel>`; `more` is the
 * card's URL itself (for the system's share sheet, or a copy).
 */
export function pogShareLinks(url: string, message: string): Record<ShareChannel, string> {
  return {
    ...shareIntentAddresses((channel) => withUtmSource(url, channel), message),
    more: withUtmSource(url, 'more'),
  };
}
