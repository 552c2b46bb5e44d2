import type { ReactNode } from 'react';
import { SECONDARY_BUTTON_CLASS } from './form-styles';

type LoadFailedProps = {
  message: ReactNode;
  retryLabel: string;
  onRetry: () => void;
};

/** What shows where a load failed: the reason, announced, and a button to try again. */
export function LoadFailed({ message, retryLabel, onRetry }: LoadFailedProps) {
  return (
    <div role="alert" className="space-y-3">
      <p>{message}</p>
      <button type="button" onClick={onRetry} className={SECONDARY_BUTTON_CLASS}>
        {retryLabel}
      </button>
    </div>
  );
}
