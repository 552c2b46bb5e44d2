import { useId, useState, type FormEvent } from 'react';
import type { CampaignTask } from '@kp/contract/campaigns';
import { APPEAL_NOTE } from '@kp/domain/campaigns';
import { AppError } from '@kp/domain/errors';
import { errorText } from '../../lib/messages';
import type { ModalProps } from '../../lib/modals';
import { useNow } from '../../lib/use-now';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../ui/button';
import { Field, TextArea } from '../../ui/field';
import { Modal } from '../../ui/modal';
import { accountName, evidenceRows, failureWords, requirementWords } from './task-messages';
import type { TaskValidationProps } from './task-modal-props';
import type { TaskFailure } from './task-outcome';
import { appealTask } from './campaigns-api';
import { formatWait } from '../../lib/dates';

type Appeal = NonNullable<CampaignTask['appeal']>;

const APPEAL_ERRORS = ['APPEAL_ALREADY_PENDING', 'TASK_NOT_APPEALABLE'] as const;

/** The appeal of a failed check: a note to the operators, then the appeal's status. */
function AppealForm({ task, onAppealed }: { task: CampaignTask; onAppealed: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [note, setNote] = useState('');
  const [isSending, setIsSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<Appeal | null>(null);
  const appeal = sent ?? (task.appeal?.status === 'pending' ? task.appeal : null);

  if (appeal?.status === 'pending')
    return (
      <p role="status" className="rounded-lg bg-slate-800 p-3 text-sm">
        {sent ? t('campaign.appeal.sent') : t('campaign.appeal.pending')}
      </p>
    );

  async function submit(event: FormEvent) {
    event.preventDefault();
    const value = note.trim();
    if (value.length < APPEAL_NOTE.min) {
      setError(t('campaign.appeal.tooShort', { min: APPEAL_NOTE.min }));
      return;
    }
    setIsSending(true);
    setError(null);
    try {
      const data = await appealTask(task.id, value);
      setSent(data);
      onAppealed();
    } catch (cause) {
      const appError = cause instanceof AppError ? cause : new AppError('SOMETHING_WENT_WRONG');
      const known = APPEAL_ERRORS.find((code) => code === appError.code);
      setError(known ? t(`campaign.appeal.errors.${known}`) : errorText(t, appError));
    } finally {
      setIsSending(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-2 border-t border-slate-700 pt-3">
      {task.appeal?.status === 'rejected' && (
        <p className="text-sm text-rose-200">
          {task.appeal.decisionReason
            ? t('campaign.appeal.rejectedWithReason', { reason: task.appeal.decisionReason })
            : t('campaign.appeal.rejected')}
        </p>
      )}
      <Field
        id={id}
        label={t('campaign.appeal.label')}
        hint={t('campaign.appeal.hint', { min: APPEAL_NOTE.min, max: APPEAL_NOTE.max })}
        error={error}
        announceError
        describedBy={`${id}-count`}
      >
        {(control) => (
          <>
            <TextArea
              {...control}
              rows={3}
              maxLength={APPEAL_NOTE.max}
              value={note}
              onChange={(event) => {
                setNote(event.target.value);
                setError(null);
              }}
            />
            <p id={`${id}-count`} className="text-end text-caption text-text-muted">
              {t('campaign.appeal.count', { count: note.trim().length, max: APPEAL_NOTE.max })}
            </p>
          </>
        )}
      </Field>
      <Button variant="secondary" type="submit" disabled={isSending}>
        {isSending ? t('campaign.appeal.sending') : t('campaign.appeal.submit')}
      </Button>
    </form>
  );
}

/** The failed check: why, what was looked for, what we saw, and what the user can do now. */
function FailureView({
  failure,
  props,
  onClose,
}: {
  failure: TaskFailure;
  props: TaskValidationProps;
  onClose: () => void;
}) {
  const { t, language } = useTranslation();
  const { task } = props;
  const now = useNow();
  const [retryAt] = useState(() =>
    failure.retryAfterSeconds ? Date.now() + failure.retryAfterSeconds * 1000 : 0,
  );
  const context = { t, language, task };
  const { reason } = failureWords(failure, context);
  const rows = evidenceRows(failure.evidence, context);
  const wait = Math.max(0, Math.ceil((retryAt - now) / 1000));
  const isNotCheckable = failure.errorType === 'PROVIDER_NOT_CONFIGURED';
  return (
    <div className="space-y-4">
      <p role="alert" className="rounded-lg border border-rose-800 bg-rose-950/40 p-3">
        {reason}
      </p>
      {(isNotCheckable || failure.errorType === 'PROVIDER_UNAVAILABLE') && (
        <p className="text-sm text-slate-300">{t(`campaign.errorHint.${failure.errorType}`)}</p>
      )}
      {failure.errorType === 'RATE_LIMITED' && (
        <p aria-live="polite" className="text-sm text-slate-300">
          {wait > 0 ? t('campaign.retryIn', { when: formatWait(wait, language) }) : t('campaign.retryNow')}
        </p>
      )}
      <dl className="space-y-3 text-sm">
        <div>
          <dt className="text-slate-400">{t('campaign.validation.lookedFor')}</dt>
          <dd>{requirementWords(context)}</dd>
        </div>
        {rows.length > 0 && (
          <div>
            <dt className="text-slate-400">{t('campaign.validation.saw')}</dt>
            <dd>
              <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded-lg bg-slate-800 p-3">
                {rows.map((row) => (
                  <div key={row.label} className="contents">
                    <dt className="text-slate-400">{row.label}</dt>
                    <dd className="min-w-0 break-words">{row.value}</dd>
                  </div>
                ))}
              </dl>
            </dd>
          </div>
        )}
      </dl>
      <div className="flex flex-col gap-2">
        {failure.account && (
          <Button
            fullWidth
            onClick={() => {
              onClose();
              props.onConnect();
            }}
          >
            {t('campaign.connect.button', { account: accountName(t, failure.account) })}
          </Button>
        )}
        {failure.canRetry && !isNotCheckable && (
          <Button
            variant={failure.account ? 'secondary' : 'primary'}
            fullWidth={!failure.account}
            autoFocus={!failure.account}
            disabled={wait > 0}
            onClick={() => {
              onClose();
              props.onRetry();
            }}
          >
            {t('campaign.button.revalidate')}
          </Button>
        )}
      </div>
      {failure.canAppeal && <AppealForm task={task} onAppealed={props.onAppealed} />}
    </div>
  );
}

const ERROR_WORDS = [
  'CAMPAIGN_NOT_STARTED',
  'CAMPAIGN_NOT_LIVE',
  'SERVICE_UNAVAILABLE',
  'TASK_NOT_FOUND',
] as const;
// Errors a second check would only repeat (the page shows what to do instead).
const NO_RETRY: readonly string[] = ['CAMPAIGN_NOT_STARTED', 'CAMPAIGN_NOT_LIVE', 'TASK_NOT_FOUND'];

/**
 * The task validation modal: the result of a check. Verified, or why not in words the user can
 * act on (which account, what was required, what we saw), with Revalidate and, where the user
 * believes the proof is right, an appeal to the operators.
 */
export default function TaskValidationModal({ onClose, props }: ModalProps<TaskValidationProps>) {
  const { t, language } = useTranslation();
  const { task, outcome } = props;

  if (outcome.kind === 'verified')
    return (
      <Modal title={t('campaign.validation.verifiedTitle')} onClose={onClose}>
        <div className="space-y-4">
          <p role="status" className="font-semibold text-emerald-200">
            <span aria-hidden="true">✓ </span>
            {t('campaign.validation.verified', { title: task.title })}
          </p>
          <p className="text-sm text-slate-300">
            {t('campaign.validation.checked', { requirement: requirementWords({ t, language, task }) })}
          </p>
          <Button fullWidth autoFocus onClick={onClose}>
            {t('campaign.modal.done')}
          </Button>
        </div>
      </Modal>
    );

  if (outcome.kind === 'failed')
    return (
      <Modal title={failureWords(outcome.failure, { t, language, task }).headline} onClose={onClose}>
        <div className="space-y-4">
          <p className="text-sm text-slate-300">
            {t('campaign.lock.item', { number: task.position, title: task.title })}
          </p>
          <FailureView failure={outcome.failure} props={props} onClose={onClose} />
          <Button variant="secondary" fullWidth onClick={onClose}>
            {t('campaign.modal.close')}
          </Button>
        </div>
      </Modal>
    );

  const error = outcome.kind === 'error' ? outcome.error : null;
  const known = error ? ERROR_WORDS.find((code) => code === error.code) : undefined;
  const canRetry = error !== null && !NO_RETRY.includes(error.code);
  return (
    <Modal title={t('campaign.validation.errorTitle')} onClose={onClose}>
      <div className="space-y-4">
        <p role="alert">
          {outcome.kind === 'locked'
            ? t('campaign.tasks.lockedText')
            : known
              ? t(`campaign.validation.errors.${known}`)
              : error
                ? errorText(t, error)
                : t('campaign.loadFailed')}
        </p>
        <div className="flex flex-col gap-2">
          {canRetry && (
            <Button
              fullWidth
              autoFocus
              onClick={() => {
                onClose();
                props.onRetry();
              }}
            >
              {t('campaign.button.revalidate')}
            </Button>
          )}
          <Button variant="secondary" onClick={onClose}>
            {t('campaign.modal.close')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
