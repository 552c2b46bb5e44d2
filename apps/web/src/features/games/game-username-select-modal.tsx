import type { GameUsername } from '@kp/contract/games';
import { openModal, type ModalProps } from '../../lib/modals';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../ui/button';
import { Sheet } from '../../ui/modal';
import { GameHeading } from './game-icon';
import {
  GAME_USERNAME_MODALS,
  type GameUsernameAddProps,
  type GameUsernameEditProps,
  type GameUsernameSelectProps,
} from './game-username-modals';
import { ModalLoadState } from './modal-states';
import { useGameAndUsername } from './use-game-username';
import { isolate } from '../../components/user-text';

/**
 * The game-arena username select modal: before playing a game (or starting its quest) the user
 * confirms the username to play as; one not linked yet, or linked by a login method the game no
 * longer uses, is added or edited on the way (those modals open above this one).
 */
export default function GameUsernameSelectModal({ onClose, props }: ModalProps<GameUsernameSelectProps>) {
  const { t } = useTranslation();
  const { state, retry, set } = useGameAndUsername(props, true);
  if (state.status !== 'ready')
    return (
      <Sheet title={t('games.username.selectTitle')} onClose={onClose}>
        <ModalLoadState state={state} retry={retry} />
      </Sheet>
    );
  const { game, username } = state.data;
  const method = t(`games.loginMethods.${game.loginMethod}`);
  const isUsable = username !== null && username.loginMethod === game.loginMethod;
  const saved = (next: GameUsername) => set({ game, username: next });

  const openEditor = () => {
    if (username)
      openModal(GAME_USERNAME_MODALS.edit, {
        gameId: game.id,
        game,
        username,
        onSaved: saved,
        onDeleted: () => set({ game, username: null }),
      } satisfies GameUsernameEditProps);
    else
      openModal(GAME_USERNAME_MODALS.add, {
        gameId: game.id,
        game,
        onSaved: saved,
      } satisfies GameUsernameAddProps);
  };

  return (
    <Sheet title={t('games.username.selectTitle')} onClose={onClose}>
      <GameHeading game={game} />
      {isUsable ? (
        <div className="space-y-4">
          <p className="text-sm text-slate-300">{t('games.username.playAs', { game: isolate(game.name) })}</p>
          <p className="rounded-lg border border-amber-300 bg-slate-950 p-3">
            <span className="block text-xs text-slate-400">{method}</span>
            <bdi className="block font-mono break-all text-white">{username.value}</bdi>
          </p>
          <Button
            fullWidth
            onClick={() => {
              props.onSelect?.(username);
              onClose();
            }}
            autoFocus
          >
            {t('games.username.continue')}
          </Button>
          <div className="flex justify-center">
            <Button variant="secondary" onClick={openEditor}>
              {t('games.editUsername')}
            </Button>
          </div>
        </div>
      ) : (
        <div className="space-y-4">
          <p className="text-sm text-slate-300">
            {username
              ? t('games.username.changedMethod', { game: isolate(game.name), method })
              : t('games.username.noneYet', { game: isolate(game.name) })}
          </p>
          <Button fullWidth onClick={openEditor} autoFocus>
            {username ? t('games.editUsername') : t('games.addUsername')}
          </Button>
        </div>
      )}
    </Sheet>
  );
}
