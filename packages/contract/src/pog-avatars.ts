import { z } from 'zod';
import {
  AVATAR_GENRES,
  AVATAR_SELFIE,
  AVATAR_SOURCES,
  AVATAR_STATUSES,
  AVATAR_VARIANTS,
} from '@kp/domain/pog-avatars';
import { ENDPOINTS } from './endpoints';
import { defineRoute, envelope, noQuery, text } from './route';

/**
 * The POG avatar (spec section 7, `tps/pog`; issue 17 "The avatar"): a user picks a genre, one of
 * its characters and one of its styles (or refreshes random variants, a few times a day), uploads
 * a selfie (JPEG only, with a face in it), and asks for the avatar to be generated. Generation is a
 * job: the generate call answers 202 at once and the status call says pending (with progress),
 * ready (with the image's address on our origin) or failed ("API Failure!"). The selfie is
 * deleted once the avatar is made.
 */

const genre = z.enum(AVATAR_GENRES);
const optionId = text().min(1).max(40);
const option = z.object({ id: z.string(), name: z.string() });

const genreQuery = z.object({ genre }).strict();

/** A random variant: a choice drawn for the user, with a preview drawn from it alone. */
export const avatarVariant = z
  .object({
    variantId: z.uuid(),
    genre,
    characterId: z.string(),
    styleId: z.string(),
    imageUrl: z.string().describe('a preview on our origin (WebP), cached for a year'),
  })
  .meta({ id: 'AvatarVariant' });

/** The style saved for the next generation, and whether a selfie waits with it. */
export const avatarDraft = z
  .object({
    genre: genre.nullable(),
    characterId: z.string().nullable(),
    styleId: z.string().nullable(),
    hasSelfie: z.boolean().describe('a selfie with a face is saved and waits for the generate call'),
  })
  .meta({ id: 'AvatarDraft' });

/** An avatar and where its generation stands. */
export const avatarStatus = z
  .object({
    avatarId: z.uuid(),
    status: z.enum(AVATAR_STATUSES),
    progress: z.number().int().min(0).max(100).describe('percent done; 100 when ready'),
    source: z.enum(AVATAR_SOURCES),
    genre,
    characterId: z.string(),
    styleId: z.string(),
    imageUrl: z.string().nullable().describe('the avatar (WebP, 512×512) on our origin once ready'),
    errorCode: z.string().nullable().describe('AVATAR_GENERATION_FAILED ("API Failure!") once failed'),
    createdAt: z.iso.datetime(),
    readyAt: z.iso.datetime().nullable(),
  })
  // Inline, not a named component: the status call answers it nullable, and OpenAPI 3.0 cannot
  // say "a $ref or null".
  .describe('an avatar and where its generation stands');

export const listAvatarCategories = defineRoute({
  ...ENDPOINTS.listAvatarCategories,
  summary: 'The avatar genres (categories) of the spec, each with its number of characters and styles',
  tags: ['pog'],
  access: 'user',
  querystring: noQuery,
  response: {
    200: envelope(
      z.object({
        categories: z.array(
          z.object({ genre, characterCount: z.number().int(), styleCount: z.number().int() }),
        ),
      }),
    ),
  },
});

export const listAvatarCharacters = defineRoute({
  ...ENDPOINTS.listAvatarCharacters,
  summary: 'The characters of a genre',
  tags: ['pog'],
  access: 'user',
  querystring: genreQuery,
  response: { 200: envelope(z.object({ genre, characters: z.array(option) })) },
});

export const listAvatarStyles = defineRoute({
  ...ENDPOINTS.listAvatarStyles,
  summary: 'The styles of a genre',
  tags: ['pog'],
  access: 'user',
  querystring: genreQuery,
  response: { 200: envelope(z.object({ genre, styles: z.array(option) })) },
});

export const refreshAvatarVariants = defineRoute({
  ...ENDPOINTS.refreshAvatarVariants,
  summary: `Draws ${AVATAR_VARIANTS.perRefresh} new random variants (of a genre, or of any): ${AVATAR_VARIANTS.perDay} refreshes a user per UTC day, then 429 AVATAR_REFRESH_LIMIT_REACHED ("Refresh limit reached") until the next UTC midnight`,
  tags: ['pog'],
  access: 'user',
  body: z.object({ genre: genre.optional() }).strict(),
  response: {
    200: envelope(
      z.object({
        variants: z.array(avatarVariant),
        refreshesLeft: z.number().int().min(0),
        resetsAt: z.iso.datetime().describe('when the day’s refreshes come back'),
      }),
    ),
  },
});

export const getAvatarVariantImage = defineRoute({
  ...ENDPOINTS.getAvatarVariantImage,
  summary: 'The preview of a random variant (WebP); a variant never changes, so it is cached for a year',
  tags: ['pog'],
  access: 'public',
  params: z.object({ variantId: z.uuid() }).strict(),
  querystring: noQuery,
  response: { 200: z.any().describe('image/webp') },
});

export const getAvatarStyle = defineRoute({
  ...ENDPOINTS.getAvatarStyle,
  summary: 'The genre, character and style saved for the next avatar, and whether a selfie is saved',
  tags: ['pog'],
  access: 'user',
  querystring: noQuery,
  response: { 200: envelope(avatarDraft) },
});

export const saveAvatarStyle = defineRoute({
  ...ENDPOINTS.saveAvatarStyle,
  summary:
    'Saves the genre, character and style of the next avatar (422 AVATAR_CHOICE_INVALID when the character or style is not of the genre)',
  tags: ['pog'],
  access: 'user',
  body: z.object({ genre, characterId: optionId, styleId: optionId }).strict(),
  response: { 200: envelope(avatarDraft) },
});

export const saveAvatarSelfie = defineRoute({
  ...ENDPOINTS.saveAvatarSelfie,
  summary: `Saves the selfie of the next avatar: the request body is the JPEG file itself (Content-Type: image/jpeg, at most ${AVATAR_SELFIE.maxBytes / 1024 / 1024} MB), re-encoded without its metadata and checked for a face by the server (415 IMAGE_NOT_JPEG, 422 AVATAR_FACE_NOT_DETECTED "Face not detected")`,
  tags: ['pog'],
  access: 'user',
  body: z.any().describe('the JPEG bytes'),
  response: {
    201: envelope(
      avatarDraft.extend({
        face: z.object({
          score: z.number().describe('how sure the detector is, 0 to 1'),
          box: z
            .object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() })
            .describe('where the face is, as shares of the photo’s width and height'),
        }),
      }),
    ),
  },
});

export const generateAvatar = defineRoute({
  ...ENDPOINTS.generateAvatar,
  summary:
    'Starts generating the avatar from the saved style and selfie; answers 202 at once with a pending status (409 AVATAR_STYLE_REQUIRED, AVATAR_SELFIE_REQUIRED, or AVATAR_GENERATION_PENDING while another is under way)',
  tags: ['pog'],
  access: 'user',
  body: z.object({}).strict().optional(),
  response: { 202: envelope(avatarStatus) },
});

export const getAvatarStatus = defineRoute({
  ...ENDPOINTS.getAvatarStatus,
  summary:
    'Where the generation of an avatar stands (the caller’s latest unless avatarId names one of theirs): pending with progress, ready, or failed',
  tags: ['pog'],
  access: 'user',
  querystring: z.object({ avatarId: z.uuid().optional() }).strict(),
  response: { 200: envelope(z.object({ avatar: avatarStatus.nullable() })) },
});

export const getAvatarImage = defineRoute({
  ...ENDPOINTS.getAvatarImage,
  summary: 'An avatar’s image (WebP, 512×512); an avatar never changes, so it is cached for a year',
  tags: ['pog'],
  access: 'public',
  params: z.object({ avatarId: z.uuid() }).strict(),
  querystring: noQuery,
  response: { 200: z.any().describe('image/webp') },
});
