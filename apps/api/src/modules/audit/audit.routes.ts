import type { FastifyInstance } from 'fastify';
import { adminListAuditLog } from '@kp/contract/admin';
import { registerRoute } from '../../platform/route';
import type { AuditService } from './audit.service';

export function auditRoutes(app: FastifyInstance, service: AuditService) {
  registerRoute(app, adminListAuditLog, ({ query }) => service.list(query));
}
