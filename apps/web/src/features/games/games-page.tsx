import { useEffect, useId, useState } from 'react';
import type { Game, GamesMetadata, GameUsername } from '@kp/contract/games';
import { GAME_GENRES, GAME_NETWORK_INFO, GAME_NETWORKS, PLATFORMS } from '@kp/domain/games';
import { openModal } from '../../lib/modals';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLoad } from '../../lib/use-load';
import { useTranslation } from '../../lib/use-translation';
import { CardGridSkeleton } from '../../components/page-skeletons';
import { Skeleton } from '../../ui/skeleton';
import { GameCardHead } from '../../components/game-icon';
import {
  GAME_USERNAME_MODALS,
  type GameUsernameAddProps,
  type GameUsernameEditProps,
} from './game-username-modals';
import { PlatformIcons } from '../../components/platform-icons';
import { ShowMore } from '../../components/show-more';
import { filterGames, getGamesMetadata, loadUsernames, type GameFilters } from './games-api';
import { TextField } from '../../ui/field';
import { SelectField } from '../../ui/select-field';
import { Button } from '../../ui/button';
import { CARD_CLASS } from '../../ui/card';
import { ArtImage } from '../../components/art-image';

/** How long typing pauses before the search runs. */
export const GAME_SEARCH_DELAY_MS = 300;

type GamePage = { games: Game[]; total: number };

const NO_FILTERS: GameFilters = { genre: '', platform: '', network: '', search: '' };

/** The options of a filter: those some game has (from games-metadata), and the one chosen. */
function optionsOf<T extends string>(
  all: readonly T[],
  counted: readonly { id: T; gameCount: number }[] | undefined,
  chosen: T | '',
): readonly T[] {
  if (!counted) return all;
  const inUse = new Set(counted.filter((item) => item.gameCount > 0).map((item) => item.id));
  return all.filter((id) => inUse.has(id) || id === chosen);
}

/**
 * `/games/`: the game catalogue with filters by genre, platform and network and a search by
 * name, a page at a time, each game with its platform icons and the user's username in it.
 */
export default function GamesPage() {
  const { t } = useTranslation();
  const session = useSession();
  useDocumentTitle(t('games.title'));
  const ids = {
    search: useId(),
    genre: useId(),
    platform: useId(),
    network: useId(),
    filters: useId(),
  };
  // On a phone the three filters fold under a button, so the games show on the first screen.
  const [isFiltersOpen, setFiltersOpen] = useState(false);
  const [searchText, setSearchText] = useState('');
  const [filters, setFilters] = useState<GameFilters>(NO_FILTERS);

  useEffect(() => {
    const search = searchText.trim();
    const timer = setTimeout(
      () => setFilters((current) => (current.search === search ? current : { ...current, search })),
      GAME_SEARCH_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [searchText]);

  const metadata = useLoad('games-metadata', getGamesMetadata);
  const counts: GamesMetadata | undefined =
    metadata.state.status === 'ready' ? metadata.state.data : undefined;

  const filterKey = JSON.stringify(filters);
  const first = useLoad(filterKey, (signal) => filterGames(filters, 0, signal));
  // Later pages, kept for the filters they were read with (a change of filters starts over).
  const [more, setMore] = useState<{ key: string; pages: GamePage[] }>({ key: '', pages: [] });
  const [moreState, setMoreState] = useState<'idle' | 'loading' | 'error'>('idle');
  const extra = more.key === filterKey ? more.pages : [];

  const userId = session.status === 'signed-in' ? session.user.id : null;
  const usernames = useLoad(userId, loadUsernames);
  const myUsernames = usernames.state.status === 'ready' ? usernames.state.data : null;
  const setUsername = (gameId: string, username: GameUsername | null) => {
    const next = new Map(myUsernames ?? []);
    if (username) next.set(gameId, username);
    else next.delete(gameId);
    usernames.set(next);
  };

  const change = (next: Partial<GameFilters>) => {
    setFilters((current) => ({ ...current, ...next }));
    setMoreState('idle');
  };
  const activeFilters = [filters.genre, filters.platform, filters.network].filter(Boolean).length;
  const isFiltered = filterKey !== JSON.stringify(NO_FILTERS) || searchText.trim() !== '';

  let content;
  if (first.state.status === 'loading') {
    content = (
      <CardGridSkeleton label={t('games.loading')} shape="icon">
        <Skeleton className="mb-3 h-5 w-32 rounded-control" />
      </CardGridSkeleton>
    );
  } else if (first.state.status === 'error') {
    content = (
      <div role="alert" className={`${CARD_CLASS} space-y-3 p-6`}>
        <p>{t('games.loadError')}</p>
        <Button variant="secondary" onClick={first.retry}>
          {t('games.retry')}
        </Button>
      </div>
    );
  } else {
    const pages = [first.state.data, ...extra];
    const read = pages.reduce((sum, page) => sum + page.games.length, 0);
    // A game published between two pages moves the others along: one seen twice shows once.
    const games = [...new Map(pages.flatMap((page) => page.games).map((g) => [g.id, g])).values()];
    const total = first.state.data.total;
    const loadMore = async () => {
      setMoreState('loading');
      try {
        const data = await filterGames(filters, read);
        setMore({ key: filterKey, pages: [...extra, data] });
        setMoreState('idle');
      } catch {
        setMoreState('error');
      }
    };
    content =
      games.length === 0 ? (
        <p className={`${CARD_CLASS} p-6 text-center text-slate-300`}>
          {isFiltered ? t('games.noneMatching') : t('games.none')}
        </p>
      ) : (
        <>
          <p aria-live="polite" className="mb-3 text-sm text-slate-400">
            {t('games.found', { count: total })}
          </p>
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {games.map((game) => (
              <GameCard
                key={game.id}
                game={game}
                isSignedIn={userId !== null}
                username={myUsernames?.get(game.id) ?? null}
                isUsernameKnown={myUsernames !== null}
                onUsername={(username) => setUsername(game.id, username)}
              />
            ))}
          </ul>
          {read < total && pages.at(-1)!.games.length > 0 && (
            <ShowMore
              className="mt-6"
              state={moreState}
              onMore={() => void loadMore()}
              label={t('games.loadMore')}
              loadingLabel={t('games.loading')}
              errorText={t('games.loadError')}
            />
          )}
        </>
      );
  }

  const genres = optionsOf(GAME_GENRES, counts?.genres, filters.genre);
  const platforms = optionsOf(PLATFORMS, counts?.platforms, filters.platform);
  const networks = optionsOf(GAME_NETWORKS, counts?.networks, filters.network);

  return (
    <section aria-labelledby="games-title" className="mx-auto max-w-6xl py-6">
      <h1 id="games-title" className="text-2xl font-bold">
        {t('games.title')}
      </h1>
      <p className="mt-1 mb-4 text-slate-300">{t('games.subtitle')}</p>
      <form
        role="search"
        aria-label={t('games.filters')}
        className="mb-6 grid grid-cols-1 gap-3 lg:grid-cols-4"
        onSubmit={(event) => event.preventDefault()}
      >
        <div className="flex items-end gap-2">
          <TextField
            id={ids.search}
            className="min-w-0 flex-1"
            label={t('games.search')}
            type="search"
            value={searchText}
            placeholder={t('games.searchPlaceholder')}
            maxLength={60}
            autoComplete="off"
            onChange={(event) => setSearchText(event.target.value)}
          />
          <Button
            variant="secondary"
            className="sm:hidden"
            aria-expanded={isFiltersOpen || activeFilters > 0}
            aria-controls={ids.filters}
            onClick={() => setFiltersOpen((open) => !open)}
          >
            {activeFilters > 0
              ? t('games.filtersActive', { count: activeFilters })
              : t('games.filtersButton')}
          </Button>
        </div>
        <div
          id={ids.filters}
          className={`${isFiltersOpen || activeFilters > 0 ? 'grid' : 'hidden'} grid-cols-1 gap-3 sm:grid sm:grid-cols-3 lg:col-span-3`}
        >
          <SelectField
            id={ids.genre}
            label={t('games.genre')}
            value={filters.genre}
            onChange={(event) => change({ genre: event.target.value as GameFilters['genre'] })}
          >
            <option value="">{t('games.allGenres')}</option>
            {genres.map((id) => (
              <option key={id} value={id}>
                {t(`games.genres.${id}`)}
              </option>
            ))}
          </SelectField>
          <SelectField
            id={ids.platform}
            label={t('games.platform')}
            value={filters.platform}
            onChange={(event) => change({ platform: event.target.value as GameFilters['platform'] })}
          >
            <option value="">{t('games.allPlatforms')}</option>
            {platforms.map((id) => (
              <option key={id} value={id}>
                {t(`games.platforms.${id}`)}
              </option>
            ))}
          </SelectField>
          <SelectField
            id={ids.network}
            label={t('games.network')}
            value={filters.network}
            onChange={(event) => change({ network: event.target.value as GameFilters['network'] })}
          >
            <option value="">{t('games.allNetworks')}</option>
            {networks.map((id) => (
              <option key={id} value={id}>
                {GAME_NETWORK_INFO[id].name}
              </option>
            ))}
          </SelectField>
        </div>
        {isFiltered && (
          <div className="lg:col-span-4">
            <Button
              variant="secondary"
              onClick={() => {
                setSearchText('');
                change(NO_FILTERS);
              }}
            >
              {t('games.clearFilters')}
            </Button>
          </div>
        )}
      </form>
      {content}
    </section>
  );
}

function GameCard({
  game,
  isSignedIn,
  username,
  isUsernameKnown,
  onUsername,
}: {
  game: Game;
  isSignedIn: boolean;
  username: GameUsername | null;
  isUsernameKnown: boolean;
  onUsername: (username: GameUsername | null) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const ref = { id: game.id, name: game.name, loginMethod: game.loginMethod, iconUrl: game.iconUrl };
  // A game played in the arena that knows its players by the platform's token needs no username.
  const asksUsername = !game.thirdPartyClientId || Boolean(game.needsGameUsername);

  const openUsername = () => {
    if (!isSignedIn) return openModal('login');
    // With the user's usernames unknown (they failed to load), the edit modal reads them itself.
    if (username || !isUsernameKnown)
      return openModal(GAME_USERNAME_MODALS.edit, {
        gameId: game.id,
        game: ref,
        ...(username ? { username } : {}),
        onSaved: onUsername,
        onDeleted: () => onUsername(null),
      } satisfies GameUsernameEditProps);
    openModal(GAME_USERNAME_MODALS.add, {
      gameId: game.id,
      game: ref,
      onSaved: onUsername,
    } satisfies GameUsernameAddProps);
  };

  return (
    <li>
      <article aria-labelledby={titleId} className={`${CARD_CLASS} flex h-full flex-col overflow-hidden`}>
        {game.coverImageUrl && (
          <ArtImage
            src={game.coverImageUrl}
            width={400}
            height={150}
            sizes="(min-width: 640px) 400px, 100vw"
            className="aspect-[8/3] h-auto w-full bg-slate-800 object-cover"
          />
        )}
        <div className="flex flex-1 flex-col gap-3 p-4">
          <GameCardHead game={game} titleId={titleId} />
          {game.description && (
            <p dir="auto" className="line-clamp-2 text-sm text-slate-300">
              {game.description}
            </p>
          )}
          <div className="flex flex-wrap items-center justify-between gap-2">
            <PlatformIcons platforms={game.platforms} label={t('games.platformsOf', { game: game.name })} />
            {game.networks.length > 0 && (
              <ul
                aria-label={t('games.networksOf', { game: game.name })}
                className="flex flex-wrap gap-x-2 text-xs text-slate-400"
              >
                {game.networks.map((network) => (
                  <li key={network}>{GAME_NETWORK_INFO[network].name}</li>
                ))}
              </ul>
            )}
          </div>
          <div className="mt-auto flex flex-wrap items-center justify-between gap-2 border-t border-slate-800 pt-3">
            {username ? (
              <p className="min-w-0 flex-1 truncate text-sm text-slate-300">
                {t('games.yourUsername', { method: t(`games.loginMethods.${username.loginMethod}`) })}:{' '}
                <bdi className="font-mono text-white">{username.value}</bdi>
              </p>
            ) : (
              <span className="flex-1" />
            )}
            {/* The visible words first in the name (WCAG label in name), the game's name after them. */}
            {username || asksUsername ? (
              <Button variant="secondary" onClick={openUsername}>
                {username ? t('games.editUsername') : t('games.addUsername')}{' '}
                <span className="sr-only">
                  — <bdi>{game.name}</bdi>
                </span>
              </Button>
            ) : (
              // Played in the arena, where the game knows the player by the platform's token.
              <Button href={`/klash?${new URLSearchParams({ game: game.slug }).toString()}`}>
                {t('arena.play')}{' '}
                <span className="sr-only">
                  — <bdi>{game.name}</bdi>
                </span>
              </Button>
            )}
          </div>
        </div>
      </article>
    </li>
  );
}
