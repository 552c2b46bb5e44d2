import { CodeEntryForm } from '../../components/code-entry-form';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { CodeChallenge } from '@kp/contract/auth';
import { isOneTimeCode } from '@kp/domain/constants';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../ui/button';
import { ERROR_CLASS } from '../../ui/field';
import { Modal } from '../../ui/modal';
import { clanErrorText } from './clan-errors';
import { resendClanCode } from './clans-api';
import { formatDate, formatWait } from '../../lib/dates';

/**
 * A question before an act that cannot be taken back (leaving, the spec's "remove clan" and
 * "delete clan" modals): what happens, then the act or Cancel. `onConfirm` may fail: its error is
 * said here and the modal stays open.
 */
export function ConfirmModal({
  title,
  children,
  confirmLabel,
  onConfirm,
  onClose,
}: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function confirm() {
    setIsBusy(true);
    setError(null);
    try {
      await onConfirm();
    } catch (caught) {
      setError(clanErrorText(t, caught));
      setIsBusy(false);
    }
  }
  return (
    <Modal title={title} onClose={onClose}>
      <div className="space-y-4">
        <div className="space-y-2 text-slate-300">{children}</div>
        {error && (
          <p role="alert" className={ERROR_CLASS}>
            {error}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={isBusy}>
            {t('clans.cancel')}
          </Button>
          <Button variant="danger" loading={isBusy} onClick={() => void confirm()}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </Modal>
  );
}

/** The spec's "wait list" modal: the rejoin wait after leaving a clan runs; when it ends. */
export function WaitListModal({
  wait,
  onClose,
}: {
  wait: { days: number; availableAt: string };
  onClose: () => void;
}) {
  const { t, language } = useTranslation();
  return (
    <Modal title={t('clans.waitTitle')} onClose={onClose}>
      <div className="space-y-4">
        <p className="text-slate-300">
          {t('clans.waitBody', { date: formatDate(wait.availableAt, language) })}
        </p>
        <p className="font-semibold">{t('clans.daysLeft', { count: wait.days })}</p>
        <Button fullWidth onClick={onClose}>
          {t('clans.ok')}
        </Button>
      </div>
    </Modal>
  );
}

/**
 * The OTP verify modal of the `create clan` and `delete clan` flows: the code sent to the verified
 * number, a resend once its wait has passed. `onVerify` takes the code; its error (a wrong or
 * expired code, a refusal) is said here.
 */
export function ClanCodeModal({
  title,
  challenge: first,
  verifyLabel,
  onVerify,
  onClose,
}: {
  title: string;
  challenge: CodeChallenge;
  verifyLabel: string;
  onVerify: (code: { challengeId: string; code: string }) => Promise<void>;
  onClose: () => void;
}) {
  const { t, language } = useTranslation();
  const [challenge, setChallenge] = useState(first);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  async function verify(event: FormEvent) {
    event.preventDefault();
    if (!isOneTimeCode(code)) return setError(t('clans.enterCode'));
    setIsBusy(true);
    setError(null);
    setNotice(null);
    try {
      await onVerify({ challengeId: challenge.challengeId, code });
    } catch (caught) {
      setError(clanErrorText(t, caught));
      setIsBusy(false);
    }
  }

  async function resend() {
    setIsBusy(true);
    setError(null);
    try {
      setChallenge(await resendClanCode(challenge.challengeId));
      setCode('');
      setNotice(t('clans.resent'));
    } catch (caught) {
      setError(clanErrorText(t, caught));
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <Modal title={title} onClose={onClose}>
      <CodeEntryForm
        intro={t('clans.codeSentTo', { phone: `\u2066${challenge.phoneNumber}\u2069` })}
        code={code}
        onCodeChange={(digits) => {
          setCode(digits);
          setError(null);
        }}
        error={error}
        notice={notice}
        isBusy={isBusy}
        resendAt={Date.parse(challenge.resendAvailableAt)}
        words={{
          code: t('clans.code'),
          verify: verifyLabel,
          verifying: t('clans.verifying'),
          resend: t('clans.resend'),
          resendIn: (seconds) => t('clans.resendIn', { when: formatWait(seconds, language) }),
        }}
        onSubmit={(event) => void verify(event)}
        onResend={() => void resend()}
      />
    </Modal>
  );
}
