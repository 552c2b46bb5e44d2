import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { normalizePath } from '@kp/domain/paths';
import { withAllEnglish } from '../lib/i18n';

export type AppRoute = {
  paths: readonly string[];
  /** Paths under which every longer path is this page too (a quest detail under /k-quest/). */
  prefixes?: readonly string[];
  page: LazyExoticComponent<ComponentType>;
};

/** The four policy pages of the spec, each drawn from its own document chunk. */
export const POLICY_SLUGS = [
  'aml-kyc-policy',
  'privacy-policy',
  'risk-disclosure-policy',
  'terms-and-conditions',
] as const;
export type PolicySlug = (typeof POLICY_SLUGS)[number];

const POLICY_DOCUMENTS = import.meta.glob<{
  default: import('../features/content/policy-document').PolicyDocument;
}>('../features/content/policies/*.ts');

function policyRoute(slug: PolicySlug): AppRoute {
  const page = lazy(async () => {
    const loadDocument = POLICY_DOCUMENTS[`../features/content/policies/${slug}.ts`];
    if (!loadDocument) throw new Error(`no policy document ${slug}`);
    const [{ PolicyPage }, document] = await Promise.all([
      import('../features/content/policy-page'),
      loadDocument(),
    ]);
    const Page = () => <PolicyPage document={document.default} />;
    return { default: Page };
  });
  return { paths: [`/${slug}`], page };
}

/** Every page of the app; each is its own chunk, loaded when first visited. */
export const ROUTES: readonly AppRoute[] = [
  { paths: ['/', '/home'], page: lazy(() => import('../features/home/home-page')) },
  ...POLICY_SLUGS.map(policyRoute),
  {
    paths: ['/register'],
    page: lazy(withAllEnglish(() => import('../features/auth/register-page'))),
  },
  {
    paths: ['/profile'],
    page: lazy(withAllEnglish(() => import('../features/profile/profile-page'))),
  },
  {
    paths: ['/clan-chief'],
    page: lazy(withAllEnglish(() => import('../features/clan-chief/clan-chief-page'))),
  },
  {
    paths: ['/transaction-history'],
    page: lazy(withAllEnglish(() => import('../features/transactions/transaction-history-page'))),
  },
  {
    paths: ['/games'],
    page: lazy(withAllEnglish(() => import('../features/games/games-page'))),
  },
  {
    paths: ['/swap'],
    page: lazy(withAllEnglish(() => import('../features/swap/swap-page'))),
  },
  {
    paths: ['/currency-exchange'],
    page: lazy(withAllEnglish(() => import('../features/swap/currency-exchange-page'))),
  },
  {
    paths: ['/buy-kcash'],
    page: lazy(withAllEnglish(() => import('../features/buy-kcash/buy-kcash-page'))),
  },
  {
    paths: ['/k-store'],
    page: lazy(withAllEnglish(() => import('../features/store/store-page'))),
  },
  {
    paths: ['/purchase-confirmation'],
    page: lazy(withAllEnglish(() => import('../features/store/purchase-confirmation-page'))),
  },
  {
    paths: ['/kyc'],
    page: lazy(withAllEnglish(() => import('../features/kyc/kyc-page'))),
  },
  {
    paths: ['/k-quest', '/quest-details', '/offerwall'],
    prefixes: ['/k-quest/', '/quest-details/'],
    page: lazy(withAllEnglish(() => import('../features/quests/quests-page'))),
  },
  {
    paths: ['/collect-earnings'],
    page: lazy(withAllEnglish(() => import('../features/earnings/collect-earnings-page'))),
  },
  {
    paths: ['/delete-user-account'],
    page: lazy(withAllEnglish(() => import('../features/account-deletion/delete-account-page'))),
  },
];

export const NotFoundPage = lazy(() => import('../features/not-found/not-found-page'));

/** The route drawing a path, or null for the 404 page. */
export function matchRoute(pathname: string, routes: readonly AppRoute[] = ROUTES): AppRoute | null {
  const path = normalizePath(pathname);
  return (
    routes.find((route) => route.paths.includes(path)) ??
    routes.find((route) => route.prefixes?.some((prefix) => path.startsWith(prefix))) ??
    null
  );
}
