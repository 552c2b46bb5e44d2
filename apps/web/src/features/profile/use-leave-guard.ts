import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { normalizePath } from '@kp/domain/paths';
import { isModalOpen, openModal } from '../../lib/modals';

/** The mark of the history entry the guard adds above the page (a copy of its address). */
const GUARD_KEY = 'kpLeaveGuard';

const isGuardEntry = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as Record<string, unknown>)[GUARD_KEY] === true;

// Our own steps back (taking the guard entry away once the form is clean): their popstate is not
// the user pressing Back. A listener added before any guard's own, so it sees each event first.
let pendingOwnBacks = 0;
let isOwnPopState = false;
let isWatching = false;
function watchOwnBacks() {
  if (isWatching) return;
  isWatching = true;
  window.addEventListener('popstate', () => {
    isOwnPopState = pendingOwnBacks > 0;
    if (isOwnPopState) pendingOwnBacks--;
  });
}

/**
 * While `isDirty`, leaving the page asks first: a link to another page of the app opens the
 * unsaved-changes modal (which follows the link if the user chooses to leave), and closing or
 * reloading the tab gets the browser's own question.
 *
 * The browser's Back button too: while dirty, a copy of the page's history entry lies above it,
 * so Back only takes that copy away and the page stays. The guard then puts the copy back (the
 * history is as it was, for staying) and asks; leaving goes back past both, to the page before.
 * When the form is clean again the copy is taken away, so Back works in one step as always.
 */
export function useLeaveGuard(isDirty: boolean): void {
  const [current, navigate] = useLocation();

  useEffect(() => {
    if (!isDirty) return;
    // In the capture phase on the document, before the router's own click handler sees it.
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self')) return;
      if (link.hasAttribute('download')) return;
      const url = new URL(link.getAttribute('href') ?? '', location.href);
      if (url.origin !== location.origin || normalizePath(url.pathname) === normalizePath(current)) return;
      event.preventDefault();
      event.stopPropagation();
      openModal('unsavedChanges', {
        // The next page takes the guard's copy's place: Back from it comes here in one step.
        onLeave: () =>
          navigate(`${url.pathname}${url.search}${url.hash}`, { replace: isGuardEntry(history.state) }),
      });
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    document.addEventListener('click', onClick, true);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [isDirty, current, navigate]);

  useEffect(() => {
    if (!isDirty) return;
    watchOwnBacks();
    const address = location.href;
    let hasPageBefore = true;
    let isLeaving = false;
    const arm = () => {
      if (isGuardEntry(history.state)) return;
      const state = typeof history.state === 'object' && history.state !== null ? history.state : {};
      history.pushState({ ...state, [GUARD_KEY]: true }, '', address);
      // A push drops the entries ahead, so the copy is the last entry: the page is just below it.
      hasPageBefore = history.length > 2;
    };
    const onPopState = () => {
      if (isOwnPopState) {
        // The copy of a moment ago went only now, after the form turned dirty again: put it back.
        if (location.href === address) arm();
        return;
      }
      if (isLeaving || isGuardEntry(history.state)) return;
      // Back several entries at once (the browser's history menu): the page is going anyway.
      if (location.href !== address) return;
      arm();
      if (isModalOpen('unsavedChanges')) return;
      openModal('unsavedChanges', {
        onLeave: () => {
          isLeaving = true;
          // Past the copy and the page; with no page before this one in the tab, home instead.
          if (hasPageBefore) history.go(-2);
          else navigate('/', { replace: true });
        },
      });
    };
    arm();
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('popstate', onPopState);
      if (!isLeaving && isGuardEntry(history.state) && location.href === address) {
        pendingOwnBacks++;
        history.back();
      }
    };
  }, [isDirty, navigate]);
}
