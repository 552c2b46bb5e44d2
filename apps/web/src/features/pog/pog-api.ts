import type { AvatarGenre, ShareChannel } from '@kp/domain/pog';
import type { BoardParticipantsPage } from '@kp/contract/leaderboards';
import { ENDPOINTS } from '@kp/contract/endpoints';
import { boardId, LEADERBOARD_LIMITS, periodAt, type PogBoardSubject } from '@kp/domain/leaderboards';

import type { MintMode } from '@kp/domain/pog-mint';
import { AppError } from '@kp/domain/errors';
import { buildUrl, call } from '../../lib/api-client';
import { withIdempotencyKey } from '../../lib/idempotency-key';
import { errorText } from '../../lib/messages';
import type { TFunction } from 'i18next';

// The POG calls the pages make: the mint (name, mode, slot, mint, retry, status), the avatar
// (style, variants, selfie, generation) and the cards (the caller's, and one by its token id).

/** Where the caller is in minting: state, tab, next action, slot and prices, latest card. */
export async function getMintStatus(signal?: AbortSignal) {
  return (await call('getPogMintStatus', {}, { signal })).data;
}

/** Whether a POG name (already valid by the rule) is free. */
export async function checkPogName(name: string, signal?: AbortSignal) {
  return (await call('checkPogName', { query: { name } }, { signal })).data;
}

export async function reservePogName(name: string) {
  return (await call('reservePogName', { body: { name } })).data;
}

export async function setMintMode(mode: MintMode) {
  return (await call('setPogPreferences', { body: { mode } })).data;
}

/** Pays for a slot; `idempotencyKey` is the one of this decision, the same on every retry. */
export async function unlockSlot(currency: string, idempotencyKey: string) {
  return (await call('unlockPogSlot', { body: { currency } }, { fetch: withIdempotencyKey(idempotencyKey) }))
    .data;
}

export async function quickMint(genre: AvatarGenre, variantId?: string) {
  return (await call('quickMintPog', { body: { genre, ...(variantId ? { variantId } : {}) } })).data;
}

export async function activatePog() {
  return (await call('activatePog')).data;
}

export async function retryMint() {
  return (await call('retryPogMint')).data;
}

/** The caller's cards, the latest first. */
export async function listPogCards(signal?: AbortSignal) {
  return (await call('listPogCards', {}, { signal })).data.cards;
}

/** The caller's minted cards with their ERC-721 metadata (scores, tier, badges). */
export async function listUserNfts(signal?: AbortSignal) {
  return (await call('listUserNfts', {}, { signal })).data.nfts;
}

/** A minted card's public metadata by its token id (what a shared link shows anyone). */
export async function getCardMetadata(tokenId: string, signal?: AbortSignal) {
  return call('getPogNftMetadata', { params: { tokenId } }, { signal });
}

/** A POG name's card (its holder's latest minted one): token id and public metadata. */
export async function getCardByName(name: string, signal?: AbortSignal) {
  return (await call('getPogCardByName', { params: { name } }, { signal })).data;
}

/** The card as the api draws it for sharing (1200 × 630): its front or back, by POG name. */
export function cardImageUrl(name: string, side: 'front' | 'back'): string {
  const route = side === 'front' ? ENDPOINTS.getPogCardFront : ENDPOINTS.getPogCardBack;
  return buildUrl(route.path, { username: name });
}

/** The caller's POG scores now: name, total, tier, clan. */
export async function getMyPogScores(signal?: AbortSignal) {
  return (await call('getMyPogScores', {}, { signal })).data;
}

/** How many rows a page of the POG leaderboard holds. */
export const BOARD_PAGE_SIZE = LEADERBOARD_LIMITS.page.default;

/**
 * A page of the POG leaderboard as it stands now (the all-time board: every running period shows
 * the same standing): clans, gamers, or the caller's clan's members; with the caller's own row.
 */
export async function listPogBoard(
  of: PogBoardSubject,
  offset: number,
  signal?: AbortSignal,
  limit: number = BOARD_PAGE_SIZE,
): Promise<BoardParticipantsPage> {
  const id = boardId({ kind: 'periodic', type: 'pog', window: periodAt('all', new Date()) });
  const answer = await call(
    'listLeaderboardParticipants',
    { params: { id }, query: { of, limit, offset } },
    signal ? { signal } : {},
  );
  if (answer.data.type === 'tournament') throw new Error(`${id} is a tournament's board`);
  return answer.data;
}

/** The genre, character and style saved for the next avatar. */
export async function getAvatarDraft(signal?: AbortSignal) {
  return (await call('getAvatarStyle', {}, { signal })).data;
}

export async function saveAvatarStyle(genre: AvatarGenre, characterId: string, styleId: string) {
  return (await call('saveAvatarStyle', { body: { genre, characterId, styleId } })).data;
}

export async function refreshVariants(genre?: AvatarGenre) {
  return (await call('refreshAvatarVariants', { body: genre ? { genre } : {} })).data;
}

/** Uploads the selfie (the JPEG itself); the server checks it for a face. */
export async function uploadSelfie(photo: Blob) {
  return (await call('saveAvatarSelfie', { body: photo })).data;
}

export async function generateAvatar() {
  return (await call('generateAvatar', { body: {} })).data;
}

/** Where the caller's latest avatar stands (pending with progress, ready, failed), or null. */
export async function getAvatarStatus(signal?: AbortSignal) {
  return (await call('getAvatarStatus', {}, { signal })).data.avatar;
}

/** The code of what went wrong: an api error's own, else SOMETHING_WENT_WRONG. */
export const codeOf = (error: unknown) => (error instanceof AppError ? error.code : 'SOMETHING_WENT_WRONG');

/** What went wrong, in the reader's language. */
export function pogErrorText(t: TFunction, error: unknown): string {
  return errorText(t, error instanceof AppError ? error : new AppError('SOMETHING_WENT_WRONG'));
}

/**
 * Counts a share of the caller's card on a channel (`users/pog/share`). The channel's page opens
 * from the click itself (a popup blocker allows only that), so the count is sent beside it; a
 * count that fails costs the gamer nothing.
 */
export function countShare(channel: ShareChannel): void {
  void call('sharePogCard', { body: { channel } }).catch(() => undefined);
}
