import type { ParseKeys } from 'i18next';
import { AppError, type ErrorCode } from '@kp/domain/errors';
import { KYC_MESSAGES } from '@kp/domain/kyc';
import { FORMAT_MESSAGES } from '@kp/domain/validation';
import { ERROR_KEYS, fieldMessageKey } from '../../lib/messages';

/**
 * The KYC forms' field messages (the domain's words) as locale keys; the messages the spec gives
 * (Please enter value, only alphabets allowed) are the shared ones. The English values are the
 * same words (a test checks).
 */
export const KYC_FIELD_MESSAGE_KEYS: Readonly<Record<string, ParseKeys>> = {
  [KYC_MESSAGES.validPan]: 'kyc.validation.validPan',
  [KYC_MESSAGES.personalPan]: 'kyc.validation.personalPan',
  [KYC_MESSAGES.validAadhaar]: 'kyc.validation.validAadhaar',
  [KYC_MESSAGES.validCpf]: 'kyc.validation.validCpf',
  [KYC_MESSAGES.validPixKey]: 'kyc.validation.validPixKey',
  [KYC_MESSAGES.validName]: 'kyc.validation.validName',
  [FORMAT_MESSAGES.validAccountNumber]: 'kyc.validation.validAccountNumber',
  [FORMAT_MESSAGES.validIfsc]: 'kyc.validation.validIfsc',
};

/** The locale key of a field message of a KYC form. */
export function kycFieldMessageKey(message: string): ParseKeys {
  return KYC_FIELD_MESSAGE_KEYS[message] ?? fieldMessageKey(message);
}

const KYC_ERROR_KEYS: Partial<Record<ErrorCode, ParseKeys>> = {
  KYC_NOT_FOR_REGION: 'kyc.errors.KYC_NOT_FOR_REGION',
  KYC_PREREQUISITE_MISSING: 'kyc.errors.KYC_PREREQUISITE_MISSING',
  KYC_CHECK_IN_PROGRESS: 'kyc.errors.KYC_CHECK_IN_PROGRESS',
  KYC_ALREADY_VERIFIED: 'kyc.errors.KYC_ALREADY_VERIFIED',
  KYC_NOTHING_TO_UPDATE: 'kyc.errors.KYC_NOTHING_TO_UPDATE',
  KYC_DOCUMENT_IN_USE: 'kyc.errors.KYC_DOCUMENT_IN_USE',
  KYC_NOT_COMPLETED: 'kyc.errors.KYC_NOT_COMPLETED',
  KYC_BONUS_UNAVAILABLE: 'kyc.errors.KYC_BONUS_UNAVAILABLE',
  KYC_BONUS_ALREADY_CLAIMED: 'kyc.errors.KYC_BONUS_ALREADY_CLAIMED',
  KYC_DOCUMENT_NOT_CHECKED_HERE: 'kyc.errors.KYC_DOCUMENT_NOT_CHECKED_HERE',
  TOO_MANY_ATTEMPTS: ERROR_KEYS.TOO_MANY_ATTEMPTS,
  SERVICE_UNAVAILABLE: ERROR_KEYS.SERVICE_UNAVAILABLE,
};

/** The locale key of what went wrong with a KYC call. */
export function kycErrorKey(error: unknown): ParseKeys {
  const code = error instanceof AppError ? error.code : 'SOMETHING_WENT_WRONG';
  if (code === 'VALIDATION_FAILED' && error instanceof AppError) {
    // The server's words name the field ("body/pan: Please enter valid PAN"): keep the rule's part.
    const known = Object.keys(KYC_FIELD_MESSAGE_KEYS).find((m) => error.message.includes(m));
    if (known) return KYC_FIELD_MESSAGE_KEYS[known]!;
  }
  return KYC_ERROR_KEYS[code] ?? ERROR_KEYS.SOMETHING_WENT_WRONG;
}
