import type { MintedListener, PogContext } from './pog-context';
import { createReadPog } from './read-pog';
import { createReserveName } from './reserve-name';
import { createRunMints } from './run-mints';
import { createSharePog } from './share-pog';
import { createSharedCard } from './shared-card';
import { createStartMint } from './start-mint';
import { createUnlockSlot } from './unlock-slot';

/**
 * Minting POG cards, one use case per file beside this one (README.md: the flows, the ports and
 * what holds even if the code is wrong).
 */
export function createPogService(ctx: PogContext) {
  const { checkName, reserveName } = createReserveName(ctx);
  const { unlockSlot } = createUnlockSlot(ctx);
  const { quickMint, activate, retry } = createStartMint(ctx);
  const { runDueMints } = createRunMints(ctx);
  const read = createReadPog(ctx);
  const { share, cardLinks } = createSharePog(ctx);
  const { getCardByName, findCardPreview } = createSharedCard(ctx, read.metadataOf);
  return {
    checkName,
    reserveName,
    unlockSlot,
    quickMint,
    activate,
    retry,
    runDueMints,
    ...read,
    share,
    cardLinks,
    getCardByName,
    findCardPreview,
    /** For the card's images and the dashboard: a user's POG name, or null before they reserve one. */
    pogNameOf: async (userId: string) => (await ctx.repository.findProfile(userId))?.name ?? null,
    /** Who holds a POG name (whatever its case), or null. */
    userIdOfPogName: (name: string) => ctx.repository.findUserIdByName(name),
    /** For the boards: these users' POG names and the avatars of their latest minted cards (a path on our origin). */
    listPogIdentities: (userIds: readonly string[]) => ctx.repository.listIdentities(userIds),
    /** Tells `listener` of every card minted, in the transaction that marks it minted (the feed). */
    onMinted: (listener: MintedListener) => {
      ctx.mintedListeners.push(listener);
    },
    /** An erased account: its cards, slots and name go (the name is free again); its ledger entries stay. */
    eraseUser: (userId: string, tx: Parameters<PogContext['repository']['deleteUser']>[1]) =>
      ctx.repository.deleteUser(userId, tx),
  };
}

export type PogService = ReturnType<typeof createPogService>;
