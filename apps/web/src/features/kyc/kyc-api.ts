import type { KycBonusClaim, KycStatus } from '@kp/contract/kyc';
import type { KycDocument } from '@kp/domain/kyc';
import { call } from '../../lib/api-client';
import { withIdempotencyKey } from '../../lib/idempotency-key';

/** The user's KYC, read once (the page follows it live through the event stream). */
export function loadKycStatus(signal?: AbortSignal): Promise<KycStatus> {
  return call('getKycStatus', {}, { signal }).then((answer) => answer.data);
}

/** The checked, normalized values of a document's form, as its call takes them. */
export type DocumentValues = Record<string, string>;

/** Sends a document to be checked (or, for a bank account or PIX key, to replace the verified one). */
export function sendDocument(
  document: KycDocument,
  v: DocumentValues,
  isUpdate: boolean,
): Promise<KycStatus> {
  const answer: Promise<{ data: KycStatus }> = (() => {
    switch (document) {
      case 'pan':
        return call('verifyPan', { body: { pan: v.pan!, name: v.name! } });
      case 'aadhaar':
        return call('verifyAadhaar', { body: { aadhaar: v.aadhaar! } });
      case 'bank': {
        const body = { accountNumber: v.accountNumber!, ifsc: v.ifsc! };
        return isUpdate ? call('updateBank', { body }) : call('verifyBank', { body });
      }
      case 'cpf':
        return call('verifyCpf', { body: { cpf: v.cpf!, name: v.name! } });
      case 'pix':
        return isUpdate
          ? call('updatePix', { body: { key: v.key! } })
          : call('verifyPix', { body: { key: v.key! } });
    }
  })();
  // A check is answered 202 (accepted, pending) with the status it leaves.
  return answer.then((a) => a.data);
}

/** Claims the KYC bonus, once per key (a retry with the key gets the first answer). */
export function claimKycBonus(idempotencyKey: string): Promise<KycBonusClaim> {
  return call('claimKycBonus', {}, { fetch: withIdempotencyKey(idempotencyKey) }).then((a) => a.data);
}
