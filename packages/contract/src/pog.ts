import { z } from 'zod';
import {
  AVATAR_GENRES,
  MINT_STATES,
  POG_SCORE_KINDS,
  SHARE_CHANNELS,
  TIERS,
  type ShareChannel,
} from '@kp/domain/pog';
import {
  AVATAR_STEPS,
  MINT_ACTIONS,
  MINT_MODES,
  MINT_TABS,
  POG_CARD_STATUSES,
  pogNameSchema,
} from '@kp/domain/pog-mint';
import { ENDPOINTS } from './endpoints';
import { defineRoute, envelope, noQuery, text } from './route';

/**
 * Minting a Proof of Gamer card (spec sections 2, 4, 7 `tps/pog`, `pog-nft`, `nfts/user-nfts`).
 * A user reserves a POG name (unique whatever its case), makes an avatar (the avatars module's
 * calls) or picks a genre for a quick one, pays for a mint slot in K-Cash or the reward token
 * (Idempotency-Key), and mints: the mint runs in the background for about 100 seconds (status
 * answers its progress) and ends with an ERC-721 token on the configured chain, or a custodial
 * record when none is configured. A failed mint says "Something broke while minting your POG
 * card." and is retried in the slot already paid.
 */

const amount = z.string().describe("a decimal string in the currency's units, e.g. '100'");

/** A price of a mint slot in one currency. */
const slotPrice = z.object({
  currency: z.string().describe('KCASH or the reward token’s code'),
  amount,
});

/** An error a step of the mint ended in, for the screen to say (the catalogue's words). */
const mintError = z
  .object({ errorCode: z.string(), message: z.string() })
  .nullable()
  .describe('PAYMENT_FAILED after a refused slot payment, MINT_FAILED after a failed mint; else null');

/** Where a card's token is: the chain and contract, or null for a custodial record. */
const onChain = z
  .object({
    chainId: z.number().int(),
    contract: z.string().describe('the ERC-721 contract'),
    txHash: z.string().nullable().describe('the mint transaction, once sent'),
  })
  .nullable()
  .describe('null: no chain is configured, the card is a custodial record of this platform');

/** A POG card and its mint. */
export const pogCard = z.object({
  id: z.uuid(),
  tokenId: z.string().describe('the ERC-721 token id (decimal)'),
  name: z.string().describe('the POG name the card was minted with'),
  mode: z.enum(MINT_MODES),
  genre: z.string().describe('the avatar’s genre'),
  imageUrl: z.string().describe('the avatar’s image'),
  status: z.enum(POG_CARD_STATUSES),
  progress: z.object({
    percent: z.number().int().min(0).max(100),
    startedAt: z.iso.datetime(),
    finishesAt: z.iso.datetime().describe('when the mint is planned to end'),
  }),
  mintedAt: z.iso.datetime().nullable(),
  ownerAddress: z.string().describe('the wallet the token is minted to (the user’s custodial wallet)'),
  chain: onChain,
  metadataUrl: z.string().describe('the ERC-721 metadata JSON (pog-nft)'),
  error: mintError,
  createdAt: z.iso.datetime(),
});
export type PogCard = z.output<typeof pogCard>;

/** Where the caller is in minting (GET status). */
export const pogMintStatus = z.object({
  state: z.enum(MINT_STATES).describe('one of the spec’s mint states (packages/domain mintProgressOf)'),
  tab: z.enum(MINT_TABS),
  next: z.enum(MINT_ACTIONS).describe('what the user does next'),
  mode: z.enum(MINT_MODES),
  name: z.string().nullable().describe('the reserved POG name'),
  avatarStep: z.enum(AVATAR_STEPS).describe('where the avatar of the next card is (avatars module)'),
  slot: z.object({
    status: z.enum(['none', 'failed', 'open']).describe('open: paid, waiting for its card'),
    slotId: z.uuid().nullable(),
    prices: z.array(slotPrice),
  }),
  card: pogCard.nullable().describe('the latest card'),
  error: mintError,
});
export type PogMintStatus = z.output<typeof pogMintStatus>;

/** A paid mint slot. */
export const pogSlot = z.object({
  id: z.uuid(),
  currency: z.string(),
  amount,
  cardId: z.uuid().nullable().describe('the card minted in it; null while it waits for one'),
  createdAt: z.iso.datetime(),
});
export type PogSlot = z.output<typeof pogSlot>;

export const pogPreferences = z.object({ mode: z.enum(MINT_MODES) });

/** ERC-721 metadata (the ERC-721 metadata JSON schema, with OpenSea's attributes). */
export const pogNftMetadata = z.object({
  name: z.string(),
  description: z.string(),
  image: z.string(),
  external_url: z.string(),
  attributes: z.array(
    z.object({
      trait_type: z.string(),
      value: z.union([z.string(), z.number()]),
      display_type: z.string().optional(),
    }),
  ),
});

export const getPogMintStates = defineRoute({
  ...ENDPOINTS.getPogMintStates,
  summary: 'The mint’s states, tabs and modes, in the spec’s words and order',
  tags: ['pog'],
  access: 'public',
  querystring: noQuery,
  response: {
    200: envelope(
      z.object({
        states: z.array(z.enum(MINT_STATES)),
        tabs: z.array(z.object({ id: z.enum(MINT_TABS), label: z.string() })),
        modes: z.array(z.enum(MINT_MODES)),
        genres: z.array(z.enum(AVATAR_GENRES)),
      }),
    ),
  },
});

export const getPogMintStatus = defineRoute({
  ...ENDPOINTS.getPogMintStatus,
  summary:
    'Where the caller is in minting: the spec’s state, the tab, what to do next, the name, the slot and its prices, and the latest card with its live progress',
  tags: ['pog'],
  access: 'user',
  querystring: noQuery,
  response: { 200: envelope(pogMintStatus) },
});

export const checkPogName = defineRoute({
  ...ENDPOINTS.checkPogName,
  summary: 'Whether a POG name is free (the rule’s words for a name that breaks it, 400)',
  tags: ['pog'],
  access: 'user',
  querystring: z.object({ name: pogNameSchema }).strict(),
  response: { 200: envelope(z.object({ name: z.string(), isAvailable: z.boolean() })) },
});

export const reservePogName = defineRoute({
  ...ENDPOINTS.reservePogName,
  summary:
    'Reserves the caller’s POG name (5 to 12 latin letters and digits), replacing the one they held; 409 USERNAME_TAKEN ("Username already taken!") when anyone holds it in any case',
  tags: ['pog'],
  access: 'user',
  querystring: noQuery,
  body: z.object({ name: pogNameSchema }).strict(),
  response: { 201: envelope(z.object({ name: z.string() })) },
});

export const unlockPogSlot = defineRoute({
  ...ENDPOINTS.unlockPogSlot,
  summary:
    'Pays for a mint slot in K-Cash or the reward token at the operator’s price, through the ledger; needs an Idempotency-Key. A slot already paid and waiting for its card is answered without paying again. Not enough balance: 402 PAYMENT_FAILED ("Payment Failed, Please try again!", details: the currency, balance and price), nothing paid',
  tags: ['pog'],
  access: 'user',
  idempotent: true,
  querystring: noQuery,
  body: z.object({ currency: text().min(1).max(20).describe('KCASH or the reward token’s code') }).strict(),
  response: { 201: envelope(pogSlot) },
});

export const quickMintPog = defineRoute({
  ...ENDPOINTS.quickMintPog,
  summary:
    'quick_mint: mints the caller’s card in their paid slot with a quick avatar of the genre, or of one of the caller’s random variants (variantId; 404 AVATAR_VARIANT_NOT_FOUND for another’s); the mint runs in the background (status)',
  tags: ['pog'],
  access: 'user',
  querystring: noQuery,
  body: z
    .object({
      genre: z.enum(AVATAR_GENRES),
      variantId: z.uuid().optional().describe('one of the caller’s random variants, drawn as it is'),
    })
    .strict(),
  response: { 201: envelope(pogCard) },
});

export const activatePog = defineRoute({
  ...ENDPOINTS.activatePog,
  summary:
    'customize_pog: mints the caller’s card in their paid slot with the avatar they made (409 POG_AVATAR_NOT_READY before it is ready); the mint runs in the background (status)',
  tags: ['pog'],
  access: 'user',
  querystring: noQuery,
  response: { 201: envelope(pogCard) },
});

export const retryPogMint = defineRoute({
  ...ENDPOINTS.retryPogMint,
  summary: 'Mints the caller’s failed card again, in the slot already paid (nothing is paid twice)',
  tags: ['pog'],
  access: 'user',
  querystring: noQuery,
  response: { 200: envelope(pogCard) },
});

export const listPogCards = defineRoute({
  ...ENDPOINTS.listPogCards,
  summary: 'The caller’s POG cards, the latest first',
  tags: ['pog'],
  access: 'user',
  querystring: noQuery,
  response: { 200: envelope(z.object({ cards: z.array(pogCard) })) },
});

export const getPogPreferences = defineRoute({
  ...ENDPOINTS.getPogPreferences,
  summary: 'The caller’s mint preferences (the mode)',
  tags: ['pog'],
  access: 'user',
  querystring: noQuery,
  response: { 200: envelope(pogPreferences) },
});

export const setPogPreferences = defineRoute({
  ...ENDPOINTS.setPogPreferences,
  summary: 'Sets the caller’s mint preferences (the mode: quick_mint or customize_pog)',
  tags: ['pog'],
  access: 'user',
  querystring: noQuery,
  body: pogPreferences.strict(),
  response: { 200: envelope(pogPreferences) },
});

export const getPogNftMetadata = defineRoute({
  ...ENDPOINTS.getPogNftMetadata,
  summary: `A minted POG card's ERC-721 metadata JSON (tokenURI): name, description, image, and attributes (the scores ${POG_SCORE_KINDS.join(', ')}, the total, the tier of ${TIERS.join(', ')}, the badges)`,
  tags: ['pog'],
  access: 'public',
  params: z.object({ tokenId: text().regex(/^\d{1,19}$/, 'must be a token id (digits)') }).strict(),
  querystring: noQuery,
  response: { 200: pogNftMetadata },
});

export const getPogCardByName = defineRoute({
  ...ENDPOINTS.getPogCardByName,
  summary:
    'A POG name’s card, as its shared page (/pog?name=) shows it to anyone: the holder’s latest minted card, its token id and ERC-721 metadata (404 POG_CARD_NOT_FOUND: no such name, or no minted card)',
  tags: ['pog'],
  access: 'public',
  params: z.object({ name: text().min(1).max(64).describe('a POG name, whatever its case') }).strict(),
  querystring: noQuery,
  response: {
    200: envelope(
      z.object({
        tokenId: z.string().describe('the ERC-721 token id (decimal)'),
        name: z.string().describe('the POG name as its holder spelled it'),
        metadata: pogNftMetadata,
      }),
    ),
  },
});

export const listUserNfts = defineRoute({
  ...ENDPOINTS.listUserNfts,
  summary: 'The caller’s minted POG NFTs: token, chain and contract (null: custodial), metadata',
  tags: ['pog'],
  access: 'user',
  querystring: noQuery,
  response: {
    200: envelope(
      z.object({
        nfts: z.array(
          z.object({
            tokenId: z.string(),
            cardId: z.uuid(),
            chain: onChain,
            ownerAddress: z.string(),
            metadataUrl: z.string(),
            metadata: pogNftMetadata,
            mintedAt: z.iso.datetime(),
          }),
        ),
      }),
    ),
  },
});

export const sharePogCard = defineRoute({
  ...ENDPOINTS.sharePogCard,
  summary: `Counts a share of the caller’s newest minted POG card on a channel of the share modal (${SHARE_CHANNELS.join(', ')}) and answers the card’s public page with utm_source=<channel>, and the card’s shares by channel. 409 POG_CARD_NOT_MINTED before a card is minted`,
  tags: ['pog'],
  access: 'user',
  querystring: noQuery,
  body: z.object({ channel: z.enum(SHARE_CHANNELS) }).strict(),
  response: {
    200: envelope(
      z.object({
        channel: z.enum(SHARE_CHANNELS),
        tokenId: z.string(),
        name: z.string(),
        url: z.string().describe('the card’s public page, carrying utm_source=<channel>'),
        shares: z
          .object(
            Object.fromEntries(SHARE_CHANNELS.map((c) => [c, z.number().int()])) as Record<
              ShareChannel,
              z.ZodNumber
            >,
          )
          .describe('the card’s shares so far on each channel'),
      }),
    ),
  },
});

/** A card's public page by its POG name and the share call, listed as one group (routes.ts). */
export const POG_SHARING_ROUTES = { getPogCardByName, sharePogCard } as const;
