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
