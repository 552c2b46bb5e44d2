import type { ModalProps } from '../../lib/modals';
import { useTranslation } from '../../lib/use-translation';
import { Modal } from '../../ui/modal';
import { GameHeading } from './game-icon';
import { GameUsernameForm } from './game-username-form';
import type { GameUsernameAddProps } from './game-username-modals';
import { ModalLoadState } from './modal-states';
import { useGameAndUsername } from './use-game-username';
import { isolate } from '../../components/user-text';

/** The game-arena username add modal: links the user's username in a game, by its login method. */
export default function GameUsernameAddModal({ onClose, props }: ModalProps<GameUsernameAddProps>) {
  const { t } = useTranslation();
  const { state, retry } = useGameAndUsername(props, false);
  return (
    <Modal title={t('games.username.addTitle')} onClose={onClose}>
      {state.status === 'ready' ? (
        <>
          <GameHeading game={state.data.game}>
            <p className="text-sm text-slate-300">
              {t('games.username.intro', {
                game: isolate(state.data.game.name),
                method: t(`games.loginMethods.${state.data.game.loginMethod}`),
              })}
            </p>
          </GameHeading>
          <GameUsernameForm
            game={state.data.game}
            initialValue=""
            onSaved={props.onSaved}
            onClose={onClose}
          />
        </>
      ) : (
        <ModalLoadState state={state} retry={retry} />
      )}
    </Modal>
  );
}
