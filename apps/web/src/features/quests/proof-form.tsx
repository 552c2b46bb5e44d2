import type { QuestDetail } from '@kp/contract/quests';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../ui/button';
import { Field, Input } from '../../ui/field';
import { useProofForm } from './use-proof-form';

/** The field a stage's proof is sent from. */
export function ProofForm({ stage, onSent }: { stage: QuestDetail['stages'][number]; onSent: () => void }) {
  const { t } = useTranslation();
  const { value, setValue, error, isSending, submit } = useProofForm({ stage, onSent });
  // A network's proof is named by the network (Instagram, Steam); a plain link in the reader's words.
  const type = stage.submissionType === 'link' ? t('quests.proofTypeLink') : stage.submissionType;
  return (
    <form onSubmit={submit} className="flex flex-col gap-2" noValidate>
      <Field label={t('quests.proofLabel', { type })} error={error} announceError>
        {(control) => (
          <Input {...control} value={value} onChange={(e) => setValue(e.target.value)} dir="ltr" />
        )}
      </Field>
      <Button type="submit" loading={isSending}>
        {isSending ? t('quests.sending') : t('quests.sendProof')}
      </Button>
    </form>
  );
}
