import { lazy, Suspense, useEffect, useState } from 'react';
import { useSession } from '../lib/session';

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
        if (!isCancelled) stop = startClanPromotion(() => setIsShown(true));
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
