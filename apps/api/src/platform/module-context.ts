import type { CurrencyRegistry } from '@kp/domain/currencies';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Clock } from './clock';
import type { Secrets } from './secrets';
import type { UserLifecycleEvents } from './user-lifecycle';

/**
 * What the platform gives every module's `register<Module>(app, deps)`: the config, the database,
 * the clock, the installation's secrets, the currencies, and the user's lifecycle to subscribe to.
 * What a module takes from another module it declares itself, as a narrow type. (Value-moving
 * routes get their idempotency from the route layer: `once`, platform/route.ts.)
 */
export type ModuleContext = {
  config: Config;
  db: Db;
  clock: Clock;
  secrets: Secrets;
  currencies: CurrencyRegistry;
  lifecycle: UserLifecycleEvents;
};
