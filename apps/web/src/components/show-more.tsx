import { Button } from '../ui/button';

/** Where reading the next page of a list stands. */
export type MoreState = 'idle' | 'loading' | 'error';

/**
 * The "show more" button under a paged list: busy while the next page loads, and the reason
 * beside it when that failed (the button stays, to try again).
 */
export function ShowMore({
  state,
  onMore,
  label,
  loadingLabel,
  errorText,
  className = 'mt-4',
}: {
  state: MoreState;
  onMore: () => void;
  label: string;
  loadingLabel: string;
  errorText: string;
  className?: string;
}) {
  const isLoading = state === 'loading';
  return (
    <div className={`${className} flex flex-col items-center gap-2`}>
      <Button variant="secondary" onClick={onMore} loading={isLoading}>
        {isLoading ? loadingLabel : label}
      </Button>
      {state === 'error' && (
        <p role="alert" className="text-label text-danger-text">
          {errorText}
        </p>
      )}
    </div>
  );
}
