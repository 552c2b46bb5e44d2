import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { beaconTransport, createAnalytics } from './lib/analytics';
import { readEmbedFlags } from './lib/embed';
import { startI18n } from './lib/i18n';
import './styles.css';

const ANALYTICS_CHECK_MS = 60_000;

async function start() {
  await startI18n();
  const analytics = createAnalytics({ transport: beaconTransport });
  setInterval(() => analytics.checkExpiry(), ANALYTICS_CHECK_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') analytics.flush();
  });

  const root = document.getElementById('root');
  if (!root) throw new Error('no #root element');
  createRoot(root).render(
    <StrictMode>
      <App firstEmbedFlags={readEmbedFlags(location.search)} onPageView={analytics.pageView} />
    </StrictMode>,
  );

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
