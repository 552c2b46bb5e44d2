import type { KycDocument, KycRejectionReason, PixKey } from '@kp/domain/kyc';

/**
 * What the KYC module asks an identity provider. Numbers are sent normalized (a PAN in capitals,
 * an Aadhaar's 12 digits, a CPF's 11, a PIX key in its DICT form); `name` is the name the
 * document should be in. `checkId` is ours: a provider echoes it when it says an answer is ready.
 */
export type KycCheckRequest = { checkId: string; name: string } & (
  | { document: 'pan'; pan: string }
  | { document: 'aadhaar'; aadhaar: string }
  | { document: 'bank'; accountNumber: string; ifsc: string }
  | { document: 'cpf'; cpf: string }
  | { document: 'pix'; key: PixKey; ownerCpf: string }
);

/**
 * What a provider found: the record of the number (its holder's name as registered; for a PIX
 * key, the CPF or CNPJ of the key's owner), or why there is none. Whether the name is the
 * user's is the KYC module's rule (`isNameMatch`), not the provider's.
 */
export type KycCheckOutcome =
  | { isFound: true; registeredName: string; ownerTaxId?: string }
  | { isFound: false; reason: KycRejectionReason };

/**
 * An identity provider, asynchronous as real ones are: `submit` hands a check over and answers
 * at once with the provider's reference; the outcome is ready later. The provider says so
 * through `onOutcomeReady` (a webhook's part), and `fetchOutcome` reads it (also what the
 * reconciliation job does for a notification that was lost).
 */
export type KycProvider = {
  /** Kept on each check, so an outcome is only ever read back from the provider that has it. */
  readonly name: string;
  /** Whether this provider checks a document at all (one it does not is never sent to it). */
  supports(document: KycDocument): boolean;
  submit(request: KycCheckRequest): Promise<{ reference: string }>;
  /** The outcome of a check, or null while the provider is still working on it. */
  fetchOutcome(reference: string): Promise<KycCheckOutcome | null>;
  /** Registers who is told (with our check id and the reference) when an outcome is ready. */
  onOutcomeReady(listener: (notice: { checkId: string; reference: string }) => void): void;
  /** Stops whatever the provider keeps running (timers, connections). */
  close(): void;
};

/** Who is told when an outcome is ready: our check id and the provider's reference. */
export type KycOutcomeListener = (notice: { checkId: string; reference: string }) => void;

/**
 * The providers the KYC module talks to (built by `createKycProviders` from the configuration):
 * each document goes to the first one, in the configured order, that supports it; a check is read
 * back from the provider named on it.
 */
export type KycProviders = {
  /** The provider that checks a document, or null when none configured does. */
  forDocument(document: KycDocument): KycProvider | null;
  /** The provider of a name kept on a check, or null when it is not configured (any more). */
  byName(name: string): KycProvider | null;
  onOutcomeReady(listener: KycOutcomeListener): void;
  close(): void;
};

/** The providers, in order of preference (a document goes to the first that supports it). */
export function kycProvidersOf(providers: readonly KycProvider[]): KycProviders {
  const names = new Set(providers.map((p) => p.name));
  if (names.size !== providers.length) throw new Error('two KYC providers have the same name');
  return {
    forDocument: (document) => providers.find((p) => p.supports(document)) ?? null,
    byName: (name) => providers.find((p) => p.name === name) ?? null,
    onOutcomeReady(listener) {
      for (const provider of providers) provider.onOutcomeReady(listener);
    },
    close() {
      for (const provider of providers) provider.close();
    },
  };
}
