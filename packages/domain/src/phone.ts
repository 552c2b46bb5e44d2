// libphonenumber-js/min, not /max: /min checks a number's length and the country's overall
// digit pattern, which is what "checked with an international parser given the country" asks;
// /max would add about 65 kB more to every web bundle with a phone field only to tell mobile
// from fixed-line numbers. The api imports this same module, so web and api always agree.
import { getCountryCallingCode, isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { z } from 'zod';
import { FORM_MESSAGES, countrySchema, isIndianMobileNumber } from './validation';

/**
 * The phone number rule of spec section 5. It is apart from validation.ts because the phone
 * code and metadata add about 170 kB (35 kB gzipped) to a web bundle: only the forms with a
 * phone field should load them.
 */

const INDIA = { code: 'IN', callingCode: '+91' } as const;

/**
 * Whether a phone number (without its calling code) is valid for a country, given as an ISO
 * alpha-2 code ('IN') or a calling code ('+91'). An empty value is valid (the field is optional;
 * a required field says so itself). India takes exactly 10 digits starting 6 to 9; other countries
 * go through libphonenumber-js, and the number must belong to the chosen calling code.
 */
export function isValidPhoneNumber(value: string, country: string): boolean {
  const number = value.trim();
  if (number === '') return true;
  const chosen = country.trim().toUpperCase();
  if (chosen === INDIA.code || chosen === INDIA.callingCode) return isIndianMobileNumber(number);
  if (number.includes('+')) return false;
  if (chosen.startsWith('+')) {
    // A calling code as the country list shows it; the number must read as one under it.
    if (!/^\+\d{1,4}$/.test(chosen)) return false;
    const phone = parsePhoneNumberFromString(`${chosen}${number}`);
    return phone !== undefined && phone.isValid() && phone.number.startsWith(chosen);
  }
  if (!isSupportedCountry(chosen)) return false;
  const phone = parsePhoneNumberFromString(number, chosen);
  return phone !== undefined && phone.isValid() && phone.countryCallingCode === getCountryCallingCode(chosen);
}

/** A phone number schema for a country known in advance (alpha-2 or calling code). */
export function phoneNumberSchema(country: string) {
  return z.string().refine((value) => isValidPhoneNumber(value, country), FORM_MESSAGES.validMobileNumber);
}

/** A country (alpha-2 or calling code) and a phone number checked against it; errors land on phoneNumber. */
export const phoneWithCountrySchema = z
  .object({ countryCode: countrySchema, phoneNumber: z.string() })
  .refine((data) => isValidPhoneNumber(data.phoneNumber, data.countryCode), {
    message: FORM_MESSAGES.validMobileNumber,
    path: ['phoneNumber'],
  });

/** A phone number in the two forms the api keeps: E.164 (`+919876543210`) and its country. */
export type ParsedPhone = { e164: string; country: string | null };

/**
 * Reads a `waId` (spec section 7: the phone number as international digits, calling code first,
 * e.g. `919876543210`) under the same rule as the form: India's 10 digits starting 6 to 9,
 * libphonenumber-js for the rest. Null when it is not a valid number.
 */
export function phoneFromWaId(waId: string): ParsedPhone | null {
  const digits = waId.trim().replace(/^\+/, '');
  if (!/^\d{6,15}$/.test(digits)) return null;
  const phone = parsePhoneNumberFromString(`+${digits}`);
  if (!phone) return null;
  const country = phone.country ?? null;
  const valid =
    `+${phone.countryCallingCode}` === INDIA.callingCode
      ? isIndianMobileNumber(phone.nationalNumber)
      : phone.isValid();
  return valid ? { e164: phone.number, country } : null;
}

/** The `waId` of a number as the form has it: a calling code ('+91') or country ('IN') and the national digits. */
export function toWaId(country: string, phoneNumber: string): string | null {
  if (phoneNumber.trim() === '' || !isValidPhoneNumber(phoneNumber, country)) return null;
  const chosen = country.trim().toUpperCase();
  const callingCode = chosen.startsWith('+')
    ? chosen.slice(1)
    : isSupportedCountry(chosen)
      ? getCountryCallingCode(chosen)
      : null;
  if (!callingCode) return null;
  const national = phoneNumber.replace(/\D/g, '').replace(/^0+/, '');
  return `${callingCode}${national}`;
}

/**
 * The country dial code of an E.164 number (`+919876543210` → `+91`), shared by every country
 * under it (+1, +44, +7); null when the digits start with no dial code.
 */
export function dialCodeOf(e164: string): string | null {
  const phone = parsePhoneNumberFromString(`+${e164.replace(/\D/g, '')}`);
  return phone ? `+${phone.countryCallingCode}` : null;
}

/** A phone number with all but its last four digits hidden, for screens and logs: `+91 ••••••3210`. */
export function maskPhoneNumber(e164: string): string {
  const digits = e164.replace(/\D/g, '');
  const phone = parsePhoneNumberFromString(`+${digits}`);
  const callingCode = phone ? phone.countryCallingCode : digits.slice(0, Math.max(digits.length - 10, 1));
  const national = digits.slice(callingCode.length);
  return `+${callingCode} ${'•'.repeat(Math.max(national.length - 4, 0))}${national.slice(-4)}`;
}
