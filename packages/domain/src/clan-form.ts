import { z } from 'zod';
import {
  CLAN_CODE_PURPOSES,
  CLAN_LIMITS,
  CLAN_NAME_PATTERN,
  CLAN_RULE_DAYS_MAX,
  type ClanRules,
} from './clans';
import { isCountryCode } from './countries';
import { FORM_MESSAGES } from './form-messages';
import { isValidPhoneNumber, toWaId } from './phone';
import { text } from './text';
import { citySchema, oneTimeCodeSchema } from './validation';

/**
 * The clan form (spec section 3: clanName, city, country, clanLogo, bannerImage, description,
 * referrerPhoneNumber; the clan state's referrerPhoneNumberCountryCode, default IN) and the clan
 * rules an operator sets, for the api's body schemas and the web form alike. Apart from clans.ts
 * because zod and the phone metadata would come along with every clan constant.
 */

/** The country of a referrer's number until the form says another (the clan state's default). */
export const REFERRER_COUNTRY_CODE_DEFAULT = 'IN';

/** The words of the clan form's own rules (the spec's form messages where it has them). */
export const CLAN_FORM_MESSAGES = {
  clanNameLength: `Please enter a clan name of ${CLAN_LIMITS.clanName.min} to ${CLAN_LIMITS.clanName.max} characters`,
  clanNameCharacters: 'A clan name takes letters, digits, spaces, _, - and . only',
  descriptionLength: `Please enter a description of at most ${CLAN_LIMITS.description.max} characters`,
} as const;

/** A clan name: trimmed, its length and characters checked (unique regardless of case: the api). */
export const clanNameSchema = text({ trim: true })
  .min(CLAN_LIMITS.clanName.min, CLAN_FORM_MESSAGES.clanNameLength)
  .max(CLAN_LIMITS.clanName.max, CLAN_FORM_MESSAGES.clanNameLength)
  .regex(CLAN_NAME_PATTERN, CLAN_FORM_MESSAGES.clanNameCharacters);

const imageId = z.uuid().describe('the imageId an upload of page create-clan answered');

/** The clan form's fields, before the checks that look at two of them together. */
const clanFormShape = {
  clanName: clanNameSchema,
  city: citySchema.max(CLAN_LIMITS.city.max),
  country: text()
    .refine(isCountryCode, FORM_MESSAGES.selectCountry)
    .describe("ISO 3166-1 alpha-2, as /api/users/countries lists them: 'IN'"),
  clanLogo: imageId.nullable().default(null),
  bannerImage: imageId.nullable().default(null),
  description: text({ multiline: true, trim: true })
    .max(CLAN_LIMITS.description.max, CLAN_FORM_MESSAGES.descriptionLength)
    .default(''),
  referrerPhoneNumber: text({ trim: true })
    .max(20, FORM_MESSAGES.validMobileNumber)
    .default('')
    .describe('who referred the chief, optional: the national number, without its calling code'),
  referrerPhoneNumberCountryCode: text({ trim: true })
    .min(1, FORM_MESSAGES.selectCountry)
    .max(5)
    .default(REFERRER_COUNTRY_CODE_DEFAULT)
    .describe("the referrer number's country: alpha-2 ('IN') or calling code ('+91')"),
};

function checkReferrer(
  value: { referrerPhoneNumber: string; referrerPhoneNumberCountryCode: string },
  ctx: z.RefinementCtx,
) {
  if (!isValidPhoneNumber(value.referrerPhoneNumber, value.referrerPhoneNumberCountryCode))
    ctx.addIssue({
      code: 'custom',
      message: FORM_MESSAGES.validMobileNumber,
      path: ['referrerPhoneNumber'],
    });
}

/** The clan form as the web sends it; errors carry the spec's form messages. */
export const clanFormSchema = z.object(clanFormShape).strict().superRefine(checkReferrer);

export type ClanFormInput = z.input<typeof clanFormSchema>;
export type ClanForm = z.output<typeof clanFormSchema>;

/** The create call: the clan form and the one-time code of the `create clan` flow. */
export const createClanSchema = z
  .object({ ...clanFormShape, challengeId: z.uuid(), code: oneTimeCodeSchema })
  .strict()
  .superRefine(checkReferrer);

/** The delete call: the one-time code of the `delete clan` flow. */
export const deleteClanSchema = z.object({ challengeId: z.uuid(), code: oneTimeCodeSchema }).strict();

/** Which clan code flow a code is asked for. */
export const clanCodeRequestSchema = z.object({ type: z.enum(CLAN_CODE_PURPOSES) }).strict();

/** A referrer's number as the form has it, in E.164 ('+919876543210'); null when none was given. */
export function referrerE164(form: Pick<ClanForm, 'referrerPhoneNumber' | 'referrerPhoneNumberCountryCode'>) {
  const waId = toWaId(form.referrerPhoneNumberCountryCode, form.referrerPhoneNumber);
  return waId ? `+${waId}` : null;
}

const ruleDays = z.number().int().min(0).max(CLAN_RULE_DAYS_MAX);

/** The clan rules an operator sets: each rule kind's day count (CLAN_RULE_FIELDS), 0 to a year. */
export const clanRulesSchema = z
  .object({
    minDaysBeforeClanDelete: ruleDays.describe('days from its creation before a clan may be deleted'),
    minDaysToJoinClanAfterLeaving: ruleDays.describe('days after leaving a clan before joining any clan'),
    minDaysToRecreateClanAfterDelete: ruleDays.describe(
      'days after deleting a clan before its chief may create another',
    ),
  } satisfies Record<keyof ClanRules, z.ZodType>)
  .strict();
