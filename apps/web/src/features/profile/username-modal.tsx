import { useEffect, useId, useState, type FormEvent } from 'react';
import type { ParseKeys } from 'i18next';
import type { Profile } from '@kp/contract/users';
import { AppError } from '@kp/domain/errors';
import { usernameSchema } from '@kp/domain/validation';
import { ERROR_KEYS, fieldMessageKey } from '../../lib/messages';
import type { ModalProps } from '../../lib/modals';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../ui/button';
import { ERROR_CLASS, HINT_CLASS, TextField } from '../../ui/field';
import { Modal } from '../../ui/modal';
import { showToast } from '../../ui/toast';
import { checkUsername, verifyUsername } from './profile-api';
import { isolate } from '../../components/user-text';

/** How long typing pauses before the name is checked with the server. */
export const USERNAME_CHECK_DELAY_MS = 400;

type Check =
  | { name: string; status: 'checking' }
  | { name: string; status: 'available' }
  | { name: string; status: 'taken' }
  | { name: string; status: 'failed' };

const MESSAGE_CLASS = { error: ERROR_CLASS, ok: 'mt-1 text-label text-success', hint: HINT_CLASS } as const;

const ruleOf = (name: string): ParseKeys | null => {
  const result = usernameSchema.safeParse(name);
  return result.success ? null : fieldMessageKey(result.error.issues[0]?.message ?? '');
};

/**
 * The profile username update modal: the domain rule as the user types, then (after a pause)
 * whether the name is free, then `verify-username` takes it.
 */
export default function UsernameModal({
  onClose,
  props,
}: ModalProps<{ username: string; onSaved: (profile: Profile) => void }>) {
  const { t } = useTranslation();
  const messageId = useId();
  const [name, setName] = useState(props.username);
  const [check, setCheck] = useState<Check | null>(null);
  const [error, setError] = useState<ParseKeys | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const rule = name === '' ? null : ruleOf(name);
  const isUnchanged = name === props.username;

  useEffect(() => {
    if (rule || name === '' || isUnchanged) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setCheck({ name, status: 'checking' });
      checkUsername(name, controller.signal).then(
        (data) => setCheck({ name, status: data.isAvailable ? 'available' : 'taken' }),
        () => {
          if (!controller.signal.aborted) setCheck({ name, status: 'failed' });
        },
      );
    }, USERNAME_CHECK_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [name, rule, isUnchanged]);

  const current = check?.name === name ? check : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = ruleOf(name);
    if (problem) return setError(problem);
    if (isUnchanged) return onClose();
    setIsBusy(true);
    try {
      const data = await verifyUsername(name);
      props.onSaved(data);
      onClose();
      showToast(t('profile.usernameSaved', { username: isolate(data.username ?? name) }), 'success');
    } catch (caught) {
      const code = caught instanceof AppError ? caught.code : 'SOMETHING_WENT_WRONG';
      if (code === 'USERNAME_TAKEN') setCheck({ name, status: 'taken' });
      else
        setError(
          code === 'SERVICE_UNAVAILABLE' ? ERROR_KEYS.SERVICE_UNAVAILABLE : ERROR_KEYS.SOMETHING_WENT_WRONG,
        );
    } finally {
      setIsBusy(false);
    }
  }

  let message: { text: string; tone: 'error' | 'ok' | 'hint' } | null = null;
  if (error) message = { text: t(error), tone: 'error' };
  else if (rule) message = { text: t(rule), tone: 'error' };
  else if (current?.status === 'taken') message = { text: t(ERROR_KEYS.USERNAME_TAKEN), tone: 'error' };
  else if (current?.status === 'available') message = { text: t('profile.usernameAvailable'), tone: 'ok' };
  else if (current?.status === 'checking') message = { text: t('profile.usernameChecking'), tone: 'hint' };
  else if (current?.status === 'failed')
    message = { text: t(ERROR_KEYS.SOMETHING_WENT_WRONG), tone: 'error' };

  return (
    <Modal title={t('profile.usernameTitle')} onClose={onClose}>
      <form noValidate onSubmit={submit} className="space-y-4">
        <div>
          <TextField
            label={t('profile.username')}
            describedBy={messageId}
            invalid={message?.tone === 'error'}
            autoComplete="username"
            autoFocus
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setError(null);
            }}
          />
          <p id={messageId} aria-live="polite" className={MESSAGE_CLASS[message?.tone ?? 'hint']}>
            {message ? message.text : t('register.usernameHint')}
          </p>
        </div>
        <Button fullWidth type="submit" disabled={isBusy || current?.status === 'taken'} loading={isBusy}>
          {isBusy ? t('profile.saving') : t('profile.saveUsername')}
        </Button>
      </form>
    </Modal>
  );
}
