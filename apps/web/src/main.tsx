import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { isEmbedded, readEmbedFlags } from '@kp/domain/embed';
import { App } from './app/app';
import { registerModals } from './app/modals';
import { normalizePath } from '@kp/domain/paths';
import { beaconTransport, createAnalytics } from './lib/analytics';
import { currentLanguage, startI18n } from './lib/i18n';
import { canHydrate, PRERENDERED_ATTRIBUTE } from './lib/prerender-marker';
import { markSessionHint, startSession } from './lib/session';
import './styles.css';

const ANALYTICS_CHECK_MS = 60_000;

async function start() {
  markSessionHint();
  await startI18n();
  const analytics = createAnalytics({ transport: beaconTransport });
  setInterval(() => analytics.checkExpiry(), ANALYTICS_CHECK_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') analytics.flush();
  });

  registerModals();
  const root = document.getElementById('root');
  if (!root) throw new Error('no #root element');
  const embedFlags = readEmbedFlags(location.search);
  const app = (
    <StrictMode>
      <App firstEmbedFlags={embedFlags} onPageView={analytics.pageView} />
    </StrictMode>
  );
  // The server may have sent this page already drawn (in English, for its path): adopt it
  // rather than draw it again, so the first paint does not wait for the scripts.
  const hydrate = canHydrate({
    prerenderedPath: root.getAttribute(PRERENDERED_ATTRIBUTE),
    path: normalizePath(location.pathname),
    language: currentLanguage(),
    isEmbedded: isEmbedded(embedFlags),
  });
  if (hydrate) {
    hydrateRoot(root, app);
  } else {
    root.replaceChildren();
    createRoot(root).render(app);
  }
  // After the render is under way: who is signed in never holds up the first paint.
  startSession();

  if (import.meta.env.PROD && 'serviceWorker' in navigator) {
    // After the page has loaded, so installing the worker never competes with the first paint.
    const register = () =>
      navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
        console.warn('service worker not registered', error);
      });
    if (document.readyState === 'complete') void register();
    else window.addEventListener('load', () => void register(), { once: true });
  }
}

void start();
