// The schema index: every module's tables, for Drizzle's typed client and drizzle-kit.
export { installationMeta } from './installation-meta';
export * from '../modules/content/content.tables';
export * from '../modules/games/games.tables';
export * from '../modules/quests/quests.tables';
export * from '../modules/campaigns/campaigns.tables';
export * from '../modules/store/store.tables';
export * from '../modules/clans/clans.tables';
export * from '../modules/analytics/analytics.tables';
export * from '../modules/users/users.tables';
export * from '../modules/auth/auth.tables';
export * from '../modules/wallet/wallet.tables';
export * from '../modules/ledger/ledger.tables';
export { idempotencyKeys } from '../platform/idempotency.tables';
