import type { ParseKeys, TFunction } from 'i18next';
import { isErrorCode, type AppError, type ErrorCode, type ErrorVariantOf } from '@kp/domain/errors';
import { FORM_MESSAGES } from '@kp/domain/form-messages';
import { TEXT_MESSAGES } from '@kp/domain/text';
import { FORMAT_MESSAGES, VALIDATION_MESSAGES } from '@kp/domain/validation';
import { languageOfTag, type Language } from '@kp/domain/languages';
import { formatWait } from './dates';
import { currentLanguage } from './i18n';

/**
 * The domain's field messages (the spec's words) as locale keys: the rules return English, the
 * screen shows the reader's language. The English values are the same words (a test checks).
 */
export const FIELD_MESSAGE_KEYS: Readonly<Record<string, ParseKeys>> = {
  [VALIDATION_MESSAGES.usernameSpaces]: 'validation.usernameSpaces',
  [VALIDATION_MESSAGES.usernameLength]: 'validation.usernameLength',
  [VALIDATION_MESSAGES.specialCharacters]: 'validation.specialCharacters',
  [VALIDATION_MESSAGES.pogNameLength]: 'validation.pogNameLength',
  [VALIDATION_MESSAGES.firstNameSpacing]: 'validation.firstNameSpacing',
  [VALIDATION_MESSAGES.firstNameLength]: 'validation.firstNameLength',
  [VALIDATION_MESSAGES.onlyAlphabets]: 'validation.onlyAlphabets',
  [TEXT_MESSAGES.controlCharacters]: 'validation.controlCharacters',
  [FORM_MESSAGES.enterValue]: 'form.enterValue',
  [FORM_MESSAGES.validEmail]: 'form.validEmail',
  [FORM_MESSAGES.validMobileNumber]: 'form.validMobileNumber',
  [FORM_MESSAGES.selectCountry]: 'form.selectCountry',
  [FORM_MESSAGES.selectOption]: 'form.selectOption',
  [FORM_MESSAGES.enterCity]: 'form.enterCity',
  [FORM_MESSAGES.enterCollegeName]: 'form.enterCollegeName',
  [FORMAT_MESSAGES.validLink]: 'form.validLink',
  [FORMAT_MESSAGES.validSteamId]: 'games.rules.validSteamId',
};

/** The errors that have their own words on screen (spec section 8 and the catalogue). */
export const ERROR_KEYS = {
  PHONE_ALREADY_EXISTS: 'errors.PHONE_ALREADY_EXISTS',
  SOMETHING_WENT_WRONG: 'errors.SOMETHING_WENT_WRONG',
  USERNAME_TAKEN: 'errors.USERNAME_TAKEN',
  OTP_INVALID: 'errors.OTP_INVALID',
  OTP_EXPIRED: 'errors.OTP_EXPIRED',
  OTP_ATTEMPTS_EXCEEDED: 'errors.OTP_ATTEMPTS_EXCEEDED',
  OTP_RESEND_TOO_SOON: 'errors.OTP_RESEND_TOO_SOON',
  OTP_DELIVERY_FAILED: 'errors.OTP_DELIVERY_FAILED',
  TOO_MANY_ATTEMPTS: 'errors.TOO_MANY_ATTEMPTS',
  SERVICE_UNAVAILABLE: 'errors.SERVICE_UNAVAILABLE',
  EMAIL_TAKEN: 'errors.EMAIL_TAKEN',
  IMAGE_NOT_JPEG: 'errors.IMAGE_NOT_JPEG',
  LINK_CODE_INVALID: 'errors.LINK_CODE_INVALID',
  PREFERENCES_UPDATE_FAILED: 'errors.PREFERENCES_UPDATE_FAILED',
  CLAIM_TRANSACTION_FAILED: 'errors.CLAIM_TRANSACTION_FAILED',
  TRANSACTION_FAILED: 'errors.TRANSACTION_FAILED',
  CLAIM_FAILED: 'errors.CLAIM_FAILED',
  CLAIM_UNSUCCESSFUL: 'errors.CLAIM_UNSUCCESSFUL',
  CLAIM_SIGNATURE_REQUIRED: 'errors.CLAIM_SIGNATURE_REQUIRED',
  CAMPAIGN_POOL_EXHAUSTED: 'errors.CAMPAIGN_POOL_EXHAUSTED',
  REWARD_ALREADY_CLAIMED: 'errors.REWARD_ALREADY_CLAIMED',
  CAMPAIGN_TASKS_INCOMPLETE: 'errors.CAMPAIGN_TASKS_INCOMPLETE',
  CAMPAIGN_NOT_CLAIMABLE: 'errors.CAMPAIGN_NOT_CLAIMABLE',
  // The codes that replaced a generic one with words of its own (issue "errors as codes"), and
  // those whose words name parameters or have cases.
  USER_NOT_FOUND: 'errors.USER_NOT_FOUND',
  PROFILE_PICTURE_NOT_FOUND: 'errors.PROFILE_PICTURE_NOT_FOUND',
  LEDGER_ENTRY_NOT_FOUND: 'errors.LEDGER_ENTRY_NOT_FOUND',
  ORDER_NOT_FOUND: 'errors.ORDER_NOT_FOUND',
  PAYMENT_PROVIDER_NOT_FOUND: 'errors.PAYMENT_PROVIDER_NOT_FOUND',
  WEBHOOK_SIGNATURE_MISSING: 'errors.WEBHOOK_SIGNATURE_MISSING',
  WEBHOOK_SIGNATURE_MALFORMED: 'errors.WEBHOOK_SIGNATURE_MALFORMED',
  WEBHOOK_EVENT_ID_INVALID: 'errors.WEBHOOK_EVENT_ID_INVALID',
  WEBHOOK_SIGNATURE_INVALID: 'errors.WEBHOOK_SIGNATURE_INVALID',
  WEBHOOK_TOO_OLD: 'errors.WEBHOOK_TOO_OLD',
  GAME_IMAGE_NOT_FOUND: 'errors.GAME_IMAGE_NOT_FOUND',
  IMAGE_NOT_SUPPORTED: 'errors.IMAGE_NOT_SUPPORTED',
  IMAGE_TOO_LARGE: 'errors.IMAGE_TOO_LARGE',
  IMAGE_NOT_FOUND: 'errors.IMAGE_NOT_FOUND',
  CLAN_CHIEF_APPLICATION_NOT_FOUND: 'errors.CLAN_CHIEF_APPLICATION_NOT_FOUND',
  INSUFFICIENT_BALANCE: 'errors.INSUFFICIENT_BALANCE',
  SOCIAL_PROVIDER_NOT_CONFIGURED: 'errors.SOCIAL_PROVIDER_NOT_CONFIGURED',
  SOCIAL_PROVIDER_UNAVAILABLE: 'errors.SOCIAL_PROVIDER_UNAVAILABLE',
  SOCIAL_ACCOUNT_NOT_LINKED: 'errors.SOCIAL_ACCOUNT_NOT_LINKED',
  SOCIAL_AUTH_FAILED: 'errors.SOCIAL_AUTH_FAILED',
  SOCIAL_ACCOUNT_TAKEN: 'errors.SOCIAL_ACCOUNT_TAKEN',
  SOCIAL_ALREADY_LINKED: 'errors.SOCIAL_ALREADY_LINKED',
  SOCIAL_RECONNECT_REQUIRED: 'errors.SOCIAL_RECONNECT_REQUIRED',
  CONFLICT_IN_PROGRESS: 'errors.CONFLICT_IN_PROGRESS',
  RATE_LIMITED: 'errors.RATE_LIMITED',
  INVALID_PHONE_NUMBER: 'form.validMobileNumber',
  UNKNOWN_CURRENCY: 'errors.UNKNOWN_CURRENCY',
  IDEMPOTENCY_KEY_REUSED: 'errors.IDEMPOTENCY_KEY_REUSED',
  TOURNAMENT_PAID_ENTRY_BLOCKED: 'errors.TOURNAMENT_PAID_ENTRY_BLOCKED',
  SOCIAL_REDIRECT_NOT_ALLOWED: 'errors.SOCIAL_REDIRECT_NOT_ALLOWED',
  CAMPAIGN_REWARD_LOCKED: 'errors.CAMPAIGN_REWARD_LOCKED',
  // Clans: the waits of the rules name the days left ({days}).
  CLAN_NOT_FOUND: 'errors.CLAN_NOT_FOUND',
  CLAN_NAME_TAKEN: 'errors.CLAN_NAME_TAKEN',
  CLAN_CHIEF_NOT_APPROVED: 'errors.CLAN_CHIEF_NOT_APPROVED',
  CLAN_ALREADY_MEMBER: 'errors.CLAN_ALREADY_MEMBER',
  CLAN_FULL: 'errors.CLAN_FULL',
  CLAN_NOT_MEMBER: 'errors.CLAN_NOT_MEMBER',
  CLAN_MEMBER_NOT_FOUND: 'errors.CLAN_MEMBER_NOT_FOUND',
  CLAN_NOT_CHIEF: 'errors.CLAN_NOT_CHIEF',
  CLAN_CHIEF_CANNOT_LEAVE: 'errors.CLAN_CHIEF_CANNOT_LEAVE',
  CLAN_DELETE_TOO_SOON: 'errors.CLAN_DELETE_TOO_SOON',
  CLAN_REJOIN_TOO_SOON: 'errors.CLAN_REJOIN_TOO_SOON',
  CLAN_RECREATE_TOO_SOON: 'errors.CLAN_RECREATE_TOO_SOON',
  CLAN_IMAGE_NOT_FOUND: 'errors.CLAN_IMAGE_NOT_FOUND',
  CLAN_PHONE_REQUIRED: 'errors.CLAN_PHONE_REQUIRED',
  // POG avatars: the spec's words for the refresh limit, the face, the camera and the API.
  AVATAR_REFRESH_LIMIT_REACHED: 'errors.AVATAR_REFRESH_LIMIT_REACHED',
  AVATAR_FACE_NOT_DETECTED: 'errors.AVATAR_FACE_NOT_DETECTED',
  AVATAR_CAMERA_NOT_FOUND: 'errors.AVATAR_CAMERA_NOT_FOUND',
  AVATAR_GENERATION_FAILED: 'errors.AVATAR_GENERATION_FAILED',
  AVATAR_CHOICE_INVALID: 'errors.AVATAR_CHOICE_INVALID',
  AVATAR_STYLE_REQUIRED: 'errors.AVATAR_STYLE_REQUIRED',
  AVATAR_SELFIE_REQUIRED: 'errors.AVATAR_SELFIE_REQUIRED',
  AVATAR_GENERATION_PENDING: 'errors.AVATAR_GENERATION_PENDING',
  AVATAR_NOT_FOUND: 'errors.AVATAR_NOT_FOUND',
  AVATAR_VARIANT_NOT_FOUND: 'errors.AVATAR_VARIANT_NOT_FOUND',
  // Minting a POG card (spec section 8: the payment's and the mint's words).
  PAYMENT_FAILED: 'errors.PAYMENT_FAILED',
  MINT_FAILED: 'errors.MINT_FAILED',
  POG_NAME_REQUIRED: 'errors.POG_NAME_REQUIRED',
  POG_SLOT_REQUIRED: 'errors.POG_SLOT_REQUIRED',
  POG_SLOT_CURRENCY_NOT_ACCEPTED: 'errors.POG_SLOT_CURRENCY_NOT_ACCEPTED',
  POG_AVATAR_NOT_READY: 'errors.POG_AVATAR_NOT_READY',
  POG_MINT_IN_PROGRESS: 'errors.POG_MINT_IN_PROGRESS',
  POG_NOTHING_TO_RETRY: 'errors.POG_NOTHING_TO_RETRY',
  POG_CARD_NOT_FOUND: 'errors.POG_CARD_NOT_FOUND',
  POG_CARD_NOT_MINTED: 'errors.POG_CARD_NOT_MINTED',
  POG_REQUIREMENT_NOT_MET: 'errors.POG_REQUIREMENT_NOT_MET',
  POG_QUERY_TOO_DEEP: 'errors.POG_QUERY_TOO_DEEP',
  POG_QUERY_TOO_COSTLY: 'errors.POG_QUERY_TOO_COSTLY',
  // The POG feed's likes.
  POG_POST_NOT_FOUND: 'errors.POG_POST_NOT_FOUND',
  POG_LIKE_OWN_CARD: 'errors.POG_LIKE_OWN_CARD',
  // Refusals a gamer meets that once showed the api's English (issue 18: no English leaking).
  FORBIDDEN: 'errors.FORBIDDEN',
  TELEGRAM_AUTH_INVALID: 'errors.TELEGRAM_AUTH_INVALID',
  GOOGLE_AUTH_FAILED: 'errors.GOOGLE_AUTH_FAILED',
  SIGN_IN_METHOD_DISABLED: 'errors.SIGN_IN_METHOD_DISABLED',
  FEATURE_DISABLED: 'errors.FEATURE_DISABLED',
  DELETION_REQUESTED: 'errors.DELETION_REQUESTED',
  EARNING_NOT_FOUND: 'errors.EARNING_NOT_FOUND',
  EARNING_ALREADY_COLLECTED: 'errors.EARNING_ALREADY_COLLECTED',
  EARNING_BEING_COLLECTED: 'errors.EARNING_BEING_COLLECTED',
  EARNING_EXPIRED: 'errors.EARNING_EXPIRED',
  KYC_REQUIRED_TO_COLLECT: 'errors.KYC_REQUIRED_TO_COLLECT',
  COUNTRY_NOT_VERIFIED: 'errors.COUNTRY_NOT_VERIFIED',
  QUEST_NOT_FOUND: 'errors.QUEST_NOT_FOUND',
  QUEST_ENDED: 'errors.QUEST_ENDED',
  QUEST_NOT_STARTED_YET: 'errors.QUEST_NOT_STARTED_YET',
  QUEST_FULL: 'errors.QUEST_FULL',
  QUEST_ALREADY_STARTED: 'errors.QUEST_ALREADY_STARTED',
  QUEST_NOT_JOINED: 'errors.QUEST_NOT_JOINED',
  STAGE_NOT_FOUND: 'errors.STAGE_NOT_FOUND',
  STAGE_ALREADY_COMPLETED: 'errors.STAGE_ALREADY_COMPLETED',
  PROOF_TYPE_MISMATCH: 'errors.PROOF_TYPE_MISMATCH',
  PROOF_METHOD_MISMATCH: 'errors.PROOF_METHOD_MISMATCH',
  PROOF_ALREADY_SUBMITTED: 'errors.PROOF_ALREADY_SUBMITTED',
  PROOF_VALUE_TAKEN: 'errors.PROOF_VALUE_TAKEN',
  CLAN_CHIEF_ONLY: 'errors.CLAN_CHIEF_ONLY',
  TOURNAMENT_NOT_FOUND: 'errors.TOURNAMENT_NOT_FOUND',
  TOURNAMENT_ENDED: 'errors.TOURNAMENT_ENDED',
  TOURNAMENT_FULL: 'errors.TOURNAMENT_FULL',
  TOURNAMENT_ALREADY_JOINED: 'errors.TOURNAMENT_ALREADY_JOINED',
  TOURNAMENT_NOT_JOINED: 'errors.TOURNAMENT_NOT_JOINED',
  TOURNAMENT_NOT_LIVE: 'errors.TOURNAMENT_NOT_LIVE',
  REFERRAL_CODE_NOT_FOUND: 'errors.REFERRAL_CODE_NOT_FOUND',
  REFERRAL_OWN_CODE: 'errors.REFERRAL_OWN_CODE',
  REFERRAL_ALREADY_APPLIED: 'errors.REFERRAL_ALREADY_APPLIED',
  REFERRAL_WINDOW_CLOSED: 'errors.REFERRAL_WINDOW_CLOSED',
} as const satisfies Partial<Record<ErrorCode, ParseKeys>>;

export type WordedError = keyof typeof ERROR_KEYS;

/** The words of the named cases of a code (ERRORS[code].variants), each in errorCases. */
export const ERROR_CASE_KEYS = {
  POG_REQUIREMENT_NOT_MET: {
    human_score: 'errorCases.POG_REQUIREMENT_NOT_MET.human_score',
    tier: 'errorCases.POG_REQUIREMENT_NOT_MET.tier',
    human_score_and_tier: 'errorCases.POG_REQUIREMENT_NOT_MET.human_score_and_tier',
  },
  CONFLICT_IN_PROGRESS: {
    already_clan_chief: 'errorCases.CONFLICT_IN_PROGRESS.already_clan_chief',
    application_decided: 'errorCases.CONFLICT_IN_PROGRESS.application_decided',
  },
  RATE_LIMITED: {
    task_validations_per_user: 'errorCases.RATE_LIMITED.task_validations_per_user',
    task_validations_per_task: 'errorCases.RATE_LIMITED.task_validations_per_task',
  },
  SERVICE_UNAVAILABLE: {
    payment_provider_unreachable: 'errorCases.SERVICE_UNAVAILABLE.payment_provider_unreachable',
    payment_provider_gone: 'errorCases.SERVICE_UNAVAILABLE.payment_provider_gone',
    claim_signatures_unavailable: 'errorCases.SERVICE_UNAVAILABLE.claim_signatures_unavailable',
  },
  INVALID_PHONE_NUMBER: { not_verified: 'errorCases.INVALID_PHONE_NUMBER.not_verified' },
  UNKNOWN_CURRENCY: {
    not_sold_here: 'errorCases.UNKNOWN_CURRENCY.not_sold_here',
    nothing_sold_here: 'errorCases.UNKNOWN_CURRENCY.nothing_sold_here',
  },
  IDEMPOTENCY_KEY_REUSED: { ledger_movement: 'errorCases.IDEMPOTENCY_KEY_REUSED.ledger_movement' },
  TOURNAMENT_PAID_ENTRY_BLOCKED: {
    country_blocked: 'errorCases.TOURNAMENT_PAID_ENTRY_BLOCKED.country_blocked',
    country_unknown: 'errorCases.TOURNAMENT_PAID_ENTRY_BLOCKED.country_unknown',
  },
  SOCIAL_REDIRECT_NOT_ALLOWED: { not_a_url: 'errorCases.SOCIAL_REDIRECT_NOT_ALLOWED.not_a_url' },
  SOCIAL_AUTH_FAILED: { not_confirmed: 'errorCases.SOCIAL_AUTH_FAILED.not_confirmed' },
  SOCIAL_ACCOUNT_NOT_LINKED: { signs_in: 'errorCases.SOCIAL_ACCOUNT_NOT_LINKED.signs_in' },
  SOCIAL_RECONNECT_REQUIRED: { refused: 'errorCases.SOCIAL_RECONNECT_REQUIRED.refused' },
  CAMPAIGN_REWARD_LOCKED: { pool_funded: 'errorCases.CAMPAIGN_REWARD_LOCKED.pool_funded' },
  WEBHOOK_TOO_OLD: { older_than_retries: 'errorCases.WEBHOOK_TOO_OLD.older_than_retries' },
} as const satisfies { [C in ErrorCode]?: Record<ErrorVariantOf<C>, ParseKeys> };

/** The locale key of an error: its case's, else its code's; null when it has no words here. */
export function errorKey(error: Pick<AppError, 'code' | 'variant'>): ParseKeys | null {
  const cases: Partial<Record<string, Readonly<Record<string, ParseKeys>>>> = ERROR_CASE_KEYS;
  const byCase = error.variant ? cases[error.code]?.[error.variant] : undefined;
  const words: Partial<Record<string, ParseKeys>> = ERROR_KEYS;
  return byCase ?? words[error.code] ?? null;
}

/** The seconds a refused call says to wait (`details.retryAfterSeconds` of a 429), or null. */
export function retryAfterOf(error: Pick<AppError, 'details'>): number | null {
  const details = error.details as { retryAfterSeconds?: unknown } | undefined;
  const seconds = details?.retryAfterSeconds;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : null;
}

// The language a translate function writes (i18next's fixed ones carry their tag), else the page's.
function languageOf(t: TFunction): Language {
  const tag = (t as TFunction & { lng?: unknown }).lng;
  return (typeof tag === 'string' && languageOfTag(tag)) || currentLanguage();
}

/**
 * An error of the api in the reader's language: the words of its case or code, with the
 * parameters its message names, and how long to wait when a limit refused it; "Something went
 * wrong" in the reader's language for a code with no words here (never the api's English).
 */
export function errorText(t: TFunction, error: AppError): string {
  const key = errorKey(error) ?? fieldRuleKey(error) ?? ERROR_KEYS.SOMETHING_WENT_WRONG;
  const words = t(key, { ...error.params });
  const wait = retryAfterOf(error);
  return wait === null
    ? words
    : `${words} ${t('errors.retryAfter', { when: formatWait(wait, languageOf(t)) })}`;
}

/**
 * A coded error kept with a record (why a payout failed: `failureError`) in the reader's
 * language, or null when it has none or no words here (the screen then says it without a reason).
 */
export function storedErrorText(
  t: TFunction,
  stored:
    { errorCode: string; variant?: string; params?: Readonly<Record<string, string | number>> } | undefined,
): string | null {
  if (!stored || !isErrorCode(stored.errorCode)) return null;
  const key = errorKey({ code: stored.errorCode, variant: stored.variant });
  return key ? t(key, { ...stored.params }) : null;
}

/**
 * The words of a field's rule a refusal names (VALIDATION_FAILED says the rule's words, after the
 * field the request schema refused: "body/value: Please enter valid link"), or null.
 */
function fieldRuleKey(error: Pick<AppError, 'code' | 'message'>): ParseKeys | null {
  if (error.code !== 'VALIDATION_FAILED') return null;
  const words = Object.keys(FIELD_MESSAGE_KEYS).find(
    (message) => error.message === message || error.message.endsWith(`: ${message}`),
  );
  return words ? FIELD_MESSAGE_KEYS[words]! : null;
}

/** The locale key of a field message, or of 'Something went wrong' for one without its own. */
export function fieldMessageKey(message: string): ParseKeys {
  return FIELD_MESSAGE_KEYS[message] ?? ERROR_KEYS.SOMETHING_WENT_WRONG;
}
