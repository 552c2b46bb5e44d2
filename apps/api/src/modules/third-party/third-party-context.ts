import type { ThirdPartyClient } from '@kp/contract/third-party';
import { AppError } from '@kp/domain/errors';
import { THIRD_PARTY_LIMITS as L } from '@kp/domain/third-party';
import { keyedHash } from '../../platform/secrets';
import type { ThirdPartyClientRow } from './third-party.repository';
import { signingContext, type ThirdPartyDeps } from './third-party-deps';

/** The third-party clients' shared steps, that their use cases are built from. */
export function createThirdPartyContext(deps: ThirdPartyDeps) {
  const { db, repository, clock } = deps;
  const hashSecret = (secret: string) => keyedHash(deps.hashKey, `third-party-client-secret:${secret}`);
  const hashCode = (code: string) => keyedHash(deps.hashKey, `third-party-code:${code}`);
  /** Failed exchanges per client in the current minute (per process). */
  const failures = new Map<string, { windowStart: number; count: number }>();

  function toClient(row: ThirdPartyClientRow): ThirdPartyClient {
    return {
      id: row.id,
      clientId: row.clientId,
      name: row.name,
      gameId: row.gameId,
      redirectUris: row.redirectUris,
      webhookUrl: row.webhookUrl,
      needsGameUsername: row.needsGameUsername,
      status: row.status as ThirdPartyClient['status'],
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  function secretColumns(id: string, version: number, clientSecret: string, signingSecret: string) {
    const sealed = deps.sealer.seal(signingSecret, signingContext(id, version));
    return {
      secretHash: hashSecret(clientSecret),
      secretVersion: version,
      signingKeyVersion: sealed.keyVersion,
      signingSecretSealed: sealed.ciphertext,
    };
  }

  function signingSecretOf(client: ThirdPartyClientRow): string {
    return deps.sealer.open(
      { keyVersion: client.signingKeyVersion, ciphertext: client.signingSecretSealed },
      signingContext(client.id, client.secretVersion),
    );
  }

  function refuseIfThrottled(clientId: string) {
    const entry = failures.get(clientId);
    if (
      entry &&
      clock.now().getTime() - entry.windowStart < 60_000 &&
      entry.count >= L.failedExchangesPerMinute
    )
      throw new AppError('RATE_LIMITED');
  }

  function countFailure(clientId: string) {
    const now = clock.now().getTime();
    const entry = failures.get(clientId);
    if (!entry || now - entry.windowStart >= 60_000) failures.set(clientId, { windowStart: now, count: 1 });
    else entry.count += 1;
    if (failures.size > 10_000) failures.delete(failures.keys().next().value!);
  }

  async function activeClient(clientId: string): Promise<ThirdPartyClientRow | null> {
    const client = await repository.findClientByClientId(clientId);
    return client && client.status === 'active' ? client : null;
  }

  return {
    deps,
    db,
    repository,
    clock,
    hashSecret,
    hashCode,
    failures,
    toClient,
    secretColumns,
    signingSecretOf,
    refuseIfThrottled,
    countFailure,
    activeClient,
  };
}
export type ThirdPartyContext = ReturnType<typeof createThirdPartyContext>;
