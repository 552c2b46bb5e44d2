/** The product's name as shown in the interface (a brand, so never translated). */
export const BRAND_NAME = 'KPlay';

/** The external links of the footer (spec section 2): documentation and the clan handbook PDF. */
export const EXTERNAL_LINKS = {
  documentation: '/api/docs',
  clanHandbook: '/clan-handbook.pdf',
} as const;
