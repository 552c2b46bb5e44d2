import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { UserLifecyclePublisher } from '../../platform/user-lifecycle';
import type { KycProviders } from '../../providers/kyc/kyc-provider';
import type { LedgerService } from '../ledger/ledger.service';
import type { KycRepository } from './kyc.repository';
import type { DocumentVault } from './kyc-vault';

/** What the KYC module needs of the users module: the user's regulatory country. */
export type KycUsers = {
  getRegulatoryCountry(id: string, tx?: DbOrTx): Promise<string | null>;
};

/** A document as a user sends it (the contract has normalized and checked its format). */
export type KycSubmission =
  | { document: 'pan'; pan: string; name: string }
  | { document: 'aadhaar'; aadhaar: string }
  | { document: 'bank'; accountNumber: string; ifsc: string }
  | { document: 'cpf'; cpf: string; name: string }
  | { document: 'pix'; key: string };

/** What the KYC service is built from. */
export type KycDeps = {
  db: Db;
  repository: KycRepository;
  users: KycUsers;
  /** Where a completed KYC is announced (the users module fixes the regulatory country from it). */
  lifecycle: Pick<UserLifecyclePublisher, 'kycVerified'>;
  ledger: Pick<LedgerService, 'post' | 'systemAccount' | 'userAccount'>;
  /** Who checks each document (`createKycProviders`); a check is read back from the one named on it. */
  providers: KycProviders;
  vault: DocumentVault;
  clock: Clock;
  /** The one-time bonus for completing KYC, in K-Cash minor units (0: none). */
  bonusKcash: bigint;
  log: Pick<FastifyBaseLogger, 'error'>;
};
