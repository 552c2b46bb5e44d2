import { lazy, Suspense, useEffect, useState } from 'react';
import { CLAN_OVERLAY_STORAGE_KEYS } from '@kp/domain/clan-overlay';
import { call } from '../lib/api-client';
import { useSession } from '../lib/session';
import { storage } from '../lib/storage';
import type { ClanPromotionPorts } from './clan-promotion-controller';

const ClanPromotionDialog = lazy(() => import('./clan-promotion-dialog'));

/** Runs `task` once the browser is idle (soon after, where it cannot tell); returns its cancel. */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: 5000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 1000);
  return () => clearTimeout(id);
}

const VISIT_KEY = CLAN_OVERLAY_STORAGE_KEYS.visit;

/** This tab's visit: the number it was given, or the next one (kept for the tab's life). */
function visitNumber(): number {
  let own: string | null = null;
  try {
    own = globalThis.sessionStorage?.getItem(VISIT_KEY) ?? null;
  } catch {
    // No session storage: every page load is a visit of its own.
  }
  const kept = Number(own);
  if (Number.isSafeInteger(kept) && kept > 0) return kept;
  const next = (Number(storage.get(VISIT_KEY)) || 0) + 1;
  storage.set(VISIT_KEY, String(next));
  try {
    globalThis.sessionStorage?.setItem(VISIT_KEY, String(next));
  } catch {
    // As above.
  }
  return next;
}

/** What the controller reads and asks: local storage, the api, and any open dialog. */
const PORTS: ClanPromotionPorts = {
  readState: () => storage.get(CLAN_OVERLAY_STORAGE_KEYS.state),
  writeState: (json) => storage.set(CLAN_OVERLAY_STORAGE_KEYS.state, json),
  visit: visitNumber,
  hasClan: async () => (await call('getMyClanMembership')).data.membership !== null,
  // Every modal is a <dialog>: the modal host's and a page's own (the clan page's, a quest's). Read
  // from the page rather than lib/modals' stack, whose reader would then join the first load.
  isModalOpen: () => document.querySelector('dialog[open]') !== null,
};

/**
 * The clan promotion overlay on a page that shows it (spec section 2: "on some pages"): for a
 * signed-in user only, its controller (a chunk of its own) loads once the page is idle and
 * decides when it shows; then the overlay invites them to browse clans.
 */
export function ClanPromotion() {
  const session = useSession();
  const isSignedIn = session.status === 'signed-in';
  const [isShown, setIsShown] = useState(false);
  useEffect(() => {
    if (!isSignedIn) return;
    let stop: (() => void) | undefined;
    let isCancelled = false;
    const cancelIdle = whenIdle(() => {
      void import('./clan-promotion-controller').then(({ startClanPromotion }) => {
        if (!isCancelled) stop = startClanPromotion(() => setIsShown(true), PORTS);
      });
    });
    return () => {
      isCancelled = true;
      cancelIdle();
      stop?.();
    };
  }, [isSignedIn]);
  if (!isShown || !isSignedIn) return null;
  return (
    <Suspense fallback={null}>
      <ClanPromotionDialog onClose={() => setIsShown(false)} />
    </Suspense>
  );
}
