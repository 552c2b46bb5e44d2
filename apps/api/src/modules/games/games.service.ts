import { isAddress } from 'viem';
import type {
  AdminGame,
  AdminGameInput,
  AdminGameUpdate,
  Game,
  GameQuest,
  GameUsername,
  GamesMetadata,
} from '@kp/contract/games';
import { formatAmount, type CurrencyRegistry } from '@kp/domain/currencies';
import { AppError } from '@kp/domain/errors';
import {
  gameUsernameIdentity,
  gameUsernameProblem,
  gameUsernameSchema,
  isEvmGameLoginMethod,
} from '@kp/domain/game-usernames';
import {
  GAME_GENRE_LABELS,
  GAME_GENRES,
  GAME_LOGIN_METHOD_LABELS,
  GAME_LOGIN_METHODS,
  GAME_NETWORK_INFO,
  GAME_NETWORKS,
  GAME_STATUSES,
  LISTED_GAME_STATUS,
  PLATFORM_LABELS,
  PLATFORMS,
  gameSearchWords,
  parseImageDataUri,
  platformIcon,
  type GameGenre,
  type GameImageType,
  type GameLoginMethod,
  type GameNetwork,
  type GameStatus,
  type Platform,
} from '@kp/domain/games';
import { FORMAT_MESSAGES, isQuestStillValid } from '@kp/domain/validation';
import type { DbOrTx } from '../../db/client';
import { isConstraintViolation, PG_ERROR } from '../../db/pg-errors';
import type { Clock } from '../../platform/clock';
import { englishTexts, type ContentTexts } from '../../platform/content-language';
import type { QuestRow, QuestsService } from '../quests/quests.service';
import type { GameFacetCounts, GameRow, GamesRepository, GameUsernameRow, Page } from './games.repository';

export type GameImageKind = 'icon' | 'cover';

const isOneOf =
  <T extends string>(list: readonly T[]) =>
  (value: string): value is T =>
    (list as readonly string[]).includes(value);

const isGenre = isOneOf<GameGenre>(GAME_GENRES);
const isPlatform = isOneOf<Platform>(PLATFORMS);
const isNetwork = isOneOf<GameNetwork>(GAME_NETWORKS);
const isLoginMethod = isOneOf<GameLoginMethod>(GAME_LOGIN_METHODS);
const isStatus = isOneOf<GameStatus>(GAME_STATUSES);

/** The URL an image is read at: a path of ours as it is, a data URI through the game-image call. */
function imageUrl(row: GameRow, kind: GameImageKind): string | null {
  const stored = kind === 'icon' ? row.iconUrl : row.coverImageUrl;
  if (!stored) return null;
  if (!stored.startsWith('data:')) return stored;
  return `/api/game/${row.id}/image/${kind}?v=${row.updatedAt.getTime()}`;
}

/** A game's fields but its texts; ids a later version of the lists does not know are left out. */
function gameOf(row: GameRow): Omit<Game, 'description' | 'language'> {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    genres: row.genres.filter(isGenre),
    platforms: row.platforms.filter(isPlatform),
    networks: row.networks.filter(isNetwork),
    loginMethod: isLoginMethod(row.loginMethod) ? row.loginMethod : 'user_name',
    iconUrl: imageUrl(row, 'icon'),
    coverImageUrl: imageUrl(row, 'cover'),
  };
}

/** The wire shape of a game, its description in the answer's language. */
function toGame(row: GameRow, texts: ContentTexts): Game {
  return { ...gameOf(row), ...texts.pick({ description: row.description }, row.translations) };
}

/** A game as operators see it: its English description and its translations as kept. */
function toAdminGame(row: GameRow): AdminGame {
  return {
    ...gameOf(row),
    description: row.description,
    translations: row.translations,
    status: isStatus(row.status) ? row.status : 'draft',
    sortOrder: row.sortOrder,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function enumerations(counts: GameFacetCounts | null): Omit<GamesMetadata, 'loginMethods'> {
  const n = (facet: Map<string, number> | undefined, id: string) => facet?.get(id) ?? 0;
  return {
    genres: GAME_GENRES.map((id) => ({ id, name: GAME_GENRE_LABELS[id], gameCount: n(counts?.genres, id) })),
    platforms: PLATFORMS.map((id) => ({
      id,
      name: PLATFORM_LABELS[id],
      icon: platformIcon(id)!,
      gameCount: n(counts?.platforms, id),
    })),
    networks: GAME_NETWORKS.map((id) => ({
      id,
      ...GAME_NETWORK_INFO[id],
      gameCount: n(counts?.networks, id),
    })),
  };
}

const LOGIN_METHODS = GAME_LOGIN_METHODS.map((id) => ({ id, name: GAME_LOGIN_METHOD_LABELS[id] }));

function isUniqueViolation(error: unknown, constraint: string): boolean {
  return isConstraintViolation(error, PG_ERROR.uniqueViolation, constraint);
}

/** A game username refused by its rule: 400 with the rule's words, on the value field. */
function invalidUsername(message: string): AppError {
  return AppError.fieldRule('VALIDATION_FAILED', message, { details: [{ field: 'value', message }] });
}

/** The client a playable game's players are sent to, and whether it asks their username in the game. */
export type ArenaClient = { clientId: string; needsGameUsername: boolean };

export function createGamesService(deps: {
  repository: GamesRepository;
  quests: Pick<QuestsService, 'listQuestsOfGame'>;
  clock: Clock;
  currencies: CurrencyRegistry;
  /** Refuses (WALLET_NOT_FOUND) an account without a wallet: writes need one (spec section 6). */
  assertHasWallet: (userId: string) => Promise<void>;
  /**
   * The games playable in the arena (Klash), by id, with the client of their third-party game
   * (the third-party module's registry, wired in app.ts: this module never reads its tables).
   */
  playableClients: () => Promise<ReadonlyMap<string, ArenaClient>>;
}) {
  const { repository, clock, currencies } = deps;

  /** A game users may see; GAME_NOT_FOUND for none or one that is not live. */
  async function getListedRow(id: string, tx?: DbOrTx): Promise<GameRow> {
    const row = await repository.findGame(id, tx);
    if (!row || row.status !== LISTED_GAME_STATUS) throw new AppError('GAME_NOT_FOUND');
    return row;
  }

  /** Games as users see them, each with its arena client id (null: not playable). */
  async function toPlayableGames(
    rows: readonly GameRow[],
    texts: ContentTexts,
    clients?: ReadonlyMap<string, ArenaClient>,
  ) {
    const byGame = clients ?? (await deps.playableClients());
    return rows.map((row) => {
      const client = byGame.get(row.id);
      return {
        ...toGame(row, texts),
        thirdPartyClientId: client?.clientId ?? null,
        needsGameUsername: client?.needsGameUsername ?? false,
      };
    });
  }

  function toGameQuest(row: QuestRow, now: Date, texts: ContentTexts): GameQuest {
    const currency = currencies.byId(row.rewardCurrency);
    return {
      id: row.id,
      slug: row.slug,
      ...texts.pick({ title: row.title, description: row.description }, row.translations),
      startsAt: row.startsAt?.toISOString() ?? null,
      endsAt: row.endsAt?.toISOString() ?? null,
      isStillValid: isQuestStillValid(row.endsAt, now),
      totalSlots: row.totalSlots,
      reward: { amount: formatAmount(row.rewardAmount, currency), currency: currency.code },
      isThirdPartyGame: row.isThirdPartyGame,
    };
  }

  function toGameUsername(row: { username: GameUsernameRow; game: GameRow }): GameUsername {
    const game = gameOf(row.game);
    return {
      gameId: row.username.gameId,
      game: {
        id: game.id,
        slug: game.slug,
        name: game.name,
        iconUrl: game.iconUrl,
        loginMethod: game.loginMethod,
      },
      loginMethod: isLoginMethod(row.username.loginMethod) ? row.username.loginMethod : game.loginMethod,
      value: row.username.value,
      createdAt: row.username.createdAt.toISOString(),
      updatedAt: row.username.updatedAt.toISOString(),
    };
  }

  return {
    /** The live games, a page at a time. */
    async listGames(page: Page, texts: ContentTexts) {
      const { rows, total } = await repository.listGames({ status: LISTED_GAME_STATUS }, page);
      return { games: await toPlayableGames(rows, texts), total };
    },

    /** The live games of a genre, platform and network, matching a search, playable in the arena or not. */
    async filterGames(
      input: {
        genre?: GameGenre;
        platform?: Platform;
        network?: GameNetwork;
        search?: string;
        playable?: boolean;
      } & Page,
      texts: ContentTexts,
    ) {
      const clients = await deps.playableClients();
      const playableIds = [...clients.keys()];
      const { rows, total } = await repository.listGames(
        {
          status: LISTED_GAME_STATUS,
          ...(input.genre ? { genre: input.genre } : {}),
          ...(input.platform ? { platform: input.platform } : {}),
          ...(input.network ? { network: input.network } : {}),
          searchWords: gameSearchWords(input.search ?? ''),
          ...(input.playable === undefined
            ? {}
            : { ids: input.playable ? { only: playableIds } : { except: playableIds } }),
        },
        { limit: input.limit, offset: input.offset },
      );
      return { games: await toPlayableGames(rows, texts, clients), total };
    },

    /** One live game (its description in English unless texts say otherwise); GAME_NOT_FOUND otherwise. */
    async getGame(id: string, texts: ContentTexts = englishTexts()): Promise<Game> {
      const [game] = await toPlayableGames([await getListedRow(id)], texts);
      return game!;
    },

    /**
     * A game's icon or cover kept as a data URI, as bytes and type; NOT_FOUND when the game has
     * none (or keeps it as a file path, which the web server serves). Any status: operators
     * preview drafts, and an image is not a secret.
     */
    async getImage(
      id: string,
      kind: GameImageKind,
    ): Promise<{ type: GameImageType; bytes: Buffer; version: string }> {
      const row = await repository.findGame(id);
      if (!row) throw new AppError('GAME_NOT_FOUND');
      const image = parseImageDataUri((kind === 'icon' ? row.iconUrl : row.coverImageUrl) ?? '');
      if (!image) throw new AppError('GAME_IMAGE_NOT_FOUND');
      return {
        type: image.type,
        bytes: Buffer.from(image.base64, 'base64'),
        version: String(row.updatedAt.getTime()),
      };
    },

    /** A live game's quests, newest first. */
    async listQuests(id: string, page: Page, texts: ContentTexts) {
      await getListedRow(id);
      const { rows, total } = await deps.quests.listQuestsOfGame(id, page);
      const now = clock.now();
      return { quests: rows.map((row) => toGameQuest(row, now, texts)), total };
    },

    /** The genres, platforms and networks, each with its number of live games. */
    async listEnumerations() {
      return enumerations(await repository.countFacets(LISTED_GAME_STATUS));
    },

    /** The login methods, in the spec's words. */
    listLoginMethods() {
      return LOGIN_METHODS;
    },

    /** Everything the game filters need, in one answer. */
    async getMetadata(): Promise<GamesMetadata> {
      return { ...(await this.listEnumerations()), loginMethods: LOGIN_METHODS };
    },

    /** Operators: every game, optionally of one status. */
    async adminListGames(input: { status?: GameStatus } & Page) {
      const { rows, total } = await repository.listGames(input.status ? { status: input.status } : {}, {
        limit: input.limit,
        offset: input.offset,
      });
      return { games: rows.map(toAdminGame), total };
    },

    /** Operators: a new game; GAME_SLUG_TAKEN when another has the slug. */
    async adminCreateGame(input: AdminGameInput): Promise<AdminGame> {
      const now = clock.now();
      try {
        return toAdminGame(await repository.insertGame({ ...input, createdAt: now, updatedAt: now }));
      } catch (error) {
        if (isUniqueViolation(error, 'games_slug_unique')) throw new AppError('GAME_SLUG_TAKEN');
        throw error;
      }
    },

    /** Operators: a game whatever its status (GAME_NOT_FOUND for none). */
    async adminGetGame(id: string): Promise<AdminGame> {
      const row = await repository.findGame(id);
      if (!row) throw new AppError('GAME_NOT_FOUND');
      return toAdminGame(row);
    },

    /** Operators: changes the fields sent of a game. */
    async adminUpdateGame(id: string, input: AdminGameUpdate): Promise<AdminGame> {
      const row = await repository.updateGame(id, { ...input, updatedAt: clock.now() });
      if (!row) throw new AppError('GAME_NOT_FOUND');
      return toAdminGame(row);
    },

    /** A user's game usernames, optionally of one game. */
    async listUsernames(userId: string, input: { gameId?: string } & Page) {
      const { rows, total } = await repository.listUsernames(
        userId,
        input.gameId ? { gameId: input.gameId } : {},
        { limit: input.limit, offset: input.offset },
      );
      return { usernames: rows.map(toGameUsername), total };
    },

    /**
     * Links (or changes) a user's username in a live game: the value is checked by the game's
     * login method (an EVM address also by its EIP-55 checksum when it is mixed-case), and an
     * identity another user linked in the game is GAME_USERNAME_TAKEN.
     */
    async putUsername(userId: string, gameId: string, rawValue: string): Promise<GameUsername> {
      await deps.assertHasWallet(userId);
      const game = await getListedRow(gameId);
      const method = isLoginMethod(game.loginMethod) ? game.loginMethod : 'user_name';
      const problem = gameUsernameProblem(method, rawValue);
      if (problem) throw invalidUsername(problem);
      const value = gameUsernameSchema(method).parse(rawValue);
      if (isEvmGameLoginMethod(method) && !isAddress(value, { strict: true }))
        throw invalidUsername(FORMAT_MESSAGES.validWalletAddress);
      try {
        const row = await repository.upsertUsername(
          { userId, gameId, loginMethod: method, value, identity: gameUsernameIdentity(method, value) },
          clock.now(),
        );
        return toGameUsername({ username: row, game });
      } catch (error) {
        if (isUniqueViolation(error, 'game_usernames_identity_key'))
          throw new AppError('GAME_USERNAME_TAKEN');
        throw error;
      }
    },

    /** Erases a deleted account's in-game identities (they can be e-mails and wallets). */
    async eraseUser(userId: string, tx: DbOrTx): Promise<void> {
      await repository.deleteUsernamesOf(userId, tx);
    },

    /** Unlinks a user's username from a game; GAME_USERNAME_NOT_FOUND when none is linked. */
    async deleteUsername(userId: string, gameId: string) {
      await deps.assertHasWallet(userId);
      if (!(await repository.deleteUsername(userId, gameId))) throw new AppError('GAME_USERNAME_NOT_FOUND');
      return { gameId, isDeleted: true as const };
    },
  };
}

export type GamesService = ReturnType<typeof createGamesService>;
