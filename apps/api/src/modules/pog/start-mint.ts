import type { PogCard } from '@kp/contract/pog';
import { AppError } from '@kp/domain/errors';
import type { AvatarGenre } from '@kp/domain/pog';
import type { MintMode } from '@kp/domain/pog-mint';
import { toPogCard, type PogContext } from './pog-context';
import type { PogAvatar } from './pog-ports';

/**
 * Starting a mint: a card made in the user's paid slot, `minting` for the configured duration; the
 * mint job (run-mints.ts) finishes it. A retry of a failed card mints it again in its slot.
 */
export function createStartMint(ctx: PogContext) {
  const { db, repository, clock, settings, avatars, wallets, minter, publicUrl } = ctx;

  async function start(userId: string, mode: MintMode, avatar: PogAvatar | null): Promise<PogCard> {
    // The wallet is made outside the transaction if missing (an account from before wallets).
    const wallet = await wallets.ensureWallet(userId);
    return db.transaction(async (tx) => {
      const now = clock.now();
      const profile = await repository.lockProfile(tx, userId, { mode: settings.defaultMode, at: now });
      if (!profile.name) throw new AppError('POG_NAME_REQUIRED');
      const latest = await repository.findLatestCard(userId, tx);
      if (latest?.status === 'minting') throw new AppError('POG_MINT_IN_PROGRESS');
      const slot = await repository.findOpenSlot(userId, tx, { forUpdate: true });
      if (!slot) throw new AppError('POG_SLOT_REQUIRED');
      if (!avatar) throw new AppError('POG_AVATAR_NOT_READY');
      const card = await repository.insertCard(tx, {
        userId,
        slotId: slot.id,
        mode,
        name: profile.name,
        avatarId: avatar.avatarId,
        genre: avatar.genre,
        imageUrl: avatar.imageUrl,
        ownerAddress: wallet.address,
        chainId: minter?.chainId ?? null,
        contract: minter?.contract ?? null,
        status: 'minting',
        startedAt: now,
        finishesAt: new Date(now.getTime() + settings.mintDurationMs),
        createdAt: now,
      });
      return toPogCard(card, now, publicUrl);
    });
  }

  return {
    /** quick_mint: a quick avatar of the genre (or of the user's variant), asked of the avatars module. */
    async quickMint(userId: string, genre: AvatarGenre, variantId?: string): Promise<PogCard> {
      return start(userId, 'quick_mint', await avatars.quickAvatarFor(userId, genre, variantId));
    },

    /** customize_pog ("activate"): the avatar the user made, once it is ready. */
    async activate(userId: string): Promise<PogCard> {
      return start(userId, 'customize_pog', await avatars.readyAvatarOf(userId));
    },

    /**
     * Mints the user's failed card again: same card, same slot and token id, so nothing is paid
     * twice and the token cannot be minted twice.
     */
    async retry(userId: string): Promise<PogCard> {
      return db.transaction(async (tx) => {
        const now = clock.now();
        const latest = await repository.findLatestCard(userId, tx, { forUpdate: true });
        if (latest?.status === 'minting') throw new AppError('POG_MINT_IN_PROGRESS');
        if (latest?.status !== 'failed') throw new AppError('POG_NOTHING_TO_RETRY');
        const card = await repository.updateCard(
          latest.id,
          {
            status: 'minting',
            attempts: 0,
            startedAt: now,
            finishesAt: new Date(now.getTime() + settings.mintDurationMs),
            leaseUntil: null,
            lastError: null,
          },
          tx,
        );
        return toPogCard(card, now, publicUrl);
      });
    },
  };
}
