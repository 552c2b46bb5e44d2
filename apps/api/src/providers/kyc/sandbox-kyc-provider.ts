import { createKeyring, openSecret, sealSecret } from '../../platform/sealing';
import type { Clock } from '../../platform/clock';
import type { KycCheckOutcome, KycCheckRequest, KycProvider } from './kyc-provider';

/** The holder's name the sandbox answers for its "someone else's number" test values. */
export const SANDBOX_OTHER_NAME = 'Sandbox Other Person';
/** The registered name of every CNPJ (a company) in the sandbox. */
export const SANDBOX_COMPANY_NAME = 'Sandbox Comercio Ltda';
/** The CPF that owns the sandbox's "someone else's PIX key" test values. */
export const SANDBOX_OTHER_CPF = '52998224725';

/**
 * The outcome the sandbox gives a check, decided by the number alone (README.md beside this file
 * lists the test values). Formats and check digits were checked before: the sandbox answers like
 * a registry that has a record for every well-formed number except its test values.
 */
export function sandboxOutcome(request: KycCheckRequest): KycCheckOutcome {
  const found = (registeredName = request.name, ownerTaxId?: string): KycCheckOutcome => ({
    isFound: true,
    registeredName: registeredName.toUpperCase(),
    ...(ownerTaxId ? { ownerTaxId } : {}),
  });
  switch (request.document) {
    case 'pan': {
      const digits = request.pan.slice(5, 9);
      if (digits === '0000') return { isFound: false, reason: 'NOT_FOUND' };
      if (digits === '1111') return { isFound: false, reason: 'PAN_INOPERATIVE' };
      return digits === '9999' ? found(SANDBOX_OTHER_NAME) : found();
    }
    case 'aadhaar': {
      // The four digits before the check digit, since the check digit cannot be chosen.
      const digits = request.aadhaar.slice(7, 11);
      if (digits === '0000') return { isFound: false, reason: 'NOT_FOUND' };
      return digits === '9999' ? found(SANDBOX_OTHER_NAME) : found();
    }
    case 'bank': {
      if (request.ifsc.slice(5) === '000000') return { isFound: false, reason: 'IFSC_NOT_FOUND' };
      const digits = request.accountNumber.slice(-4);
      if (digits === '0000') return { isFound: false, reason: 'BANK_ACCOUNT_INVALID' };
      return digits === '9999' ? found(SANDBOX_OTHER_NAME) : found();
    }
    case 'cpf': {
      // The last three digits before the two check digits.
      const digits = request.cpf.slice(6, 9);
      if (digits === '000') return { isFound: false, reason: 'CPF_IRREGULAR' };
      return digits === '999' ? found(SANDBOX_OTHER_NAME) : found();
    }
    case 'pix': {
      const { type, value } = request.key;
      if (type === 'cpf')
        return value === request.ownerCpf ? found(request.name, value) : found(SANDBOX_OTHER_NAME, value);
      if (type === 'cnpj') return found(SANDBOX_COMPANY_NAME, value);
      const marker = type === 'email' ? value.slice(0, value.lastIndexOf('@')) : value.slice(-4);
      if (marker === '0000' || marker === 'notfound') return { isFound: false, reason: 'PIX_KEY_NOT_FOUND' };
      if (marker === '9999' || marker === 'other') return found(SANDBOX_OTHER_NAME, SANDBOX_OTHER_CPF);
      return found(request.name, request.ownerCpf);
    }
  }
}

type Ticket = { checkId: string; outcome: KycCheckOutcome; readyAt: number };

const PREFIX = 'sbx1';
const CONTEXT = 'kyc-sandbox-reference';

/**
 * The local KYC provider: it applies the real formats and checksums (before it is called) and
 * answers like a real provider, later. `submit` returns a reference at once; after `delayMs` the
 * outcome is ready and the sandbox says so, as a provider's webhook would. The reference itself
 * carries the outcome and when it is ready, sealed (AES-256-GCM) with the installation's key: the
 * sandbox keeps nothing, so a restart or another replica reads the same outcome from the same
 * reference, and what it holds (a name, the CPF that owns a PIX key) is not readable at rest.
 */
export function createSandboxKycProvider(options: {
  /** Seals references: 32 bytes. */
  key: Uint8Array;
  delayMs: number;
  clock: Clock;
}): KycProvider {
  const { delayMs, clock } = options;
  const keyring = createKeyring({ 1: options.key }, 1);
  const listeners: ((notice: { checkId: string; reference: string }) => void)[] = [];
  const timers = new Set<NodeJS.Timeout>();

  function readTicket(reference: string): Ticket {
    const [prefix, version, ciphertext] = reference.split(':');
    if (prefix !== PREFIX || version !== '1' || !ciphertext) throw new Error('not a sandbox KYC reference');
    const plain = openSecret({ keyVersion: 1, ciphertext }, keyring, CONTEXT);
    return JSON.parse(Buffer.from(plain).toString('utf8')) as Ticket;
  }

  return {
    name: 'sandbox',
    supports: () => true,
    async submit(request) {
      const ticket: Ticket = {
        checkId: request.checkId,
        outcome: sandboxOutcome(request),
        readyAt: clock.now().getTime() + delayMs,
      };
      const sealed = sealSecret(Buffer.from(JSON.stringify(ticket), 'utf8'), keyring, CONTEXT);
      const reference = `${PREFIX}:${sealed.keyVersion}:${sealed.ciphertext}`;
      const timer = setTimeout(() => {
        timers.delete(timer);
        for (const listener of listeners) listener({ checkId: request.checkId, reference });
      }, delayMs);
      timer.unref();
      timers.add(timer);
      return { reference };
    },
    async fetchOutcome(reference) {
      const ticket = readTicket(reference);
      return clock.now().getTime() >= ticket.readyAt ? ticket.outcome : null;
    },
    onOutcomeReady(listener) {
      listeners.push(listener);
    },
    close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
