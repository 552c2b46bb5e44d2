import { isOperatorImageUrl } from './images';

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

/** Each platform's display name. */
export const PLATFORM_LABELS = {
  browser: 'Browser',
  android: 'Android',
  windows: 'Windows',
  ios: 'iOS',
  pc: 'PC',
  mac: 'Mac',
} as const satisfies Record<Platform, string>;

// ---------------------------------------------------------------------------------------------
// Networks

/**
 * The blockchain networks a game may run on (the game-network call), as stable ids. EVM chains
 * carry their chain id (EIP-155); the others are their own kind. A game off any chain has none.
 */
export const GAME_NETWORKS = [
  'ethereum',
  'polygon',
  'bnb_chain',
  'arbitrum',
  'optimism',
  'base',
  'avalanche',
  'immutable_zkevm',
  'ronin',
  'solana',
  'ton',
  'sui',
] as const;

export type GameNetwork = (typeof GAME_NETWORKS)[number];

/** The kinds of network: EVM chains share addresses, the others have their own. */
export const GAME_NETWORK_KINDS = ['evm', 'solana', 'ton', 'sui'] as const;

export type GameNetworkKind = (typeof GAME_NETWORK_KINDS)[number];

/** Each network's name, kind and (EVM chains) chain id. */
export const GAME_NETWORK_INFO = {
  ethereum: { name: 'Ethereum', kind: 'evm', chainId: 1 },
  polygon: { name: 'Polygon', kind: 'evm', chainId: 137 },
  bnb_chain: { name: 'BNB Chain', kind: 'evm', chainId: 56 },
  arbitrum: { name: 'Arbitrum One', kind: 'evm', chainId: 42161 },
  optimism: { name: 'OP Mainnet', kind: 'evm', chainId: 10 },
  base: { name: 'Base', kind: 'evm', chainId: 8453 },
  avalanche: { name: 'Avalanche C-Chain', kind: 'evm', chainId: 43114 },
  immutable_zkevm: { name: 'Immutable zkEVM', kind: 'evm', chainId: 13371 },
  ronin: { name: 'Ronin', kind: 'evm', chainId: 2020 },
  solana: { name: 'Solana', kind: 'solana', chainId: null },
  ton: { name: 'TON', kind: 'ton', chainId: null },
  sui: { name: 'Sui', kind: 'sui', chainId: null },
} as const satisfies Record<GameNetwork, { name: string; kind: GameNetworkKind; chainId: number | null }>;

// ---------------------------------------------------------------------------------------------
// The catalogue's rules

/** Where a game stands: a draft is being prepared, a live game is listed, a retired one no longer. */
export const GAME_STATUSES = ['draft', 'live', 'retired'] as const;

export type GameStatus = (typeof GAME_STATUSES)[number];

/** The status whose games users see (lists, filters, a game's quests). */
export const LISTED_GAME_STATUS: GameStatus = 'live';

/** A game's slug: lower-case letters and digits in words joined by single hyphens. */
export const GAME_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The sizes of a game's fields, its lists and its search. */
export const GAME_LIMITS = {
  slugLength: { min: 2, max: 60 },
  nameLength: { min: 2, max: 80 },
  descriptionMaxLength: 2000,
  genres: { min: 1, max: 5 },
  platforms: { min: 1, max: PLATFORMS.length },
  networksMax: GAME_NETWORKS.length,
  /** The longest image a game may carry as a data URI (its whole text), about 48 KB of image. */
  imageDataUriMaxLength: 65_536,
  /** The longest path of an image served by the platform itself. */
  imagePathMaxLength: 300,
  searchMaxLength: 60,
  sortOrder: { min: -1_000_000, max: 1_000_000 },
} as const;

/** The image types a game's icon or cover may have as a data URI. */
export const GAME_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'] as const;

export type GameImageType = (typeof GAME_IMAGE_TYPES)[number];

const IMAGE_PATH = /^\/(?![/\\])[A-Za-z0-9._~!$&'()*+,;=:@%/-]*$/;
const IMAGE_DATA_URI = new RegExp(
  `^data:(?:${GAME_IMAGE_TYPES.map((t) => t.replace(/[+/]/g, (c) => `\\${c}`)).join('|')});base64,[A-Za-z0-9+/]+={0,2}$`,
);

/**
 * Whether a value may be a game's icon or cover: a path of a file on the platform's own origin
 * (`/games/x.webp`; of the api's paths, only an operator's picture, images.ts) or a base64 data
 * URI of an image, never another host (pages load no outside images, and the content security
 * policy would refuse them anyway).
 */
export function isGameImage(value: string): boolean {
  if (value.startsWith('data:')) {
    return value.length <= GAME_LIMITS.imageDataUriMaxLength && IMAGE_DATA_URI.test(value);
  }
  if (value.startsWith('/api/'))
    return value.length <= GAME_LIMITS.imagePathMaxLength && isOperatorImageUrl(value);
  return value.length <= GAME_LIMITS.imagePathMaxLength && IMAGE_PATH.test(value) && !value.includes('..');
}

/** The type and bytes of an image data URI (as isGameImage takes them), or null for a path. */
export function parseImageDataUri(value: string): { type: GameImageType; base64: string } | null {
  const match = /^data:([a-z+/]+);base64,(.*)$/.exec(value);
  if (!match || !(GAME_IMAGE_TYPES as readonly string[]).includes(match[1]!)) return null;
  return { type: match[1] as GameImageType, base64: match[2]! };
}

/**
 * The words of a game search, lower-cased: letters (with their marks) and digits of any script,
 * the rest separates them; at most eight. A game matches when each word starts one of the words of its name.
 */
export function gameSearchWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? []).slice(0, 8);
}
