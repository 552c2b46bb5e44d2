/**
 * The code of every page drawn on demand (not the home page or the policies, which are drawn at
 * build time): a chunk of its own, read when one of them is first visited, so the first load
 * carries only the paths (routes.tsx).
 */
export const PAGE_LOADERS = {
  register: () => import('../features/auth/register-page'),
  profile: () => import('../features/profile/profile-page'),
  clanChief: () => import('../features/clan-chief/clan-chief-page'),
  myClan: () => import('../features/clans/my-clan-page'),
  transactionHistory: () => import('../features/transactions/transaction-history-page'),
  games: () => import('../features/games/games-page'),
  swap: () => import('../features/swap/swap-page'),
  currencyExchange: () => import('../features/swap/currency-exchange-page'),
  buyKcash: () => import('../features/buy-kcash/buy-kcash-page'),
  store: () => import('../features/store/store-page'),
  purchaseConfirmation: () => import('../features/store/purchase-confirmation-page'),
  kyc: () => import('../features/kyc/kyc-page'),
  quests: () => import('../features/quests/quests-page'),
  collectEarnings: () => import('../features/earnings/collect-earnings-page'),
  deleteAccount: () => import('../features/account-deletion/delete-account-page'),
  arena: () => import('../features/arena/arena-page'),
  tournaments: () => import('../features/tournaments/tournaments-page'),
  campaigns: () => import('../features/campaigns/campaigns-page'),
  campaign: () => import('../features/campaigns/campaign-page'),
  socialConnect: () => import('../features/social/social-connect-page'),
  wallet: () => import('../features/wallet/wallet-page'),
  myQuests: () => import('../features/quests/my-quests-page'),
  pog: () => import('../features/pog/pog-page'),
  pogMint: () => import('../features/pog/pog-mint-page'),
  myPog: () => import('../features/pog/my-pog-page'),
  pogLeaderboard: () => import('../features/pog/pog-leaderboard-page'),
  pogShowcase: () => import('../features/pog/pog-showcase-page'),
  article: () => import('../features/content/article-page'),
} as const;
export type PageName = keyof typeof PAGE_LOADERS;
