import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { KycBonusClaim, KycDocumentState, KycStatus } from '@kp/contract/kyc';
import { formatAmount, KCASH } from '@kp/domain/currencies';
import { AppError } from '@kp/domain/errors';
import {
  isKycComplete,
  isNameMatch,
  KYC_ATTEMPTS,
  KYC_DOCUMENT_NAMES,
  KYC_IDENTITY_DOCUMENTS,
  KYC_PREREQUISITES,
  KYC_REJECTION_REASONS,
  KYC_UPDATABLE_DOCUMENTS,
  kycRuleOf,
  maskDocumentNumber,
  parsePixKey,
  type KycDocument,
  type KycRejectionReason,
  type PixKey,
} from '@kp/domain/kyc';
import type { Region } from '@kp/domain/locations';
import { regulatoryRegion } from '@kp/domain/regulatory-country';
import type { Db, DbOrTx } from '../../db/client';
import { isConstraintViolation, PG_ERROR } from '../../db/pg-errors';
import type { Clock } from '../../platform/clock';
import type {
  KycCheckOutcome,
  KycCheckRequest,
  KycProvider,
  KycProviders,
} from '../../providers/kyc/kyc-provider';
import type { LedgerService } from '../ledger/ledger.service';
import type { KycGate, KycPayoutStatus } from './kyc-gate';
import type { KycCheckRow, KycRepository } from './kyc.repository';
import type { DocumentVault } from './kyc-vault';

/** What the KYC module needs of the users module: the user's regulatory country, and fixing it once KYC completes. */
export type KycUsers = {
  getRegulatoryCountry(id: string, tx?: DbOrTx): Promise<string | null>;
  fixKycRegion(id: string, region: Region, tx: DbOrTx): Promise<void>;
};

/** A document as a user sends it (the contract has normalized and checked its format). */
export type KycSubmission =
  | { document: 'pan'; pan: string; name: string }
  | { document: 'aadhaar'; aadhaar: string }
  | { document: 'bank'; accountNumber: string; ifsc: string }
  | { document: 'cpf'; cpf: string; name: string }
  | { document: 'pix'; key: string };

/** The ledger's idempotency key of a user's KYC bonus: it can be credited once, whatever the request. */
const bonusKey = (userId: string) => `kyc-bonus:${userId}`;

/** How many pending checks the reconciliation job settles per run. */
const SETTLE_BATCH = 100;

const PENDING_INDEX = 'kyc_checks_one_pending_key';
const IDENTITY_INDEX = 'kyc_checks_identity_number_key';

function iso(date: Date | null): string | null {
  return date ? date.toISOString() : null;
}

function reasonOf(row: KycCheckRow) {
  const code = row.reasonCode as KycRejectionReason | null;
  return code ? { code, message: KYC_REJECTION_REASONS[code] } : null;
}

/** The details of a check that are not secret, as the status shows them. */
function detailsOf(row: KycCheckRow): KycDocumentState['details'] {
  const { ifsc, pixKeyType } = row.attributes;
  return {
    ...(ifsc ? { ifsc } : {}),
    ...(pixKeyType ? { pixKeyType: pixKeyType as PixKey['type'] } : {}),
  };
}

/** One document's state from its verified, pending and latest rejected checks. */
function documentState(
  document: KycDocument,
  rows: { verified?: KycCheckRow; pending?: KycCheckRow; rejected?: KycCheckRow },
): KycDocumentState {
  const { verified, pending, rejected } = rows;
  if (verified) {
    // A newer value being checked, or turned down since, shows beside the verified one.
    const newer = pending ?? (rejected && rejected.submittedAt > verified.submittedAt ? rejected : undefined);
    return {
      document,
      status: 'verified',
      maskedNumber: verified.maskedNumber,
      holderName: verified.registeredName,
      details: detailsOf(verified),
      reason: null,
      submittedAt: iso(verified.submittedAt),
      decidedAt: iso(verified.decidedAt),
      update: newer
        ? {
            status: newer.status === 'pending' ? 'pending' : 'rejected',
            maskedNumber: newer.maskedNumber,
            reason: reasonOf(newer),
            submittedAt: newer.submittedAt.toISOString(),
            decidedAt: iso(newer.decidedAt),
          }
        : null,
    };
  }
  const latest = pending ?? rejected;
  if (!latest)
    return {
      document,
      status: 'not_submitted',
      maskedNumber: null,
      holderName: null,
      details: {},
      reason: null,
      submittedAt: null,
      decidedAt: null,
      update: null,
    };
  return {
    document,
    status: latest.status === 'pending' ? 'pending' : 'rejected',
    maskedNumber: latest.maskedNumber,
    holderName: null,
    details: detailsOf(latest),
    reason: reasonOf(latest),
    submittedAt: latest.submittedAt.toISOString(),
    decidedAt: iso(latest.decidedAt),
    update: null,
  };
}

export function createKycService(deps: {
  db: Db;
  repository: KycRepository;
  users: KycUsers;
  ledger: Pick<LedgerService, 'post' | 'systemAccount' | 'userAccount'>;
  /** Who checks each document (`createKycProviders`); a check is read back from the one named on it. */
  providers: KycProviders;
  vault: DocumentVault;
  clock: Clock;
  /** The one-time bonus for completing KYC, in K-Cash minor units (0: none). */
  bonusKcash: bigint;
  log: Pick<FastifyBaseLogger, 'error'>;
}) {
  const { db, repository, users, ledger, providers, vault, clock, bonusKcash, log } = deps;

  // Checks sent to the provider and not yet kept, and whether their outcome was announced meanwhile.
  const submitting = new Map<string, boolean>();

  // Who follows a user's status (the event streams of this process), told after each change commits.
  const followers = new Map<string, Set<() => void>>();
  function announce(userId: string): void {
    for (const follower of followers.get(userId) ?? []) follower();
  }

  /**
   * The user's KYC region: the region of their regulatory country (verified facts only, never the
   * profile). Unknown (no verified phone, no completed KYC) has no documents to offer: the user
   * verifies a phone number first, and until then cannot collect (see the users module's README).
   */
  async function regionOfUser(
    userId: string,
    tx?: DbOrTx,
  ): Promise<{ country: string | null; region: Region }> {
    const country = await users.getRegulatoryCountry(userId, tx);
    return { country, region: regulatoryRegion(country) ?? 'Others' };
  }

  async function payoutStatus(tx: DbOrTx, userId: string): Promise<KycPayoutStatus> {
    const { country, region } = await regionOfUser(userId, tx);
    const rule = kycRuleOf(region);
    const verified = rule.documents.length
      ? ((await repository.listVerifiedDocuments(userId, tx)) as KycDocument[])
      : [];
    return { country, region, required: rule.isRequiredForPayout, verified: isKycComplete(region, verified) };
  }

  /**
   * The user's KYC as the page shows it. Its reads share one snapshot (a read-only, repeatable-read
   * transaction): read apart, a decision committing between them could show a check as settled
   * with the reason of an older one.
   */
  async function getStatus(userId: string): Promise<KycStatus> {
    return db.transaction((tx) => readStatus(tx, userId), {
      isolationLevel: 'repeatable read',
      accessMode: 'read only',
    });
  }

  async function readStatus(tx: DbOrTx, userId: string): Promise<KycStatus> {
    const { country, region } = await regionOfUser(userId, tx);
    const rule = kycRuleOf(region);
    const active = await repository.listActiveChecks(userId, tx);
    const rejections = await repository.listLatestRejections(userId, tx);
    const claim = await repository.findBonusClaim(userId, tx);
    const documents = rule.documents.map((document) =>
      documentState(document, {
        verified: active.find((r) => r.document === document && r.status === 'verified'),
        pending: active.find((r) => r.document === document && r.status === 'pending'),
        rejected: rejections.find((r) => r.document === document),
      }),
    );
    const verified = isKycComplete(
      region,
      documents.filter((d) => d.status === 'verified').map((d) => d.document),
    );
    const hasBonus = bonusKcash > 0n && rule.documents.length > 0;
    return {
      country,
      region,
      required: rule.isRequiredForPayout,
      verified,
      documents,
      bonus:
        claim || hasBonus
          ? {
              amount: formatAmount(claim?.amount ?? bonusKcash, KCASH),
              currency: 'KCASH',
              status: claim ? 'claimed' : verified ? 'available' : 'locked',
              claimedAt: iso(claim?.claimedAt ?? null),
            }
          : null,
    };
  }

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
        if (!key) throw new AppError('VALIDATION_FAILED', { message: 'key: Please enter valid PIX key' });
        return { value: key.value, hashed: key.value, attributes: { pixKeyType: key.type }, pixKey: key };
      }
    }
  }

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
        message: `The ${KYC_DOCUMENT_NAMES[document]} is not asked for in your region`,
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
        message: `Verify your ${KYC_DOCUMENT_NAMES[prerequisite]} first`,
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
        message: `This ${KYC_DOCUMENT_NAMES[document]} is already your verified one`,
      });
    if (
      KYC_IDENTITY_DOCUMENTS.includes(document) &&
      (await repository.isNumberHeldByAnother(document, numberHash, userId))
    )
      throw new AppError('KYC_DOCUMENT_IN_USE', {
        message: `This ${KYC_DOCUMENT_NAMES[document]} is already linked to another account`,
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
            message: `This ${KYC_DOCUMENT_NAMES[document]} is already linked to another account`,
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

  /** What a provider's outcome means for a check: verified, or turned down with a reason. */
  async function decide(
    row: KycCheckRow,
    outcome: KycCheckOutcome,
  ): Promise<{
    status: 'verified' | 'rejected';
    registeredName: string | null;
    reasonCode: KycRejectionReason | null;
  }> {
    if (!outcome.isFound) return { status: 'rejected', registeredName: null, reasonCode: outcome.reason };
    const registeredName = outcome.registeredName;
    if (row.document === 'pix') {
      // The key must be the verified CPF's: its owner's tax id is that CPF (a CNPJ never is).
      const cpf = (await repository.listActiveChecks(row.userId)).find(
        (r) => r.document === 'cpf' && r.status === 'verified',
      );
      const isOwner =
        cpf !== undefined &&
        outcome.ownerTaxId !== undefined &&
        vault.hash('cpf', outcome.ownerTaxId) === cpf.numberHash;
      if (!isOwner) return { status: 'rejected', registeredName, reasonCode: 'PIX_KEY_NOT_YOURS' };
    }
    if (!isNameMatch(row.submittedName, registeredName))
      return { status: 'rejected', registeredName, reasonCode: 'NAME_MISMATCH' };
    return { status: 'verified', registeredName, reasonCode: null };
  }

  /**
   * Reads a pending check's outcome from its provider and records the decision, once: the row is
   * locked and must still be pending, so a notification and the job settling it together decide
   * it once. True when this call decided it.
   */
  async function settle(checkId: string): Promise<boolean> {
    const row = await repository.findCheck(checkId);
    if (!row || row.status !== 'pending') return false;
    // Only the provider that has the check can answer it (one no longer configured: left pending).
    const provider = providers.byName(row.provider);
    if (!provider) return false;
    const outcome = await provider.fetchOutcome(row.providerReference);
    if (!outcome) return false;
    const decision = await decide(row, outcome);
    const isDecided = await db.transaction(async (tx) => {
      const locked = await repository.lockCheck(checkId, tx);
      if (!locked || locked.status !== 'pending') return false;
      if (decision.status === 'verified') await repository.supersedeVerified(row.userId, row.document, tx);
      await repository.decideCheck(checkId, { ...decision, decidedAt: clock.now() }, tx);
      // The last document of the region: the completed KYC fixes where law and tax apply.
      const status = decision.status === 'verified' ? await payoutStatus(tx, row.userId) : null;
      if (status?.verified) await users.fixKycRegion(row.userId, status.region, tx);
      return true;
    });
    if (isDecided) announce(row.userId);
    return isDecided;
  }

  // Settlements under way, so that closing waits for them rather than cutting them off.
  const settling = new Set<Promise<unknown>>();
  function track(work: Promise<unknown>): void {
    const tracked = work
      .catch((error: unknown) => log.error({ err: error }, 'a KYC check could not be settled'))
      .finally(() => settling.delete(tracked));
    settling.add(tracked);
  }
  providers.onOutcomeReady(({ checkId }) => {
    // Still being kept (the provider was quick): the submission settles it once it is kept.
    if (submitting.has(checkId)) submitting.set(checkId, true);
    else track(settle(checkId));
  });

  const gate: KycGate = { payoutStatus };

  return {
    ...gate,
    getStatus,
    submit,
    settle,

    /**
     * The reconciliation job: settles the checks still pending whose provider has answered (a
     * notification lost to a restart or a network). The number settled.
     */
    async settlePending(): Promise<number> {
      const rows = await repository.listPendingChecks(clock.now(), SETTLE_BATCH);
      let settled = 0;
      for (const row of rows) if (await settle(row.id)) settled++;
      return settled;
    },

    /**
     * Credits the one-time KYC bonus as earned K-Cash, in the caller's transaction (the request's
     * Idempotency-Key one). Once per user whatever the key: the ledger's own idempotency key and
     * the claim's primary key each allow a single credit.
     */
    async claimBonus(tx: DbOrTx, userId: string): Promise<KycBonusClaim> {
      if (bonusKcash <= 0n) throw new AppError('KYC_BONUS_UNAVAILABLE');
      if (await repository.findBonusClaim(userId, tx)) throw new AppError('KYC_BONUS_ALREADY_CLAIMED');
      const status = await payoutStatus(tx, userId);
      if (kycRuleOf(status.region).documents.length === 0) throw new AppError('KYC_BONUS_UNAVAILABLE');
      if (!status.verified) throw new AppError('KYC_NOT_COMPLETED');
      const [treasury, earned] = [
        await ledger.systemAccount(tx, 'treasury', 'KCASH'),
        await ledger.userAccount(tx, userId, 'KCASH', 'earned'),
      ];
      const entry = await ledger.post(tx, {
        kind: 'reward',
        cause: { type: 'kyc_bonus', id: userId },
        postings: [
          { account: treasury, amount: -bonusKcash },
          { account: earned, amount: bonusKcash },
        ],
        memo: 'KYC bonus',
        idempotencyKey: bonusKey(userId),
      });
      if (entry.isReplay) throw new AppError('KYC_BONUS_ALREADY_CLAIMED');
      const claim = await repository.insertBonusClaim(
        { userId, entryId: entry.id, amount: bonusKcash, claimedAt: entry.createdAt },
        tx,
      );
      if (!claim) throw new AppError('KYC_BONUS_ALREADY_CLAIMED');
      return {
        amount: formatAmount(claim.amount, KCASH),
        currency: 'KCASH',
        entryId: claim.entryId,
        claimedAt: claim.claimedAt.toISOString(),
      };
    },

    /** Follows a user's status: `onChange` runs after each change this process commits. */
    follow(userId: string, onChange: () => void): () => void {
      let set = followers.get(userId);
      if (!set) followers.set(userId, (set = new Set()));
      set.add(onChange);
      return () => {
        set.delete(onChange);
        if (set.size === 0 && followers.get(userId) === set) followers.delete(userId);
      };
    },

    /** Tells the user's followers that something changed (after a commit made elsewhere, e.g. a claim). */
    announce,

    /** Stops the provider's timers and waits for the settlements under way. */
    async close(): Promise<void> {
      providers.close();
      await Promise.allSettled([...settling]);
    },
  };
}
export type KycService = ReturnType<typeof createKycService>;
