import { useEffect, useState } from 'react';
import type { Features } from '@kp/contract/health';
import { call } from './api-client';

/**
 * What this installation offers that needs an outside provider (buying K-Cash, KYC), read once
 * per page load and shared. Until it is known, and should it fail, nothing that depends on it is
 * offered: a switched-off feature is never shown as a dead end.
 */
let features: Promise<Features | null> | null = null;

function loadFeatures(): Promise<Features | null> {
  features ??= call('getFeatures').then(
    ({ data }) => data,
    () => {
      features = null; // ask again next time
      return null;
    },
  );
  return features;
}

/** The installation's features, null while they are being read. */
export function useFeatures(): Features | null {
  const [known, setKnown] = useState<Features | null>(null);
  useEffect(() => {
    let isCurrent = true;
    void loadFeatures().then((value) => {
      if (isCurrent) setKnown(value);
    });
    return () => {
      isCurrent = false;
    };
  }, []);
  return known;
}

/** Forgets what was read (tests). */
export function resetFeatures(): void {
  features = null;
}
