import { z } from 'zod';
import {
  GAME_GENRES,
  GAME_LIMITS,
  GAME_LOGIN_METHODS,
  GAME_NETWORK_KINDS,
  GAME_NETWORKS,
  GAME_SLUG_PATTERN,
  GAME_STATUSES,
  PLATFORM_ICONS,
  PLATFORMS,
  isGameImage,
} from '@kp/domain/games';
import { ENDPOINTS } from './endpoints';
import { amountString } from './ledger';
import { defineRoute, envelope, noQuery, pageQuery, text } from './route';
import { contentLanguage, storedTranslations, translationsInput } from './translations';

/**
 * The game catalogue (spec sections 2 `/games/`, 3 and 7 "game … games-metadata") and the
 * in-game usernames users link to games. Users see live games only. Genres, platforms,
 * networks and login methods travel as the stable ids of @kp/domain/games; the enumeration
 * calls give their names. Images are URLs on our own origin: a file path, or the game-image
 * call, which serves an image the catalogue keeps as a data URI.
 */

const gameId = z.object({ id: z.uuid() }).strict();

/** A game as users see it. */
export const game = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  genres: z.array(z.enum(GAME_GENRES)),
  platforms: z.array(z.enum(PLATFORMS)),
  networks: z.array(z.enum(GAME_NETWORKS)),
  loginMethod: z.enum(GAME_LOGIN_METHODS).describe('how a user identifies in the game: their game username'),
  iconUrl: z.string().nullable().describe('a URL on this origin, or null for none'),
  coverImageUrl: z.string().nullable().describe('a URL on this origin, or null for none'),
  thirdPartyClientId: z
    .string()
    .nullable()
    .optional()
    .describe(
      'playable in the arena (Klash): the client id of its third-party game, for third-party-client/redirect-url; null when it has none',
    ),
  needsGameUsername: z
    .boolean()
    .optional()
    .describe(
      'playable in the arena, and its game asks the player for their username in it first (the arena has them confirm it); absent or false: Play opens the game at once',
    ),
  language: contentLanguage,
});
export type Game = z.output<typeof game>;

/** A game as operators see it: its English description, its translations, status and sort order. */
export const adminGame = game.omit({ language: true }).extend({
  translations: storedTranslations(['description']),
  status: z.enum(GAME_STATUSES),
  sortOrder: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type AdminGame = z.output<typeof adminGame>;

const gamePage = envelope(z.object({ games: z.array(game), total: z.number().int().min(0) }));

export const listGames = defineRoute({
  ...ENDPOINTS.listGames,
  summary: 'The live games, by sort order then name, a page at a time',
  tags: ['games'],
  access: 'public',
  querystring: z.object(pageQuery).strict(),
  response: { 200: gamePage },
});

/** The filters of the game list: each one narrows it; none lists every live game. */
export const gameFilterQuery = z
  .object({
    genre: z.enum(GAME_GENRES).optional(),
    platform: z.enum(PLATFORMS).optional(),
    network: z.enum(GAME_NETWORKS).optional(),
    search: text({ trim: true })
      .max(GAME_LIMITS.searchMaxLength)
      .optional()
      .describe('words that each start a word of the game name, in any case'),
    playable: z
      .enum(['true', 'false'])
      .optional()
      .describe(
        'true: only games playable in the arena (Klash: with a third-party client); false: only others',
      ),
    ...pageQuery,
  })
  .strict();
export type GameFilterQuery = z.input<typeof gameFilterQuery>;

export const filterGames = defineRoute({
  ...ENDPOINTS.filterGames,
  summary: 'The live games of a genre, platform and network, matching a search, a page at a time',
  tags: ['games'],
  access: 'public',
  querystring: gameFilterQuery,
  response: { 200: gamePage },
});

export const getGame = defineRoute({
  ...ENDPOINTS.getGame,
  summary: 'One live game',
  tags: ['games'],
  access: 'public',
  params: gameId,
  querystring: noQuery,
  response: { 200: envelope(game) },
});

export const getGameImage = defineRoute({
  ...ENDPOINTS.getGameImage,
  summary:
    "A game's icon or cover that the catalogue keeps as a data URI, as the image itself (the game's iconUrl and coverImageUrl point here)",
  tags: ['games'],
  access: 'public',
  params: z.object({ id: z.uuid(), kind: z.enum(['icon', 'cover']) }).strict(),
  querystring: z
    .object({
      v: text()
        .regex(/^\d{1,15}$/)
        .optional(),
    })
    .strict()
    .describe('v: the version of the image, so that a changed image has a new URL'),
  response: { 200: z.any().describe('image/png, image/jpeg, image/webp or image/svg+xml') },
});

/**
 * One quest of a game, as the game's quest list has it. The quests issue gives quests their
 * full shape; this is the part a game page needs. `isStillValid` is the spec's quest time check
 * (no end, or an end still ahead).
 */
export const gameQuest = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  startsAt: z.iso.datetime().nullable(),
  endsAt: z.iso.datetime().nullable(),
  isStillValid: z.boolean(),
  totalSlots: z.number().int(),
  reward: z.object({ amount: amountString, currency: z.string().describe('the currency code') }),
  isThirdPartyGame: z.boolean(),
  language: contentLanguage,
});
export type GameQuest = z.output<typeof gameQuest>;

export const listGameQuests = defineRoute({
  ...ENDPOINTS.listGameQuests,
  summary: "A live game's quests, newest first, a page at a time (404 GAME_NOT_FOUND for no live game)",
  tags: ['games'],
  access: 'public',
  params: gameId,
  querystring: z.object(pageQuery).strict(),
  response: {
    200: envelope(z.object({ quests: z.array(gameQuest), total: z.number().int().min(0) })),
  },
});

const gameCount = z.number().int().min(0).describe('live games that have it');

export const gameGenre = z.object({ id: z.enum(GAME_GENRES), name: z.string(), gameCount });
export const gamePlatform = z.object({
  id: z.enum(PLATFORMS),
  name: z.string(),
  icon: z.enum(PLATFORM_ICONS),
  gameCount,
});
export const gameNetwork = z.object({
  id: z.enum(GAME_NETWORKS),
  name: z.string(),
  kind: z.enum(GAME_NETWORK_KINDS),
  chainId: z.number().int().nullable().describe('EVM chains: the EIP-155 chain id'),
  gameCount,
});
export const gameLoginMethod = z.object({ id: z.enum(GAME_LOGIN_METHODS), name: z.string() });
export type GameGenreItem = z.output<typeof gameGenre>;
export type GamePlatformItem = z.output<typeof gamePlatform>;
export type GameNetworkItem = z.output<typeof gameNetwork>;
export type GameLoginMethodItem = z.output<typeof gameLoginMethod>;

export const listGameGenres = defineRoute({
  ...ENDPOINTS.listGameGenres,
  summary: 'The game genres, each with the number of live games of it',
  tags: ['games'],
  access: 'public',
  querystring: noQuery,
  response: { 200: envelope(z.array(gameGenre)) },
});

export const listGameNetworks = defineRoute({
  ...ENDPOINTS.listGameNetworks,
  summary: 'The blockchain networks games run on, each with the number of live games on it',
  tags: ['games'],
  access: 'public',
  querystring: noQuery,
  response: { 200: envelope(z.array(gameNetwork)) },
});

export const listGamePlatforms = defineRoute({
  ...ENDPOINTS.listGamePlatforms,
  summary: 'The platforms games run on, with their icon and the number of live games on each',
  tags: ['games'],
  access: 'public',
  querystring: noQuery,
  response: { 200: envelope(z.array(gamePlatform)) },
});

export const listGameLoginMethods = defineRoute({
  ...ENDPOINTS.listGameLoginMethods,
  summary: 'The ways a user identifies in a game (the kinds of game username)',
  tags: ['games'],
  access: 'public',
  querystring: noQuery,
  response: { 200: envelope(z.array(gameLoginMethod)) },
});

export const gamesMetadata = z.object({
  genres: z.array(gameGenre),
  platforms: z.array(gamePlatform),
  networks: z.array(gameNetwork),
  loginMethods: z.array(gameLoginMethod),
});
export type GamesMetadata = z.output<typeof gamesMetadata>;

export const getGamesMetadata = defineRoute({
  ...ENDPOINTS.getGamesMetadata,
  summary: 'Everything the game filters need in one call: genres, platforms, networks and login methods',
  tags: ['games'],
  access: 'public',
  querystring: noQuery,
  response: { 200: envelope(gamesMetadata) },
});

// ---------------------------------------------------------------------------------------------
// Operators

const gameImageInput = text()
  .refine(isGameImage, 'a path on this origin (not /api/) or a base64 data URI of a PNG, JPEG, WebP or SVG')
  .nullable();

const gameFields = {
  name: text({ trim: true }).min(GAME_LIMITS.nameLength.min).max(GAME_LIMITS.nameLength.max),
  description: text({ multiline: true, trim: true }).max(GAME_LIMITS.descriptionMaxLength),
  genres: z
    .array(z.enum(GAME_GENRES))
    .min(GAME_LIMITS.genres.min)
    .max(GAME_LIMITS.genres.max)
    .refine((v) => new Set(v).size === v.length, 'each genre once'),
  platforms: z
    .array(z.enum(PLATFORMS))
    .min(GAME_LIMITS.platforms.min)
    .max(GAME_LIMITS.platforms.max)
    .refine((v) => new Set(v).size === v.length, 'each platform once'),
  networks: z
    .array(z.enum(GAME_NETWORKS))
    .max(GAME_LIMITS.networksMax)
    .refine((v) => new Set(v).size === v.length, 'each network once'),
  loginMethod: z.enum(GAME_LOGIN_METHODS),
  iconUrl: gameImageInput,
  coverImageUrl: gameImageInput,
  status: z.enum(GAME_STATUSES),
  sortOrder: z.number().int().min(GAME_LIMITS.sortOrder.min).max(GAME_LIMITS.sortOrder.max),
};

/** A game's description in other languages; on a change, the whole set (the languages left out go). */
const gameTranslations = translationsInput({ description: gameFields.description });

export const adminGameInput = z
  .object({
    slug: text()
      .min(GAME_LIMITS.slugLength.min)
      .max(GAME_LIMITS.slugLength.max)
      .regex(GAME_SLUG_PATTERN, 'lower-case words of letters and digits joined by hyphens'),
    ...gameFields,
    description: gameFields.description.default(''),
    networks: gameFields.networks.default([]),
    iconUrl: gameFields.iconUrl.default(null),
    coverImageUrl: gameFields.coverImageUrl.default(null),
    status: gameFields.status.default('draft'),
    sortOrder: gameFields.sortOrder.default(0),
    translations: gameTranslations.default({}),
  })
  .strict();
export type AdminGameInput = z.output<typeof adminGameInput>;

export const adminGameUpdate = z
  .object({ ...gameFields, translations: gameTranslations })
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, 'nothing to change');
export type AdminGameUpdate = z.output<typeof adminGameUpdate>;

export const adminListGames = defineRoute({
  ...ENDPOINTS.adminListGames,
  summary: 'Operators: every game, whatever its status, by sort order then name, optionally of one status',
  tags: ['admin'],
  access: 'admin',
  querystring: z.object({ status: z.enum(GAME_STATUSES).optional(), ...pageQuery }).strict(),
  response: { 200: envelope(z.object({ games: z.array(adminGame), total: z.number().int().min(0) })) },
});

export const adminCreateGame = defineRoute({
  ...ENDPOINTS.adminCreateGame,
  summary: 'Operators: a new game (a draft unless a status is given; 409 GAME_SLUG_TAKEN)',
  tags: ['admin'],
  access: 'admin',
  querystring: noQuery,
  body: adminGameInput,
  response: { 201: envelope(adminGame) },
});

export const adminUpdateGame = defineRoute({
  ...ENDPOINTS.adminUpdateGame,
  summary:
    'Operators: changes a game (only the fields sent; null removes an image). Usernames linked by an earlier login method stay as they were',
  tags: ['admin'],
  access: 'admin',
  params: gameId,
  querystring: noQuery,
  body: adminGameUpdate,
  response: { 200: envelope(adminGame) },
});

// ---------------------------------------------------------------------------------------------
// Game usernames

/** An in-game identity the signed-in user linked to a game. */
export const gameUsername = z.object({
  gameId: z.uuid(),
  game: game.pick({ id: true, slug: true, name: true, iconUrl: true, loginMethod: true }),
  loginMethod: z
    .enum(GAME_LOGIN_METHODS)
    .describe("the method it was linked by (the game's own may have changed since)"),
  value: z.string(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type GameUsername = z.output<typeof gameUsername>;

export const listMyGameUsernames = defineRoute({
  ...ENDPOINTS.listMyGameUsernames,
  summary: "The signed-in user's game usernames, by game name, optionally of one game",
  tags: ['games'],
  access: 'user',
  querystring: z.object({ gameId: z.uuid().optional(), ...pageQuery }).strict(),
  response: {
    200: envelope(z.object({ usernames: z.array(gameUsername), total: z.number().int().min(0) })),
  },
});

export const putGameUsername = defineRoute({
  ...ENDPOINTS.putGameUsername,
  summary:
    "Links (or changes) the signed-in user's username in a live game, checked by the game's login method (400 with the rule's message). 409 GAME_USERNAME_TAKEN when another user linked the same identity; 422 WALLET_NOT_FOUND without a wallet",
  tags: ['games'],
  access: 'user',
  params: z.object({ gameId: z.uuid() }).strict(),
  querystring: noQuery,
  body: z.object({ value: text().max(1000) }).strict(),
  response: { 200: envelope(gameUsername) },
});

export const deleteGameUsername = defineRoute({
  ...ENDPOINTS.deleteGameUsername,
  summary:
    "Unlinks the signed-in user's username from a game (404 GAME_USERNAME_NOT_FOUND when none is linked)",
  tags: ['games'],
  access: 'user',
  params: z.object({ gameId: z.uuid() }).strict(),
  querystring: noQuery,
  response: { 200: envelope(z.object({ gameId: z.uuid(), isDeleted: z.literal(true) })) },
});
