import type { FastifyInstance } from 'fastify';
import { registerAdminAudit } from '../../platform/admin-audit';
import type { ModuleContext } from '../../platform/module-context';
import { createAuditRepository } from './audit.repository';
import { auditRoutes } from './audit.routes';
import { createAuditService } from './audit.service';

/** The audit log: every admin write is written to it by the route layer (platform/route.ts). */
export function registerAudit(app: FastifyInstance, deps: Pick<ModuleContext, 'db' | 'clock'>): void {
  const service = createAuditService({ repository: createAuditRepository(deps.db), clock: deps.clock });
  registerAdminAudit(app, service);
  auditRoutes(app, service);
}
