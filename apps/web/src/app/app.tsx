import { Suspense, useEffect, useMemo } from 'react';
import { useSessionNavigation } from '../lib/session';
import { useTranslation } from '../lib/use-translation';
import { useLocation, useSearch } from 'wouter';
import { analyticsPageName } from '@kp/domain/analytics';
import { isEmbedded, mergeEmbedFlags, readEmbedFlags, type EmbedFlags } from '@kp/domain/embed';
import { PageSkeleton } from '../components/page-skeleton';
import { Button } from '../ui/button';
import { Toaster } from '../ui/toast';
import { ErrorBoundary } from './error-boundary';
import { Footer } from './footer';
import { Header } from './header';
import { ModalHost } from './modal-host';
import { matchRoute, NotFoundPage } from './routes';
import { TabBar } from './tab-bar';
import { useAddressParams } from './use-address-params';

export type AppProps = {
  /** The embed flags of the first page of this visit. */
  firstEmbedFlags: EmbedFlags;
  /** Called with the analytics page name on every page change. */
  onPageView?: (page: string) => void;
};

/** The app shell: header, the current page, footer, toasts and modals. */
export function App({ firstEmbedFlags, onPageView }: AppProps) {
  const { t } = useTranslation();
  const [location, navigate] = useLocation();
  useSessionNavigation(navigate);
  // First: it only keeps the code, so running again after the sign-in link's clean-up is harmless.
  useAddressParams();
  const search = useSearch();
  const flags = mergeEmbedFlags(firstEmbedFlags, readEmbedFlags(search));
  const route = useMemo(() => matchRoute(location), [location]);
  const Page = route?.page ?? NotFoundPage;
  const pageName = analyticsPageName(location);
  // An embedded page has no tab bar (its frame is the navigation).
  const hasTabBar = !isEmbedded(flags);

  useEffect(() => {
    document.body.dataset.page = pageName;
    onPageView?.(pageName);
    window.scrollTo?.(0, 0);
  }, [location, pageName, onPageView]);

  return (
    // On a phone, the tab bar's room (--tab-bar-space) at the foot of the page and under the toasts.
    <div
      className={`flex min-h-dvh flex-col pb-(--tab-bar-space) ${hasTabBar ? 'max-md:[--tab-bar-space:calc(3.5rem+env(safe-area-inset-bottom))]' : ''}`}
    >
      <Button href="#main" className="sr-only z-50 focus:not-sr-only focus:fixed focus:start-2 focus:top-2">
        {t('app.skipToContent')}
      </Button>
      {!flags.hideHeader && <Header />}
      {/* At least a screen tall, so the footer never shows above the fold and then jumps away. */}
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto min-h-dvh w-full max-w-6xl flex-1 px-4 py-6 outline-none"
      >
        <ErrorBoundary key={location}>
          <Suspense fallback={<PageSkeleton label={t('app.loading')} />}>
            <Page />
          </Suspense>
        </ErrorBoundary>
      </main>
      {hasTabBar && <TabBar />}
      {!flags.hideFooter && <Footer />}
      <Toaster />
      <ModalHost />
    </div>
  );
}
