/**
 * Game and platform enumerations of spec section 3. Labels are the spec's words where it gives
 * them; capitalisation on screen is a matter of styling.
 */

/**
 * The game genres, as stable ids. The spec names about 35 (RPG, shooter, MOBA, card game and
 * others) without listing them; this is the reference list, the game-genre call has the final say.
 */
export const GAME_GENRES = [
  'action',
  'adventure',
  'arcade',
  'auto_battler',
  'battle_royale',
  'board_game',
  'card_game',
  'casino',
  'casual',
  'educational',
  'fighting',
  'horror',
  'idle',
  'mmorpg',
  'moba',
  'music',
  'open_world',
  'party',
  'platformer',
  'puzzle',
  'racing',
  'roguelike',
  'rpg',
  'sandbox',
  'shooter',
  'simulation',
  'sports',
  'stealth',
  'strategy',
  'survival',
  'tower_defense',
  'trivia',
  'visual_novel',
  'word',
  'metaverse',
] as const;

export type GameGenre = (typeof GAME_GENRES)[number];

/** The display name of each game genre. */
export const GAME_GENRE_LABELS = {
  action: 'Action',
  adventure: 'Adventure',
  arcade: 'Arcade',
  auto_battler: 'Auto Battler',
  battle_royale: 'Battle Royale',
  board_game: 'Board Game',
  card_game: 'Card Game',
  casino: 'Casino',
  casual: 'Casual',
  educational: 'Educational',
  fighting: 'Fighting',
  horror: 'Horror',
  idle: 'Idle',
  mmorpg: 'MMORPG',
  moba: 'MOBA',
  music: 'Music',
  open_world: 'Open World',
  party: 'Party',
  platformer: 'Platformer',
  puzzle: 'Puzzle',
  racing: 'Racing',
  roguelike: 'Roguelike',
  rpg: 'RPG',
  sandbox: 'Sandbox',
  shooter: 'Shooter',
  simulation: 'Simulation',
  sports: 'Sports',
  stealth: 'Stealth',
  strategy: 'Strategy',
  survival: 'Survival',
  tower_defense: 'Tower Defense',
  trivia: 'Trivia',
  visual_novel: 'Visual Novel',
  word: 'Word',
  metaverse: 'Metaverse',
} as const satisfies Record<GameGenre, string>;

/** The platforms a game runs on, and a user's preferred platform (spec section 3). */
export const PLATFORMS = ['browser', 'android', 'windows', 'ios', 'pc', 'mac'] as const;

export type Platform = (typeof PLATFORMS)[number];

/** The device types of analytics and layout. */
export const DEVICE_TYPES = ['mobile', 'desktop', 'others'] as const;

export type DeviceType = (typeof DEVICE_TYPES)[number];

/** The platform icons there are; web and browser share one. */
export const PLATFORM_ICONS = ['windows', 'ios', 'web', 'android', 'mac', 'pc'] as const;

export type PlatformIcon = (typeof PLATFORM_ICONS)[number];

/** The icon of a platform name ('web' and 'browser' both show the web icon), or null if none fits. */
export function platformIcon(platform: string): PlatformIcon | null {
  const name = platform.toLowerCase();
  if (name === 'browser' || name === 'web') return 'web';
  return (PLATFORM_ICONS as readonly string[]).includes(name) ? (name as PlatformIcon) : null;
}

/** The ways a user identifies in a third-party game (spec section 3). */
export const GAME_LOGIN_METHODS = [
  'user_name',
  'in_game_email',
  'in_game_wallet',
  'in_game_user_id',
  'metamask_wallet',
  'solana_wallet',
  'steam_id',
] as const;

export type GameLoginMethod = (typeof GAME_LOGIN_METHODS)[number];

/** Each game login method in the spec's words. */
export const GAME_LOGIN_METHOD_LABELS = {
  user_name: 'user name',
  in_game_email: 'in-game email',
  in_game_wallet: 'in-game wallet',
  in_game_user_id: 'in-game user id',
  metamask_wallet: 'Metamask wallet',
  solana_wallet: 'Solana wallet',
  steam_id: 'Steam id',
} as const satisfies Record<GameLoginMethod, string>;
