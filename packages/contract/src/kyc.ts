import { z } from 'zod';
import {
  aadhaarSchema,
  bankAccountInputSchema,
  cpfSchema,
  KYC_DOCUMENT_STATUSES,
  KYC_DOCUMENTS,
  KYC_REJECTION_REASON_CODES,
  kycNameSchema,
  panSchema,
  PIX_KEY_TYPES,
  pixKeySchema,
} from '@kp/domain/kyc';
import { REGIONS } from '@kp/domain/locations';
import { ENDPOINTS } from './endpoints';
import { amountString } from './ledger';
import { defineRoute, envelope, noQuery } from './route';

/**
 * Identity verification (KYC): India's PAN, Aadhaar and bank account, Brazil's CPF and PIX key.
 * A check is sent to the KYC provider and answered later: the verify calls answer 202 with the
 * status, the document `pending`; `verification-status` is an event stream that sends the status
 * again whenever it changes (and `kyc/status` reads it once). Full numbers are never returned:
 * only their last four characters, the rest hidden.
 */

const reason = z.object({ code: z.enum(KYC_REJECTION_REASON_CODES), message: z.string() });

/** The details of a check that are shown: never the full number. */
const checkFields = {
  maskedNumber: z.string().describe('the last four characters, the rest hidden'),
  reason: reason.nullable().describe('why the check was turned down'),
  submittedAt: z.iso.datetime(),
  decidedAt: z.iso.datetime().nullable(),
};

/** Where one document of the user's region stands. */
export const kycDocumentState = z.object({
  document: z.enum(KYC_DOCUMENTS),
  status: z.enum(KYC_DOCUMENT_STATUSES),
  maskedNumber: z.string().nullable(),
  holderName: z.string().nullable().describe('the name on record, once verified'),
  details: z
    .object({ ifsc: z.string().optional(), pixKeyType: z.enum(PIX_KEY_TYPES).optional() })
    .describe('what is not secret: the IFSC of a bank account, the kind of a PIX key'),
  reason: reason.nullable(),
  submittedAt: z.iso.datetime().nullable(),
  decidedAt: z.iso.datetime().nullable(),
  update: z
    .object({ status: z.enum(['pending', 'rejected']), ...checkFields })
    .nullable()
    .describe('a newer bank account or PIX key being checked (or turned down) while the verified one stays'),
});
export type KycDocumentState = z.output<typeof kycDocumentState>;

/** The user's KYC: the region's documents in order, whether payouts wait for them, and the bonus. */
export const kycStatus = z.object({
  country: z
    .string()
    .nullable()
    .describe(
      "the country law and tax follow: the completed KYC's region, else the verified phone's country; null until one is verified",
    ),
  region: z.enum(REGIONS),
  required: z.boolean().describe('whether payouts wait for KYC in this region'),
  verified: z.boolean().describe('every document of the region verified'),
  documents: z.array(kycDocumentState),
  bonus: z
    .object({
      amount: amountString,
      currency: z.literal('KCASH'),
      status: z.enum(['locked', 'available', 'claimed']),
      claimedAt: z.iso.datetime().nullable(),
    })
    .nullable()
    .describe('the one-time K-Cash bonus for completing KYC; null where there is none'),
});
export type KycStatus = z.output<typeof kycStatus>;

const accepted = { 202: envelope(kycStatus) };

export const getKycStatus = defineRoute({
  ...ENDPOINTS.getKycStatus,
  summary: "The signed-in user's KYC, read once (the event stream sends it live)",
  tags: ['kyc'],
  access: 'user',
  querystring: noQuery,
  response: { 200: envelope(kycStatus) },
});

export const streamKycStatus = defineRoute({
  ...ENDPOINTS.streamKycStatus,
  summary:
    "The signed-in user's KYC as a server-sent event stream (text/event-stream): an event `status` with the current status first, then one whenever it changes; comment lines as heartbeats",
  tags: ['kyc'],
  access: 'user',
  querystring: noQuery,
  response: {
    200: z.string().describe('text/event-stream; each event data is a KYC status (as kyc/status)'),
  },
});

export const verifyPan = defineRoute({
  ...ENDPOINTS.verifyPan,
  summary: 'India: check a personal PAN and that it is in this name; answered later (202, pending)',
  tags: ['kyc'],
  access: 'user',
  body: z.object({ pan: panSchema, name: kycNameSchema }).strict(),
  response: accepted,
});

export const verifyAadhaar = defineRoute({
  ...ENDPOINTS.verifyAadhaar,
  summary: "India: check an Aadhaar number (Verhoeff check digit) in the verified PAN's name; answered later",
  tags: ['kyc'],
  access: 'user',
  body: z.object({ aadhaar: aadhaarSchema }).strict(),
  response: accepted,
});

export const verifyBank = defineRoute({
  ...ENDPOINTS.verifyBank,
  summary: "India: check a bank account (9 to 18 digits) and IFSC in the verified PAN's name; answered later",
  tags: ['kyc'],
  access: 'user',
  body: bankAccountInputSchema,
  response: accepted,
});

export const updateBank = defineRoute({
  ...ENDPOINTS.updateBank,
  summary: 'India: replace the verified bank account; the old one stays until the new one is verified',
  tags: ['kyc'],
  access: 'user',
  body: bankAccountInputSchema,
  response: accepted,
});

export const verifyCpf = defineRoute({
  ...ENDPOINTS.verifyCpf,
  summary: 'Brazil: check a CPF (two mod-11 check digits) and that it is in this name; answered later',
  tags: ['kyc'],
  access: 'user',
  body: z.object({ cpf: cpfSchema, name: kycNameSchema }).strict(),
  response: accepted,
});

export const verifyPix = defineRoute({
  ...ENDPOINTS.verifyPix,
  summary:
    "Brazil: check a PIX key (CPF, CNPJ, e-mail, mobile or random key) is the verified CPF's; answered later",
  tags: ['kyc'],
  access: 'user',
  body: z.object({ key: pixKeySchema }).strict(),
  response: accepted,
});

export const updatePix = defineRoute({
  ...ENDPOINTS.updatePix,
  summary: 'Brazil: replace the verified PIX key; the old one stays until the new one is verified',
  tags: ['kyc'],
  access: 'user',
  body: z.object({ key: pixKeySchema }).strict(),
  response: accepted,
});

export const kycBonusClaim = z.object({
  amount: amountString,
  currency: z.literal('KCASH'),
  entryId: z.uuid().describe('the ledger entry that credited it'),
  claimedAt: z.iso.datetime(),
});
export type KycBonusClaim = z.output<typeof kycBonusClaim>;

export const claimKycBonus = defineRoute({
  ...ENDPOINTS.claimKycBonus,
  summary:
    'The one-time K-Cash bonus for completed KYC, credited as earned K-Cash. Needs an Idempotency-Key header: a replay returns the first answer',
  tags: ['kyc'],
  access: 'user',
  idempotent: true,
  body: z.object({}).strict().nullish(),
  response: { 200: envelope(kycBonusClaim) },
});
