import { randomUUID } from 'node:crypto';
import { AppError } from '@kp/domain/errors';
import {
  KYC_ATTEMPTS,
  KYC_DOCUMENT_NAMES,
  KYC_IDENTITY_DOCUMENTS,
  KYC_MESSAGES,
  KYC_PREREQUISITES,
  KYC_UPDATABLE_DOCUMENTS,
  kycRuleOf,
  maskDocumentNumber,
  parsePixKey,
  type KycDocument,
  type PixKey,
} from '@kp/domain/kyc';
import { isConstraintViolation, PG_ERROR } from '../../db/pg-errors';
import type { KycCheckRequest, KycProvider } from '../../providers/kyc/kyc-provider';
import type { KycCheckRow } from './kyc.repository';
import type { KycDeps, KycSubmission } from './kyc-deps';
import type { createKycStatus } from './kyc-status';

const PENDING_INDEX = 'kyc_checks_one_pending_key';
const IDENTITY_INDEX = 'kyc_checks_identity_number_key';

/** The number a check seals and its keyed hash, the mask, and what is kept in clear beside them. */
function numberOf(submission: KycSubmission): {
  value: string;
  hashed: string;
  attributes: Record<string, string>;
  pixKey?: PixKey;
} {
  switch (submission.document) {
    case 'pan':
      return { value: submission.pan, hashed: submission.pan, attributes: {} };
    case 'aadhaar':
      return { value: submission.aadhaar, hashed: submission.aadhaar, attributes: {} };
    case 'cpf':
      return { value: submission.cpf, hashed: submission.cpf, attributes: {} };
    case 'bank':
      // The same account number at another branch is another account.
      return {
        value: submission.accountNumber,
        hashed: `${submission.ifsc}/${submission.accountNumber}`,
        attributes: { ifsc: submission.ifsc },
      };
    case 'pix': {
      const key = parsePixKey(submission.key);
      if (!key)
        throw AppError.fieldRule('VALIDATION_FAILED', `key: ${KYC_MESSAGES.validPixKey}`, {
          details: [{ field: 'key', reason: 'invalid_pix_key', message: KYC_MESSAGES.validPixKey }],
        });
      return { value: key.value, hashed: key.value, attributes: { pixKeyType: key.type }, pixKey: key };
    }
  }
}

/** A user's sending of a document (or of its update) to the provider that checks it. */
export function createSubmitDocument(
  deps: Pick<KycDeps, 'repository' | 'providers' | 'vault' | 'clock' | 'log'> & {
    regionOfUser: ReturnType<typeof createKycStatus>['regionOfUser'];
    getStatus: ReturnType<typeof createKycStatus>['getStatus'];
    announce: (userId: string) => void;
    /** Checks sent to the provider and not yet kept, and whether their outcome was announced meanwhile. */
    submitting: Map<string, boolean>;
    settle: (checkId: string) => Promise<boolean>;
    track: (work: Promise<unknown>) => void;
  },
) {
  const { repository, providers, vault, clock, log } = deps;
  const { regionOfUser, getStatus, announce, submitting, settle, track } = deps;

  /**
   * The provider that checks a document. None configured does (Aadhaar with a provider that asks
   * for an OTP, a PIX key without a DICT provider): refused before anything is kept or counted.
   */
  function providerFor(document: KycDocument): KycProvider {
    const provider = providers.forDocument(document);
    if (provider) return provider;
    throw new AppError('KYC_DOCUMENT_NOT_CHECKED_HERE', { details: { document } });
  }

  /**
   * Sends a document to the provider: checks that the user's region asks for it, that what it
   * depends on is verified, that no check of it is in flight, that it is not verified already (or
   * is, for an update), the attempts limit and that no other account holds the number. The
   * check is kept pending, the number sealed; the provider answers later.
   */
  async function submit(userId: string, submission: KycSubmission, options: { isUpdate: boolean }) {
    const { document } = submission;
    const { region } = await regionOfUser(userId);
    if (!kycRuleOf(region).documents.includes(document))
      throw new AppError('KYC_NOT_FOR_REGION', {
        params: { document: KYC_DOCUMENT_NAMES[document] },
        details: { document },
      });
    if (options.isUpdate && !KYC_UPDATABLE_DOCUMENTS.includes(document))
      throw new Error(`the ${document} cannot be updated`);
    const provider = providerFor(document);
    const active = await repository.listActiveChecks(userId);
    const verifiedOf = (d: KycDocument) => active.find((r) => r.document === d && r.status === 'verified');

    const prerequisite = KYC_PREREQUISITES[document];
    const basis = prerequisite ? verifiedOf(prerequisite) : undefined;
    if (prerequisite && !basis)
      throw new AppError('KYC_PREREQUISITE_MISSING', {
        params: { document: KYC_DOCUMENT_NAMES[prerequisite] },
        details: { document, prerequisite },
      });
    if (active.some((r) => r.document === document && r.status === 'pending'))
      throw new AppError('KYC_CHECK_IN_PROGRESS');
    const current = verifiedOf(document);
    if (current && !options.isUpdate) throw new AppError('KYC_ALREADY_VERIFIED');
    if (!current && options.isUpdate) throw new AppError('KYC_NOTHING_TO_UPDATE');

    const now = clock.now();
    const attempts = await repository.countChecksSince(
      userId,
      document,
      new Date(now.getTime() - KYC_ATTEMPTS.windowMs),
    );
    if (attempts >= KYC_ATTEMPTS.max) throw new AppError('TOO_MANY_ATTEMPTS');

    const number = numberOf(submission);
    const numberHash = vault.hash(document, number.hashed);
    if (current && current.numberHash === numberHash)
      throw new AppError('KYC_ALREADY_VERIFIED', {
        variant: 'same_number',
        params: { document: KYC_DOCUMENT_NAMES[document] },
        details: { document },
      });
    if (
      KYC_IDENTITY_DOCUMENTS.includes(document) &&
      (await repository.isNumberHeldByAnother(document, numberHash, userId))
    )
      throw new AppError('KYC_DOCUMENT_IN_USE', {
        params: { document: KYC_DOCUMENT_NAMES[document] },
        details: { document },
      });

    // The name the document must be in: typed for a PAN or a CPF, the verified one's for the rest.
    const name = 'name' in submission ? submission.name : basis!.registeredName!;
    const checkId = randomUUID();
    const request = toProviderRequest(checkId, name, submission, number.pixKey, basis);
    submitting.set(checkId, false);
    try {
      await sendAndKeep();
    } finally {
      const isAnswered = submitting.get(checkId);
      submitting.delete(checkId);
      // The provider answered before the check was kept: settle it now that it is.
      if (isAnswered) track(settle(checkId));
    }
    announce(userId);
    return getStatus(userId);

    async function sendAndKeep(): Promise<void> {
      let reference: string;
      try {
        ({ reference } = await provider.submit(request));
      } catch (error) {
        log.error({ err: error, document, provider: provider.name }, 'the KYC provider refused a check');
        throw new AppError('SERVICE_UNAVAILABLE', { cause: error });
      }
      const sealed = vault.seal(document, checkId, number.value);
      try {
        await repository.insertCheck({
          id: checkId,
          userId,
          document,
          status: 'pending',
          numberHash,
          encryptedNumber: sealed.ciphertext,
          keyVersion: sealed.keyVersion,
          maskedNumber: maskDocumentNumber(document, number.value),
          attributes: number.attributes,
          submittedName: name,
          provider: provider.name,
          providerReference: reference,
          submittedAt: now,
        });
      } catch (error) {
        // A second request that passed the checks above at the same moment: the indexes keep one.
        if (isConstraintViolation(error, PG_ERROR.uniqueViolation, PENDING_INDEX))
          throw new AppError('KYC_CHECK_IN_PROGRESS', { cause: error });
        if (isConstraintViolation(error, PG_ERROR.uniqueViolation, IDENTITY_INDEX)) {
          // The user's own number, sent twice at once: the other request has it in hand.
          if (!(await repository.isNumberHeldByAnother(document, numberHash, userId)))
            throw new AppError('KYC_CHECK_IN_PROGRESS', { cause: error });
          throw new AppError('KYC_DOCUMENT_IN_USE', {
            params: { document: KYC_DOCUMENT_NAMES[document] },
            details: { document },
            cause: error,
          });
        }
        throw error;
      }
    }
  }

  function toProviderRequest(
    checkId: string,
    name: string,
    submission: KycSubmission,
    pixKey: PixKey | undefined,
    basis: KycCheckRow | undefined,
  ): KycCheckRequest {
    switch (submission.document) {
      case 'pan':
        return { checkId, name, document: 'pan', pan: submission.pan };
      case 'aadhaar':
        return { checkId, name, document: 'aadhaar', aadhaar: submission.aadhaar };
      case 'bank':
        return {
          checkId,
          name,
          document: 'bank',
          accountNumber: submission.accountNumber,
          ifsc: submission.ifsc,
        };
      case 'cpf':
        return { checkId, name, document: 'cpf', cpf: submission.cpf };
      case 'pix':
        return {
          checkId,
          name,
          document: 'pix',
          key: pixKey!,
          ownerCpf: vault.open('cpf', basis!.id, {
            keyVersion: basis!.keyVersion,
            ciphertext: basis!.encryptedNumber,
          }),
        };
    }
  }

  return submit;
}
