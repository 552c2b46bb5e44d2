import type { KycDocument } from '@kp/domain/kyc';
import { createKeyring, openSecret, sealSecret } from '../../platform/sealing';
import { isProviderRejection, malformedAnswer, requestJson } from '../oauth2/provider-http';
import type { KycCheckOutcome, KycOutcomeListener, KycProvider } from './kyc-provider';

/**
 * Serpro's Consulta CPF (the Receita Federal's CPF registry), for Brazil's CPF.
 *
 * - A token by OAuth 2.0 client credentials: `POST /token` with `grant_type=client_credentials`
 *   and HTTP Basic of the contract's consumer key and secret; `{ access_token, expires_in }`.
 * - `GET /consulta-cpf-df/v1/cpf/{cpf}` with the token as Bearer: `{ ni, nome, situacao: { codigo,
 *   descricao }, nascimento }`; 404 when the registry has no such CPF.
 *   https://apicenter.estaleiro.serpro.gov.br/documentacao/consulta-cpf/
 * - `situacao.codigo` "0" is Regular; the others (2 Suspensa, 3 Titular Falecido, 4 Pendente de
 *   Regularização, 5 Cancelada por Multiplicidade, 8 Nula, 9 Cancelada de Ofício) are a CPF that is
 *   not regular: refused as CPF_IRREGULAR.
 *
 * The registry answers at once and has no status call by reference (each query is billed), so
 * the answer itself is the reference: sealed with AES-256-GCM under a key derived from the
 * installation secret (`serpro1:<key version>:<sealed>`). The adapter keeps nothing but its
 * token: any replica reads the outcome from the reference, and the stored reference reveals
 * neither the name nor the number.
 *
 * PIX keys are not offered: their owners are in the Central Bank's DICT, which only PIX
 * participants (banks, payment institutions) may query, not Serpro.
 */

export const SERPRO_DOCUMENTS: readonly KycDocument[] = ['cpf'];

const PROVIDER = 'serpro';
const PREFIX = 'serpro1';
const CONTEXT = 'kyc-serpro-reference';
/** A token is renewed this long before Serpro says it expires. */
const TOKEN_MARGIN_MS = 60_000;

type Ticket = { checkId: string; outcome: KycCheckOutcome };

/** What the registry's answer means for a CPF. */
export function serproCpfOutcome(cpf: string, body: unknown): KycCheckOutcome {
  if (typeof body !== 'object' || body === null) throw malformedAnswer(PROVIDER, 'CPF answer');
  const { ni, nome, situacao } = body as Record<string, unknown>;
  const code = (situacao as { codigo?: unknown } | null)?.codigo;
  if (typeof ni !== 'string' || ni.replace(/\D/g, '') !== cpf || typeof code !== 'string')
    throw malformedAnswer(PROVIDER, 'CPF answer');
  if (code.trim() !== '0') return { isFound: false, reason: 'CPF_IRREGULAR' };
  const name = typeof nome === 'string' ? nome.trim() : '';
  return name ? { isFound: true, registeredName: name } : { isFound: false, reason: 'NOT_FOUND' };
}

export type SerproKycOptions = {
  /** The gateway: https://gateway.apiserpro.serpro.gov.br (or a local test server). */
  baseUrl: string;
  consumerKey: string;
  consumerSecret: string;
  /** Seals references: 32 bytes. */
  key: Uint8Array;
  timeoutMs: number;
  fetch?: typeof fetch;
};

export function createSerproKycProvider(options: SerproKycOptions): KycProvider {
  const base = options.baseUrl.replace(/\/+$/, '');
  const keyring = createKeyring({ 1: options.key }, 1);
  const listeners: KycOutcomeListener[] = [];
  const http = { timeoutMs: options.timeoutMs, ...(options.fetch ? { fetch: options.fetch } : {}) };
  let token: { value: string; expiresAt: number } | null = null;
  let pendingToken: Promise<string> | null = null;

  async function requestToken(): Promise<string> {
    const basic = Buffer.from(`${options.consumerKey}:${options.consumerSecret}`).toString('base64');
    const body = await requestJson(PROVIDER, `${base}/token`, {
      method: 'POST',
      headers: {
        accept: 'application/json',
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
      ...http,
    });
    const { access_token: value, expires_in: expiresIn } = (body ?? {}) as Record<string, unknown>;
    if (typeof value !== 'string' || !value) throw malformedAnswer(PROVIDER, 'token answer');
    const lifetimeS = typeof expiresIn === 'number' && expiresIn > 0 ? expiresIn : 300;
    token = { value, expiresAt: Date.now() + Math.max(0, lifetimeS * 1000 - TOKEN_MARGIN_MS) };
    return value;
  }

  /** The current token, asked for once at a time when there is none or it is about to expire. */
  async function bearer(): Promise<string> {
    if (token && token.expiresAt > Date.now()) return token.value;
    pendingToken ??= requestToken().finally(() => {
      pendingToken = null;
    });
    return pendingToken;
  }

  /** The registry's record of a CPF (null: none), asking for a new token once if it was refused. */
  async function lookUp(cpf: string): Promise<unknown> {
    for (let attempt = 1; ; attempt++) {
      const accessToken = await bearer();
      try {
        return await requestJson(PROVIDER, `${base}/consulta-cpf-df/v1/cpf/${cpf}`, {
          method: 'GET',
          headers: { accept: 'application/json', authorization: `Bearer ${accessToken}` },
          ...http,
        });
      } catch (error) {
        if (isProviderRejection(error, 404)) return null;
        if (isProviderRejection(error, 401) && attempt === 1) {
          if (token?.value === accessToken) token = null;
          continue;
        }
        throw error;
      }
    }
  }

  function readTicket(reference: string): Ticket {
    const [prefix, version, ciphertext] = reference.split(':');
    if (prefix !== PREFIX || !version || !ciphertext) throw new Error('not a Serpro KYC reference');
    const plain = openSecret({ keyVersion: Number(version), ciphertext }, keyring, CONTEXT);
    return JSON.parse(Buffer.from(plain).toString('utf8')) as Ticket;
  }

  return {
    name: PROVIDER,
    supports: (document) => SERPRO_DOCUMENTS.includes(document),

    async submit(request) {
      if (request.document !== 'cpf')
        throw new Error(
          request.document === 'pix'
            ? "Serpro does not look up PIX keys (the Central Bank's DICT is open to PIX participants only)"
            : `Serpro does not check a ${request.document}`,
        );
      const record = await lookUp(request.cpf);
      const outcome: KycCheckOutcome =
        record === null ? { isFound: false, reason: 'NOT_FOUND' } : serproCpfOutcome(request.cpf, record);
      const ticket: Ticket = { checkId: request.checkId, outcome };
      const sealed = sealSecret(Buffer.from(JSON.stringify(ticket), 'utf8'), keyring, CONTEXT);
      const reference = `${PREFIX}:${sealed.keyVersion}:${sealed.ciphertext}`;
      for (const listener of listeners) listener({ checkId: request.checkId, reference });
      return { reference };
    },

    async fetchOutcome(reference) {
      return readTicket(reference).outcome;
    },

    onOutcomeReady(listener) {
      listeners.push(listener);
    },

    close() {
      listeners.length = 0;
    },
  };
}
