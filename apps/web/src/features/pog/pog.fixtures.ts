import type { PogCard, PogMintStatus } from '@kp/contract/pog';
import { mintProgressOf, type MintFacts } from '@kp/domain/pog-mint';
import { POG_TRAITS } from '@kp/domain/pog-card';
import { POG_SCORE_KINDS } from '@kp/domain/pog';
import { ok, type FakeRoute } from '../../test/fake-server.fixtures';

/** Test doubles of the POG api: the status in each of its states, a card, its NFT and metadata. */

export const CARD_ID = '5e7c0000-0000-4000-8000-0000000000c1';
export const SLOT_ID = '5e7c0000-0000-4000-8000-0000000000d1';
export const AVATAR_ID = '5e7c0000-0000-4000-8000-0000000000a1';

/** A card as the api answers it: minting from `startedAt` for 100 s unless told otherwise. */
export function pogCard(overrides: Partial<PogCard> = {}): PogCard {
  const startedAt = new Date(Date.now() - 40_000);
  return {
    id: CARD_ID,
    tokenId: '7',
    name: 'AshaPlays',
    mode: 'customize_pog',
    genre: 'SCI-FI',
    imageUrl: `/api/tps/pog/avatar/${AVATAR_ID}/image`,
    status: 'minting',
    progress: {
      percent: 39,
      startedAt: startedAt.toISOString(),
      finishesAt: new Date(startedAt.getTime() + 100_000).toISOString(),
    },
    mintedAt: null,
    ownerAddress: '0x00000000000000000000000000000000000000aa',
    chain: null,
    metadataUrl: 'http://localhost/api/pog-nft/7',
    error: null,
    createdAt: startedAt.toISOString(),
    ...overrides,
  };
}

/** The status the api computes from these facts (the domain's state machine, as the api runs it). */
export function mintStatus(
  facts: Partial<MintFacts> = {},
  overrides: Partial<PogMintStatus> = {},
): PogMintStatus {
  const all: MintFacts = {
    hasName: true,
    mode: 'customize_pog',
    avatarStep: 'genre',
    slot: 'none',
    latestCard: null,
    ...facts,
  };
  const card = overrides.card ?? null;
  return {
    ...mintProgressOf({ ...all, latestCard: card ? { status: card.status } : all.latestCard }),
    mode: all.mode,
    name: all.hasName ? 'AshaPlays' : null,
    avatarStep: all.avatarStep,
    slot: {
      status: all.slot === 'processing' ? 'none' : all.slot,
      slotId: all.slot === 'open' ? SLOT_ID : null,
      prices: [
        { currency: 'KCASH', amount: '100' },
        { currency: 'KRT', amount: '10' },
      ],
    },
    card,
    error:
      all.slot === 'failed'
        ? { errorCode: 'PAYMENT_FAILED', message: 'Payment Failed, Please try again!' }
        : card?.status === 'failed'
          ? { errorCode: 'MINT_FAILED', message: 'Something broke while minting your POG card.' }
          : null,
    ...overrides,
  };
}

/** A minted card's NFT with the metadata the api writes (scores not counted: every one 0). */
export function pogNft(
  card: PogCard,
  scores: Partial<Record<string, number>> = {},
  tier?: string,
  badges: string[] = [],
) {
  return {
    tokenId: card.tokenId,
    cardId: card.id,
    chain: card.chain,
    ownerAddress: card.ownerAddress,
    metadataUrl: card.metadataUrl,
    mintedAt: card.mintedAt ?? card.createdAt,
    metadata: {
      name: `${card.name} · Proof of Gamer #${card.tokenId}`,
      description: 'A Proof of Gamer card.',
      image: `http://localhost${card.imageUrl}`,
      external_url: 'http://localhost/pog-showcase',
      attributes: <{ trait_type: string; value: string | number; display_type?: string }[]>[
        ...POG_SCORE_KINDS.map((kind) => ({
          trait_type: POG_TRAITS.score(kind),
          value: scores[kind] ?? 0,
          display_type: 'number',
        })),
        { trait_type: POG_TRAITS.total, value: 0, display_type: 'number' },
        ...(tier ? [{ trait_type: POG_TRAITS.tier, value: tier }] : []),
        ...badges.map((badge) => ({ trait_type: POG_TRAITS.badge, value: badge })),
        { trait_type: POG_TRAITS.genre, value: card.genre },
        { trait_type: POG_TRAITS.counted, value: Object.keys(scores).length ? 'yes' : 'not yet' },
      ],
    },
  };
}

/** The routes a POG page reads besides its own: the home's banners, the balances. */
export function pogBaseRoutes(): Record<string, FakeRoute> {
  return {
    '/api/banners': () => ok([]),
    '/api/wallets/balance': () =>
      ok({
        balances: [
          {
            currency: 'KCASH',
            name: 'K-Cash',
            scale: 2,
            balance: '250.00',
            subBalances: { earned: '250.00', purchased: '0.00' },
          },
          { currency: 'KRT', name: 'K-Reward', scale: 6, balance: '0.000000' },
        ],
      }),
  };
}
