/**
 * The POG avatar's rules (issue 17, "The avatar"): the genres of the spec, the characters and
 * styles of each genre, the random variants and their refresh limit, the selfie's limits and the
 * generation's statuses. The api's schemas and checks and the web's pickers read them from here.
 */
import { AVATAR_GENRES, type AvatarGenre } from './pog';

export { AVATAR_GENRES, type AvatarGenre };

/** One choice of a picker: a stable id and its label. */
export type AvatarOption = { readonly id: string; readonly name: string };

/** The characters a user may be drawn as, per genre (ids are unique within a genre). */
export const AVATAR_CHARACTERS = {
  ADVENTURE: [
    { id: 'explorer', name: 'Explorer' },
    { id: 'ranger', name: 'Ranger' },
    { id: 'pirate', name: 'Pirate' },
  ],
  FANTASY: [
    { id: 'wizard', name: 'Wizard' },
    { id: 'elf', name: 'Elf' },
    { id: 'knight', name: 'Knight' },
  ],
  ACTION: [
    { id: 'commando', name: 'Commando' },
    { id: 'ninja', name: 'Ninja' },
    { id: 'racer', name: 'Racer' },
  ],
  TOON: [
    { id: 'hero', name: 'Hero' },
    { id: 'rockstar', name: 'Rockstar' },
    { id: 'skater', name: 'Skater' },
  ],
  'SCI-FI': [
    { id: 'pilot', name: 'Pilot' },
    { id: 'cyborg', name: 'Cyborg' },
    { id: 'android', name: 'Android' },
  ],
  HORROR: [
    { id: 'vampire', name: 'Vampire' },
    { id: 'zombie', name: 'Zombie' },
    { id: 'witch', name: 'Witch' },
  ],
} as const satisfies Record<AvatarGenre, readonly AvatarOption[]>;

/** The styles (scene, palette and finish) of each genre. */
export const AVATAR_STYLES = {
  ADVENTURE: [
    { id: 'jungle', name: 'Jungle' },
    { id: 'desert', name: 'Desert' },
    { id: 'seafarer', name: 'Seafarer' },
  ],
  FANTASY: [
    { id: 'enchanted', name: 'Enchanted' },
    { id: 'ember', name: 'Ember' },
    { id: 'frost', name: 'Frost' },
  ],
  ACTION: [
    { id: 'urban', name: 'Urban' },
    { id: 'camo', name: 'Camo' },
    { id: 'stealth', name: 'Stealth' },
  ],
  TOON: [
    { id: 'sunny', name: 'Sunny' },
    { id: 'pastel', name: 'Pastel' },
    { id: 'comic', name: 'Comic' },
  ],
  'SCI-FI': [
    { id: 'neon', name: 'Neon' },
    { id: 'chrome', name: 'Chrome' },
    { id: 'deep-space', name: 'Deep space' },
  ],
  HORROR: [
    { id: 'crimson', name: 'Crimson' },
    { id: 'graveyard', name: 'Graveyard' },
    { id: 'fog', name: 'Fog' },
  ],
} as const satisfies Record<AvatarGenre, readonly AvatarOption[]>;

export type AvatarCharacterId = (typeof AVATAR_CHARACTERS)[AvatarGenre][number]['id'];
export type AvatarStyleId = (typeof AVATAR_STYLES)[AvatarGenre][number]['id'];

/** A genre, one of its characters and one of its styles: what an avatar is drawn as. */
export type AvatarChoice = { genre: AvatarGenre; characterId: string; styleId: string };

/** Whether a value is one of the spec's genres. */
export function isAvatarGenre(value: string): value is AvatarGenre {
  return (AVATAR_GENRES as readonly string[]).includes(value);
}

/** The characters of a genre, in picker order. */
export function charactersOf(genre: AvatarGenre): readonly AvatarOption[] {
  return AVATAR_CHARACTERS[genre];
}

/** The styles of a genre, in picker order. */
export function stylesOf(genre: AvatarGenre): readonly AvatarOption[] {
  return AVATAR_STYLES[genre];
}

/** What is wrong with a choice ('character' or 'style' not of the genre), or null when it holds. */
export function avatarChoiceProblem(choice: AvatarChoice): 'character' | 'style' | null {
  if (!charactersOf(choice.genre).some((c) => c.id === choice.characterId)) return 'character';
  if (!stylesOf(choice.genre).some((s) => s.id === choice.styleId)) return 'style';
  return null;
}

/** A random choice (of `genre`, or of a random genre), from a source of numbers in [0, 1). */
export function randomAvatarChoice(random: () => number, genre?: AvatarGenre): AvatarChoice {
  const pick = <T>(list: readonly T[]): T =>
    list[Math.min(list.length - 1, Math.floor(random() * list.length))]!;
  const chosen = genre ?? pick(AVATAR_GENRES);
  return { genre: chosen, characterId: pick(charactersOf(chosen)).id, styleId: pick(stylesOf(chosen)).id };
}

/**
 * Random variants: each refresh shows `perRefresh` new ones, and a user may refresh `perDay` times
 * a day (a UTC day, whatever the user's time zone: the limit is the same for everyone), then
 * "Refresh limit reached" until the next day.
 */
export const AVATAR_VARIANTS = { perRefresh: 4, perDay: 5 } as const;

/** The UTC day a refresh counts in, as `YYYY-MM-DD`. */
export function refreshDayOf(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** When the refreshes of the day of `at` come back: the next UTC midnight. */
export function refreshesResetAt(at: Date): Date {
  const next = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() + 1));
  return next;
}

/** The refreshes left in a day after `used` of them. */
export function refreshesLeft(used: number): number {
  return Math.max(0, AVATAR_VARIANTS.perDay - used);
}

/**
 * The selfie: a JPEG (told by its bytes) of at most `maxBytes`, stored at most `storedSide` pixels
 * a side; a face counts when the detector is at least `minScore` sure and the face is at least
 * `minFaceShare` of the photo's shorter side (a face far in the background is not a selfie).
 */
export const AVATAR_SELFIE = {
  maxBytes: 5 * 1024 * 1024,
  storedSide: 1024,
  minScore: 0.5,
  minFaceShare: 0.12,
} as const;

/** An avatar image: square, this many pixels a side. */
export const AVATAR_IMAGE_SIDE = 512;

/** The statuses of an avatar's generation, as the status call says them. */
export const AVATAR_STATUSES = ['pending', 'ready', 'failed'] as const;

export type AvatarStatus = (typeof AVATAR_STATUSES)[number];

/** How an avatar was made: from a selfie, or at once from a random variant (quick_mint). */
export const AVATAR_SOURCES = ['selfie', 'variant'] as const;

export type AvatarSource = (typeof AVATAR_SOURCES)[number];

/** The generators an installation may use (AVATAR_GENERATOR). */
export const AVATAR_GENERATORS = ['local', 'http'] as const;

export type AvatarGeneratorName = (typeof AVATAR_GENERATORS)[number];

/**
 * A generation is tried `maxAttempts` times, `retryAfterMs` apart, and held by one worker for
 * `leaseMs` at a time (a worker that died lets it go when the lease ends).
 */
export const AVATAR_GENERATION = { maxAttempts: 3, retryAfterMs: 30_000, leaseMs: 3 * 60_000 } as const;
