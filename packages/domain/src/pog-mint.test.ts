import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MINT_STATES } from './pog';
import {
  AVATAR_STEPS,
  MINT_MODES,
  MINT_TAB_LABELS,
  mintPercent,
  mintProgressOf,
  POG_CARD_STATUSES,
  pogNameKey,
  pogNameSchema,
  type MintFacts,
} from './pog-mint';
import { VALIDATION_MESSAGES } from './validation';

const base: MintFacts = {
  hasName: true,
  mode: 'customize_pog',
  avatarStep: 'genre',
  slot: 'none',
  latestCard: null,
};
const stateOf = (facts: Partial<MintFacts>) => mintProgressOf({ ...base, ...facts });

describe('the POG name', () => {
  it('is 5 to 12 latin letters and digits, with the spec’s messages', () => {
    const problem = (name: string) => pogNameSchema.safeParse(name).error?.issues[0]?.message;
    expect(problem('Gamer')).toBeUndefined();
    expect(problem('Gamer1234567')).toBeUndefined();
    expect(problem('Gam3')).toBe(VALIDATION_MESSAGES.pogNameLength);
    expect(problem('Gamer12345678')).toBe('Username must be between 5 and 12 characters');
    expect(problem('gamer_one')).toBe('Special characters are not allowed');
    expect(problem('gamer one')).toBe('Special characters are not allowed');
    expect(problem('gamérone')).toBe('Special characters are not allowed');
  });

  it('is unique whatever its case', () => {
    expect(pogNameKey('GamerOne')).toBe(pogNameKey('gAMERoNE'));
  });
});

describe('the mint page', () => {
  it('has the spec’s tabs and modes', () => {
    expect(Object.values(MINT_TAB_LABELS)).toEqual(['reserve name', 'CREATE AVATAR', 'MINT POG CARD']);
    expect(MINT_MODES).toEqual(['quick_mint', 'customize_pog']);
  });
});

describe('mintProgressOf', () => {
  it('walks a customised card through the spec’s states', () => {
    expect(stateOf({ hasName: false })).toEqual({
      state: 'reserve_username',
      tab: 'reserve_name',
      next: 'reserve_name',
    });
    expect(stateOf({ avatarStep: 'genre' }).state).toBe('avatar_category_selection');
    expect(stateOf({ avatarStep: 'character' }).state).toBe('character_selection');
    expect(stateOf({ avatarStep: 'style' }).state).toBe('style_selection');
    expect(stateOf({ avatarStep: 'selfie' }).state).toBe('selfie_upload');
    expect(stateOf({ avatarStep: 'generating' })).toEqual({
      state: 'avatar_generation_pending',
      tab: 'create_avatar',
      next: 'wait_for_avatar',
    });
    expect(stateOf({ avatarStep: 'ready' })).toEqual({
      state: 'avatar_generation_pending',
      tab: 'mint_pog_card',
      next: 'unlock_slot',
    });
    expect(stateOf({ avatarStep: 'ready', slot: 'processing' }).state).toBe('slot_payment_processing');
    expect(stateOf({ avatarStep: 'ready', slot: 'failed' })).toEqual({
      state: 'slot_payment_failed',
      tab: 'mint_pog_card',
      next: 'unlock_slot',
    });
    expect(stateOf({ avatarStep: 'ready', slot: 'open' }).next).toBe('mint');
    expect(stateOf({ avatarStep: 'ready', latestCard: { status: 'minting' } }).state).toBe(
      'mint_in_progress',
    );
    expect(stateOf({ avatarStep: 'ready', latestCard: { status: 'minted' } })).toEqual({
      state: 'minted',
      tab: 'mint_pog_card',
      next: 'unlock_slot',
    });
  });

  it('skips the avatar’s steps in quick mint', () => {
    expect(stateOf({ mode: 'quick_mint' })).toEqual({
      state: 'reserve_username',
      tab: 'mint_pog_card',
      next: 'unlock_slot',
    });
    expect(stateOf({ mode: 'quick_mint', slot: 'open' }).next).toBe('mint');
  });

  it('offers a retry of a failed mint, which needs no new slot', () => {
    expect(stateOf({ latestCard: { status: 'failed' } })).toEqual({
      state: 'mint_in_progress',
      tab: 'mint_pog_card',
      next: 'retry_mint',
    });
  });

  it('starts the next card once a new slot is paid after a minted one', () => {
    expect(stateOf({ latestCard: { status: 'minted' }, slot: 'open' }).state).toBe(
      'avatar_category_selection',
    );
    expect(stateOf({ latestCard: { status: 'minted' }, slot: 'failed' }).state).toBe('slot_payment_failed');
  });

  it('always answers one of the spec’s states, and only reserve_username without a name', () => {
    fc.assert(
      fc.property(
        fc.record({
          hasName: fc.boolean(),
          mode: fc.constantFrom(...MINT_MODES),
          avatarStep: fc.constantFrom(...AVATAR_STEPS),
          slot: fc.constantFrom('none', 'processing', 'failed', 'open'),
          latestCard: fc.option(fc.record({ status: fc.constantFrom(...POG_CARD_STATUSES) }), {
            nil: null,
          }),
        }),
        (facts: MintFacts) => {
          const { state } = mintProgressOf(facts);
          expect(MINT_STATES).toContain(state);
          if (!facts.hasName) expect(state).toBe('reserve_username');
          if (facts.hasName && facts.latestCard?.status === 'minting') expect(state).toBe('mint_in_progress');
        },
      ),
    );
  });
});

describe('mintPercent', () => {
  const startedAt = new Date('2026-12-01T10:00:00Z');
  const finishesAt = new Date('2026-12-01T10:01:40Z');
  it('moves with the clock up to 99 and reaches 100 once minted', () => {
    const at = (s: number) => new Date(startedAt.getTime() + s * 1000);
    expect(mintPercent({ status: 'minting', startedAt, finishesAt }, at(0))).toBe(0);
    expect(mintPercent({ status: 'minting', startedAt, finishesAt }, at(50))).toBe(49);
    expect(mintPercent({ status: 'minting', startedAt, finishesAt }, at(500))).toBe(99);
    expect(mintPercent({ status: 'minted', startedAt, finishesAt }, at(1))).toBe(100);
  });
});
