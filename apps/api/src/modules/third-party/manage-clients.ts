import { randomUUID } from 'node:crypto';
import { AppError } from '@kp/domain/errors';
import type { DbOrTx } from '../../db/client';
import { newSecret, newClientId } from './third-party-deps';
import type { ThirdPartyContext } from './third-party-context';

/** Operators' clients: registered, listed, their secrets rotated, disabled; the demo games' clients ensured. */
export function createManageClients(ctx: ThirdPartyContext) {
  const { deps, db, repository, clock, toClient, secretColumns } = ctx;

  return {
    async createClient(input: {
      name: string;
      gameId: string;
      redirectUris: string[];
      webhookUrl: string | null;
      needsGameUsername: boolean;
    }) {
      await deps.games.getGame(input.gameId);
      const id = randomUUID();
      const clientSecret = newSecret();
      const signingSecret = newSecret();
      const now = clock.now();
      const row = await repository.insertClient({
        id,
        clientId: newClientId(),
        name: input.name,
        gameId: input.gameId,
        redirectUris: [...new Set(input.redirectUris)],
        webhookUrl: input.webhookUrl,
        needsGameUsername: input.needsGameUsername,
        status: 'active',
        createdAt: now,
        updatedAt: now,
        ...secretColumns(id, 1, clientSecret, signingSecret),
      });
      return { client: toClient(row), clientSecret, signingSecret };
    },

    async listClients() {
      return { clients: (await repository.listClients()).map(toClient) };
    },

    async rotateSecret(id: string) {
      return db.transaction(async (tx) => {
        const client = await repository.lockClient(tx, id);
        if (!client) throw new AppError('THIRD_PARTY_CLIENT_NOT_FOUND');
        const clientSecret = newSecret();
        const signingSecret = newSecret();
        const row = await repository.updateClient(
          id,
          {
            ...secretColumns(id, client.secretVersion + 1, clientSecret, signingSecret),
            updatedAt: clock.now(),
          },
          tx,
        );
        return { client: toClient(row!), clientSecret, signingSecret };
      });
    },

    async disableClient(id: string) {
      const row = await repository.updateClient(id, { status: 'disabled', updatedAt: clock.now() });
      if (!row) throw new AppError('THIRD_PARTY_CLIENT_NOT_FOUND');
      return { client: toClient(row) };
    },

    /**
     * Registers a client with known id and secrets unless it exists (the demo data's sample game),
     * and keeps its secrets and redirect URI in step with the configuration when it does.
     */
    async ensureClient(
      input: {
        clientId: string;
        name: string;
        gameId: string;
        redirectUri: string;
        clientSecret: string;
        signingSecret: string;
      },
      tx: DbOrTx = db,
    ) {
      const existing = await repository.findClientByClientId(input.clientId, tx);
      const now = clock.now();
      if (existing) {
        await repository.updateClient(
          existing.id,
          {
            ...secretColumns(
              existing.id,
              existing.secretVersion + 1,
              input.clientSecret,
              input.signingSecret,
            ),
            redirectUris: [input.redirectUri],
            updatedAt: now,
          },
          tx,
        );
        return;
      }
      const id = randomUUID();
      await repository.insertClientIfAbsent(
        {
          id,
          clientId: input.clientId,
          name: input.name,
          gameId: input.gameId,
          redirectUris: [input.redirectUri],
          webhookUrl: null,
          status: 'active',
          createdAt: now,
          updatedAt: now,
          ...secretColumns(id, 1, input.clientSecret, input.signingSecret),
        },
        tx,
      );
    },
  };
}
