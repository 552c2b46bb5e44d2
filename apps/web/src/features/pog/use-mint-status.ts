import { useCallback, useEffect, useRef, useState } from 'react';
import type { PogMintStatus } from '@kp/contract/pog';
import { AppError } from '@kp/domain/errors';
import { getMintStatus } from './pog-api';

/** How often the status is read again while something runs on the server (a mint, an avatar). */
export const STATUS_POLL_MS = 2000;

export type MintStatusState =
  { status: 'loading' } | { status: 'error'; error: AppError } | { status: 'ready'; data: PogMintStatus };

/** Whether the server is working for the user: a mint under way or an avatar being generated. */
export function isRunning(status: PogMintStatus): boolean {
  return status.next === 'wait_for_mint' || status.avatarStep === 'generating';
}

/**
 * The caller's mint status (null user: nothing), read once and again every STATUS_POLL_MS while a
 * mint or an avatar runs, so a page left and opened again shows it still going. `refresh` reads it
 * again after an action, keeping the last answer on screen meanwhile.
 */
export function useMintStatus(userId: string | null) {
  const [state, setState] = useState<MintStatusState>({ status: 'loading' });
  const generation = useRef(0);

  const refresh = useCallback(async () => {
    const asked = ++generation.current;
    try {
      const data = await getMintStatus();
      if (asked === generation.current) setState({ status: 'ready', data });
    } catch (error) {
      if (asked !== generation.current) return;
      setState((previous) =>
        previous.status === 'ready'
          ? previous // a failed poll keeps what is known; the next one tries again
          : {
              status: 'error',
              error: error instanceof AppError ? error : new AppError('SOMETHING_WENT_WRONG'),
            },
      );
    }
  }, []);

  useEffect(() => {
    if (userId === null) return;
    const asked = generation;
    setState({ status: 'loading' });
    void refresh();
    // Another user (or none): an answer still on its way is dropped.
    return () => void asked.current++;
  }, [userId, refresh]);

  const running = state.status === 'ready' && isRunning(state.data);
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => void refresh(), STATUS_POLL_MS);
    return () => clearInterval(timer);
  }, [running, refresh]);

  return { state, refresh };
}
