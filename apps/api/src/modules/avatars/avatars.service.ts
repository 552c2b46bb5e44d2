import sharp from 'sharp';
import { randomInt } from 'node:crypto';
import type { AvatarStep } from '@kp/domain/pog-mint';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '@kp/domain/errors';
import {
  AVATAR_GENERATION,
  AVATAR_GENRES,
  AVATAR_SELFIE,
  AVATAR_VARIANTS,
  avatarChoiceProblem,
  charactersOf,
  isAvatarGenre,
  randomAvatarChoice,
  refreshDayOf,
  refreshesLeft,
  refreshesResetAt,
  stylesOf,
  type AvatarChoice,
  type AvatarGenre,
} from '@kp/domain/pog-avatars';
import type { Db, DbOrTx } from '../../db/client';
import { reencodeJpeg } from '../../platform/jpeg';
import type { Clock } from '../../platform/clock';
import type { AvatarGenerator } from '../../providers/avatars/avatar-generator';
import { avatarSvg, rasteriseAvatar } from '../../providers/avatars/local-avatar-generator';
import type { AvatarDraftRow, AvatarRow, AvatarsRepository } from './avatars.repository';
import type { FaceDetector } from './face-detector';

/** Where an avatar's image is served from: our origin, by its id (whose bytes never change). */
export const avatarImageUrl = (avatarId: string) => `/api/tps/pog/avatar/${avatarId}/image`;
/** Where a variant's preview is served from. */
export const variantImageUrl = (variantId: string) => `/api/tps/pog/random-variants/${variantId}/image`;

/** A ready avatar, as the POG mint module takes it. */
export type ReadyAvatar = { avatarId: string; imageUrl: string; genre: string };

export type AvatarsDeps = {
  db: Db;
  repository: AvatarsRepository;
  clock: Clock;
  log: FastifyBaseLogger;
  /** The generator AVATAR_GENERATOR names (a selfie's avatar). */
  generator: AvatarGenerator;
  faceDetector: FaceDetector;
};

const seed = () => randomInt(0, 2 ** 31);
const unitRandom = () => randomInt(0, 2 ** 32) / 2 ** 32;

function draftView(row: AvatarDraftRow | null) {
  return {
    genre: row?.genre && isAvatarGenre(row.genre) ? row.genre : null,
    characterId: row?.characterId ?? null,
    styleId: row?.styleId ?? null,
    hasSelfie: Boolean(row?.selfieJpeg),
  };
}

function statusView(row: Omit<AvatarRow, 'imageWebp' | 'selfieJpeg'>) {
  return {
    avatarId: row.id,
    status: row.status as AvatarRow['status'] & ('pending' | 'ready' | 'failed'),
    progress: row.progress,
    source: row.source as 'selfie' | 'variant',
    genre: row.genre as AvatarGenre,
    characterId: row.characterId,
    styleId: row.styleId,
    imageUrl: row.status === 'ready' ? avatarImageUrl(row.id) : null,
    errorCode: row.errorCode,
    createdAt: row.createdAt.toISOString(),
    readyAt: row.readyAt?.toISOString() ?? null,
  };
}

/**
 * The POG avatar: choices, random variants, the selfie, and generation as a job whose state is in
 * the database (README.md beside this file).
 */
export function createAvatarsService(deps: AvatarsDeps) {
  const { db, repository, clock, log, generator, faceDetector } = deps;
  // Previews are drawn from their variant's row alone, so a drawn one can be kept (a small cache).
  const previews = new Map<string, Buffer>();
  const PREVIEWS_KEPT = 200;

  function assertChoice(choice: AvatarChoice) {
    const problem = avatarChoiceProblem(choice);
    if (problem) throw new AppError('AVATAR_CHOICE_INVALID', { details: { field: `${problem}Id` } });
  }

  /** Draws and stores a ready avatar at once with the local drawing (no selfie: the seed's face). */
  async function drawVariantAvatar(userId: string, choice: AvatarChoice & { seed: number }) {
    const image = await rasteriseAvatar(avatarSvg({ ...choice, face: null }));
    const now = clock.now();
    return repository.insertAvatar({
      userId,
      source: 'variant',
      ...choice,
      generator: 'local',
      status: 'ready',
      progress: 100,
      imageWebp: image,
      createdAt: now,
      updatedAt: now,
      readyAt: now,
    });
  }

  async function runOne(row: AvatarRow): Promise<void> {
    const onProgress = (percent: number) => repository.setProgress(row.id, percent, clock.now());
    try {
      const image = await generator.generate({
        genre: row.genre as AvatarGenre,
        characterId: row.characterId,
        styleId: row.styleId,
        seed: row.seed,
        face: row.face ?? null,
        selfieJpeg: row.selfieJpeg ?? null,
        onProgress,
      });
      await repository.setProgress(row.id, 90, clock.now());
      await repository.markReady(row.id, image, clock.now());
      log.info(
        { avatarId: row.id, userId: row.userId, generator: generator.name },
        'avatar ready; selfie deleted',
      );
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (row.attempts >= AVATAR_GENERATION.maxAttempts) {
        await repository.markFailed(row.id, 'AVATAR_GENERATION_FAILED', message, clock.now());
        log.warn(
          { avatarId: row.id, attempts: row.attempts, err: error },
          'avatar generation failed; selfie deleted',
        );
      } else {
        const now = clock.now();
        await repository.markRetry(
          row.id,
          message,
          new Date(now.getTime() + AVATAR_GENERATION.retryAfterMs),
          now,
        );
        log.warn(
          { avatarId: row.id, attempts: row.attempts, err: error },
          'avatar generation will be tried again',
        );
      }
    }
  }

  return {
    listCategories() {
      return {
        categories: AVATAR_GENRES.map((genre) => ({
          genre,
          characterCount: charactersOf(genre).length,
          styleCount: stylesOf(genre).length,
        })),
      };
    },
    listCharacters: (genre: AvatarGenre) => ({ genre, characters: [...charactersOf(genre)] }),
    listStyles: (genre: AvatarGenre) => ({ genre, styles: [...stylesOf(genre)] }),

    /** New random variants, counted against the day's refreshes (AVATAR_REFRESH_LIMIT_REACHED past them). */
    async refreshVariants(userId: string, genre?: AvatarGenre) {
      const now = clock.now();
      const used = await db.transaction(async (tx) => {
        const count = await repository.countRefresh(userId, refreshDayOf(now), tx);
        if (count === null)
          throw new AppError('AVATAR_REFRESH_LIMIT_REACHED', {
            details: { resetsAt: refreshesResetAt(now).toISOString() },
          });
        return count;
      });
      const rows = await repository.insertVariants(
        Array.from({ length: AVATAR_VARIANTS.perRefresh }, () => ({
          userId,
          ...randomAvatarChoice(unitRandom, genre),
          seed: seed(),
          createdAt: now,
        })),
      );
      return {
        variants: rows.map((row) => ({
          variantId: row.id,
          genre: row.genre as AvatarGenre,
          characterId: row.characterId,
          styleId: row.styleId,
          imageUrl: variantImageUrl(row.id),
        })),
        refreshesLeft: refreshesLeft(used),
        resetsAt: refreshesResetAt(now).toISOString(),
      };
    },

    async getVariantImage(variantId: string): Promise<Buffer> {
      const kept = previews.get(variantId);
      if (kept) return kept;
      const row = await repository.findVariant(variantId);
      if (!row) throw new AppError('AVATAR_VARIANT_NOT_FOUND');
      const image = await rasteriseAvatar(
        avatarSvg({
          genre: row.genre as AvatarGenre,
          characterId: row.characterId,
          styleId: row.styleId,
          seed: row.seed,
          face: null,
        }),
        256,
      );
      if (previews.size >= PREVIEWS_KEPT) previews.delete(previews.keys().next().value!);
      previews.set(variantId, image);
      return image;
    },

    async getDraft(userId: string) {
      return draftView(await repository.findDraft(userId));
    },

    async saveStyle(userId: string, choice: AvatarChoice) {
      assertChoice(choice);
      return draftView(await repository.saveStyle(userId, choice, clock.now()));
    },

    /**
     * Keeps a selfie for the next generation: a JPEG by its bytes, re-encoded without metadata,
     * with a face the detector finds (AVATAR_FACE_NOT_DETECTED otherwise, and nothing is kept).
     */
    async saveSelfie(userId: string, upload: Buffer) {
      const side = AVATAR_SELFIE.storedSide;
      const jpeg = await reencodeJpeg(upload, { width: side, height: side }, { fit: 'inside' });
      const found = await faceDetector.detect(jpeg, AVATAR_SELFIE);
      if (!found) throw new AppError('AVATAR_FACE_NOT_DETECTED');
      const row = await repository.saveSelfie(userId, { jpeg, face: found.features }, clock.now());
      log.info({ userId, score: found.score }, 'selfie saved');
      return { ...draftView(row), face: { score: found.score, box: found.box } };
    },

    /**
     * Starts a generation from the saved style and selfie: a pending row the job picks up; the
     * selfie moves from the draft to it. Answers at once.
     */
    async generate(userId: string) {
      const row = await db.transaction(async (tx) => {
        const draft = await repository.lockDraft(userId, tx);
        if (!draft?.genre || !draft.characterId || !draft.styleId || !isAvatarGenre(draft.genre))
          throw new AppError('AVATAR_STYLE_REQUIRED');
        if (!draft.selfieJpeg || !draft.face) throw new AppError('AVATAR_SELFIE_REQUIRED');
        if (await repository.findPendingOf(userId, tx)) throw new AppError('AVATAR_GENERATION_PENDING');
        const now = clock.now();
        const created = await repository.insertAvatar(
          {
            userId,
            source: 'selfie',
            genre: draft.genre,
            characterId: draft.characterId,
            styleId: draft.styleId,
            seed: seed(),
            generator: generator.name,
            status: 'pending',
            progress: 0,
            selfieJpeg: draft.selfieJpeg,
            face: draft.face,
            createdAt: now,
            updatedAt: now,
          },
          tx,
        );
        await repository.clearSelfie(userId, now, tx);
        return created;
      });
      log.info({ avatarId: row.id, userId }, 'avatar generation queued');
      return statusView(row);
    },

    /** The caller's latest avatar, or the one of theirs named; null when they have none. */
    async getStatus(userId: string, avatarId?: string) {
      if (avatarId) {
        const row = await repository.findAvatar(avatarId);
        if (!row || row.userId !== userId) throw new AppError('AVATAR_NOT_FOUND');
        return { avatar: statusView(row) };
      }
      const latest = await repository.findLatestOf(userId);
      return { avatar: latest ? statusView(latest) : null };
    },

    async getImage(avatarId: string): Promise<Buffer> {
      const image = await repository.findImage(avatarId);
      if (!image) throw new AppError('AVATAR_NOT_FOUND');
      return image;
    },

    /**
     * The job: generates the pending avatars whose turn it is, one after the other, at most
     * `limit` a run; the number finished (ready or failed) or put back to try again.
     */
    async runPending(limit = 5): Promise<number> {
      let done = 0;
      for (; done < limit; done += 1) {
        const now = clock.now();
        const row = await repository.claimNext(now, new Date(now.getTime() + AVATAR_GENERATION.leaseMs));
        if (!row) break;
        await runOne(row);
      }
      return done;
    },

    /**
     * For the POG mint module: where the user's avatar is: generating, ready, or the next choice
     * to make (genre, character, style, then the selfie).
     */
    async avatarStepOf(userId: string): Promise<AvatarStep> {
      const latest = await repository.findLatestOf(userId);
      if (latest?.status === 'pending') return 'generating';
      if (latest?.status === 'ready') return 'ready';
      const draft = draftView(await repository.findDraft(userId));
      if (!draft.genre) return 'genre';
      if (!draft.characterId) return 'character';
      return draft.styleId ? 'selfie' : 'style';
    },

    /** For the POG card's images: the user's latest ready avatar as PNG, or null. */
    async avatarPngOf(userId: string): Promise<Buffer | null> {
      const row = await repository.findLatestOf(userId, 'ready');
      const image = row ? await repository.findImage(row.id) : null;
      return image ? sharp(image).png().toBuffer() : null;
    },

    /** For the POG mint module: the user's latest ready avatar, or null. */
    async readyAvatarOf(userId: string): Promise<ReadyAvatar | null> {
      const row = await repository.findLatestOf(userId, 'ready');
      return row ? { avatarId: row.id, imageUrl: avatarImageUrl(row.id), genre: row.genre } : null;
    },

    /**
     * For the POG mint module's quick_mint: a ready avatar at once, without a selfie, drawn by the
     * local generator from a variant: the one named (the user's), or a new random one (of `genre`).
     */
    async quickAvatarFor(userId: string, genre?: AvatarGenre, variantId?: string): Promise<ReadyAvatar> {
      let choice: AvatarChoice & { seed: number };
      if (variantId) {
        const variant = await repository.findVariant(variantId);
        if (!variant || variant.userId !== userId) throw new AppError('AVATAR_VARIANT_NOT_FOUND');
        choice = {
          genre: variant.genre as AvatarGenre,
          characterId: variant.characterId,
          styleId: variant.styleId,
          seed: variant.seed,
        };
      } else choice = { ...randomAvatarChoice(unitRandom, genre), seed: seed() };
      const row = await drawVariantAvatar(userId, choice);
      return { avatarId: row.id, imageUrl: avatarImageUrl(row.id), genre: row.genre };
    },

    /** An erased account: its selfie, avatars, variants and counts go (in the anonymising transaction). */
    async eraseUser(userId: string, tx: DbOrTx) {
      await repository.deleteUserData(userId, tx);
      for (const key of previews.keys()) previews.delete(key);
    },
  };
}

export type AvatarsService = ReturnType<typeof createAvatarsService>;
