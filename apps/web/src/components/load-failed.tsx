import type { ReactNode } from 'react';
import { Button } from '../ui/button';

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
      <Button variant="secondary" onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}
