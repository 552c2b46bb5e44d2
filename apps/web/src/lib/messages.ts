import type { ParseKeys } from 'i18next';
import type { ErrorCode } from '@kp/domain/errors';
import { FORM_MESSAGES } from '@kp/domain/form-messages';
import { TEXT_MESSAGES } from '@kp/domain/text';
import { VALIDATION_MESSAGES } from '@kp/domain/validation';

/**
 * The domain's field messages (the spec's words) as locale keys: the rules return English, the
 * screen shows the reader's language. The English values are the same words (a test checks).
 */
export const FIELD_MESSAGE_KEYS: Readonly<Record<string, ParseKeys>> = {
  [VALIDATION_MESSAGES.usernameSpaces]: 'validation.usernameSpaces',
  [VALIDATION_MESSAGES.usernameLength]: 'validation.usernameLength',
  [VALIDATION_MESSAGES.specialCharacters]: 'validation.specialCharacters',
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
} as const satisfies Partial<Record<ErrorCode, ParseKeys>>;

export type WordedError = keyof typeof ERROR_KEYS;

/** The locale key of a field message, or of 'Something went wrong' for one without its own. */
export function fieldMessageKey(message: string): ParseKeys {
  return FIELD_MESSAGE_KEYS[message] ?? ERROR_KEYS.SOMETHING_WENT_WRONG;
}
