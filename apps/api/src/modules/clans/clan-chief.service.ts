import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../db/client';
import type { AdminClanChiefApplication, ClanChiefApplication } from '@kp/contract/clan-chief';
import { toChiefPhoneE164 } from '@kp/domain/clan-chief';
import {
  CLAN_CHIEF_DECISION_STATUS,
  type ClanChiefApplicationStatus,
  type ClanChiefDecision,
} from '@kp/domain/clans';
import { AppError } from '@kp/domain/errors';
import { isConstraintViolation, PG_ERROR } from '../../db/pg-errors';
import type { Clock } from '../../platform/clock';
import type { UsersService } from '../users/users.service';
import {
  OPEN_APPLICATION_KEY,
  type ClanChiefApplicationRow,
  type ClanChiefRepository,
} from './clan-chief.repository';

/** What the applicant sends (already checked by the domain's form schema). */
export type ClanChiefApplicationInput = {
  email: string;
  chiefCity: string;
  phoneNumber: string;
  isCollageName: 'Yes' | 'No';
  collegeName?: string | undefined;
};

/** The wire shape of an application, for its applicant. */
export function toClanChiefApplication(row: ClanChiefApplicationRow): ClanChiefApplication {
  return {
    id: row.id,
    email: row.email,
    chiefCity: row.chiefCity,
    phoneNumber: row.phoneNumber,
    isCollageName: row.isCollageName ? 'Yes' : 'No',
    collegeName: row.collegeName,
    status: row.status as ClanChiefApplicationStatus,
    decisionReason: row.decisionReason,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/** The 409 of an application that is open already (the spec's conflict, section 8). */
function alreadyOpen(row: Pick<ClanChiefApplicationRow, 'id' | 'status'>): AppError {
  const details = { applicationId: row.id, status: row.status };
  return row.status === 'approved'
    ? new AppError('CONFLICT_IN_PROGRESS', { variant: 'already_clan_chief', details })
    : new AppError('CONFLICT_IN_PROGRESS', { details });
}

export function createClanChiefService(deps: {
  repository: ClanChiefRepository;
  users: Pick<UsersService, 'getUser' | 'listPublicUsers'>;
  clock: Clock;
  log: FastifyBaseLogger;
}) {
  const { repository, users, clock, log } = deps;

  async function withUsernames(
    rows: readonly ClanChiefApplicationRow[],
  ): Promise<AdminClanChiefApplication[]> {
    const ids = [...new Set(rows.map((row) => row.userId))];
    const known = ids.length ? await users.listPublicUsers(ids) : [];
    const usernames = new Map(known.map((user) => [user.id, user.username]));
    return rows.map((row) => ({
      ...toClanChiefApplication(row),
      userId: row.userId,
      username: usernames.get(row.userId) ?? null,
      decidedBy: row.decidedBy,
    }));
  }

  return {
    /** The user's latest application (pending, approved or rejected with its reason), or null. */
    async findMyApplication(userId: string): Promise<ClanChiefApplication | null> {
      const row = await repository.findLatestByUser(userId);
      return row ? toClanChiefApplication(row) : null;
    },

    /**
     * Files the user's application. The phone number must be the one verified on the account
     * (by the one-time code of the phone sign-in); one application may be pending or approved
     * at a time, which the database enforces too, so two submissions at once make one.
     */
    async submit(userId: string, input: ClanChiefApplicationInput): Promise<ClanChiefApplication> {
      const user = await users.getUser(userId);
      const phoneNumber = toChiefPhoneE164(input.phoneNumber);
      if (!phoneNumber || !user.phoneNumber || phoneNumber !== user.phoneNumber)
        throw new AppError('INVALID_PHONE_NUMBER', {
          variant: 'not_verified',
          details: { field: 'phoneNumber', reason: 'not_verified' },
        });
      const open = await repository.findOpenByUser(userId);
      if (open) throw alreadyOpen(open);
      const isCollageName = input.isCollageName === 'Yes';
      try {
        const row = await repository.insert({
          userId,
          email: input.email,
          chiefCity: input.chiefCity,
          phoneNumber,
          isCollageName,
          collegeName: isCollageName ? (input.collegeName ?? null) : null,
          createdAt: clock.now(),
        });
        log.info({ applicationId: row.id, userId }, 'clan chief application submitted');
        return toClanChiefApplication(row);
      } catch (error) {
        if (!isConstraintViolation(error, PG_ERROR.uniqueViolation, OPEN_APPLICATION_KEY)) throw error;
        // Another submission of the same user landed first.
        const winner = await repository.findOpenByUser(userId);
        throw winner ? alreadyOpen(winner) : new AppError('CONFLICT_IN_PROGRESS');
      }
    },

    /**
     * Whether the user holds the clan Chief role: an operator approved their application (decide).
     * It lets them create a clan (clans.service) and submit the clan chief proofs of quests.
     */
    async hasChiefRole(userId: string, tx?: DbOrTx): Promise<boolean> {
      return (await repository.findOpenByUser(userId, tx))?.status === 'approved';
    },

    /** Operators' page of applications, optionally of one status, with each applicant's username. */
    async listForAdmin(input: { status?: ClanChiefApplicationStatus; limit: number; offset: number }) {
      const { rows, total } = await repository.list(input);
      return { applications: await withUsernames(rows), total };
    },

    /**
     * An operator approves or rejects a pending application, with the reason the applicant will
     * read; who and when are kept with it. A decided application stays decided (409).
     */
    async decide(
      operatorId: string,
      id: string,
      input: { decision: ClanChiefDecision; reason: string },
    ): Promise<AdminClanChiefApplication> {
      const status = CLAN_CHIEF_DECISION_STATUS[input.decision];
      const row = await repository.decide(id, {
        status,
        reason: input.reason,
        decidedBy: operatorId,
        decidedAt: clock.now(),
      });
      if (!row) {
        const existing = await repository.findById(id);
        if (!existing) throw new AppError('CLAN_CHIEF_APPLICATION_NOT_FOUND');
        throw new AppError('CONFLICT_IN_PROGRESS', {
          variant: 'application_decided',
          details: { applicationId: id, status: existing.status },
        });
      }
      log.info({ applicationId: id, status, decidedBy: operatorId }, 'clan chief application decided');
      const [decided] = await withUsernames([row]);
      return decided!;
    },

    /** Blanks the personal fields of a deleted account's applications; the rows and decisions stay. */
    async eraseUser(userId: string, tx: DbOrTx): Promise<void> {
      await repository.erase([userId], clock.now(), tx);
    },
  };
}
export type ClanChiefService = ReturnType<typeof createClanChiefService>;
