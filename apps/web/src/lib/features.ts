import { useCallback, useEffect, useState } from 'react';
import type { Features } from '@kp/contract/health';
import { call } from './api-client';

/**
 * What this installation offers that needs an outside provider (buying K-Cash, KYC), read once
 * per page load and shared. Until it is known, and should it fail, nothing that depends on it is
 * offered: a switched-off feature is never shown as a dead end. A failed read is asked again on
 * the next use (or `retry`).
 */
let features: Promise<Features | null> | null = null;

function loadFeatures(): Promise<Features | null> {
  features ??= call('getFeatures').then(
    ({ data }) => data,
    () => {
      features = null;
      return null;
    },
  );
  return features;
}

export type FeaturesState = {
  /** The installation's features; null while they are read or when reading failed. */
  features: Features | null;
  isFailed: boolean;
  retry: () => void;
};

/** The installation's features, with whether reading them failed and a way to try again. */
export function useFeaturesState(): FeaturesState {
  const [state, setState] = useState<{ features: Features | null; isFailed: boolean }>({
    features: null,
    isFailed: false,
  });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let isCurrent = true;
    void loadFeatures().then((value) => {
      if (isCurrent) setState({ features: value, isFailed: value === null });
    });
    return () => {
      isCurrent = false;
    };
  }, [attempt]);
  const retry = useCallback(() => {
    setState({ features: null, isFailed: false });
    setAttempt((n) => n + 1);
  }, []);
  return { ...state, retry };
}

/** The installation's features, null while they are being read (or could not be). */
export function useFeatures(): Features | null {
  return useFeaturesState().features;
}

/** Forgets what was read (tests). */
export function resetFeatures(): void {
  features = null;
}
