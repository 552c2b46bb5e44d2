import { getAddress, type Hex } from 'viem';
import { POG_MINT_MAX_ATTEMPTS } from '@kp/domain/pog-mint';
import type { PogContext } from './pog-context';
import type { PogCardRow } from './pog.repository';

/** How long a replica holds a card it works on before another may take it (a crash's lease runs out). */
export const MINT_LEASE_MS = 5 * 60_000;

/** The wait before trying a failed attempt again: 10 s, 20 s, 40 s … */
const backoffMs = (attempts: number) => 10_000 * 2 ** Math.max(0, attempts - 1);

/**
 * The mint job: finishes the cards whose planned end has come. State is in the database only, so
 * a restarted api (or another replica) picks up every unfinished mint.
 *
 * On a chain: the token id is the card's, chosen before the mint. The job first asks the chain who
 * owns it (minted already: a crash came after the send), else sends `mint(owner, tokenId)` and
 * records the transaction hash before it waits for the receipt. A second send of the same token
 * reverts on chain, so a token is never minted twice. Without a chain the card is a custodial
 * record and is minted at once. An attempt that fails is tried again with a growing wait; after
 * POG_MINT_MAX_ATTEMPTS the card is `failed` ("Something broke while minting your POG card."),
 * until the user retries it.
 */
export function createRunMints(ctx: PogContext) {
  const { db, repository, clock, minter, log, mintedListeners } = ctx;

  /** Marks the card minted and tells the listeners (the feed posts it), in one transaction. */
  async function finish(card: PogCardRow, txHash: Hex | null): Promise<void> {
    await db.transaction(async (tx) => {
      const minted = await repository.updateCard(
        card.id,
        {
          status: 'minted',
          mintedAt: clock.now(),
          leaseUntil: null,
          lastError: null,
          ...(txHash ? { txHash } : {}),
        },
        tx,
      );
      for (const listener of mintedListeners)
        await listener(tx, {
          cardId: minted.id,
          userId: minted.userId,
          tokenId: minted.tokenId,
          name: minted.name,
          imageUrl: minted.imageUrl,
          genre: minted.genre,
          mintedAt: minted.mintedAt ?? clock.now(),
        });
    });
  }

  /** One attempt on the chain; true when the token is minted. */
  async function mintOnChain(card: PogCardRow): Promise<Hex | true | null> {
    if (
      !minter ||
      minter.chainId !== card.chainId ||
      minter.contract.toLowerCase() !== card.contract?.toLowerCase()
    )
      throw new Error(
        `the chain ${card.chainId} contract ${card.contract} of this card is not configured here`,
      );
    const owner = await minter.ownerOf(card.tokenId);
    if (owner) {
      if (getAddress(owner) !== getAddress(card.ownerAddress))
        throw new Error(`token ${card.tokenId} is owned by ${owner}, not the card's ${card.ownerAddress}`);
      return true;
    }
    const hash = await minter.sendMint(getAddress(card.ownerAddress), card.tokenId);
    await repository.updateCard(card.id, { txHash: hash });
    const receipt = await minter.receiptOf(hash);
    if (!receipt) return null;
    if (receipt.status !== 'success') throw new Error(`the mint transaction ${hash} reverted`);
    return hash;
  }

  async function attempt(card: PogCardRow): Promise<boolean> {
    try {
      if (card.chainId === null) {
        await finish(card, null);
        return true;
      }
      const outcome = await mintOnChain(card);
      if (outcome === null) {
        // Sent, not mined yet: look again after the lease's wait (the hash is recorded).
        await repository.updateCard(card.id, { leaseUntil: new Date(clock.now().getTime() + backoffMs(1)) });
        return false;
      }
      await finish(card, outcome === true ? null : outcome);
      return true;
    } catch (error) {
      const attempts = card.attempts + 1;
      const reason = error instanceof Error ? error.message : String(error);
      const isFinal = attempts >= POG_MINT_MAX_ATTEMPTS;
      log.warn(
        { err: error, cardId: card.id, tokenId: String(card.tokenId), attempts },
        'POG mint attempt failed',
      );
      await repository.updateCard(card.id, {
        attempts,
        lastError: reason.slice(0, 1000),
        ...(isFinal
          ? { status: 'failed', leaseUntil: null }
          : { leaseUntil: new Date(clock.now().getTime() + backoffMs(attempts)) }),
      });
      return false;
    }
  }

  return {
    /** Finishes the due mints (at most `limit` in a run); the number minted. */
    async runDueMints(limit = 20): Promise<number> {
      let minted = 0;
      for (let i = 0; i < limit; i += 1) {
        const now = clock.now();
        const card = await repository.claimDueCard(now, new Date(now.getTime() + MINT_LEASE_MS));
        if (!card) break;
        if (await attempt(card)) minted += 1;
      }
      return minted;
    },
  };
}
