import { z } from 'zod';
import { ENDPOINTS } from './endpoints';
import { defineRoute, envelope } from './route';
import { contentLanguage } from './translations';

export const BANNER_PLACEMENTS = ['home', 'k-quest', 'k-drop', 'klash', 'k-store'] as const;

export const banner = z.object({
  id: z.uuid(),
  placement: z.enum(BANNER_PLACEMENTS),
  title: z.string(),
  subtitle: z.string(),
  linkUrl: z.string(),
  position: z.number().int(),
  language: contentLanguage,
});
export type Banner = z.output<typeof banner>;

export const listBanners = defineRoute({
  ...ENDPOINTS.listBanners,
  summary:
    "Active banners of a placement, in display order, in the reader's language (English where a banner has none)",
  tags: ['content'],
  access: 'public',
  querystring: z.object({ placement: z.enum(BANNER_PLACEMENTS).default('home') }).strict(),
  response: { 200: envelope(z.array(banner)) },
});
