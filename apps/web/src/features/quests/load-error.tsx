import { useTranslation } from '../../lib/use-translation';
import { SECONDARY_BUTTON_CLASS } from '../../ui/form-styles';
import { QUEST_CARD_CLASS } from './quest-styles';

/** What could not load, and a way to try again. */
export function LoadError({ onRetry, message }: { onRetry: () => void; message: string }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className={`${QUEST_CARD_CLASS} space-y-3`}>
      <p>{message}</p>
      <button type="button" onClick={onRetry} className={SECONDARY_BUTTON_CLASS}>
        {t('quests.retry')}
      </button>
    </div>
  );
}
