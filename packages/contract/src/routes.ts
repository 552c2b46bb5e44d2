import type { RouteDef } from './route';
import { getHealth } from './health';
import { listBanners } from './content';
import { postAnalyticsEvents } from './analytics';

/** Every route of the contract; the api checks at start that each one is registered. */
export const ROUTES: readonly RouteDef[] = [getHealth, listBanners, postAnalyticsEvents];
