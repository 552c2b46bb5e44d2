import { z } from 'zod';
import { ART_FORMATS, ART_ICON_PATTERN, ART_KIND_NAMES, ART_PALETTE_NAMES, ART_WIDTHS } from '@kp/domain/art';
import { ENDPOINTS } from './endpoints';
import { defineRoute, text } from './route';

/** The platform's own art (packages/domain/src/art.ts): a glyph on a palette, drawn on the server. */
export const getArt = defineRoute({
  ...ENDPOINTS.getArt,
  summary:
    'A game icon, game cover or banner drawn from a game-icons glyph on a palette, as an image (AVIF, WebP or PNG), cached for ever',
  tags: ['art'],
  access: 'public',
  params: z.object({ kind: z.enum(ART_KIND_NAMES) }).strict(),
  querystring: z
    .object({
      icon: text().regex(ART_ICON_PATTERN).describe("the glyph's name in the game-icons set"),
      palette: z.enum(ART_PALETTE_NAMES),
      w: z.coerce
        .number()
        .int()
        .refine((width) => (ART_WIDTHS as readonly number[]).includes(width), {
          message: `one of ${ART_WIDTHS.join(', ')}`,
        })
        .describe('the width in pixels'),
      f: z.enum(ART_FORMATS).describe('the format'),
      v: text()
        .regex(/^\d{1,6}$/)
        .optional()
        .describe("the drawing's version (ART_VERSION), so that a new drawing has a new URL"),
    })
    .strict(),
  response: { 200: z.any().describe('image/avif, image/webp or image/png') },
});
