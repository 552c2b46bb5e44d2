import { constants, publicEncrypt } from 'node:crypto';
import type { KycDocument } from '@kp/domain/kyc';
import type { Clock } from '../../platform/clock';
import { malformedAnswer, ProviderError, requestJson } from '../oauth2/provider-http';
import type { KycCheckOutcome, KycOutcomeListener, KycProvider } from './kyc-provider';

/**
 * Cashfree Secure ID (the Verification API), for India's PAN and bank account.
 *
 * - PAN: `POST /pan` with `{ pan, name }` answers at once with `valid`, `registered_name`,
 *   `pan_status` and `aadhaar_seeding_status`, and a `reference_id`; `GET /pan/{reference_id}`
 *   reads the same answer back.
 *   https://www.cashfree.com/docs/api-reference/vrs/v2/pan/verify-pan-sync
 *   https://cashfree.com/docs/api-reference/vrs/v2/pan/get-status-of-verify-pan-sync
 * - Bank account (penny-less over IMPS): `POST /bank-account/sync` with `{ bank_account, ifsc }`
 *   answers `account_status` (VALID, INVALID, or still RECEIVED/IN_PROCESS…),
 *   `account_status_code` and `name_at_bank`, with a `reference_id`;
 *   `GET /bank-account?reference_id=…` reads its status.
 *   https://cashfree.com/docs/api-reference/vrs/v2/bav-v2/bank-account-verification-sync-v2
 *   https://cashfree.com/docs/api-reference/vrs/v2/bav-v2/get-bav-status-v2
 *   https://cashfree.com/docs/api-reference/vrs/v2/bav-v2/bav-response-description
 * - Every call carries `x-client-id` and `x-client-secret`; a server without a whitelisted IP adds
 *   `x-cf-signature`: "<client id>.<unix time>" encrypted with Cashfree's 2FA public key
 *   (RSA-OAEP), in base64. https://www.cashfree.com/docs/api-reference/vrs/2fa-api-signature-generation
 *
 * Both calls answer synchronously, so no webhook is needed. The adapter keeps nothing: its
 * reference is Cashfree's own `reference_id` (`cf1:pan:<id>`, `cf1:bank:<id>`), and
 * `fetchOutcome` reads the answer back from Cashfree by it, so any replica settles any check. A
 * bank check Cashfree is still processing stays pending until the `kyc-checks` job reads it done.
 *
 * Aadhaar is not offered: Cashfree verifies an Aadhaar number only through an OTP sent to the
 * holder's phone (`/offline-aadhaar/otp`), a step this product's form does not have. Nor are the
 * CPF and the PIX key (Brazil).
 */

export const CASHFREE_DOCUMENTS: readonly KycDocument[] = ['pan', 'bank'];

const PROVIDER = 'cashfree';
const PREFIX = 'cf1';
/** The API version sent: one after 2022-09-12 returns the PAN's Aadhaar seeding status. */
const API_VERSION = '2023-12-18';

// Cashfree's account_status values: still working on it, or answered.
const BANK_PENDING_STATUSES = new Set([
  'RECEIVED',
  'IN_PROCESS',
  'PROCESSING',
  'APPROVAL_PENDING',
  'PARTIALLY_APPROVED',
]);
const BANK_PENDING_CODES = new Set(['VALIDATION_IN_PROGRESS', 'VERIFICATION_ALREADY_UNDER_PROCESS']);
// account_status_code values that say nothing of the account: the bank or the network failed.
const BANK_TRANSIENT_CODES = new Set([
  'FAILED_AT_BANK',
  'NPCI_UNAVAILABLE',
  'CONNECTION_TIMEOUT',
  'SOURCE_BANK_DECLINED',
  'BENE_BANK_DECLINED',
  'IMPS_MODE_FAIL',
  'BENEFICIARY_BANK_OFFLINE',
  'INSUFFICIENT_BALANCE',
  'BAV_BLOCKED',
]);

type JsonObject = Record<string, unknown>;

const isRecord = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Cashfree's reference_id (a number in its answers) as text, or null. */
function referenceIdOf(body: JsonObject): string | null {
  const id = body.reference_id;
  if (typeof id === 'number' && Number.isSafeInteger(id) && id >= 0) return String(id);
  if (typeof id === 'string' && /^\d{1,20}$/.test(id)) return id;
  return null;
}

/**
 * What a PAN answer means: found under its registered name; inoperative when Cashfree says the
 * PAN is not linked to an Aadhaar (`aadhaar_seeding_status` R: such a PAN has been inoperative
 * since July 2023); no record when it is not valid (INVALID, DELETED, DEACTIVATED).
 */
export function cashfreePanOutcome(body: unknown): KycCheckOutcome {
  if (!isRecord(body) || typeof body.valid !== 'boolean') throw malformedAnswer(PROVIDER, 'PAN answer');
  const status = typeof body.pan_status === 'string' ? body.pan_status.toUpperCase() : 'VALID';
  const name = typeof body.registered_name === 'string' ? body.registered_name.trim() : '';
  if (!body.valid || status !== 'VALID' || !name) return { isFound: false, reason: 'NOT_FOUND' };
  if (body.aadhaar_seeding_status === 'R') return { isFound: false, reason: 'PAN_INOPERATIVE' };
  return { isFound: true, registeredName: name };
}

/**
 * What a bank account answer means: found (VALID) under the name the bank holds; refused for a
 * bad IFSC or an invalid, blocked, NRE or fraudulent account; `pending` while Cashfree works on
 * it; `unavailable` when the bank or the network failed (which says nothing of the account).
 */
export function cashfreeBankOutcome(body: unknown): KycCheckOutcome | 'pending' | 'unavailable' {
  if (!isRecord(body) || typeof body.account_status !== 'string')
    throw malformedAnswer(PROVIDER, 'bank account answer');
  const status = body.account_status.toUpperCase();
  const code = typeof body.account_status_code === 'string' ? body.account_status_code.toUpperCase() : '';
  if (BANK_PENDING_STATUSES.has(status) || BANK_PENDING_CODES.has(code)) return 'pending';
  if (status === 'VALID') {
    const name = typeof body.name_at_bank === 'string' ? body.name_at_bank.trim() : '';
    return { isFound: true, registeredName: name };
  }
  if (code === 'INVALID_IFSC_FAIL' || code === 'INVALID_IFSC')
    return { isFound: false, reason: 'IFSC_NOT_FOUND' };
  if (BANK_TRANSIENT_CODES.has(code)) return 'unavailable';
  return { isFound: false, reason: 'BANK_ACCOUNT_INVALID' };
}

/** A name as Cashfree accepts it (letters, digits, spaces, `.`, `-`, `/`, `&`; at most 100). */
function cashfreeName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9 .\-/&]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 100);
}

export type CashfreeKycOptions = {
  /** The Verification API's base: https://api.cashfree.com/verification (or the sandbox's). */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** Cashfree's 2FA public key (PEM), when the server's IP is not whitelisted. */
  publicKey?: string | undefined;
  timeoutMs: number;
  clock: Clock;
  fetch?: typeof fetch;
};

export function createCashfreeKycProvider(options: CashfreeKycOptions): KycProvider {
  const base = options.baseUrl.replace(/\/+$/, '');
  const listeners: KycOutcomeListener[] = [];

  function headers(): Record<string, string> {
    const result: Record<string, string> = {
      accept: 'application/json',
      'x-client-id': options.clientId,
      'x-client-secret': options.clientSecret,
      'x-api-version': API_VERSION,
    };
    if (options.publicKey) {
      const unixTime = Math.floor(options.clock.now().getTime() / 1000);
      result['x-cf-signature'] = publicEncrypt(
        { key: options.publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING },
        Buffer.from(`${options.clientId}.${unixTime}`),
      ).toString('base64');
    }
    return result;
  }

  async function call(path: string, body?: Record<string, string>): Promise<JsonObject> {
    const answer = await requestJson(PROVIDER, base + path, {
      method: body ? 'POST' : 'GET',
      headers: body ? { ...headers(), 'content-type': 'application/json' } : headers(),
      ...(body ? { body: JSON.stringify(body) } : {}),
      timeoutMs: options.timeoutMs,
      ...(options.fetch ? { fetch: options.fetch } : {}),
    });
    if (!isRecord(answer)) throw malformedAnswer(PROVIDER, 'answer');
    return answer;
  }

  function referenceOf(kind: 'pan' | 'bank', body: JsonObject): string {
    const id = referenceIdOf(body);
    if (!id) throw malformedAnswer(PROVIDER, 'answer without a reference_id');
    return `${PREFIX}:${kind}:${id}`;
  }

  function announce(checkId: string, reference: string): void {
    for (const listener of listeners) listener({ checkId, reference });
  }

  return {
    name: PROVIDER,
    supports: (document) => CASHFREE_DOCUMENTS.includes(document),

    async submit(request) {
      switch (request.document) {
        case 'pan': {
          // The name is optional to Cashfree (its own name match is not used); one it would refuse is left out.
          const name = cashfreeName(request.name);
          const body = await call('/pan', { pan: request.pan, ...(name ? { name } : {}) });
          cashfreePanOutcome(body); // an answer that cannot be read is refused now, not at settling
          const reference = referenceOf('pan', body);
          announce(request.checkId, reference);
          return { reference };
        }
        case 'bank': {
          // No name: Cashfree's own name match is not used (the module's rule decides).
          const body = await call('/bank-account/sync', {
            bank_account: request.accountNumber,
            ifsc: request.ifsc,
          });
          const outcome = cashfreeBankOutcome(body);
          // The bank did not answer: nothing was learnt of the account; the user may try again.
          if (outcome === 'unavailable')
            throw new ProviderError(PROVIDER, 'unavailable', {
              providerCode: String(body.account_status_code),
              reason: 'the bank could not be reached',
            });
          const reference = referenceOf('bank', body);
          if (outcome !== 'pending') announce(request.checkId, reference);
          return { reference };
        }
        default:
          throw new Error(
            request.document === 'aadhaar'
              ? 'Cashfree checks an Aadhaar only with an OTP sent to its holder, which this product does not ask for'
              : `Cashfree does not check a ${request.document}`,
          );
      }
    },

    async fetchOutcome(reference) {
      const match = /^cf1:(pan|bank):(\d{1,20})$/.exec(reference);
      if (!match) throw new Error('not a Cashfree KYC reference');
      const [, kind, id] = match;
      if (kind === 'pan') return cashfreePanOutcome(await call(`/pan/${id}`));
      const outcome = cashfreeBankOutcome(await call(`/bank-account?reference_id=${id}`));
      if (outcome === 'pending') return null;
      // Failed at the bank after it was taken: the account could not be verified; the user may
      // send it again (the submission itself refuses such an answer as unavailable).
      return outcome === 'unavailable' ? { isFound: false, reason: 'BANK_ACCOUNT_INVALID' } : outcome;
    },

    onOutcomeReady(listener) {
      listeners.push(listener);
    },

    close() {
      listeners.length = 0;
    },
  };
}
