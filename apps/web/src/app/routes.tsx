import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { normalizePath } from '@kp/domain/paths';
import { withAllMessages } from '../lib/i18n';
import type { HubName, HubTab } from './hub-page';
import type { PageName } from './page-loaders';

export type AppRoute = {
  paths: readonly string[];
  /** Paths under which every longer path is this page too (a quest detail under /k-quest/). */
  prefixes?: readonly string[];
  page: LazyExoticComponent<ComponentType>;
};

/** The four policy pages of the spec; each page loads the policy in the reader's language only. */
export const POLICY_SLUGS = [
  'aml-kyc-policy',
  'privacy-policy',
  'risk-disclosure-policy',
  'terms-and-conditions',
] as const;
export type PolicySlug = (typeof POLICY_SLUGS)[number];

function policyRoute(slug: PolicySlug): AppRoute {
  const page = lazy(
    withAllMessages(() =>
      import('../features/content/policy-page').then(({ policyPage }) => policyPage(slug)),
    ),
  );
  return { paths: [`/${slug}`], page };
}

/** A page drawn on demand: the table of their loaders first (one small chunk), then its own. */
function onDemand(name: PageName) {
  return lazy(
    withAllMessages(() => import('./page-loaders').then(({ PAGE_LOADERS }) => PAGE_LOADERS[name]())),
  );
}

/** A page of a hub drawn on demand, under the hub's tabs (hub-page.tsx), `tab` marked. */
function inHub(hub: HubName, tab: HubTab, name: PageName) {
  return lazy(
    withAllMessages(async () => {
      const [withTabs, page] = await Promise.all([
        import('./hub-page').then(({ inHub }) => inHub),
        import('./page-loaders').then(({ PAGE_LOADERS }) => PAGE_LOADERS[name]()),
      ]);
      return { default: withTabs(hub, tab, page.default) };
    }),
  );
}

/** The pages at one path each, drawn on demand: [path, page]. */
const ONE_PATH_PAGES: readonly (readonly [string, PageName])[] = [
  ['/register', 'register'],
  ['/profile', 'profile'],
  ['/clan-chief', 'clanChief'],
  ['/my-clan', 'myClan'],
  ['/transaction-history', 'transactionHistory'],
  ['/games', 'games'],
  ['/swap', 'swap'],
  ['/currency-exchange', 'currencyExchange'],
  ['/buy-kcash', 'buyKcash'],
  ['/k-store', 'store'],
  ['/purchase-confirmation', 'purchaseConfirmation'],
  ['/kyc', 'kyc'],
  ['/collect-earnings', 'collectEarnings'],
  ['/delete-user-account', 'deleteAccount'],
  ['/wallet', 'wallet'],
  ['/pog', 'pog'],
  ['/pog/mint', 'pogMint'],
  ['/my-pog', 'myPog'],
  ['/pog/leaderboard', 'pogLeaderboard'],
  ['/pog-showcase', 'pogShowcase'],
];

/** Every page of the app; each is its own chunk, loaded when first visited. */
export const ROUTES: readonly AppRoute[] = [
  { paths: ['/', '/home'], page: lazy(() => import('../features/home/home-page')) },
  ...POLICY_SLUGS.map(policyRoute),
  ...ONE_PATH_PAGES.map(([path, name]) => ({ paths: [path], page: onDemand(name) })),
  {
    paths: ['/k-quest', '/quest-details', '/offerwall'],
    prefixes: ['/k-quest/', '/quest-details/'],
    page: onDemand('quests'),
  },
  {
    paths: ['/klash'],
    page: inHub('play', '/klash', 'arena'),
  },
  {
    paths: ['/tournaments'],
    page: inHub('play', '/tournaments/', 'tournaments'),
  },
  {
    paths: ['/gamer/k-drop'],
    page: inHub('gamer', '/gamer/k-drop', 'campaigns'),
  },
  {
    paths: ['/gamer/k-quest'],
    page: inHub('gamer', '/gamer/k-quest', 'myQuests'),
  },
  {
    paths: ['/gamer/my-clan'],
    page: inHub('gamer', '/gamer/my-clan', 'myClan'),
  },
  {
    paths: [],
    prefixes: ['/gamer/k-drop/'],
    page: onDemand('campaign'),
  },
  {
    paths: [],
    prefixes: ['/social-connect/'],
    page: onDemand('socialConnect'),
  },
  { paths: ['/article-details'], prefixes: ['/article-details/'], page: onDemand('article') },
];

export const NotFoundPage = lazy(withAllMessages(() => import('../features/not-found/not-found-page')));

/** The route drawing a path, or null for the 404 page. */
export function matchRoute(pathname: string, routes: readonly AppRoute[] = ROUTES): AppRoute | null {
  const path = normalizePath(pathname);
  return (
    routes.find((route) => route.paths.includes(path)) ??
    routes.find((route) => route.prefixes?.some((prefix) => path.startsWith(prefix))) ??
    null
  );
}
