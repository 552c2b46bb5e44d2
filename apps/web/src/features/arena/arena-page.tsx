import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { isModalOpen, openModal } from '../../lib/modals';
import { useSession } from '../../lib/session';
import { API_FAIL, fetchThirdPartyRedirectUrl, type ThirdPartyPlay } from '../../lib/third-party-redirect';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLoad } from '../../lib/use-load';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../ui/button';
import { GameCardHead, GameIcon } from '../../components/game-icon';
import { PlatformIcons } from '../../components/platform-icons';
import { Spinner } from '../../ui/spinner';
import { CardGridSkeleton } from '../../components/page-skeletons';
import { findMyUsername, loadPlayableGames, type PlayableGame } from './arena-api';
import { CARD_CLASS } from '../../ui/card';
import { isolate } from '../../components/user-text';

/**
 * The frame's sandbox (protocol of the third-party games): the game runs its scripts and keeps
 * its own session on its origin, posts its forms, may open a tab, and leaves the frame for the
 * platform only when the player clicks its link back.
 */
export const GAME_FRAME_SANDBOX =
  'allow-scripts allow-same-origin allow-forms allow-popups allow-top-navigation-by-user-activation';

type Stage =
  | { kind: 'list' }
  | { kind: 'opening'; game: PlayableGame }
  | { kind: 'playing'; game: PlayableGame; url: string };

/**
 * `/klash`: the game arena. It lists the games playable here; Play asks a signed-out visitor to
 * sign in, has the player confirm (or first link) their game username where the game asks for
 * one (`needsGameUsername`; most know the player by the token alone), then opens the game in a
 * sandboxed frame through the game's redirect URL (a single-use code). `?game=<slug>` opens that
 * game at once, for a quest (`&quest=<id>`) or a tournament (`&tournament=<id>`), else free play;
 * `&open=tab` (the frame's fallback link) goes to the game in this tab instead of a frame.
 */
export default function ArenaPage() {
  const { t } = useTranslation();
  const session = useSession();
  const [, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const slug = params.get('game');
  const questId = params.get('quest');
  const tournamentId = params.get('tournament');
  const inNewTab = params.get('open') === 'tab';
  const games = useLoad('arena-games', loadPlayableGames);
  const [stage, setStage] = useState<Stage>({ kind: 'list' });
  const [alert, setAlert] = useState<string | null>(null);
  const handled = useRef<string | null>(null);
  const signedIn = session.status === 'signed-in';
  useDocumentTitle(stage.kind === 'playing' ? stage.game.name : t('arena.title'));

  const play: Omit<ThirdPartyPlay, 'clientId'> = questId ? { questId } : tournamentId ? { tournamentId } : {};

  /** Asks the game's redirect URL, then frames it (or, for the new-tab fallback, goes there). */
  const launch = async (game: PlayableGame) => {
    setAlert(null);
    setStage({ kind: 'opening', game });
    const url = await fetchThirdPartyRedirectUrl({ clientId: game.thirdPartyClientId, ...play }).catch(
      () => null,
    );
    if (!url) {
      setStage({ kind: 'list' });
      setAlert(API_FAIL);
    } else if (inNewTab) window.location.assign(url);
    else setStage({ kind: 'playing', game, url });
  };

  /** The username check before playing: link one first, else confirm (or change) the one linked. */
  const confirmUsername = async (game: PlayableGame) => {
    // The games feature's username modals, opened by name: `openModal` checks these props against theirs.
    const ref = {
      id: game.id,
      name: game.name,
      loginMethod: game.loginMethod,
      iconUrl: game.iconUrl,
    };
    const username = await findMyUsername(game.id);
    if (username === null)
      openModal('gameUsernameAdd', {
        gameId: game.id,
        game: ref,
        onSaved: () => void launch(game),
      });
    else
      openModal('gameUsernameSelect', {
        gameId: game.id,
        game: ref,
        onSelect: () => void launch(game),
      });
  };

  // `?game=<slug>`: that game's Play, once the list and the session are known, and again after
  // signing in (the choice lives in the address, so a sign-in or a reload carries on with it).
  const list = games.state.status === 'ready' ? games.state.data : null;
  const wanted = slug && list ? (list.find((game) => game.slug === slug) ?? null) : undefined;
  const request = wanted ? `${slug}|${questId}|${tournamentId}|${session.status}` : null;
  const go = (game: PlayableGame) => {
    if (!signedIn) {
      if (!isModalOpen('login')) openModal('login');
    } else if (inNewTab || !game.needsGameUsername) {
      // A game that knows its player by the token alone, or the frame's fallback tab (the player
      // confirmed their username in the arena already): straight to the game.
      void launch(game);
    } else void confirmUsername(game);
  };
  const proceed = useEffectEvent(go);
  useEffect(() => {
    if (!request || !wanted || session.status === 'unknown' || handled.current === request) return;
    handled.current = request;
    proceed(wanted);
  }, [request, wanted, session.status]);

  const choose = (game: PlayableGame) => {
    // The address's game already: its request was handled, so Play goes on from here.
    if (slug === game.slug) return go(game);
    // Another game: a quest or tournament in the address was the other game's.
    navigate(`/klash?${new URLSearchParams({ game: game.slug }).toString()}`, { replace: true });
  };

  const close = () => {
    setStage({ kind: 'list' });
    handled.current = null;
    navigate('/klash', { replace: true });
  };

  let content;
  if (stage.kind === 'playing') {
    content = (
      <GameFrame
        game={stage.game}
        url={stage.url}
        play={play}
        onClose={close}
        newTabHref={`/klash?${new URLSearchParams({
          game: stage.game.slug,
          ...(play.questId ? { quest: play.questId } : {}),
          ...(play.tournamentId ? { tournament: play.tournamentId } : {}),
          open: 'tab',
        }).toString()}`}
      />
    );
  } else if (stage.kind === 'opening') {
    // An action under way (the game's launch), not the page's first load: a spinner says so.
    content = <Spinner label={t('arena.opening', { game: isolate(stage.game.name) })} />;
  } else if (games.state.status === 'loading') {
    content = <CardGridSkeleton label={t('arena.loading')} shape="icon" />;
  } else if (games.state.status === 'error') {
    content = (
      <div role="alert" className={`${CARD_CLASS} space-y-3 p-6`}>
        <p>{t('arena.loadError')}</p>
        <Button variant="secondary" onClick={games.retry}>
          {t('arena.retry')}
        </Button>
      </div>
    );
  } else if (games.state.data.length === 0) {
    content = <p className={`${CARD_CLASS} p-6 text-center text-slate-300`}>{t('arena.none')}</p>;
  } else {
    content = (
      <>
        {slug && wanted === null && (
          <p role="alert" className={`${CARD_CLASS} mb-4 p-4 text-slate-200`}>
            {t('arena.notPlayable')}
          </p>
        )}
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {games.state.data.map((game) => (
            <ArenaCard key={game.id} game={game} onPlay={() => choose(game)} />
          ))}
        </ul>
      </>
    );
  }

  return (
    <section aria-labelledby="arena-title" className="mx-auto max-w-6xl py-6">
      <h1 id="arena-title" className="text-2xl font-bold">
        {t('arena.title')}
      </h1>
      {stage.kind !== 'playing' && <p className="mt-1 mb-4 text-slate-300">{t('arena.subtitle')}</p>}
      {alert && (
        <p role="alert" className={`${CARD_CLASS} mb-4 p-4 text-red-300`}>
          {alert}
        </p>
      )}
      {content}
    </section>
  );
}

function ArenaCard({ game, onPlay }: { game: PlayableGame; onPlay: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <li>
      <article aria-labelledby={titleId} className={`${CARD_CLASS} flex h-full flex-col gap-3 p-4`}>
        <GameCardHead game={game} titleId={titleId} />
        {game.description && (
          <p dir="auto" className="line-clamp-2 text-sm text-slate-300">
            {game.description}
          </p>
        )}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 border-t border-slate-800 pt-3">
          <PlatformIcons platforms={game.platforms} label={t('games.platformsOf', { game: game.name })} />
          <Button fullWidth onClick={onPlay} aria-label={t('arena.playGame', { game: game.name })}>
            {t('arena.play')}
          </Button>
        </div>
      </article>
    </li>
  );
}

/** The game in its sandboxed frame, with the way back to the list and a new-tab fallback. */
function GameFrame({
  game,
  url,
  play,
  newTabHref,
  onClose,
}: {
  game: PlayableGame;
  url: string;
  play: Omit<ThirdPartyPlay, 'clientId'>;
  newTabHref: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => closeRef.current?.focus(), []);
  const mode = play.questId ? 'quest' : play.tournamentId ? 'tournament' : 'free';
  return (
    <div className="mt-3 space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        <GameIcon game={game} size={40} />
        <div className="min-w-0 flex-1">
          <h2 dir="auto" className="truncate text-lg font-semibold text-white">
            {game.name}
          </h2>
          <p className="text-sm text-slate-400">{t(`arena.modes.${mode}`)}</p>
        </div>
        <Button variant="secondary" ref={closeRef} onClick={onClose}>
          {t('arena.close')}
        </Button>
      </div>
      <iframe
        src={url}
        title={t('arena.frameTitle', { game: game.name })}
        sandbox={GAME_FRAME_SANDBOX}
        allow="fullscreen"
        referrerPolicy="no-referrer"
        className="block h-[70vh] min-h-80 w-full rounded-xl border border-slate-800 bg-slate-950"
      />
      <p className="text-sm text-slate-400">
        {t('arena.frameHelp')}{' '}
        <a
          href={newTabHref}
          target="_blank"
          rel="noopener"
          className="font-semibold text-amber-300 underline underline-offset-2"
        >
          {t('arena.openInNewTab')}
        </a>
      </p>
    </div>
  );
}
