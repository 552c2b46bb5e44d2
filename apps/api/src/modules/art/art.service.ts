import { AppError } from '@kp/domain/errors';
import { ART_MIME_TYPES, type ArtFormat, type ArtSpec } from '@kp/domain/art';
import { drawArt, glyph, hasGlyph } from './draw-art';

/** How many bytes of drawn images are kept in memory (the least recently used go first). */
const CACHE_BYTES = 32 * 1024 * 1024;

export type ArtService = ReturnType<typeof createArtService>;

/** A game-icons glyph's SVG body (512×512 units) in one colour, for drawings of other modules (the POG card's silhouette). */
export function glyphSvg(name: string, fill: string): string {
  return glyph(name, fill);
}

/**
 * Draws the platform's art once per (kind, glyph, palette, width, format) and keeps it: the same
 * request drawn twice at once is drawn once, and the images most asked for stay in memory.
 */
export function createArtService(options: { cacheBytes?: number } = {}) {
  const limit = options.cacheBytes ?? CACHE_BYTES;
  const images = new Map<string, Promise<Buffer>>();
  const sizes = new Map<string, number>();
  let cachedBytes = 0;

  function forget(key: string) {
    images.delete(key);
    cachedBytes -= sizes.get(key) ?? 0;
    sizes.delete(key);
  }

  function keep(key: string, bytes: number) {
    sizes.set(key, bytes);
    cachedBytes += bytes;
    // A Map iterates in insertion order: the first keys are the least recently used.
    for (const oldest of images.keys()) {
      if (cachedBytes <= limit || oldest === key) break;
      forget(oldest);
    }
  }

  return {
    async get(spec: ArtSpec, width: number, format: ArtFormat): Promise<{ type: string; bytes: Buffer }> {
      if (!hasGlyph(spec.icon)) throw new AppError('ART_ICON_NOT_FOUND');
      const key = `${spec.kind}/${spec.icon}/${spec.palette}/${width}/${format}`;
      let image = images.get(key);
      if (image) {
        // Used again: it moves to the end, the most recently used.
        images.delete(key);
        images.set(key, image);
      } else {
        image = drawArt(spec, width, format);
        images.set(key, image);
        image.then(
          (bytes) => (images.has(key) ? keep(key, bytes.length) : undefined),
          () => forget(key),
        );
      }
      return { type: ART_MIME_TYPES[format], bytes: await image };
    },
    /** Bytes of images kept (for the tests of the cache's bound). */
    cachedBytes: () => cachedBytes,
  };
}
