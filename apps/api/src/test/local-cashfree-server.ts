import { constants, generateKeyPairSync, privateDecrypt, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { readBody, sendJson } from './local-http';

/**
 * A local server answering as Cashfree's Verification API (Secure ID) does, for the Cashfree KYC
 * adapter's tests, under `/verification`:
 * - `POST /pan` `{ pan, name }` → `{ reference_id, pan, type, valid, registered_name, name_provided,
 *   pan_status, aadhaar_seeding_status, message, … }`; `GET /pan/{reference_id}` the same again;
 * - `POST /bank-account/sync` `{ bank_account, ifsc, name?, phone? }` → `{ reference_id,
 *   account_status, account_status_code, name_at_bank, … }`; `GET /bank-account?reference_id=…`;
 * - `x-client-id` and `x-client-secret` checked (400 when missing, 401 when wrong); with
 *   `requireSignature`, `x-cf-signature` too: "<client id>.<unix time>" encrypted (RSA-OAEP) with
 *   the public key the server hands out, at most 5 minutes old, else 403 as for an IP not
 *   whitelisted; errors as `{ type, code, message }`.
 * What the registries hold (PANs, bank accounts) is seeded by the test; any other PAN is not
 * valid, any other account is INVALID_ACCOUNT_FAIL, an IFSC of branch `000000` INVALID_IFSC_FAIL.
 * Shapes: https://www.cashfree.com/docs/api-reference/vrs/v2/pan/verify-pan-sync and
 * https://cashfree.com/docs/api-reference/vrs/v2/bav-v2/bank-account-verification-sync-v2
 */

export type LocalPan = {
  name: string;
  /** pan_status: VALID unless said (INVALID, DELETED, DEACTIVATED answer `valid: false`). */
  status?: 'VALID' | 'INVALID' | 'DELETED' | 'DEACTIVATED';
  /** Whether the PAN is linked to an Aadhaar (aadhaar_seeding_status Y, else R). */
  aadhaarLinked?: boolean;
};

export type LocalBankAccount = {
  name: string;
  /** INVALID codes (ACCOUNT_BLOCKED, NRE_ACCOUNT_FAIL…) or VALID (the default). */
  code?: string;
  /** Answers RECEIVED / VALIDATION_IN_PROGRESS until `completeBankChecks` is called. */
  slow?: boolean;
};

export type LocalCashfreeServer = {
  /** The Verification API's base (KYC_CASHFREE_URL). */
  url: string;
  client: { id: string; secret: string };
  /** The 2FA public key (PEM) calls must be signed with when `requireSignature`. */
  publicKey: string;
  addPan(pan: string, record: LocalPan): void;
  addBankAccount(ifsc: string, accountNumber: string, record: LocalBankAccount): void;
  /** The bank checks still RECEIVED are done now (their status answers the account's record). */
  completeBankChecks(): void;
  /** The next `count` bank checks fail at the bank (account_status FAILED with this code). */
  failBankNext(code: string, count?: number): void;
  /** The next `count` calls answer this status (a 5xx) or wait this long before answering. */
  failNext(failure: { status: number } | { delayMs: number }, count?: number): void;
  /** Every request served: method, path with query. */
  requests: string[];
  close(): Promise<void>;
};

type BankCheck = { ifsc: string; accountNumber: string; done: boolean; failure?: string };
type PanCheck = { pan: string; nameProvided: string };

const SIGNATURE_MAX_AGE_S = 300;

export async function startLocalCashfreeServer(
  options: { port?: number; requireSignature?: boolean } = {},
): Promise<LocalCashfreeServer> {
  const client = { id: `CF${Date.now()}TEST`, secret: `cfsk_ma_test_${Math.random().toString(36).slice(2)}` };
  const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const publicKey = keys.publicKey.export({ type: 'spki', format: 'pem' }).toString();
  const pans = new Map<string, LocalPan>();
  const accounts = new Map<string, LocalBankAccount>();
  const panChecks = new Map<number, PanCheck>();
  const bankChecks = new Map<number, BankCheck>();
  const requests: string[] = [];
  const failures: ({ status: number } | { delayMs: number })[] = [];
  const bankFailures: string[] = [];
  let nextReference = 1000;

  const error = (res: http.ServerResponse, status: number, message: string, type = 'validation_error') =>
    sendJson(res, status, {
      type,
      code: status === 401 ? 'authentication_failed' : 'request_failed',
      message,
    });

  const equal = (a: string, b: string) =>
    a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

  /** The authentication error of a request, or null. */
  function authenticate(req: http.IncomingMessage): { status: number; message: string } | null {
    const id = req.headers['x-client-id'];
    const secret = req.headers['x-client-secret'];
    if (typeof id !== 'string') return { status: 400, message: 'x-client-id is missing in the request.' };
    if (typeof secret !== 'string')
      return { status: 400, message: 'x-client-secret is missing in the request.' };
    if (!equal(id, client.id) || !equal(secret, client.secret))
      return { status: 401, message: 'Invalid clientId and clientSecret combination' };
    if (options.requireSignature) {
      const refused = { status: 403, message: 'IP not whitelisted your current ip is 127.0.0.1' };
      const signature = req.headers['x-cf-signature'];
      if (typeof signature !== 'string') return refused;
      try {
        const plain = privateDecrypt(
          { key: keys.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING },
          Buffer.from(signature, 'base64'),
        ).toString();
        const [signedId, time] = plain.split('.');
        const age = Math.abs(Date.now() / 1000 - Number(time));
        if (signedId !== client.id || !(age <= SIGNATURE_MAX_AGE_S)) return refused;
      } catch {
        return refused;
      }
    }
    return null;
  }

  function panAnswer(referenceId: number, check: PanCheck) {
    const record = pans.get(check.pan);
    const status = record ? (record.status ?? 'VALID') : 'INVALID';
    const valid = status === 'VALID';
    return {
      reference_id: referenceId,
      pan: check.pan,
      type: check.pan[3] === 'P' ? 'Individual' : 'Company',
      name_provided: check.nameProvided,
      registered_name: valid ? record!.name : '',
      name_pan_card: valid ? record!.name.toUpperCase() : '',
      father_name: '',
      valid,
      message: valid ? 'PAN verified successfully' : 'Invalid PAN',
      pan_status: status,
      aadhaar_seeding_status: valid ? (record!.aadhaarLinked === false ? 'R' : 'Y') : 'NA',
      aadhaar_seeding_status_desc: valid
        ? record!.aadhaarLinked === false
          ? 'Aadhaar is not linked to PAN'
          : 'Aadhaar is linked to PAN'
        : '',
      last_updated_at: '01/01/2024',
    };
  }

  function bankAnswer(referenceId: number, check: BankCheck) {
    const base = { reference_id: referenceId, utr: `4042${referenceId}`, bank_name: 'TEST BANK' };
    if (check.failure)
      return { ...base, account_status: 'FAILED', account_status_code: check.failure, name_at_bank: '' };
    const record = accounts.get(`${check.ifsc}/${check.accountNumber}`);
    if (record?.slow && !check.done)
      return { ...base, account_status: 'RECEIVED', account_status_code: 'VALIDATION_IN_PROGRESS' };
    if (check.ifsc.slice(5) === '000000')
      return {
        ...base,
        account_status: 'INVALID',
        account_status_code: 'INVALID_IFSC_FAIL',
        name_at_bank: '',
      };
    if (!record)
      return {
        ...base,
        account_status: 'INVALID',
        account_status_code: 'INVALID_ACCOUNT_FAIL',
        name_at_bank: '',
      };
    const code = record.code ?? 'ACCOUNT_IS_VALID';
    const valid = code === 'ACCOUNT_IS_VALID';
    return {
      ...base,
      account_status: valid ? 'VALID' : 'INVALID',
      account_status_code: code,
      name_at_bank: valid ? record.name.toUpperCase() : '',
      name_match_score: '90.00',
      name_match_result: 'GOOD_PARTIAL_MATCH',
      ifsc_details: { ifsc: check.ifsc, bank: 'TEST BANK' },
    };
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    requests.push(`${req.method} ${url.pathname}${url.search}`);
    const failure = failures.shift();
    if (failure && 'delayMs' in failure) await new Promise((r) => setTimeout(r, failure.delayMs));
    if (failure && 'status' in failure)
      return error(res, failure.status, 'something went wrong, please try after some time', 'api_error');
    const path = url.pathname.replace(/^\/verification/, '');
    const refused = authenticate(req);
    if (refused) return error(res, refused.status, refused.message, 'authentication_error');

    if (req.method === 'POST' && path === '/pan') {
      const body = JSON.parse((await readBody(req)) || '{}') as { pan?: unknown; name?: unknown };
      if (typeof body.pan !== 'string') return error(res, 400, 'pan is missing in the request.');
      if (!/^[A-Z]{5}\d{4}[A-Z]$/.test(body.pan)) return error(res, 400, 'Enter valid PAN.');
      const referenceId = nextReference++;
      const check = { pan: body.pan, nameProvided: typeof body.name === 'string' ? body.name : '' };
      panChecks.set(referenceId, check);
      return sendJson(res, 200, panAnswer(referenceId, check));
    }
    const panStatus = /^\/pan\/(\d+)$/.exec(path);
    if (req.method === 'GET' && panStatus) {
      const check = panChecks.get(Number(panStatus[1]));
      if (!check) return error(res, 404, 'Incorrect referenceId');
      return sendJson(res, 200, panAnswer(Number(panStatus[1]), check));
    }
    if (req.method === 'POST' && path === '/bank-account/sync') {
      const body = JSON.parse((await readBody(req)) || '{}') as Record<string, unknown>;
      const { bank_account: accountNumber, ifsc, name } = body;
      if (typeof accountNumber !== 'string')
        return error(res, 400, 'bank_account is missing in the request.');
      if (!/^[A-Za-z0-9]{6,40}$/.test(accountNumber))
        return error(res, 400, 'bank_account should be alphanumeric.');
      if (typeof ifsc !== 'string') return error(res, 400, 'ifsc is missing in the request.');
      if (!/^[A-Z]{4}0[A-Z0-9]{6}$/.test(ifsc))
        return error(res, 400, 'ifsc should be of 11 characters and 5th character should be 0.');
      if (name !== undefined && (typeof name !== 'string' || !/^[A-Za-z0-9 .\-/&]{1,100}$/.test(name)))
        return error(res, 400, 'name should not include special characters.');
      const referenceId = nextReference++;
      const failed = bankFailures.shift();
      const check: BankCheck = { ifsc, accountNumber, done: false, ...(failed ? { failure: failed } : {}) };
      bankChecks.set(referenceId, check);
      return sendJson(res, 200, bankAnswer(referenceId, check));
    }
    if (req.method === 'GET' && path === '/bank-account') {
      const id = url.searchParams.get('reference_id');
      if (!id) return error(res, 400, 'Please provide reference_id or user_id');
      if (!/^\d+$/.test(id)) return error(res, 400, 'reference_id should be a number.');
      const check = bankChecks.get(Number(id));
      if (!check) return error(res, 404, 'reference_id does not exist.');
      return sendJson(res, 200, bankAnswer(Number(id), check));
    }
    return error(res, 404, 'Not found');
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) error(res, 500, 'something went wrong, please try after some time', 'api_error');
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/verification`,
    client,
    publicKey,
    addPan: (pan, record) => void pans.set(pan, record),
    addBankAccount: (ifsc, accountNumber, record) => void accounts.set(`${ifsc}/${accountNumber}`, record),
    completeBankChecks() {
      for (const check of bankChecks.values()) check.done = true;
    },
    failBankNext(code, count = 1) {
      for (let i = 0; i < count; i++) bankFailures.push(code);
    },
    failNext(failure, count = 1) {
      for (let i = 0; i < count; i++) failures.push(failure);
    },
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
