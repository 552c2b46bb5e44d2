import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { GameUsername } from '@kp/contract/games';
import { AppError } from '@kp/domain/errors';
import type { GameLoginMethod } from '@kp/domain/games';
import { useTranslation } from '../../lib/use-translation';
import { showToast } from '../../ui/toast';
import { callFailure, checkGameUsername, type Worded } from './game-username-messages';
import type { GameRef } from './game-username-modals';
import { putGameUsername } from './games-api';
import { ERROR_CLASS, HINT_CLASS, TextField } from '../../ui/field';
import { Button } from '../../ui/button';

// Values that are addresses, emails or ids read left to right in every language.
const LEFT_TO_RIGHT: ReadonlySet<GameLoginMethod> = new Set([
  'in_game_email',
  'in_game_wallet',
  'metamask_wallet',
  'solana_wallet',
  'steam_id',
]);

/**
 * The username field of the add and edit modals: the game's login method names it, the domain
 * rule of that method checks it as the user types, and `PUT game-usernames/{gameId}` saves it.
 */
export function GameUsernameForm({
  game,
  initialValue,
  onSaved,
  onClose,
  children,
}: {
  game: GameRef;
  initialValue: string;
  onSaved?: (username: GameUsername) => void;
  onClose: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const messageId = useId();
  const method = game.loginMethod;
  const methodName = t(`games.loginMethods.${method}`);
  const [value, setValue] = useState(initialValue);
  const [failure, setFailure] = useState<Worded | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const rule = value === '' ? null : checkGameUsername(method, value);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = checkGameUsername(method, value);
    if (problem) return setFailure(problem);
    setIsBusy(true);
    try {
      const data = await putGameUsername(game.id, value.trim());
      onSaved?.(data);
      onClose();
      showToast(t('games.username.saved', { method: methodName, game: game.name }), 'success');
    } catch (caught) {
      // Without a wallet the api client opens the wallet error modal: this one gives way to it.
      if (caught instanceof AppError && caught.code === 'WALLET_NOT_FOUND') return onClose();
      setFailure(callFailure(caught));
    } finally {
      setIsBusy(false);
    }
  }

  const shown = failure ?? rule;
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <div>
        <TextField
          label={t('games.username.field', { method: methodName })}
          type={method === 'in_game_email' ? 'email' : 'text'}
          autoComplete="off"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          dir={LEFT_TO_RIGHT.has(method) ? 'ltr' : 'auto'}
          autoFocus
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setFailure(null);
          }}
          describedBy={messageId}
          invalid={shown !== null}
        />
        <p id={messageId} aria-live="polite" className={shown ? ERROR_CLASS : HINT_CLASS}>
          {shown ? t(shown.key, shown.values) : t(`games.username.hints.${method}`)}
        </p>
      </div>
      <Button fullWidth type="submit" loading={isBusy}>
        {isBusy ? t('games.username.saving') : t('games.username.save')}
      </Button>
      {children}
    </form>
  );
}
