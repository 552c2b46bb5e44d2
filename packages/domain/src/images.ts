import { parseArtUrl } from './art';

/**
 * Operators' pictures (a campaign's banner, a voucher's brand mark): the platform art
 * (`/api/art/…`, art.ts) or an image an operator uploaded (`POST /api/admin/images`), which the
 * server checks by its bytes, re-encodes to WebP without its metadata and serves from the
 * platform's own origin at `/api/images/<id>`. Both live on our origin: the content security
 * policy (img-src 'self') refuses any other host, so such a URL would never show.
 */

/** What an upload may be, and what is kept of it. */
export const OPERATOR_IMAGE_LIMITS = {
  /** The largest file accepted, in bytes. */
  maxBytes: 5 * 1024 * 1024,
  /** The most pixels (width × height) a file may have; a larger one is refused before it is decoded. */
  maxPixels: 25_000_000,
  /** The longest side kept, in pixels: a larger picture is scaled down to it. */
  maxSide: 2048,
  /** The longest URL of an operator's picture. */
  urlMaxLength: 300,
} as const;

/** The formats an upload may be, as its bytes say (the content type it is sent with is not trusted). */
export const OPERATOR_IMAGE_FORMATS = ['png', 'jpeg', 'webp'] as const;

/** The content types an upload may be sent with; its bytes decide what it is. */
export const OPERATOR_IMAGE_UPLOAD_TYPES = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'application/octet-stream',
] as const;

/** The type an uploaded image is served as. */
export const OPERATOR_IMAGE_TYPE = 'image/webp';

const UPLOADED_IMAGE_URL = /^\/api\/images\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** The URL an uploaded image is served at. */
export function uploadedImageUrl(id: string): string {
  return `/api/images/${id}`;
}

/** The id of an uploaded image from its URL; null for any other URL. */
export function parseUploadedImageUrl(url: string): string | null {
  return UPLOADED_IMAGE_URL.exec(url)?.[1] ?? null;
}

/** The words of the rule isOperatorImageUrl applies, for a refused field. */
export const OPERATOR_IMAGE_URL_RULE =
  'one of the platform art (/api/art/…) or an uploaded image (/api/images/<id>)';

/** Whether a URL may be an operator's picture: the platform art or an upload, never another host. */
export function isOperatorImageUrl(url: string): boolean {
  return (
    url.length <= OPERATOR_IMAGE_LIMITS.urlMaxLength &&
    (parseArtUrl(url) !== null || parseUploadedImageUrl(url) !== null)
  );
}
