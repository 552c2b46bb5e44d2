import { useId } from 'react';
import type { QuestDetail } from '@kp/contract/quests';
import { useTranslation } from '../../lib/use-translation';
import { FIELD_CLASS, LABEL_CLASS } from '../../ui/form-styles';
import { QUEST_BUTTON_CLASS } from './quest-styles';
import { useProofForm } from './use-proof-form';

/** The field a stage's proof is sent from. */
export function ProofForm({ stage, onSent }: { stage: QuestDetail['stages'][number]; onSent: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const { value, setValue, error, isSending, submit } = useProofForm({ stage, onSent });
  return (
    <form onSubmit={submit} className="flex flex-col gap-2" noValidate>
      <label htmlFor={id} className={LABEL_CLASS}>
        {t('quests.proofLabel', { type: stage.submissionType })}
      </label>
      <input
        id={id}
        className={FIELD_CLASS}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        dir="ltr"
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-400">
          {error}
        </p>
      )}
      <button type="submit" className={QUEST_BUTTON_CLASS} disabled={isSending}>
        {isSending ? t('quests.sending') : t('quests.sendProof')}
      </button>
    </form>
  );
}
