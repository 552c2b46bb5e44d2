import { useCallback, useEffect, useState } from 'react';
import type { KycStatus } from '@kp/contract/kyc';
import { ENDPOINTS } from '@kp/contract/endpoints';
import { AppError } from '@kp/domain/errors';
import type { Loaded } from '../../lib/use-load';
import { loadKycStatus } from './kyc-api';

/** How often the status is read while a check is pending, where the browser has no EventSource. */
export const KYC_POLL_MS = 3_000;
/** The longest wait before the stream is tried again after the server refused it. */
export const KYC_RECONNECT_MAX_MS = 30_000;

const hasPending = (status: KycStatus) =>
  status.documents.some((d) => d.status === 'pending' || d.update?.status === 'pending');

/**
 * The user's KYC status, live. It is read once through the api client (which renews an expired
 * session), then followed on the server's event stream (`verification-status`): every change
 * arrives as an event. The browser reconnects a stream that ends by itself; when the server
 * refuses it (a session to renew, a server away), the status is read again through the client and
 * the stream tried again, waiting longer each time. Without EventSource, the status is read every
 * few seconds while a check is pending. `set` shows a status a call answered with.
 */
export function useKycStatus(userId: string | null): {
  state: Loaded<KycStatus>;
  set: (status: KycStatus) => void;
  retry: () => void;
} {
  // Kept with the user it is of: another user's status is never shown, even for a moment.
  const [held, setHeld] = useState<{ userId: string; state: Loaded<KycStatus> } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const state: Loaded<KycStatus> = held && held.userId === userId ? held.state : { status: 'loading' };
  const hasEventSource = typeof EventSource !== 'undefined';

  useEffect(() => {
    if (userId === null) return;
    let isActive = true;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let refusals = 0;
    const controller = new AbortController();
    const show = (status: KycStatus) => {
      if (isActive) setHeld({ userId, state: { status: 'ready', data: status } });
    };
    const readOnce = () => loadKycStatus(controller.signal).then(show);

    const connect = () => {
      if (!isActive || !hasEventSource) return;
      source = new EventSource(ENDPOINTS.streamKycStatus.path);
      source.addEventListener('status', (event) => {
        refusals = 0;
        show(JSON.parse((event as MessageEvent<string>).data) as KycStatus);
      });
      source.onerror = () => {
        // CONNECTING: the browser is reconnecting by itself. CLOSED: it gave up (a refusal).
        if (!source || source.readyState !== EventSource.CLOSED) return;
        source = null;
        refusals++;
        const wait = Math.min(KYC_RECONNECT_MAX_MS, 1_000 * 2 ** refusals);
        readOnce()
          .catch(() => {})
          .finally(() => {
            if (isActive) timer = setTimeout(connect, wait);
          });
      };
    };

    readOnce().then(connect, (error: unknown) => {
      if (!isActive || controller.signal.aborted) return;
      setHeld({
        userId,
        state: {
          status: 'error',
          error: error instanceof AppError ? error : new AppError('SOMETHING_WENT_WRONG'),
        },
      });
    });
    return () => {
      isActive = false;
      controller.abort();
      clearTimeout(timer);
      source?.close();
    };
  }, [userId, attempt, hasEventSource]);

  // Without a stream, a pending check is followed by reading the status again.
  const isPolling = !hasEventSource && state.status === 'ready' && hasPending(state.data);
  useEffect(() => {
    if (!isPolling || userId === null) return;
    const controller = new AbortController();
    const timer = setInterval(() => {
      loadKycStatus(controller.signal).then(
        (status) => setHeld({ userId, state: { status: 'ready', data: status } }),
        () => {},
      );
    }, KYC_POLL_MS);
    return () => {
      clearInterval(timer);
      controller.abort();
    };
  }, [isPolling, userId]);

  const set = useCallback(
    (status: KycStatus) => {
      if (userId !== null) setHeld({ userId, state: { status: 'ready', data: status } });
    },
    [userId],
  );
  const retry = useCallback(() => {
    setHeld(null);
    setAttempt((n) => n + 1);
  }, []);
  return { state, set, retry };
}
