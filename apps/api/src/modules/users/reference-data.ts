/**
 * Reference lists for the profile and clan forms: professions, cities and colleges of the
 * countries KPlay serves (India and Brazil first, then Nepal and Bangladesh).
 *
 * Cities are in alphabetical order of their own locale ('en', or 'pt-BR' for Brazil, so that
 * accented names sort where a Brazilian expects them). Colleges are listed for the largest
 * cities only; any other city, or a college missing from a list, goes through OTHER_COLLEGE and
 * the form's free-text field. Every college is a real institution with a campus in (or, for a
 * few, on the edge of) the city it is listed under, spelled as the institution spells itself.
 */

import { CITIES } from './cities.data';
import { COLLEGES } from './colleges.data';

/** The lists themselves are data, each in its own file beside this one. */
export { CITIES, COLLEGES };

/** The countries with reference lists, as ISO 3166-1 alpha-2 codes. */
export type ReferenceCountry = 'IN' | 'BR' | 'NP' | 'BD';

/** The professions of the profile form: 'Student' first (most of our players), 'Other' last. */
export const PROFESSIONS = [
  'Student',
  'Accountant',
  'Architect',
  'Business owner',
  'Civil servant',
  'Content creator',
  'Customer support',
  'Data analyst',
  'Designer',
  'Doctor',
  'Driver',
  'Engineer',
  'Esports player',
  'Farmer',
  'Freelancer',
  'Game developer',
  'Homemaker',
  'Lawyer',
  'Looking for work',
  'Marketing professional',
  'Nurse',
  'Salesperson',
  'Software developer',
  'Streamer',
  'Teacher',
  'Other',
] as const;

/** A profession of the list. */
export type Profession = (typeof PROFESSIONS)[number];

/** The choice for a college not in the list; the form then asks for its name as free text. */
export const OTHER_COLLEGE = 'Other';

// Input comes from forms and query strings: any case, stray spaces, composed or decomposed accents.
function normalize(value: string): string {
  return value.normalize('NFC').trim().toLowerCase();
}

function toReferenceCountry(country: string): ReferenceCountry | null {
  const code = country.trim().toUpperCase();
  // Own keys only, so that a value such as 'constructor' is an unknown country.
  return Object.hasOwn(CITIES, code) ? (code as ReferenceCountry) : null;
}

/** The cities of a country (ISO alpha-2 code, any case); empty for a country without a list. */
export function listCities(country: string): readonly string[] {
  const code = toReferenceCountry(country);
  return code ? CITIES[code] : [];
}

/** The colleges of a city (matched in any case), then OTHER_COLLEGE; only OTHER_COLLEGE when none are listed. */
export function listColleges(country: string, city: string): readonly string[] {
  const code = toReferenceCountry(country);
  if (!code) return [OTHER_COLLEGE];
  const wanted = normalize(city);
  const entry = Object.entries(COLLEGES[code]).find(([name]) => normalize(name) === wanted);
  return [...(entry?.[1] ?? []), OTHER_COLLEGE];
}
