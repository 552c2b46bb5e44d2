import type { Clock } from '../../platform/clock';
import type { AdminAction, AdminAudit } from '../../platform/admin-audit';
import type { AuditRepository } from './audit.repository';

/** The admin audit log: written by the route layer for every admin write, read by admins. */
export function createAuditService(deps: { repository: AuditRepository; clock: Clock }): AdminAudit & {
  list(filter: { actorId?: string; action?: string; limit: number; offset: number }): Promise<{
    entries: AuditEntry[];
    total: number;
  }>;
} {
  const { repository, clock } = deps;
  return {
    async record(action: AdminAction) {
      await repository.insert({ ...action, createdAt: clock.now() });
    },
    async list(filter) {
      const { rows, total } = await repository.list(filter);
      return {
        total,
        entries: rows.map((row) => ({
          id: row.id,
          actorId: row.actorId,
          action: row.action,
          target: row.target ?? null,
          request: row.request ?? null,
          before: row.before ?? null,
          after: row.after ?? null,
          statusCode: row.statusCode,
          errorCode: row.errorCode,
          requestId: row.requestId,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },
  };
}

/** An entry as admins read it: the action as written, with its id and time. */
export type AuditEntry = AdminAction & { id: string; createdAt: string };
export type AuditService = ReturnType<typeof createAuditService>;
