import { SECONDARY_BUTTON_CLASS } from './form-styles';

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
      <button
        type="button"
        onClick={onMore}
        disabled={isLoading}
        aria-busy={isLoading}
        className={SECONDARY_BUTTON_CLASS}
      >
        {isLoading ? loadingLabel : label}
      </button>
      {state === 'error' && (
        <p role="alert" className="text-sm text-rose-300">
          {errorText}
        </p>
      )}
    </div>
  );
}
