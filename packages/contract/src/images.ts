import { z } from 'zod';
import {
  isOperatorImageUrl,
  OPERATOR_IMAGE_LIMITS,
  OPERATOR_IMAGE_TYPE,
  OPERATOR_IMAGE_URL_RULE,
} from '@kp/domain/images';
import { ENDPOINTS } from './endpoints';
import { defineRoute, envelope, noQuery, text } from './route';

/**
 * Operators' pictures (packages/domain/src/images.ts): an upload, checked by its bytes and kept
 * as WebP, served from the platform's origin; a campaign's banner or a voucher's picture names it
 * (or the platform art) by its URL.
 */

/** A picture an operator sets: the platform art or an uploaded image, never another host. */
export const operatorImageUrl = text()
  .max(OPERATOR_IMAGE_LIMITS.urlMaxLength)
  .refine(isOperatorImageUrl, OPERATOR_IMAGE_URL_RULE);

export const uploadedImage = z.object({
  id: z.uuid(),
  url: z.string().describe('where it is served (/api/images/<id>): the value a picture field takes'),
});
export type UploadedImage = z.output<typeof uploadedImage>;

export const adminUploadImage = defineRoute({
  ...ENDPOINTS.adminUploadImage,
  summary: `Operators: uploads a picture (a campaign banner, a voucher's). The request body is the file itself, PNG, JPEG or WebP as its bytes say (Content-Type image/png, image/jpeg, image/webp or application/octet-stream), at most ${OPERATOR_IMAGE_LIMITS.maxBytes / 1024 / 1024} MB and ${OPERATOR_IMAGE_LIMITS.maxPixels / 1_000_000} megapixels; it is kept as WebP without its metadata, at most ${OPERATOR_IMAGE_LIMITS.maxSide} pixels on its longest side`,
  tags: ['admin'],
  access: 'admin',
  querystring: noQuery,
  body: z.any().describe('the image bytes'),
  response: { 201: envelope(uploadedImage) },
});

export const getImage = defineRoute({
  ...ENDPOINTS.getImage,
  summary: 'An uploaded picture, as WebP, cached for ever (a new picture is a new upload)',
  tags: ['images'],
  access: 'public',
  params: z.object({ id: z.uuid() }).strict(),
  querystring: noQuery,
  response: { 200: z.any().describe(OPERATOR_IMAGE_TYPE) },
});
