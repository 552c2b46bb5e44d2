import { useRef, useState, type FormEvent } from 'react';
import type { QuestDetail } from '@kp/contract/quests';
import { AppError } from '@kp/domain/errors';
import { SUBMISSION_VALUE_SCHEMAS } from '@kp/domain/validation';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { errorText, fieldMessageKey } from '../../lib/messages';
import { useTranslation } from '../../lib/use-translation';
import { submitProof } from './quests-api';

/** A stage's proof: checked against its submission type, then sent once (retries replay it). */
export function useProofForm({
  stage,
  onSent,
}: {
  stage: QuestDetail['stages'][number];
  onSent: () => void;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isSending, setSending] = useState(false);
  // One key per proof the user sends (the stage and its value): a retry after a lost answer or a
  // server error sends it again, and the api answers the first success instead of a second proof.
  const keyRef = useRef<{ value: string; key: string } | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = SUBMISSION_VALUE_SCHEMAS[stage.submissionType].safeParse(value.trim());
    if (!checked.success) {
      setError(t(fieldMessageKey(checked.error.issues[0]?.message ?? '')));
      return;
    }
    setError(null);
    setSending(true);
    const sent = value.trim();
    if (keyRef.current?.value !== sent) keyRef.current = { value: sent, key: newIdempotencyKey() };
    try {
      await submitProof(
        { stageId: stage.id, submissionType: stage.submissionType, value: sent },
        keyRef.current.key,
      );
      keyRef.current = null;
      onSent();
    } catch (e) {
      setError(e instanceof AppError ? errorText(t, e) : t('quests.invalidProof'));
    } finally {
      setSending(false);
    }
  };
  return { value, setValue, error, isSending, submit };
}
