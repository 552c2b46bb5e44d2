import type { Loaded } from '../../lib/use-load';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';

/** The loading and error states of a modal that reads what it needs first; null once it is ready. */
export function ModalLoadState<T>({ state, retry }: { state: Loaded<T>; retry: () => void }) {
  const { t } = useTranslation();
  if (state.status === 'loading') return <Spinner label={t('games.username.loading')} />;
  if (state.status === 'error')
    return (
      <div role="alert" className="space-y-3">
        <p>
          {state.error.code === 'GAME_NOT_FOUND'
            ? t('games.errors.gameNotFound')
            : t('games.username.loadError')}
        </p>
        {state.error.code !== 'GAME_NOT_FOUND' && (
          <Button variant="secondary" onClick={retry}>
            {t('games.username.retry')}
          </Button>
        )}
      </div>
    );
  return null;
}
