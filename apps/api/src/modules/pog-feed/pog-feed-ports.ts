import type { PogScoreKind, Tier } from '@kp/domain/pog';
import type { DbOrTx } from '../../db/client';

/**
 * What the feed needs from other modules, as narrow ports wired in app.ts (README: "Ports"). The
 * feed never reads their tables.
 */

/** A card just minted (the pog module), as the feed posts it. */
export type MintedCard = {
  cardId: string;
  userId: string;
  tokenId: bigint;
  name: string;
  /** A path on our origin or an absolute URL. */
  imageUrl: string;
  genre: string;
  mintedAt: Date;
};

/** The pog module: tells of each card minted, in the transaction that marks it minted. */
export type MintsPort = { onMinted(listener: (tx: DbOrTx, card: MintedCard) => Promise<void>): void };

/** A card's figures as it shows them now. */
export type CardScores = {
  scores: Record<PogScoreKind, number>;
  display: Record<PogScoreKind, string>;
  total: number;
  tier: Tier;
};

/** The pog-scores module: the figures of owners (stored, recomputed when stale). */
export type ScoresPort = {
  /** Each user's card figures now; a user without scores (an account gone) is absent. */
  cardScoresOf(userIds: readonly string[]): Promise<ReadonlyMap<string, CardScores>>;
  /** Each user's POG total, in one go (the refresh job). */
  totalsOf(userIds: readonly string[]): Promise<ReadonlyMap<string, number>>;
};

export type MembershipChange = { userId: string; clanId: string; change: 'joined' | 'left' };

/** The clans module: a user's clan, clans' names, and the membership events. */
export type ClansPort = {
  findClanIdOf(userId: string, tx?: DbOrTx): Promise<string | null>;
  listClanNames(clanIds: readonly string[]): Promise<ReadonlyMap<string, string>>;
  onMembership(listener: (tx: DbOrTx, change: MembershipChange) => Promise<void>): void;
};

/**
 * The scores port from the pog-scores module's service (app.ts): each owner's stored card,
 * recomputed when stale; an owner whose scores are gone is left out.
 */
export function feedScoresOf(service: {
  storedScoresOf(userId: string): Promise<CardScores>;
  totalsOf(userIds: readonly string[]): Promise<ReadonlyMap<string, number>>;
}): ScoresPort {
  return {
    async cardScoresOf(userIds) {
      const found = new Map<string, CardScores>();
      for (const userId of userIds) {
        const card = await service.storedScoresOf(userId).catch(() => null);
        if (card)
          found.set(userId, {
            scores: card.scores,
            display: card.display,
            total: card.total,
            tier: card.tier,
          });
      }
      return found;
    },
    totalsOf: (userIds) => service.totalsOf(userIds),
  };
}
