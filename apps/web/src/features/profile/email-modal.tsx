import { isOneTimeCode } from '@kp/domain/constants';
import { useId, useState, type FormEvent } from 'react';
import type { ParseKeys } from 'i18next';
import type { Profile } from '@kp/contract/users';
import { AppError, type ErrorCode } from '@kp/domain/errors';
import { emailSchema } from '@kp/domain/validation';
import { ERROR_KEYS } from '../../lib/messages';
import type { ModalProps } from '../../lib/modals';
import { useNow } from '../../lib/use-now';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../ui/button';
import { ERROR_CLASS, TextField } from '../../ui/field';
import { CodeField } from '../../ui/code-field';
import { Modal } from '../../ui/modal';
import { showToast } from '../../ui/toast';
import { requestEmailCode, verifyEmail } from './profile-api';
import { formatWait } from '../../lib/dates';

type Challenge = { challengeId: string; expiresAt: string; resendAvailableAt: string };

const WORDED: Partial<Record<ErrorCode, ParseKeys>> = {
  EMAIL_TAKEN: ERROR_KEYS.EMAIL_TAKEN,
  OTP_INVALID: ERROR_KEYS.OTP_INVALID,
  OTP_EXPIRED: ERROR_KEYS.OTP_EXPIRED,
  OTP_ATTEMPTS_EXCEEDED: ERROR_KEYS.OTP_ATTEMPTS_EXCEEDED,
  OTP_RESEND_TOO_SOON: ERROR_KEYS.OTP_RESEND_TOO_SOON,
  TOO_MANY_ATTEMPTS: ERROR_KEYS.TOO_MANY_ATTEMPTS,
  SERVICE_UNAVAILABLE: ERROR_KEYS.SERVICE_UNAVAILABLE,
};

const wordsOf = (error: unknown): ParseKeys =>
  (error instanceof AppError && WORDED[error.code]) || ERROR_KEYS.SOMETHING_WENT_WRONG;

/** Adds or changes the email address: the address, then the one-time code sent to it. */
export default function EmailModal({
  onClose,
  props,
}: ModalProps<{
  currentEmail: string | null;
  onVerified: (profile: Profile) => void;
  /** A code already sent (the address given at registration): the modal opens at the code. */
  pending?: { email: string; challenge: Challenge };
}>) {
  const { t, language } = useTranslation();
  const now = useNow();
  const ids = { code: useId(), error: useId() };
  const [email, setEmail] = useState(props.pending?.email ?? '');
  const [code, setCode] = useState('');
  const [challenge, setChallenge] = useState<Challenge | null>(props.pending?.challenge ?? null);
  const [error, setError] = useState<ParseKeys | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  async function run(action: () => Promise<void>) {
    setIsBusy(true);
    setError(null);
    try {
      await action();
    } catch (caught) {
      setError(wordsOf(caught));
    } finally {
      setIsBusy(false);
    }
  }

  function sendCode(event?: FormEvent) {
    event?.preventDefault();
    if (!emailSchema.safeParse(email).success) return setError('form.validEmail');
    void run(async () => {
      const data = await requestEmailCode(email);
      setCode('');
      setChallenge(data);
    });
  }

  function verify(event: FormEvent, current: Challenge) {
    event.preventDefault();
    if (!isOneTimeCode(code)) return setError('auth.enterCode');
    void run(async () => {
      const data = await verifyEmail(current.challengeId, code);
      props.onVerified(data);
      onClose();
      showToast(t('profile.emailVerified', { email: data.email ?? email }), 'success');
    });
  }

  const errorText = error && (
    <p id={ids.error} role="alert" className={ERROR_CLASS}>
      {t(error)}
    </p>
  );
  const title = props.currentEmail ? t('profile.changeEmail') : t('profile.addEmail');

  if (!challenge) {
    return (
      <Modal title={title} onClose={onClose}>
        <form noValidate onSubmit={sendCode} className="space-y-4">
          <p className="text-slate-300">{t('profile.emailIntro')}</p>
          <div>
            <TextField
              label={t('profile.email')}
              describedBy={error ? ids.error : undefined}
              invalid={Boolean(error)}
              type="email"
              autoComplete="email"
              autoFocus
              value={email}
              onChange={(event) => {
                setEmail(event.target.value.trim());
                setError(null);
              }}
            />
            {errorText}
          </div>
          <Button fullWidth type="submit" loading={isBusy}>
            {isBusy ? t('auth.sending') : t('auth.sendCode')}
          </Button>
        </form>
      </Modal>
    );
  }

  const resendAt = Date.parse(challenge.resendAvailableAt);
  const resendIn = now < resendAt ? Math.max(1, Math.floor((resendAt - now) / 1000)) : 0;
  return (
    <Modal title={title} onClose={onClose}>
      <form noValidate onSubmit={(event) => verify(event, challenge)} className="space-y-4">
        <p className="break-words text-slate-300">{t('profile.emailCodeSent', { email })}</p>
        <CodeField
          id={ids.code}
          label={t('auth.code')}
          autoFocus
          value={code}
          onChange={(digits) => {
            setCode(digits);
            setError(null);
          }}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? ids.error : undefined}
        >
          {errorText}
        </CodeField>
        <Button fullWidth type="submit" loading={isBusy}>
          {isBusy ? t('auth.verifying') : t('profile.verifyEmail')}
        </Button>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Button
            variant="secondary"
            onClick={() => {
              setChallenge(null);
              setError(null);
            }}
          >
            {t('profile.changeAddress')}
          </Button>
          <Button variant="secondary" disabled={isBusy || resendIn > 0} onClick={() => sendCode()}>
            {resendIn > 0 ? t('auth.resendIn', { when: formatWait(resendIn, language) }) : t('auth.resend')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
