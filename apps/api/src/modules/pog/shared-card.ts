import { BRAND_NAME } from '@kp/domain/brand';
import { formatPogScore } from '@kp/domain/display';
import { AppError } from '@kp/domain/errors';
import { POG_SCORE_KINDS } from '@kp/domain/pog';
import type { PogContext } from './pog-context';
import type { PogCardRow } from './pog.repository';

/** What the link preview of a shared card says (Open Graph, X's large image card), in plain text. */
export type CardPreview = {
  title: string;
  description: string;
  /** The card's front as PNG (1200 × 630), absolute: crawlers fetch it from elsewhere. */
  imageUrl: string;
  imageAlt: string;
  /** The card's public page, by its POG name. */
  url: string;
};

const SCORE_LABELS = {
  human: 'Human',
  play: 'Play',
  skill: 'Skill',
  commerce: 'Commerce',
  social: 'Social',
} as const;

/** A token id as the card links carry it (digits, within a bigint), else null. */
function tokenOf(value: string): bigint | null {
  if (!/^\d{1,19}$/.test(value)) return null;
  const id = BigInt(value);
  return id < 2n ** 63n ? id : null;
}

/**
 * A card as a shared link shows it: by its POG name (`/pog?name=`, what the share modal sends) or
 * by its token id (`/pog?card=`, the older links), to anyone, and the preview crawlers read from
 * the page's meta tags. A name stands for its holder's latest minted card.
 */
export function createSharedCard<Metadata>(
  ctx: PogContext,
  metadataOf: (card: PogCardRow) => Promise<Metadata>,
) {
  const { repository, scores, publicUrl } = ctx;

  /** The holder of a POG name (whatever its case) with their name as held, and their latest minted card. */
  async function findByName(name: string): Promise<{ name: string; card: PogCardRow } | null> {
    // No name is longer than the rule's 12 characters: a long one (a link's query) is not looked up.
    if (name.length > 64) return null;
    const userId = await repository.findUserIdByName(name);
    if (!userId) return null;
    const [profile, card] = await Promise.all([
      repository.findProfile(userId),
      repository.findLatestMintedCard(userId),
    ]);
    return profile?.name && card ? { name: profile.name, card } : null;
  }

  /** A minted card by its token id, with its owner's POG name now (the card's if they have none). */
  async function findByToken(value: string): Promise<{ name: string; card: PogCardRow } | null> {
    const tokenId = tokenOf(value);
    const card = tokenId === null ? null : await repository.findCardByToken(tokenId);
    if (!card || card.status !== 'minted') return null;
    const profile = await repository.findProfile(card.userId);
    return { name: profile?.name ?? card.name, card };
  }

  return {
    /** A POG name's card: its token id and ERC-721 metadata (404 POG_CARD_NOT_FOUND: no minted card). */
    async getCardByName(name: string) {
      const found = await findByName(name);
      if (!found) throw new AppError('POG_CARD_NOT_FOUND');
      return {
        tokenId: found.card.tokenId.toString(),
        name: found.name,
        metadata: await metadataOf(found.card),
      };
    },

    /**
     * The preview of a shared card's page, `/pog?name=<POG name>` or `/pog?card=<token id>`; null
     * when the query names no minted card (the page then says so itself).
     */
    async findCardPreview(query: {
      name?: string | null;
      card?: string | null;
    }): Promise<CardPreview | null> {
      const found = query.name
        ? await findByName(query.name)
        : query.card
          ? await findByToken(query.card)
          : null;
      if (!found) return null;
      const { name, card } = found;
      const scored = await scores.scoresOf(card.userId);
      const figures = POG_SCORE_KINDS.map(
        (kind) => `${SCORE_LABELS[kind]} ${formatPogScore(scored.scores[kind])}`,
      );
      const standing = [
        ...(scored.tier ? [`${scored.tier} tier`] : []),
        `POG score ${formatPogScore(scored.total)}`,
      ];
      const encoded = encodeURIComponent(name);
      return {
        title: `${name} · Proof of Gamer card`,
        description: `${[...standing, ...figures].join(' · ')}. The Proof of Gamer card of ${name} on ${BRAND_NAME}.`,
        imageUrl: `${publicUrl}/api/pog-card/${encoded}/front?format=png`,
        imageAlt: `The Proof of Gamer card of ${name}`,
        url: `${publicUrl}/pog?name=${encoded}`,
      };
    },
  };
}
