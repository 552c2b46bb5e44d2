import type { ThirdPartyContext } from './third-party-context';

/** Which client a game's players are sent to, and the origins the arena's frame may open. */
export function createFindClients(ctx: ThirdPartyContext) {
  const { repository } = ctx;

  return {
    /** The client id a game's quests send players to, or null. */
    async clientIdOfGame(gameId: string): Promise<string | null> {
      return (await repository.findActiveClientOfGame(gameId))?.clientId ?? null;
    },
    /**
     * The games playable in the arena (Klash): each game with an active client, the client id its
     * players are sent to (the first registered, as for its quests: clientIdOfGame) and whether it
     * asks them for their username in the game.
     */
    async activeClientsByGame() {
      const byGame = new Map<string, { clientId: string; needsGameUsername: boolean }>();
      for (const { gameId, clientId, needsGameUsername } of await repository.listActiveClientsByGame())
        if (!byGame.has(gameId)) byGame.set(gameId, { clientId, needsGameUsername });
      return byGame;
    },

    /**
     * The origins of the active clients' redirect URIs: the pages the arena's frame opens, which
     * the web's Content-Security-Policy `frame-src` lets in (app.ts).
     */
    async activeClientOrigins(): Promise<string[]> {
      const origins = new Set<string>();
      for (const { redirectUris } of await repository.listActiveClientsByGame())
        for (const uri of redirectUris) origins.add(new URL(uri).origin);
      return [...origins].sort();
    },
  };
}
