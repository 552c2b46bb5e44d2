import { AppError } from '@kp/domain/errors';
import { BADGE_IDS, PLATFORM_ROLES } from '@kp/domain/pog';
import { asPogTier } from '@kp/domain/pog-scores';
import { cardEtag, cardSvg, rasterise, type CardFace, type CardSide } from './draw-card';
import type { AvatarImagePort, PogScoresService } from './pog-scores.service';

/** How many bytes of rasterised cards are kept in memory (the least recently used go first). */
const CACHE_BYTES = 32 * 1024 * 1024;

export type CardImage = { type: string; etag: string; bytes: Buffer | string };

/**
 * The cards as images (the art module's cache, copied): the SVG is drawn from the stored scores on
 * each request (a string, cheap) and names its ETag; the PNG of an ETag is rasterised once and
 * kept, and the same PNG asked for twice at once is drawn once. A new score is a new SVG, so a
 * new ETag: nothing is ever served stale from the cache.
 */
export function createCardImages(deps: {
  scores: Pick<PogScoresService, 'findCard'>;
  avatars: AvatarImagePort;
  cacheBytes?: number;
}) {
  const limit = deps.cacheBytes ?? CACHE_BYTES;
  const pngs = new Map<string, Promise<Buffer>>();
  const sizes = new Map<string, number>();
  let cachedBytes = 0;

  function forget(key: string) {
    pngs.delete(key);
    cachedBytes -= sizes.get(key) ?? 0;
    sizes.delete(key);
  }

  function keep(key: string, bytes: number) {
    sizes.set(key, bytes);
    cachedBytes += bytes;
    for (const oldest of pngs.keys()) {
      if (cachedBytes <= limit || oldest === key) break;
      forget(oldest);
    }
  }

  function png(key: string, svg: string): Promise<Buffer> {
    let image = pngs.get(key);
    if (image) {
      pngs.delete(key);
      pngs.set(key, image);
      return image;
    }
    image = rasterise(svg);
    pngs.set(key, image);
    image.then(
      (bytes) => (pngs.has(key) ? keep(key, bytes.length) : undefined),
      () => forget(key),
    );
    return image;
  }

  async function faceOf(name: string): Promise<CardFace> {
    const card = await deps.scores.findCard(name);
    if (!card) throw new AppError('POG_CARD_NOT_FOUND');
    const { row } = card;
    return {
      name: card.name ?? name,
      tier: asPogTier(row.tier) ?? 'Bronze',
      scores: {
        human: row.human,
        play: row.play,
        skill: row.skill,
        commerce: row.commerce,
        social: row.social,
      },
      total: row.total,
      badges: BADGE_IDS.filter((id) => row.badges.includes(id)),
      roles: PLATFORM_ROLES.filter((r) => row.roles.includes(r)),
      clanName: card.clanName,
      avatarPng: await deps.avatars.avatarPngOf(row.userId),
    };
  }

  return {
    /** A side of the card named `name` (a POG name or a username); 404 POG_CARD_NOT_FOUND for none. */
    async get(name: string, side: CardSide, format: 'svg' | 'png'): Promise<CardImage> {
      const svg = cardSvg(side, await faceOf(name));
      const etag = cardEtag(svg, format);
      if (format === 'svg') return { type: 'image/svg+xml; charset=utf-8', etag, bytes: svg };
      return { type: 'image/png', etag, bytes: await png(etag, svg) };
    },
    /** Bytes of PNGs kept (for the tests of the cache). */
    cachedBytes: () => cachedBytes,
  };
}

export type CardImages = ReturnType<typeof createCardImages>;
