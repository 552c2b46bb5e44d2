import { z } from 'zod';
import {
  CLAN_CHIEF_FIELD_MAX_LENGTH,
  CLAN_CHIEF_REASON_LENGTH,
  CLAN_CHIEF_DECISIONS,
  IS_COLLAGE_NAME_DEFAULT,
  YES_NO,
} from './clans';
import { FORM_MESSAGES } from './form-messages';
import { phoneFromWaId } from './phone';
import { text } from './text';
import { citySchema } from './validation';

/**
 * The clan chief application form (spec section 3: email, chiefCity, phoneNumber, collegeName;
 * the clan state's isCollageName, default No), for the api's body schema and the web form alike.
 * Apart from clans.ts because zod and the phone metadata would come along with every clan
 * constant; only the form's chunk and the api need them.
 */

/** Characters people type inside a phone number that are not part of it. */
const PHONE_SEPARATORS = /[\s\-().]/g;

/**
 * A chief's phone number as typed, with its calling code ('+91 98765 43210'), as E.164
 * ('+919876543210'); null when it is not a valid number by the spec's rule (India's 10 digits
 * starting 6 to 9, the international parser for the rest).
 */
export function toChiefPhoneE164(value: string): string | null {
  const compact = value.trim().replace(PHONE_SEPARATORS, '');
  if (!/^\+\d{6,15}$/.test(compact)) return null;
  return phoneFromWaId(compact)?.e164 ?? null;
}

/** The clan chief application as the form sends it; errors carry the spec's form messages. */
export const clanChiefApplicationSchema = z
  .object({
    email: z.email(FORM_MESSAGES.validEmail).max(CLAN_CHIEF_FIELD_MAX_LENGTH.email, FORM_MESSAGES.validEmail),
    chiefCity: citySchema.max(CLAN_CHIEF_FIELD_MAX_LENGTH.chiefCity),
    phoneNumber: text()
      .max(CLAN_CHIEF_FIELD_MAX_LENGTH.phoneNumber, FORM_MESSAGES.validMobileNumber)
      .refine((value) => toChiefPhoneE164(value) !== null, FORM_MESSAGES.validMobileNumber)
      .describe("with its calling code, e.g. '+919876543210'"),
    isCollageName: z.enum(YES_NO, FORM_MESSAGES.selectOption).default(IS_COLLAGE_NAME_DEFAULT),
    collegeName: text({ trim: true })
      .max(CLAN_CHIEF_FIELD_MAX_LENGTH.collegeName)
      .optional()
      .describe('required when isCollageName is Yes, ignored otherwise'),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.isCollageName === 'Yes' && !value.collegeName)
      ctx.addIssue({ code: 'custom', message: FORM_MESSAGES.enterCollegeName, path: ['collegeName'] });
  });

export type ClanChiefApplicationInput = z.input<typeof clanChiefApplicationSchema>;

const REASON_MESSAGE = `Please enter a reason of ${CLAN_CHIEF_REASON_LENGTH.min} to ${CLAN_CHIEF_REASON_LENGTH.max} characters`;

/** An operator's decision about a pending application, with the reason the applicant will read. */
export const clanChiefDecisionSchema = z
  .object({
    decision: z.enum(CLAN_CHIEF_DECISIONS, FORM_MESSAGES.selectCorrectOption),
    reason: text({ multiline: true })
      .trim()
      .min(CLAN_CHIEF_REASON_LENGTH.min, REASON_MESSAGE)
      .max(CLAN_CHIEF_REASON_LENGTH.max, REASON_MESSAGE),
  })
  .strict();
