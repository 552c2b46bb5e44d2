import { useId, useState } from 'react';
import { AppError } from '@kp/domain/errors';
import type { ModalProps } from '../../lib/modals';
import { useTranslation } from '../../lib/use-translation';
import { Modal } from '../../ui/modal';
import { showToast } from '../../ui/toast';
import { callFailure, type Worded } from './game-username-messages';
import { GameHeading } from './game-icon';
import { GameUsernameForm } from './game-username-form';
import { deleteGameUsername } from './games-api';
import type { GameRef, GameUsernameEditProps } from './game-username-modals';
import { ModalLoadState } from './modal-states';
import { useGameAndUsername } from './use-game-username';
import { ERROR_CLASS } from '../../ui/field';
import { Button } from '../../ui/button';
import { isolate } from '../../components/user-text';

/** The game-arena username edit modal: changes the username linked for a game, or removes it. */
export default function GameUsernameEditModal({ onClose, props }: ModalProps<GameUsernameEditProps>) {
  const { t } = useTranslation();
  const { state, retry } = useGameAndUsername(props, true);
  if (state.status !== 'ready')
    return (
      <Modal title={t('games.username.editTitle')} onClose={onClose}>
        <ModalLoadState state={state} retry={retry} />
      </Modal>
    );
  const { game, username } = state.data;
  const isStale = username !== null && username.loginMethod !== game.loginMethod;
  return (
    // Opened for a game whose username turned out not to be linked: it adds one.
    <Modal title={t(username ? 'games.username.editTitle' : 'games.username.addTitle')} onClose={onClose}>
      <GameHeading game={game}>
        {username && (
          <p className="truncate text-sm text-slate-300">
            {t('games.yourUsername', { method: t(`games.loginMethods.${username.loginMethod}`) })}:{' '}
            <bdi className="font-mono">{username.value}</bdi>
          </p>
        )}
      </GameHeading>
      {isStale && (
        <p role="status" className="mb-4 rounded-lg bg-amber-300/10 p-3 text-sm text-amber-100">
          {t('games.username.changedMethod', {
            game: isolate(game.name),
            method: t(`games.loginMethods.${game.loginMethod}`),
          })}
        </p>
      )}
      <GameUsernameForm
        game={game}
        initialValue={isStale ? '' : (username?.value ?? '')}
        onSaved={props.onSaved}
        onClose={onClose}
      >
        {username && <RemoveUsername game={game} onDeleted={props.onDeleted} onClose={onClose} />}
      </GameUsernameForm>
    </Modal>
  );
}

/** Unlinks the username, after the user confirms. */
function RemoveUsername({
  game,
  onDeleted,
  onClose,
}: {
  game: GameRef;
  onDeleted?: (gameId: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [isConfirming, setIsConfirming] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const [failure, setFailure] = useState<Worded | null>(null);
  const questionId = useId();

  async function remove() {
    setIsBusy(true);
    setFailure(null);
    try {
      await deleteGameUsername(game.id);
      onDeleted?.(game.id);
      onClose();
      showToast(t('games.username.removed', { game: isolate(game.name) }), 'success');
    } catch (caught) {
      if (caught instanceof AppError && caught.code === 'WALLET_NOT_FOUND') return onClose();
      if (caught instanceof AppError && caught.code === 'GAME_USERNAME_NOT_FOUND') {
        // Already gone (another tab): the same outcome.
        onDeleted?.(game.id);
        return onClose();
      }
      setFailure(callFailure(caught));
    } finally {
      setIsBusy(false);
    }
  }

  if (!isConfirming)
    return (
      <div className="flex justify-center">
        <Button
          variant="ghost"
          onClick={() => setIsConfirming(true)}
          className="text-danger-text hover:underline"
        >
          {t('games.username.remove')}
        </Button>
      </div>
    );
  return (
    <div role="group" aria-labelledby={questionId} className="space-y-3 rounded-lg bg-slate-800 p-3">
      <p id={questionId} className="text-sm">
        {t('games.username.removeConfirm', { game: isolate(game.name) })}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="danger" size="sm" onClick={() => void remove()} loading={isBusy}>
          {isBusy ? t('games.username.removing') : t('games.username.removeYes')}
        </Button>
        <Button variant="secondary" onClick={() => setIsConfirming(false)} disabled={isBusy}>
          {t('games.username.removeNo')}
        </Button>
      </div>
      {failure && (
        <p role="alert" className={ERROR_CLASS}>
          {t(failure.key, failure.values)}
        </p>
      )}
    </div>
  );
}
