/**
 * Proof of Gamer (POG) enumerations of spec sections 1, 3 and 4: badges, roles, tiers, avatar
 * genres, share channels and the mint states. Labels are the spec's words verbatim.
 */

/** The five scores a POG card carries (spec section 1). */
export const POG_SCORE_KINDS = ['human', 'play', 'skill', 'commerce', 'social'] as const;

export type PogScoreKind = (typeof POG_SCORE_KINDS)[number];

/** The badge ids, as the spec spells them. */
export const BADGE_IDS = [
  'community',
  'human',
  'play',
  'skill',
  'social',
  'commerce',
  'Telegramer',
  'Xer',
  'Discorder',
] as const;

export type BadgeId = (typeof BADGE_IDS)[number];

/** The badge types, as stable ids. */
export const BADGE_TYPES = ['social_activity', 'overall_activity'] as const;

export type BadgeType = (typeof BADGE_TYPES)[number];

/** Each badge type in the spec's words. */
export const BADGE_TYPE_LABELS = {
  social_activity: 'social activity',
  overall_activity: 'overall activity',
} as const satisfies Record<BadgeType, string>;

/** The platform roles a user may prefer, as stable ids. */
export const PLATFORM_ROLES = [
  'newbie',
  'quester',
  'bug_hunter',
  'esports_athlete',
  'discord_moderator',
  'tournament_operator',
  'telegram_admin',
  'caster',
  'creator',
  'crafter',
] as const;

export type PlatformRole = (typeof PLATFORM_ROLES)[number];

/** Each platform role in the spec's words. */
export const PLATFORM_ROLE_LABELS = {
  newbie: 'newbie',
  quester: 'quester',
  bug_hunter: 'bug hunter',
  esports_athlete: 'esports athlete',
  discord_moderator: 'discord moderator',
  tournament_operator: 'tournament operator',
  telegram_admin: 'telegram admin',
  caster: 'caster',
  creator: 'creator',
  crafter: 'crafter',
} as const satisfies Record<PlatformRole, string>;

/** The tiers, lowest first. */
export const TIERS = ['Bronze', 'Silver', 'Gold', 'Diamond'] as const;

export type Tier = (typeof TIERS)[number];

/** The avatar genres a user picks from when creating an avatar. */
export const AVATAR_GENRES = ['ADVENTURE', 'FANTASY', 'ACTION', 'TOON', 'SCI-FI', 'HORROR'] as const;

export type AvatarGenre = (typeof AVATAR_GENRES)[number];

/** The channels a POG card can be shared to. */
export const SHARE_CHANNELS = ['x', 'telegram', 'facebook', 'whatsapp', 'more'] as const;

export type ShareChannel = (typeof SHARE_CHANNELS)[number];

/** The states of minting a POG card, in the order a mint goes through them (spec section 4). */
export const MINT_STATES = [
  'reserve_username',
  'avatar_category_selection',
  'character_selection',
  'style_selection',
  'selfie_upload',
  'avatar_generation_pending',
  'mint_in_progress',
  'minted',
  'slot_payment_processing',
  'slot_payment_failed',
] as const;

export type MintState = (typeof MINT_STATES)[number];
