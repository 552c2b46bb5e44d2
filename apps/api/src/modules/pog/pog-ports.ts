import type { BadgeId, PogScoreKind, Tier } from '@kp/domain/pog';
import { POG_SCORE_KINDS } from '@kp/domain/pog';
import type { AvatarGenre } from '@kp/domain/pog';
import type { AvatarStep } from '@kp/domain/pog-mint';

/**
 * What minting needs from other modules, as narrow ports wired in app.ts (README: "Ports").
 */

/** An avatar a card is minted with. `imageUrl` is absolute or a path on our origin. */
export type PogAvatar = { avatarId: string; imageUrl: string; genre: string };

/** The avatars module (genres, characters, styles, selfie, generation), as minting sees it. */
export type AvatarPort = {
  /** Where the user's avatar for their next card is: the next step to do, generating, or ready. */
  avatarStepOf(userId: string): Promise<AvatarStep>;
  /** The user's generated avatar, ready to mint with (customize_pog), or null. */
  readyAvatarOf(userId: string): Promise<PogAvatar | null>;
  /**
   * An avatar of the genre made at once for a quick mint (from the user's random variant when one is
   * named), or null when none can be made.
   */
  quickAvatarFor(userId: string, genre: AvatarGenre, variantId?: string): Promise<PogAvatar | null>;
};

/**
 * Until the avatars module is wired: nobody has an avatar, so customize_pog waits at the genre
 * and quick_mint answers POG_AVATAR_NOT_READY. (Said honestly, never a made-up picture.)
 */
export const NO_AVATARS: AvatarPort = {
  avatarStepOf: () => Promise.resolve('genre'),
  readyAvatarOf: () => Promise.resolve(null),
  quickAvatarFor: () => Promise.resolve(null),
};

/** A card's five scores, total, tier and badges (the scores module, a later step). */
export type PogScores = {
  scores: Record<PogScoreKind, number>;
  total: number;
  /** Null while the scores are not counted. */
  tier: Tier | null;
  badges: BadgeId[];
  /** False: nothing is counted yet, every score is the spec's default 0. */
  isCounted: boolean;
};

export type PogScoresPort = { scoresOf(userId: string): Promise<PogScores> };

/** Until the scores are computed: the spec's default 0 for each, and said to be uncounted. */
export const UNCOUNTED_SCORES: PogScoresPort = {
  scoresOf: () =>
    Promise.resolve({
      scores: Object.fromEntries(POG_SCORE_KINDS.map((kind) => [kind, 0])) as Record<PogScoreKind, number>,
      total: 0,
      tier: null,
      badges: [],
      isCounted: false,
    }),
};
