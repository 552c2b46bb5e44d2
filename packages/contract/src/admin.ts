import { z } from 'zod';
import { ENDPOINTS } from './endpoints';
import { sessionUser } from './auth';
import { defineRoute, envelope, pageQuery, text } from './route';

export const adminUser = sessionUser.extend({
  createdAt: z.iso.datetime(),
  deletionRequestedAt: z.iso.datetime().nullable(),
  deletedAt: z.iso.datetime().nullable(),
});

export const adminListUsers = defineRoute({
  ...ENDPOINTS.adminListUsers,
  summary: 'Operators: accounts, newest first, optionally matching a phone number, email or username',
  tags: ['admin'],
  access: 'admin',
  querystring: z.object({ search: text({ trim: true }).min(1).max(100).optional(), ...pageQuery }).strict(),
  response: { 200: envelope(z.object({ users: z.array(adminUser), total: z.number().int() })) },
});

export const auditEntry = z.object({
  id: z.uuid(),
  actorId: z.uuid(),
  /** The route: its method and path pattern. */
  action: z.string(),
  target: z.unknown(),
  request: z.unknown(),
  before: z.unknown(),
  after: z.unknown(),
  statusCode: z.number().int(),
  errorCode: z.string().nullable(),
  requestId: z.string(),
  createdAt: z.iso.datetime(),
});

export const adminListAuditLog = defineRoute({
  ...ENDPOINTS.adminListAuditLog,
  summary:
    'Operators: every admin action (who, what, when, before and after) and every refused one, newest first',
  tags: ['admin'],
  access: 'admin',
  querystring: z
    .object({
      actorId: z.uuid().optional(),
      action: text({ trim: true }).min(1).max(200).optional(),
      ...pageQuery,
    })
    .strict(),
  response: { 200: envelope(z.object({ entries: z.array(auditEntry), total: z.number().int() })) },
});
