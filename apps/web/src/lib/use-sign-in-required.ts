import { useEffect, useRef } from 'react';
import { openModal } from './modals';
import type { SessionState } from './session';

/**
 * For a page behind sign-in: a visitor who is signed out gets the login modal (spec section 6).
 * Not someone who signs out here, or whose session ends here: they are on their way home.
 */
export function useSignInRequired(status: SessionState['status']): void {
  const previous = useRef(status);
  useEffect(() => {
    if (status === 'signed-out' && previous.current !== 'signed-in') openModal('login');
    previous.current = status;
  }, [status]);
}
