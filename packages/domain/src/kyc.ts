import { getPixKeyInfo, isValidCpf, type PixKeyType } from '@brazilian-utils/brazilian-utils';
import { z } from 'zod';
import { FORM_MESSAGES } from './form-messages';
import { REGION_CALLING_CODES, type Region } from './locations';
import { text } from './text';
import { bankAccountSchema, ifscSchema, NAME_PATTERN, VALIDATION_MESSAGES } from './validation';

/**
 * Identity verification (KYC) for the two markets that need it: India (PAN, Aadhaar, a bank
 * account) and Brazil (CPF, a PIX key). Which region asks for which documents, in which order,
 * the formats and check digits of each number, how a number is masked for display, and when two
 * names are the same person's: once, for the api, the sandbox provider and the web forms.
 */

// ---------------------------------------------------------------------------------------------
// Documents and regions

/** The documents a user may verify. */
export const KYC_DOCUMENTS = ['pan', 'aadhaar', 'bank', 'cpf', 'pix'] as const;
export type KycDocument = (typeof KYC_DOCUMENTS)[number];

/** The documents as messages name them. */
export const KYC_DOCUMENT_NAMES: Readonly<Record<KycDocument, string>> = {
  pan: 'PAN',
  aadhaar: 'Aadhaar',
  bank: 'bank account',
  cpf: 'CPF',
  pix: 'PIX key',
};

/** What a region asks for, in the order the KYC page shows it, and whether payouts wait for it. */
export type KycRegionRule = { documents: readonly KycDocument[]; isRequiredForPayout: boolean };

const NO_KYC: KycRegionRule = { documents: [], isRequiredForPayout: false };

/**
 * Which region needs which documents.
 * - India: PAN, Aadhaar and a bank account, all verified before any payout. The tax withheld on
 *   online-gaming winnings (Income-tax Act, section 194BA) is reported against the winner's PAN,
 *   and without a PAN it is withheld at the higher rate of section 206AA, so earnings wait for it.
 * - Brazil: CPF and a PIX key, offered but not required before a payout. A collection credits the
 *   user's balance on the platform (the ledger); no money leaves it. The CPF and the PIX key
 *   identify who a cash payout would go to, and in whose name, so a user verifies them to be paid
 *   out in money; until then a Brazilian user may skip KYC when collecting (the skip-KYC modal).
 * - Nepal, Bangladesh, Bahrain and the rest: no KYC is offered (there is no document to verify).
 */
export const KYC_REGION_RULES: Readonly<Record<Region, KycRegionRule>> = {
  IN: { documents: ['pan', 'aadhaar', 'bank'], isRequiredForPayout: true },
  BR: { documents: ['cpf', 'pix'], isRequiredForPayout: false },
  NP: NO_KYC,
  BD: NO_KYC,
  BH: NO_KYC,
  Others: NO_KYC,
};

/**
 * The document that must be verified before another: the name it gives (the PAN's, the CPF's)
 * is the name the Aadhaar, the bank account and the PIX key must be in.
 */
export const KYC_PREREQUISITES: Readonly<Partial<Record<KycDocument, KycDocument>>> = {
  aadhaar: 'pan',
  bank: 'pan',
  pix: 'cpf',
};

/** The documents that are a person's identity: one account per number (a bank account or a PIX key may be shared). */
export const KYC_IDENTITY_DOCUMENTS: readonly KycDocument[] = ['pan', 'aadhaar', 'cpf'];

/** The documents whose verified value may be replaced by a new one (update-bank, update-pix). */
export const KYC_UPDATABLE_DOCUMENTS: readonly KycDocument[] = ['bank', 'pix'];

/** The rule of a region. */
export function kycRuleOf(region: Region): KycRegionRule {
  return KYC_REGION_RULES[region];
}

/** Whether every document a region asks for is among the verified ones (false where it asks for none). */
export function isKycComplete(region: Region, verified: Iterable<KycDocument>): boolean {
  const { documents } = kycRuleOf(region);
  const done = new Set(verified);
  return documents.length > 0 && documents.every((d) => done.has(d));
}

/**
 * A user's country for marketing (a campaign's audience): the profile's country, else the
 * country of a calling code the spec names (E.164 calling codes are prefix-free, so a prefix
 * decides); null when neither tells. Never for law or tax: the profile is the user's to edit, so
 * KYC, withholding and the tournaments' paid-entry block follow regulatory-country.ts instead.
 */
export function countryOf(user: { countryCode?: string | null; phoneNumber?: string | null }): string | null {
  const country = user.countryCode?.trim().toUpperCase();
  if (country) return country;
  const phone = user.phoneNumber?.trim();
  if (phone?.startsWith('+')) {
    for (const [region, code] of Object.entries(REGION_CALLING_CODES))
      if (phone.startsWith(code)) return region;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Limits

/** How many checks of one document a user may send in a window: each one asks a provider (and costs). */
export const KYC_ATTEMPTS = { max: 5, windowMs: 24 * 60 * 60_000 } as const;

/** Length of a name typed for a check. */
export const KYC_NAME_LENGTH = { min: 2, max: 100 } as const;

// ---------------------------------------------------------------------------------------------
// Messages

/** The field messages of the KYC forms (the spec gives none but "Please enter value"). */
export const KYC_MESSAGES = {
  validPan: 'Please enter valid PAN',
  personalPan: 'Please enter your personal PAN (its fourth letter is P)',
  validAadhaar: 'Please enter valid Aadhaar number',
  validCpf: 'Please enter valid CPF',
  validPixKey: 'Please enter valid PIX key',
  validName: 'Please enter your name as on the document',
} as const;

/** Why a provider's answer or our own rules turned a check down; each has the words the user sees. */
export const KYC_REJECTION_REASONS = {
  NAME_MISMATCH: 'The name does not match the name on record for this document',
  NOT_FOUND: 'No record was found for this number',
  PAN_INOPERATIVE: 'This PAN is inoperative because it is not linked to Aadhaar',
  BANK_ACCOUNT_INVALID: 'This bank account could not be verified: it is closed or does not exist',
  IFSC_NOT_FOUND: 'No bank branch has this IFSC',
  CPF_IRREGULAR: 'This CPF is not regular with the Receita Federal',
  PIX_KEY_NOT_FOUND: 'This PIX key is not registered',
  PIX_KEY_NOT_YOURS: 'This PIX key is registered to another CPF',
} as const;
export type KycRejectionReason = keyof typeof KYC_REJECTION_REASONS;
export const KYC_REJECTION_REASON_CODES = Object.keys(KYC_REJECTION_REASONS) as [
  KycRejectionReason,
  ...KycRejectionReason[],
];

/** Where one document stands for a user. */
export const KYC_DOCUMENT_STATUSES = ['not_submitted', 'pending', 'verified', 'rejected'] as const;
export type KycDocumentStatus = (typeof KYC_DOCUMENT_STATUSES)[number];

// ---------------------------------------------------------------------------------------------
// PAN (India's Permanent Account Number)

/**
 * The PAN holder types, by the PAN's fourth letter (Income Tax Department): P a person,
 * C a company, H a Hindu undivided family, F a firm, A an association of persons, T a trust,
 * B a body of individuals, L a local authority, J an artificial juridical person, G government.
 */
export const PAN_HOLDER_TYPES = {
  P: 'individual',
  C: 'company',
  H: 'hindu_undivided_family',
  F: 'firm',
  A: 'association_of_persons',
  T: 'trust',
  B: 'body_of_individuals',
  L: 'local_authority',
  J: 'artificial_juridical_person',
  G: 'government',
} as const;

/** A PAN: five letters (the fourth its holder type), four digits, a letter. */
export const PAN_PATTERN = new RegExp(
  `^[A-Z]{3}[${Object.keys(PAN_HOLDER_TYPES).join('')}][A-Z]\\d{4}[A-Z]$`,
);

/** A PAN as typed, made comparable: spaces out, capitals. */
export function normalizePan(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** Whether a value (normalized) is a PAN of any holder type. */
export function isPan(value: string): boolean {
  return PAN_PATTERN.test(value);
}

/** Whether a PAN is a person's (fourth letter P): the only kind a user verifies as themselves. */
export function isPersonalPan(value: string): boolean {
  return isPan(value) && value[3] === 'P';
}

/** A PAN field: normalized, then its format and holder type checked. */
export const panSchema = text()
  .overwrite(normalizePan)
  .min(1, FORM_MESSAGES.enterValue)
  .regex(PAN_PATTERN, KYC_MESSAGES.validPan)
  .refine(isPersonalPan, KYC_MESSAGES.personalPan);

// ---------------------------------------------------------------------------------------------
// Aadhaar (India's 12-digit identity number) and the Verhoeff check digit

// Verhoeff's scheme over the dihedral group D5: the multiplication table, the position
// permutation (applied i mod 8 times) and the inverses. It catches every single-digit error and
// every swap of two adjacent digits, which is why UIDAI uses it for Aadhaar's last digit.
const VERHOEFF_D = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
] as const;
const VERHOEFF_P = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
] as const;
const VERHOEFF_INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9] as const;

function verhoeffFold(digits: string, offset: number): number {
  let c = 0;
  for (let i = 0; i < digits.length; i++) {
    const digit = digits.charCodeAt(digits.length - 1 - i) - 48;
    c = VERHOEFF_D[c]![VERHOEFF_P[(i + offset) % 8]![digit]!]!;
  }
  return c;
}

/** The Verhoeff check digit of a string of digits. */
export function verhoeffCheckDigit(digits: string): number {
  if (!/^\d+$/.test(digits)) throw new RangeError('Verhoeff works on digits');
  return VERHOEFF_INV[verhoeffFold(digits, 1)]!;
}

/** Whether a string of digits ends in its Verhoeff check digit. */
export function isVerhoeffValid(digits: string): boolean {
  return /^\d+$/.test(digits) && verhoeffFold(digits, 0) === 0;
}

/** An Aadhaar number's shape: 12 digits, the first 2 to 9 (UIDAI never issues 0 or 1 first). */
export const AADHAAR_PATTERN = /^[2-9]\d{11}$/;

/** An Aadhaar number as typed ("2345 6789 0123"), made comparable: its digits only. */
export function normalizeAadhaar(value: string): string {
  return value.replace(/[\s-]+/g, '');
}

/** Whether a value (normalized) is an Aadhaar number: the shape and the Verhoeff check digit. */
export function isAadhaar(value: string): boolean {
  return AADHAAR_PATTERN.test(value) && isVerhoeffValid(value);
}

/** An Aadhaar field: spaces and hyphens out, then shape and check digit. */
export const aadhaarSchema = text()
  .overwrite(normalizeAadhaar)
  .min(1, FORM_MESSAGES.enterValue)
  .refine(isAadhaar, KYC_MESSAGES.validAadhaar);

// ---------------------------------------------------------------------------------------------
// Bank account (India): the rule of spec section 5 lives in validation.ts

/** A bank account and its branch, as the bank step sends them. */
export const bankAccountInputSchema = z
  .object({ accountNumber: bankAccountSchema, ifsc: ifscSchema })
  .strict();

// ---------------------------------------------------------------------------------------------
// CPF (Brazil's individual taxpayer number) and PIX keys

/** A CPF as typed ("123.456.789-09"), made comparable: its 11 digits. */
export function normalizeCpf(value: string): string {
  return value.replace(/[\s.-]+/g, '');
}

/** Whether a value (normalized) is a CPF: 11 digits with its two mod-11 check digits (not all the same digit). */
export function isCpf(value: string): boolean {
  return /^\d{11}$/.test(value) && isValidCpf(value);
}

/** A CPF field: mask out, then the 11 digits and their check digits. */
export const cpfSchema = text()
  .overwrite(normalizeCpf)
  .min(1, FORM_MESSAGES.enterValue)
  .refine(isCpf, KYC_MESSAGES.validCpf);

/** The kinds of PIX key: CPF, CNPJ, e-mail, mobile phone or random key (EVP). */
export const PIX_KEY_TYPES = [
  'cpf',
  'cnpj',
  'email',
  'phone',
  'evp',
] as const satisfies readonly PixKeyType[];
export type PixKey = { type: PixKeyType; value: string };

/** A PIX key as typed, in the canonical form the DICT keeps (null when it is no key). */
export function parsePixKey(value: string): PixKey | null {
  const info = getPixKeyInfo(value.trim());
  return info ? { type: info.type, value: info.value } : null;
}

/** A PIX key field: any of the five kinds, checked by their own rules. */
export const pixKeySchema = text({ trim: true })
  .min(1, FORM_MESSAGES.enterValue)
  .max(100, KYC_MESSAGES.validPixKey)
  .refine((value) => parsePixKey(value) !== null, KYC_MESSAGES.validPixKey);

// ---------------------------------------------------------------------------------------------
// Names

/** A name as on a document: letters and spaces, 2 to 100 characters. */
export const kycNameSchema = text({ trim: true })
  .min(1, FORM_MESSAGES.enterValue)
  .min(KYC_NAME_LENGTH.min, KYC_MESSAGES.validName)
  .max(KYC_NAME_LENGTH.max, KYC_MESSAGES.validName)
  .regex(NAME_PATTERN, VALIDATION_MESSAGES.onlyAlphabets);

// Titles that records add or leave out (Shri, Smt., Sr., Dona …) and say nothing of who it is.
const NAME_TITLES = new Set([
  'mr',
  'mrs',
  'ms',
  'miss',
  'dr',
  'shri',
  'sri',
  'smt',
  'kumari',
  'km',
  'sr',
  'sra',
  'srta',
  'dona',
  'dom',
]);
// Particles of Portuguese names that records keep or drop ("Maria da Silva" = "Maria Silva").
const NAME_PARTICLES = new Set(['da', 'das', 'de', 'do', 'dos', 'e']);

/** A name as comparable words: accents off, lower case, titles and particles out. */
export function nameTokens(name: string): string[] {
  return name
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}]+/gu, ' ')
    .split(' ')
    .filter((word) => word !== '' && !NAME_TITLES.has(word) && !NAME_PARTICLES.has(word));
}

/**
 * Whether two names are the same person's as registries write them: the same words in any
 * order, or every word of the shorter name in the longer one (a middle name left out), where a
 * single letter stands for a word it begins (an initial). At least one whole word must agree,
 * and a one-word name matches only a one-word name.
 */
export function isNameMatch(a: string, b: string): boolean {
  const [short, long] = [nameTokens(a), nameTokens(b)].sort((x, y) => x.length - y.length) as [
    string[],
    string[],
  ];
  if (short.length === 0) return false;
  if (short.length === 1 && long.length > 1) return false;
  const left = [...long];
  let wholeWords = 0;
  // Whole words first, so that an initial never takes the word a whole word needs.
  const initials: string[] = [];
  for (const word of short) {
    if (word.length === 1) {
      initials.push(word);
      continue;
    }
    const at = left.indexOf(word);
    if (at === -1) return false;
    left.splice(at, 1);
    wholeWords++;
  }
  for (const initial of initials) {
    const at = left.findIndex((word) => word.startsWith(initial));
    if (at === -1) return false;
    left.splice(at, 1);
  }
  return wholeWords > 0;
}

// ---------------------------------------------------------------------------------------------
// Masks: the most of a number that is ever shown or kept in clear is its last four characters

/** The last four characters of a number, the rest hidden, in the way each document is written. */
export function maskDocumentNumber(document: KycDocument, value: string): string {
  const last4 = value.slice(-4);
  switch (document) {
    case 'pan':
      return `XXXXXX${last4}`;
    case 'aadhaar':
      return `XXXX XXXX ${last4}`;
    case 'bank':
      return `XXXX${last4}`;
    case 'cpf':
      return `***.***.*${last4.slice(0, 2)}-${last4.slice(2)}`;
    case 'pix':
      return maskPixKey(parsePixKey(value) ?? { type: 'evp', value });
  }
}

/** A PIX key with all but its last four characters hidden (an e-mail keeps its domain). */
export function maskPixKey(key: PixKey): string {
  switch (key.type) {
    case 'cpf':
      return maskDocumentNumber('cpf', key.value);
    case 'email': {
      const at = key.value.lastIndexOf('@');
      return `${key.value.slice(0, 1)}***${key.value.slice(at)}`;
    }
    case 'phone':
      return `+55 ** *****-${key.value.slice(-4)}`;
    case 'cnpj':
      return `**.***.***/**${key.value.slice(10, 12)}-${key.value.slice(12)}`;
    case 'evp':
      return `********-****-****-****-********${key.value.slice(-4)}`;
  }
}
