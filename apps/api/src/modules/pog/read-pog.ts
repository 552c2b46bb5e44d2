import type { PogCard, PogMintStatus } from '@kp/contract/pog';
import { formatAmount } from '@kp/domain/currencies';
import { AppError } from '@kp/domain/errors';
import { AVATAR_GENRES, MINT_STATES, POG_SCORE_KINDS } from '@kp/domain/pog';
import { POG_TRAITS } from '@kp/domain/pog-card';
import {
  MINT_MODES,
  MINT_TAB_LABELS,
  MINT_TABS,
  mintProgressOf,
  POG_SLOT_CURRENCIES,
  type MintMode,
} from '@kp/domain/pog-mint';
import { absoluteUrl, metadataUrlOf, mintError, toPogCard, type PogContext } from './pog-context';
import type { PogCardRow } from './pog.repository';

/** What the mint pages read: the status, the cards, the NFTs and their ERC-721 metadata. */
export function createReadPog(ctx: PogContext) {
  const { repository, clock, avatars, scores, currencies, settings, publicUrl } = ctx;

  /** A minted card's ERC-721 metadata: its name, avatar and the card's scores, tier and badges. */
  async function metadataOf(card: PogCardRow) {
    const scored = await scores.scoresOf(card.userId);
    return {
      name: `${card.name} · Proof of Gamer #${card.tokenId}`,
      description: `The Proof of Gamer card of ${card.name}: a gamer identity with five scores (human, play, skill, commerce, social), badges and a tier.`,
      image: absoluteUrl(publicUrl, card.imageUrl),
      external_url: `${publicUrl}/pog-showcase`,
      attributes: [
        ...POG_SCORE_KINDS.map((kind) => ({
          trait_type: POG_TRAITS.score(kind),
          value: scored.scores[kind],
          display_type: 'number',
        })),
        { trait_type: POG_TRAITS.total, value: scored.total, display_type: 'number' },
        ...(scored.tier ? [{ trait_type: POG_TRAITS.tier, value: scored.tier }] : []),
        ...scored.badges.map((badge) => ({ trait_type: POG_TRAITS.badge, value: badge })),
        { trait_type: POG_TRAITS.genre, value: card.genre },
        { trait_type: POG_TRAITS.counted, value: scored.isCounted ? 'yes' : 'not yet' },
      ],
    };
  }

  return {
    metadataOf,

    mintStates() {
      return {
        states: [...MINT_STATES],
        tabs: MINT_TABS.map((id) => ({ id, label: MINT_TAB_LABELS[id] })),
        modes: [...MINT_MODES],
        genres: [...AVATAR_GENRES],
      };
    },

    async getPreferences(userId: string): Promise<{ mode: MintMode }> {
      const profile = await repository.findProfile(userId);
      return { mode: (profile?.mode as MintMode | undefined) ?? settings.defaultMode };
    },

    async setPreferences(userId: string, input: { mode: MintMode }): Promise<{ mode: MintMode }> {
      await repository.upsertMode({ userId, mode: input.mode, at: clock.now() });
      return { mode: input.mode };
    },

    /** Where the caller is in minting (packages/domain mintProgressOf), with the live progress. */
    async getStatus(userId: string): Promise<PogMintStatus> {
      const [profile, latest, open] = await Promise.all([
        repository.findProfile(userId),
        repository.findLatestCard(userId),
        repository.findOpenSlot(userId),
      ]);
      const mode = (profile?.mode as MintMode | undefined) ?? settings.defaultMode;
      const avatarStep = await avatars.avatarStepOf(userId);
      const slot = open ? 'open' : profile?.slotPaymentFailedAt ? 'failed' : 'none';
      const progress = mintProgressOf({
        hasName: Boolean(profile?.name),
        mode,
        avatarStep,
        slot,
        latestCard: latest ? { status: latest.status as PogCard['status'] } : null,
      });
      const now = clock.now();
      const card = latest ? toPogCard(latest, now, publicUrl) : null;
      return {
        ...progress,
        mode,
        name: profile?.name ?? null,
        avatarStep,
        slot: {
          status: slot,
          slotId: open?.id ?? null,
          prices: POG_SLOT_CURRENCIES.map((id) => {
            const currency = currencies.byId(id);
            return { currency: currency.code, amount: formatAmount(settings.slotPrices[id], currency) };
          }),
        },
        card,
        error:
          progress.state === 'slot_payment_failed'
            ? mintError('PAYMENT_FAILED')
            : latest?.status === 'failed'
              ? mintError('MINT_FAILED')
              : null,
      };
    },

    async listCards(userId: string): Promise<{ cards: PogCard[] }> {
      const now = clock.now();
      const rows = await repository.listCards(userId);
      return { cards: rows.map((row) => toPogCard(row, now, publicUrl)) };
    },

    /** The caller's minted cards as NFTs, with their metadata. */
    async listUserNfts(userId: string) {
      const rows = (await repository.listCards(userId)).filter((row) => row.status === 'minted');
      return {
        nfts: await Promise.all(
          rows.map(async (row) => {
            const card = toPogCard(row, clock.now(), publicUrl);
            return {
              tokenId: card.tokenId,
              cardId: card.id,
              chain: card.chain,
              ownerAddress: card.ownerAddress,
              metadataUrl: metadataUrlOf(publicUrl, row.tokenId),
              metadata: await metadataOf(row),
              mintedAt: card.mintedAt ?? card.createdAt,
            };
          }),
        ),
      };
    },

    /** The ERC-721 metadata of a minted token (POG_CARD_NOT_FOUND before its mint, or once erased). */
    async getNftMetadata(tokenId: string) {
      const id = BigInt(tokenId);
      // Beyond a bigint no card has the id.
      const card = id < 2n ** 63n ? await repository.findCardByToken(id) : null;
      if (!card || card.status !== 'minted') throw new AppError('POG_CARD_NOT_FOUND');
      return metadataOf(card);
    },
  };
}
