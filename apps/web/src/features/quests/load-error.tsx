import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../ui/button';
import { QUEST_CARD_CLASS } from './quest-styles';

/** What could not load, and a way to try again. */
export function LoadError({ onRetry, message }: { onRetry: () => void; message: string }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className={`${QUEST_CARD_CLASS} space-y-3`}>
      <p>{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('quests.retry')}
      </Button>
    </div>
  );
}
