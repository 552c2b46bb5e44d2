import { z } from 'zod';
import {
  REDEMPTION_STATUSES,
  VOUCHER_CODE_PATTERN,
  VOUCHER_LIMITS,
  VOUCHER_SLUG_PATTERN,
} from '@kp/domain/store';
import { oneTimeCodeSchema } from '@kp/domain/validation';
import { ENDPOINTS } from './endpoints';
import { operatorImageUrl } from './images';
import { amountString } from './ledger';
import { defineRoute, envelope, noQuery, pageQuery, text } from './route';
import { contentLanguage, storedTranslations, translationsInput } from './translations';

/**
 * The K-Store (spec sections 1, 2 and 7 "vouchers CMS"): vouchers with a price in one currency
 * and a pool of codes, each handed out once; a redemption pays the price and hands out a code in
 * one transaction, at once or after a one-time code sent to the user's phone. Amounts are decimal
 * strings in the currency's units (see ledger.ts); currencies travel by code.
 */

const voucherId = z.object({ voucherId: z.uuid() }).strict();
const redemptionId = z.object({ redemptionId: z.uuid() }).strict();

const currencyCode = text().min(1).max(20).describe('KCASH, the reward token code, KPOINTS or USDT');
const priceInput = text()
  .min(1)
  .max(64)
  .describe("a positive decimal string, at most the currency's decimals, e.g. '12.50'");

/** A voucher on sale, as the store shows it. */
export const voucher = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  brand: z.string(),
  description: z.string(),
  price: amountString,
  currency: z.string().describe('the code of the currency of the price'),
  currencyName: z.string(),
  imageUrl: z
    .string()
    .nullable()
    .describe('its picture: the platform art (/api/art/…) or an uploaded image (/api/images/<id>)'),
  isOtpRequired: z.boolean().describe('whether redeeming it asks for a one-time code sent to the phone'),
  stock: z.number().int().min(0).describe('codes left to hand out'),
  isAvailable: z.boolean().describe('on sale and in stock'),
  language: contentLanguage,
});
export type Voucher = z.output<typeof voucher>;

/** A voucher as operators see it: also when it is off sale, with what was handed out. */
export const adminVoucher = voucher.omit({ language: true }).extend({
  translations: storedTranslations(['title', 'description']),
  isActive: z.boolean(),
  handedOut: z.number().int().min(0),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type AdminVoucher = z.output<typeof adminVoucher>;

/** Where a one-time code went and when another may be asked for. */
export const redemptionChallenge = z.object({
  phoneNumber: z.string().describe('masked: all but the last four digits hidden'),
  expiresAt: z.iso.datetime(),
  resendAvailableAt: z.iso.datetime(),
});

/** One redemption of a voucher by the signed-in user. */
export const redemption = z.object({
  id: z.uuid(),
  voucher: z.object({
    id: z.uuid(),
    slug: z.string(),
    title: z.string().describe("in the reader's language (English where the voucher has none)"),
    brand: z.string(),
    language: contentLanguage,
  }),
  status: z.enum(REDEMPTION_STATUSES),
  price: amountString,
  currency: z.string(),
  currencyName: z.string(),
  code: z
    .string()
    .nullable()
    .describe('the voucher code, once completed; only the owner reading this one redemption sees it'),
  challenge: redemptionChallenge
    .nullable()
    .describe('while pending: where the one-time code went and when another may be asked for'),
  expiresAt: z.iso.datetime().describe('a pending redemption must be confirmed before this'),
  ledgerEntryId: z.uuid().nullable().describe('the payment in the transaction history, once completed'),
  createdAt: z.iso.datetime(),
  completedAt: z.iso.datetime().nullable(),
});
export type Redemption = z.output<typeof redemption>;

/** A redemption as operators see it: whose, never its code. */
export const adminRedemption = redemption.omit({ code: true, challenge: true }).extend({
  userId: z.uuid(),
  failureReason: z.string().nullable(),
});
export type AdminRedemption = z.output<typeof adminRedemption>;

export const listVouchers = defineRoute({
  ...ENDPOINTS.listVouchers,
  summary: 'The vouchers on sale, newest first, with their price and the codes left',
  tags: ['store'],
  access: 'public',
  querystring: z.object({ currency: currencyCode.optional(), ...pageQuery }).strict(),
  response: { 200: envelope(z.object({ vouchers: z.array(voucher), total: z.number().int() })) },
});

export const getVoucher = defineRoute({
  ...ENDPOINTS.getVoucher,
  summary: 'One voucher on sale',
  tags: ['store'],
  access: 'public',
  params: voucherId,
  querystring: noQuery,
  response: { 200: envelope(voucher) },
});

export const redeemVoucher = defineRoute({
  ...ENDPOINTS.redeemVoucher,
  summary:
    'Redeems a voucher. Without a one-time code it completes at once (code handed out, price paid); otherwise the code is sent to the verified phone and the redemption waits (pending) for verify. Needs an Idempotency-Key header: a replay returns the first answer. The voucher code is read with GET one redemption',
  tags: ['store'],
  access: 'user',
  idempotent: true,
  params: voucherId,
  querystring: noQuery,
  response: { 201: envelope(redemption) },
});

export const verifyRedemption = defineRoute({
  ...ENDPOINTS.verifyRedemption,
  summary:
    'Confirms a pending redemption with the one-time code: hands out a voucher code and pays the price, in one transaction. Five wrong codes end the redemption. Verifying a completed redemption again returns it',
  tags: ['store'],
  access: 'user',
  params: redemptionId,
  querystring: noQuery,
  body: z.object({ code: oneTimeCodeSchema }).strict(),
  response: { 200: envelope(redemption) },
});

export const resendRedemptionCode = defineRoute({
  ...ENDPOINTS.resendRedemptionCode,
  summary: 'Sends a new one-time code for a pending redemption once the cooldown has passed',
  tags: ['store'],
  access: 'user',
  params: redemptionId,
  querystring: noQuery,
  response: { 201: envelope(redemption) },
});

export const getRedemption = defineRoute({
  ...ENDPOINTS.getRedemption,
  summary: "One of the signed-in user's redemptions, with the voucher code once completed",
  tags: ['store'],
  access: 'user',
  params: redemptionId,
  querystring: noQuery,
  response: { 200: envelope(redemption) },
});

export const listMyRedemptions = defineRoute({
  ...ENDPOINTS.listMyRedemptions,
  summary: "The signed-in user's redemptions, newest first (codes are read one redemption at a time)",
  tags: ['store'],
  access: 'user',
  querystring: z.object({ status: z.enum(REDEMPTION_STATUSES).optional(), ...pageQuery }).strict(),
  response: { 200: envelope(z.object({ redemptions: z.array(redemption), total: z.number().int() })) },
});

const voucherCodes = z
  .array(
    text({ trim: true })
      .min(VOUCHER_LIMITS.code.min)
      .max(VOUCHER_LIMITS.code.max)
      .regex(VOUCHER_CODE_PATTERN, 'visible characters, no line breaks'),
  )
  .min(1)
  .max(VOUCHER_LIMITS.codesPerRequest);

const voucherFields = {
  title: text({ trim: true }).min(VOUCHER_LIMITS.title.min).max(VOUCHER_LIMITS.title.max),
  brand: text({ trim: true }).min(VOUCHER_LIMITS.brand.min).max(VOUCHER_LIMITS.brand.max),
  description: text({ multiline: true, trim: true }).max(VOUCHER_LIMITS.description.max),
  price: priceInput,
  currency: currencyCode,
  imageUrl: operatorImageUrl.nullable(),
  isOtpRequired: z.boolean(),
  isActive: z.boolean(),
};

/** A voucher's title and description in other languages; on a change, the whole set. */
const voucherTranslations = translationsInput({
  title: voucherFields.title,
  description: voucherFields.description,
});

export const adminVoucherInput = z
  .object({
    slug: text()
      .min(VOUCHER_LIMITS.slug.min)
      .max(VOUCHER_LIMITS.slug.max)
      .regex(VOUCHER_SLUG_PATTERN, 'lower-case words of letters and digits joined by hyphens'),
    ...voucherFields,
    description: voucherFields.description.default(''),
    imageUrl: voucherFields.imageUrl.default(null),
    isOtpRequired: voucherFields.isOtpRequired.default(true),
    isActive: voucherFields.isActive.default(true),
    codes: voucherCodes.optional().describe('codes to put on sale with it'),
    translations: voucherTranslations.default({}),
  })
  .strict();
export type AdminVoucherInput = z.output<typeof adminVoucherInput>;

export const adminVoucherUpdate = z
  .object({ ...voucherFields, translations: voucherTranslations })
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, 'nothing to change');
export type AdminVoucherUpdate = z.output<typeof adminVoucherUpdate>;

export const adminListVouchers = defineRoute({
  ...ENDPOINTS.adminListVouchers,
  summary: 'Operators: every voucher, on sale or not, with its stock and the codes handed out',
  tags: ['admin'],
  access: 'admin',
  querystring: z.object(pageQuery).strict(),
  response: { 200: envelope(z.object({ vouchers: z.array(adminVoucher), total: z.number().int() })) },
});

export const adminCreateVoucher = defineRoute({
  ...ENDPOINTS.adminCreateVoucher,
  summary: 'Operators: a new voucher, optionally with its first codes',
  tags: ['admin'],
  access: 'admin',
  querystring: noQuery,
  body: adminVoucherInput,
  response: { 201: envelope(adminVoucher) },
});

export const adminUpdateVoucher = defineRoute({
  ...ENDPOINTS.adminUpdateVoucher,
  summary: 'Operators: changes a voucher (a new price applies to redemptions started after it)',
  tags: ['admin'],
  access: 'admin',
  params: voucherId,
  querystring: noQuery,
  body: adminVoucherUpdate,
  response: { 200: envelope(adminVoucher) },
});

export const adminAddVoucherCodes = defineRoute({
  ...ENDPOINTS.adminAddVoucherCodes,
  summary:
    'Operators: adds codes to a voucher (kept encrypted); a code it already has is skipped. The stock is the codes not yet handed out',
  tags: ['admin'],
  access: 'admin',
  params: voucherId,
  querystring: noQuery,
  body: z.object({ codes: voucherCodes }).strict(),
  response: {
    201: envelope(
      z.object({
        added: z.number().int().min(0),
        skipped: z.number().int().min(0).describe('codes the voucher already had'),
        voucher: adminVoucher,
      }),
    ),
  },
});

export const adminListRedemptions = defineRoute({
  ...ENDPOINTS.adminListRedemptions,
  summary:
    'Operators: redemptions, newest first, optionally of one voucher, user or status (never their codes)',
  tags: ['admin'],
  access: 'admin',
  querystring: z
    .object({
      voucherId: z.uuid().optional(),
      userId: z.uuid().optional(),
      status: z.enum(REDEMPTION_STATUSES).optional(),
      ...pageQuery,
    })
    .strict(),
  response: {
    200: envelope(z.object({ redemptions: z.array(adminRedemption), total: z.number().int() })),
  },
});
