import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { normalizePath } from '@kp/domain/paths';
import { openModal } from '../../lib/modals';

/**
 * While `isDirty`, leaving the page asks first: a link to another page of the app opens the
 * unsaved-changes modal (which follows the link if the user chooses to leave), and closing or
 * reloading the tab gets the browser's own question.
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
      openModal('unsavedChanges', { onLeave: () => navigate(`${url.pathname}${url.search}${url.hash}`) });
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    document.addEventListener('click', onClick, true);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [isDirty, current, navigate]);
}
