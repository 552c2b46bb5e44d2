import type { CurrencyId } from './currencies';
import type { MintState } from './pog';
import { POG_NAME_LENGTH, pogNameSchema } from './validation';

/**
 * Minting a Proof of Gamer card (spec sections 2, 4, 5, 8, 9): the three tabs, the two modes, the
 * POG name's rule, the slot a card is minted in, and the mint's state machine as one pure function
 * the api (`GET /api/tps/pog/status`) and the web share.
 *
 * The POG name: 5 to 12 characters, latin letters and digits only (no underscore, no space, no
 * accent: `pogNameSchema` of validation.ts, whose messages are the spec's), unique whatever its
 * case ("Gamer1" and "GAMER1" are one name: `pogNameKey`).
 */

export { POG_NAME_LENGTH, pogNameSchema };

/** The mint page's tabs, in order, as stable ids. */
export const MINT_TABS = ['reserve_name', 'create_avatar', 'mint_pog_card'] as const;
export type MintTab = (typeof MINT_TABS)[number];

/** Each tab in the spec's words. */
export const MINT_TAB_LABELS = {
  reserve_name: 'reserve name',
  create_avatar: 'CREATE AVATAR',
  mint_pog_card: 'MINT POG CARD',
} as const satisfies Record<MintTab, string>;

/** The two ways to mint: an avatar made quickly from a genre, or one customised step by step. */
export const MINT_MODES = ['quick_mint', 'customize_pog'] as const;
export type MintMode = (typeof MINT_MODES)[number];

/** The mode a user starts in until they choose (preferences). */
export const DEFAULT_MINT_MODE: MintMode = 'customize_pog';

/** The key a POG name is unique by: the same name whatever its case. */
export function pogNameKey(name: string): string {
  return name.toLowerCase();
}

/** The currencies a slot may be paid in: K-Cash or the reward token. */
export const POG_SLOT_CURRENCIES = ['KCASH', 'REWARD'] as const satisfies readonly CurrencyId[];
export type PogSlotCurrency = (typeof POG_SLOT_CURRENCIES)[number];

/**
 * What unlocking a mint slot costs until the operator sets a price (POG_SLOT_PRICE_KCASH,
 * POG_SLOT_PRICE_REWARD): decimal strings in the currency's units.
 */
export const POG_SLOT_PRICE_DEFAULTS = { KCASH: '100', REWARD: '10' } as const satisfies Record<
  PogSlotCurrency,
  string
>;

/** How long a mint takes by default (spec section 9: about 100 seconds). */
export const POG_MINT_DURATION_MS_DEFAULT = 100_000;

/**
 * A card's mint: `minting` from the start until the card is on chain (or recorded), then `minted`;
 * `failed` when the attempts ran out (a retry mints the same card again, in the same slot).
 */
export const POG_CARD_STATUSES = ['minting', 'minted', 'failed'] as const;
export type PogCardStatus = (typeof POG_CARD_STATUSES)[number];

/** How often the mint job tries a card before it says the mint failed. */
export const POG_MINT_MAX_ATTEMPTS = 3;

/**
 * Where the user's avatar for the next card is, as the avatar module answers it: the step to do
 * next (genre, character, style, selfie), generation under way, or ready.
 */
export const AVATAR_STEPS = ['genre', 'character', 'style', 'selfie', 'generating', 'ready'] as const;
export type AvatarStep = (typeof AVATAR_STEPS)[number];

/**
 * The mint slot as the state machine sees it: none to mint in, a payment under way (the web's own
 * state while its request runs: the api settles a payment in the request's transaction), the last
 * payment failed, or a paid slot waiting for its card.
 */
export type SlotPayment = 'none' | 'processing' | 'failed' | 'open';

/** What the mint's state is computed from. */
export type MintFacts = {
  hasName: boolean;
  mode: MintMode;
  avatarStep: AvatarStep;
  slot: SlotPayment;
  /** The user's latest card, if any. */
  latestCard: { status: PogCardStatus } | null;
};

/** What the user does next on the mint page. */
export const MINT_ACTIONS = [
  'reserve_name',
  'choose_genre',
  'choose_character',
  'choose_style',
  'upload_selfie',
  'wait_for_avatar',
  'unlock_slot',
  'mint',
  'wait_for_mint',
  'retry_mint',
] as const;
export type MintAction = (typeof MINT_ACTIONS)[number];

/** The mint's state, the tab that shows it and what the user does next. */
export type MintProgress = { state: MintState; tab: MintTab; next: MintAction };

const AVATAR_STATE = {
  genre: { state: 'avatar_category_selection', next: 'choose_genre' },
  character: { state: 'character_selection', next: 'choose_character' },
  style: { state: 'style_selection', next: 'choose_style' },
  selfie: { state: 'selfie_upload', next: 'upload_selfie' },
  generating: { state: 'avatar_generation_pending', next: 'wait_for_avatar' },
} as const satisfies Record<Exclude<AvatarStep, 'ready'>, { state: MintState; next: MintAction }>;

/**
 * The mint's state machine (spec section 4). A card goes: reserve the name → (customize_pog only)
 * the avatar's category, character, style, selfie and its generation → pay for a slot (processing,
 * or failed: "Payment Failed, Please try again!") → mint in progress → minted. The spec names no
 * state for two waits on the user, so they keep the state of the last step done and `next` says
 * what is left, on the MINT POG CARD tab:
 * - ready to pay or to mint: `avatar_generation_pending` (customize_pog, the avatar is made) or
 *   `reserve_username` (quick_mint, whose avatar is made at the mint), `next` `unlock_slot` or `mint`;
 * - a failed mint: `mint_in_progress` with `next: retry_mint` (the retry mints the same card in the
 *   slot already paid: nothing is paid twice).
 * A minted card with no new slot is `minted`; a new slot paid starts the next card's steps.
 */
export function mintProgressOf(facts: MintFacts): MintProgress {
  if (!facts.hasName) return { state: 'reserve_username', tab: 'reserve_name', next: 'reserve_name' };
  const card = facts.latestCard;
  if (card?.status === 'minting')
    return { state: 'mint_in_progress', tab: 'mint_pog_card', next: 'wait_for_mint' };
  if (card?.status === 'failed')
    return { state: 'mint_in_progress', tab: 'mint_pog_card', next: 'retry_mint' };
  if (facts.slot === 'processing')
    return { state: 'slot_payment_processing', tab: 'mint_pog_card', next: 'wait_for_mint' };
  if (card?.status === 'minted' && facts.slot !== 'open') {
    if (facts.slot === 'failed')
      return { state: 'slot_payment_failed', tab: 'mint_pog_card', next: 'unlock_slot' };
    return { state: 'minted', tab: 'mint_pog_card', next: 'unlock_slot' };
  }
  if (facts.mode === 'customize_pog' && facts.avatarStep !== 'ready') {
    const step = AVATAR_STATE[facts.avatarStep];
    return { state: step.state, tab: 'create_avatar', next: step.next };
  }
  if (facts.slot === 'failed')
    return { state: 'slot_payment_failed', tab: 'mint_pog_card', next: 'unlock_slot' };
  const lastDone: MintState =
    facts.mode === 'customize_pog' ? 'avatar_generation_pending' : 'reserve_username';
  return {
    state: lastDone,
    tab: 'mint_pog_card',
    next: facts.slot === 'open' ? 'mint' : 'unlock_slot',
  };
}

/**
 * How far a mint is, 0 to 100, from when it started and how long it takes: it reaches 99 at the
 * planned end and 100 only once the card is minted (a slow chain keeps it at 99).
 */
export function mintPercent(
  card: { status: PogCardStatus; startedAt: Date; finishesAt: Date },
  now: Date,
): number {
  if (card.status === 'minted') return 100;
  const total = card.finishesAt.getTime() - card.startedAt.getTime();
  if (total <= 0) return 99;
  const done = (now.getTime() - card.startedAt.getTime()) / total;
  return Math.max(0, Math.min(99, Math.floor(done * 99)));
}
