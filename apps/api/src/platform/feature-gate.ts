import type { FastifyInstance } from 'fastify';
import { AppError } from '@kp/domain/errors';

/**
 * Registers a feature's routes behind a switch that depends on the installation (a provider
 * configured or not). Switched off, every one of them answers 403 FEATURE_DISABLED, before any
 * guard or validation: a permanent setting is not an outage (503) and no input can change it.
 * The routes stay registered, so the contract and its documentation are the same everywhere.
 */
export function registerFeature(
  app: FastifyInstance,
  isEnabled: boolean,
  register: (scope: FastifyInstance) => void,
): void {
  // Loaded with the other plugins when the app gets ready (not awaited here: avvio's queue).
  void app.register(async (scope) => {
    if (!isEnabled)
      scope.addHook('onRequest', async () => {
        throw new AppError('FEATURE_DISABLED');
      });
    register(scope);
  });
}
