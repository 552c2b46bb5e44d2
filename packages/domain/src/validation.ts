import { z } from 'zod';
import { isOneTimeCode } from './constants';
import { FORM_MESSAGES } from './form-messages';
import { GAME_LOGIN_METHODS, type GameLoginMethod } from './games';
import { SUBMISSION_TYPES, type SubmissionType } from './tasks';
import { SINGLE_LINE_TEXT_PATTERN, TEXT_MESSAGES, text, textUrl } from './text';

/**
 * The validation rules of spec section 5, once, for the api (Fastify schemas) and the web
 * (react-hook-form through the zod resolver) alike. Messages are the spec's words; where the
 * spec gives none, FORMAT_MESSAGES holds ours. The server-side uniqueness error of POG names
 * ('Username already taken!') is ERRORS.USERNAME_TAKEN. The international phone check is in
 * phone.ts, so that forms without a phone field do not carry the phone metadata.
 */

// ---------------------------------------------------------------------------------------------
// Limits

/** Length of a generic username. */
export const USERNAME_LENGTH = { min: 5, max: 10 } as const;

/** Length of a POG name. */
export const POG_NAME_LENGTH = { min: 5, max: 12 } as const;

/** Length of a first name. */
export const FIRST_NAME_LENGTH = { min: 3, max: 15 } as const;

/** Digits of an Indian mobile number. */
export const INDIAN_MOBILE_LENGTH = 10;

/** Length of a base58 (Solana) address. */
export const BASE58_ADDRESS_LENGTH = { min: 32, max: 44 } as const;

/** Digits of a bank account number. */
export const BANK_ACCOUNT_LENGTH = { min: 9, max: 18 } as const;

/** The fewest characters of a Steam id: the length of a numeric SteamID64. */
export const STEAM_ID_MIN_LENGTH = 17;

/** The image types an upload may have. */
export const IMAGE_UPLOAD_TYPES = ['image/jpeg'] as const;

export type ImageUploadType = (typeof IMAGE_UPLOAD_TYPES)[number];

// ---------------------------------------------------------------------------------------------
// Messages

/** The field messages the spec gives (section 5), word for word. */
export const VALIDATION_MESSAGES = {
  usernameSpaces: 'Spaces are not allowed in the username',
  usernameLength: 'min 5 max 10 characters',
  specialCharacters: 'Special characters are not allowed',
  pogNameLength: 'Username must be between 5 and 12 characters',
  firstNameSpacing: 'spacing not allowed',
  firstNameLength: 'min 3 and max 15 characters',
  onlyAlphabets: 'only alphabets allowed',
} as const;

export { FORM_MESSAGES } from './form-messages';

/** Our messages for the checks the spec gives no words for (its exact patterns are not shown either). */
export const FORMAT_MESSAGES = {
  noSpaces: 'Spaces are not allowed',
  validLink: 'Please enter valid link',
  validWalletAddress: 'Please enter valid wallet address',
  validSteamId: 'Please enter valid Steam id',
  digitsOnly: 'Only digits are allowed',
  validAccountNumber: 'Please enter valid account number',
  validIfsc: 'Please enter valid IFSC',
  imageType: 'Only JPEG images are allowed',
} as const;

// ---------------------------------------------------------------------------------------------
// Patterns

/** An Indian mobile number: 10 digits, the first 6 to 9. */
export const INDIAN_MOBILE_PATTERN = new RegExp(`^[6-9]\\d{${INDIAN_MOBILE_LENGTH - 1}}$`);

/** Digits only (at least one). */
export const DIGITS_PATTERN = /^\d+$/;

/** A base58 address (Solana): 32 to 44 characters of the base58 alphabet (no 0, O, I or l). */
export const BASE58_ADDRESS_PATTERN = new RegExp(
  `^[1-9A-HJ-NP-Za-km-z]{${BASE58_ADDRESS_LENGTH.min},${BASE58_ADDRESS_LENGTH.max}}$`,
);

/** A bank account number: 9 to 18 digits. */
export const BANK_ACCOUNT_PATTERN = new RegExp(
  `^\\d{${BANK_ACCOUNT_LENGTH.min},${BANK_ACCOUNT_LENGTH.max}}$`,
);

/** An IFSC: four capital letters, a zero, six capital letters or digits. */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;

/** An EVM address: 0x and 40 hex digits (the EIP-55 checksum is not checked). */
export const EVM_ADDRESS_PATTERN = /^0x[0-9a-fA-F]{40}$/;

/** The characters a generic username may have: latin letters, digits and spaces. */
export const USERNAME_CHARACTERS_PATTERN = /^[A-Za-z0-9 ]*$/;

/** The characters a POG name may have: latin letters and digits. */
export const POG_NAME_CHARACTERS_PATTERN = /^[A-Za-z0-9]*$/;

// Names are written in 20 languages, so a letter is any script's letter (with its combining
// marks, which Devanagari needs), not only a to z. Usernames and POG names are identifiers
// (a POG name is a reserved wallet name), so they keep to latin letters.

/** The name pattern: letters and spaces (emptiness is the required check's business). */
export const NAME_PATTERN = /^[\p{L}\p{M} ]*$/u;

const NO_WHITESPACE_PATTERN = /^\S*$/;

/**
 * A Steam id in one of its three forms: STEAM_x:y:z (SteamID2, universe 0 to 5, y 0 or 1),
 * [U:1:n] (SteamID3) or 17 digits (SteamID64). The spec's "at least 17 characters" is the
 * length of the numeric form, so 16 digits or fewer are refused; the two textual forms are
 * usually shorter than 17 characters for real accounts and are accepted by their own shape.
 */
export const STEAM_ID_PATTERN = new RegExp(
  `^(?:STEAM_[0-5]:[01]:\\d{1,10}|\\[U:1:\\d{1,10}\\]|\\d{${STEAM_ID_MIN_LENGTH}})$`,
);

/** The link of each social network: http(s), the network's host (or short host) and a path. */
export const LINK_PATTERNS = {
  discord: /^https?:\/\/(?:www\.|ptb\.|canary\.)?(?:discord\.gg|discord(?:app)?\.com)\/\S+$/i,
  instagram: /^https?:\/\/(?:www\.)?(?:instagram\.com|instagr\.am)\/\S+$/i,
  twitter: /^https?:\/\/(?:www\.|mobile\.)?(?:twitter|x)\.com\/\S+$/i,
  facebook: /^https?:\/\/(?:www\.|m\.|web\.|mbasic\.)?(?:facebook\.com|fb\.com|fb\.watch)\/\S+$/i,
  youtube: /^https?:\/\/(?:www\.|m\.|music\.)?(?:youtube\.com|youtu\.be)\/\S+$/i,
} as const;

// zod's own domain pattern refuses internationalised top-level domains (xn--…); this one accepts
// them. A hostname must have a dot, so http://localhost is not a link users may submit.
const WEB_HOSTNAME =
  /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/i;

// ---------------------------------------------------------------------------------------------
// Field schemas

/** A generic username: no spaces, 5 to 10 characters, latin letters and digits. */
export const usernameSchema = text()
  .regex(NO_WHITESPACE_PATTERN, VALIDATION_MESSAGES.usernameSpaces)
  .min(USERNAME_LENGTH.min, VALIDATION_MESSAGES.usernameLength)
  .max(USERNAME_LENGTH.max, VALIDATION_MESSAGES.usernameLength)
  .regex(USERNAME_CHARACTERS_PATTERN, VALIDATION_MESSAGES.specialCharacters);

/** A POG name: 5 to 12 latin letters and digits (uniqueness is the server's USERNAME_TAKEN). */
export const pogNameSchema = text()
  .min(POG_NAME_LENGTH.min, VALIDATION_MESSAGES.pogNameLength)
  .max(POG_NAME_LENGTH.max, VALIDATION_MESSAGES.pogNameLength)
  .regex(POG_NAME_CHARACTERS_PATTERN, VALIDATION_MESSAGES.specialCharacters);

/** A first name: not empty, no spaces, 3 to 15 characters, letters only. */
export const firstNameSchema = text()
  .min(1, FORM_MESSAGES.enterValue)
  .regex(NO_WHITESPACE_PATTERN, VALIDATION_MESSAGES.firstNameSpacing)
  .min(FIRST_NAME_LENGTH.min, VALIDATION_MESSAGES.firstNameLength)
  .max(FIRST_NAME_LENGTH.max, VALIDATION_MESSAGES.firstNameLength)
  // Spaces get their own message above, so the letters check is the name pattern's.
  .regex(NAME_PATTERN, VALIDATION_MESSAGES.onlyAlphabets);

/** A name of letters and spaces (not blank). */
export const nameSchema = text({ trim: true })
  .min(1, FORM_MESSAGES.enterValue)
  .regex(NAME_PATTERN, VALIDATION_MESSAGES.onlyAlphabets);

/** An email address, by zod's standard pattern. */
export const emailSchema = z.email(FORM_MESSAGES.validEmail);

/** A one-time code as typed: its digits and nothing else. */
export const oneTimeCodeSchema = text().refine(isOneTimeCode, 'must be the code’s digits');

/** A chosen option of a select (not empty). */
export const optionSchema = text().min(1, FORM_MESSAGES.selectOption);

/** A chosen country (not empty). */
export const countrySchema = text().min(1, FORM_MESSAGES.selectCountry);

/** A city (not blank). */
export const citySchema = text({ trim: true }).min(1, FORM_MESSAGES.enterCity);

/** A college name (not blank). */
export const collegeNameSchema = text({ trim: true }).min(1, FORM_MESSAGES.enterCollegeName);

/** Any required value (not blank). */
export const requiredValueSchema = text({ trim: true }).min(1, FORM_MESSAGES.enterValue);

/** The type of an uploaded image: JPEG only. */
export const imageTypeSchema = z.enum(IMAGE_UPLOAD_TYPES, FORMAT_MESSAGES.imageType);

/** A web link: http or https and a hostname with a dot. */
export const linkSchema = textUrl({
  protocol: /^https?$/,
  hostname: WEB_HOSTNAME,
  error: FORMAT_MESSAGES.validLink,
});

/** Digits only. */
export const digitsSchema = text().regex(DIGITS_PATTERN, FORMAT_MESSAGES.digitsOnly);

/** A bank account number: 9 to 18 digits. */
export const bankAccountSchema = text().regex(BANK_ACCOUNT_PATTERN, FORMAT_MESSAGES.validAccountNumber);

/** An IFSC, trimmed and upper-cased before it is checked. */
export const ifscSchema = text({ trim: true }).toUpperCase().regex(IFSC_PATTERN, FORMAT_MESSAGES.validIfsc);

/** An EVM wallet address. */
export const evmAddressSchema = text().regex(EVM_ADDRESS_PATTERN, FORMAT_MESSAGES.validWalletAddress);

/** A base58 (Solana) wallet address. */
export const base58AddressSchema = text().regex(BASE58_ADDRESS_PATTERN, FORMAT_MESSAGES.validWalletAddress);

/** A Steam id in any of its three forms. */
export const steamIdSchema = text().regex(STEAM_ID_PATTERN, FORMAT_MESSAGES.validSteamId);

// ---------------------------------------------------------------------------------------------
// Predicates

/** Whether a value is an email address by the standard pattern. */
export function isEmail(value: string): boolean {
  return emailSchema.safeParse(value).success;
}

/** Whether a value is an http(s) link with a real hostname. */
export function isUrl(value: string): boolean {
  return linkSchema.safeParse(value).success;
}

/** Whether a value is an EVM address (0x and 40 hex digits). */
export function isEvmAddress(value: string): boolean {
  return EVM_ADDRESS_PATTERN.test(value);
}

/** Whether a value is a base58 address of 32 to 44 characters. */
export function isBase58Address(value: string): boolean {
  return BASE58_ADDRESS_PATTERN.test(value);
}

/** Whether a value is a Steam id (STEAM_x:y:z, [U:1:n] or 17 digits). */
export function isSteamId(value: string): boolean {
  return STEAM_ID_PATTERN.test(value);
}

/** Whether a value is an IFSC (case-sensitive: capitals only). */
export function isIfsc(value: string): boolean {
  return IFSC_PATTERN.test(value);
}

/** Whether a value is an Indian mobile number: exactly 10 digits, the first 6 to 9. */
export function isIndianMobileNumber(value: string): boolean {
  return INDIAN_MOBILE_PATTERN.test(value);
}

// ---------------------------------------------------------------------------------------------
// Game login values and task submissions

// Whitespace first: a tab is a space to the reader ("Spaces are not allowed"), then the text rule.
const noSpacesSchema = (message: string) =>
  z
    .string()
    .min(1, FORM_MESSAGES.enterValue)
    .regex(NO_WHITESPACE_PATTERN, message)
    .regex(SINGLE_LINE_TEXT_PATTERN, TEXT_MESSAGES.controlCharacters);

/** The value each game login method takes. */
export const GAME_LOGIN_VALUE_SCHEMAS = {
  user_name: noSpacesSchema(VALIDATION_MESSAGES.usernameSpaces),
  in_game_email: emailSchema,
  in_game_wallet: evmAddressSchema,
  in_game_user_id: noSpacesSchema(FORMAT_MESSAGES.noSpaces),
  metamask_wallet: evmAddressSchema,
  solana_wallet: base58AddressSchema,
  steam_id: steamIdSchema,
} as const satisfies Record<GameLoginMethod, z.ZodType<string, string>>;

/** Whether a value is valid for a game login method. */
export function isValidGameLoginValue(method: GameLoginMethod, value: string): boolean {
  return GAME_LOGIN_VALUE_SCHEMAS[method].safeParse(value).success;
}

// The value's issue carries the message of the method's own schema, on the value field.
function checkValueBy<K extends string>(
  schemas: Record<K, z.ZodType<string, string>>,
  key: K,
  value: string,
) {
  return schemas[key].safeParse(value).error?.issues[0]?.message ?? null;
}

/** A game login: the method and its value, the value checked by the method. */
export const gameLoginSchema = z
  .object({ method: z.enum(GAME_LOGIN_METHODS, FORM_MESSAGES.selectCorrectOption), value: text() })
  .superRefine(({ method, value }, ctx) => {
    const message = checkValueBy(GAME_LOGIN_VALUE_SCHEMAS, method, value);
    if (message) ctx.addIssue({ code: 'custom', message, path: ['value'] });
  });

const socialLinkSchema = (pattern: RegExp) => linkSchema.regex(pattern, FORMAT_MESSAGES.validLink);

/** The value each submission type takes: a link of its network, any link, or a Steam id. */
export const SUBMISSION_VALUE_SCHEMAS = {
  Discord: socialLinkSchema(LINK_PATTERNS.discord),
  Instagram: socialLinkSchema(LINK_PATTERNS.instagram),
  Twitter: socialLinkSchema(LINK_PATTERNS.twitter),
  Facebook: socialLinkSchema(LINK_PATTERNS.facebook),
  YouTube: socialLinkSchema(LINK_PATTERNS.youtube),
  link: linkSchema,
  Steam: steamIdSchema,
} as const satisfies Record<SubmissionType, z.ZodType<string, string>>;

/** Whether a value is valid for a submission type. */
export function isValidSubmission(type: SubmissionType, value: string): boolean {
  return SUBMISSION_VALUE_SCHEMAS[type].safeParse(value).success;
}

/** A task submission: its type and value, the value checked by the type. */
export const submissionSchema = z
  .object({ type: z.enum(SUBMISSION_TYPES, FORM_MESSAGES.selectCorrectOption), value: text() })
  .superRefine(({ type, value }, ctx) => {
    const message = checkValueBy(SUBMISSION_VALUE_SCHEMAS, type, value);
    if (message) ctx.addIssue({ code: 'custom', message, path: ['value'] });
  });

// ---------------------------------------------------------------------------------------------
// Quests

/** Whether a quest is still open at `now`: no end date, or an end after `now`; an unreadable end counts as over. */
export function isQuestStillValid(end: Date | string | null | undefined, now: Date): boolean {
  if (end === null || end === undefined || end === '') return true;
  const endsAt = end instanceof Date ? end.getTime() : Date.parse(end);
  if (Number.isNaN(endsAt)) return false;
  return endsAt > now.getTime();
}
