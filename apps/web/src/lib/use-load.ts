import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { AppError } from '@kp/domain/errors';

/** Where a load stands. */
export type Loaded<T> =
  { status: 'loading' } | { status: 'error'; error: AppError } | { status: 'ready'; data: T };

const LOADING = { status: 'loading' } as const;

/**
 * Loads data for `key` (nothing while it is null) and again whenever the key changes; an answer
 * for an older key is dropped. `retry` loads again, `set` replaces the data after a change the
 * server answered with.
 */
export function useLoad<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
): { state: Loaded<T>; retry: () => void; set: (data: T) => void } {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string; state: Loaded<T> } | null>(null);
  const current = key === null ? null : `${attempt}\u0000${key}`;
  const run = useEffectEvent((signal: AbortSignal) => load(signal));
  useEffect(() => {
    if (current === null) return;
    const controller = new AbortController();
    run(controller.signal).then(
      (data) => setResult({ key: current, state: { status: 'ready', data } }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const appError = error instanceof AppError ? error : new AppError('SOMETHING_WENT_WRONG');
        setResult({ key: current, state: { status: 'error', error: appError } });
      },
    );
    return () => controller.abort();
  }, [current]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const set = useCallback(
    (data: T) => {
      if (current !== null) setResult({ key: current, state: { status: 'ready', data } });
    },
    [current],
  );
  const state: Loaded<T> = result && result.key === current ? result.state : LOADING;
  return { state, retry, set };
}
