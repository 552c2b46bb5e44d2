import { useCallback, useEffect, useState } from 'react';
import type { Banner } from '@kp/contract/content';
import type { AppError } from '@kp/domain/errors';
import { call } from '../../lib/api-client';

export type BannersState =
  { status: 'loading' } | { status: 'error'; error: AppError } | { status: 'ready'; banners: Banner[] };

/** The home page's banners from the api, with a retry after a failure. */
export function useBanners(fetchImpl?: typeof fetch): { state: BannersState; retry: () => void } {
  const [state, setState] = useState<BannersState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    call('listBanners', { query: { placement: 'home' } }, { signal: controller.signal, fetch: fetchImpl })
      .then((answer) => setState({ status: 'ready', banners: answer.data }))
      .catch((error: AppError) => {
        if (!controller.signal.aborted) setState({ status: 'error', error });
      });
    return () => controller.abort();
  }, [attempt, fetchImpl]);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { state, retry };
}
